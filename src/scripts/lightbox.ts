/**
 * The project gallery's lightbox. src/scripts/galleryBootstrap.ts loads it on
 * the first click on a gallery picture and replays that click; from then on
 * it handles the clicks itself. It fills the page's `<dialog data-lightbox>`
 * with a copy of the chosen picture and its caption and opens it with
 * showModal(): the browser makes the page behind inert and closes the dialog
 * on Escape. Plain DOM, so the page ships no React.
 */

interface Parts {
  dialog: HTMLDialogElement;
  picture: HTMLElement;
  caption: HTMLElement;
  stage: HTMLElement;
  count: HTMLElement;
  tag: HTMLElement;
  buttons: HTMLButtonElement[];
}

let parts: Parts | undefined;
let figures: HTMLElement[] = [];
let current = 0;
let returnFocusTo: HTMLElement | null = null;

function part(root: ParentNode, name: string): HTMLElement {
  const element = root.querySelector<HTMLElement>(`[data-lightbox-${name}]`);
  if (!element) throw new Error(`Lightbox: no [data-lightbox-${name}] on this page`);
  return element;
}

/**
 * Gives every id in a copied picture a suffix and rewrites the references to
 * it (`url(#…)`, `href="#…"`, aria-labelledby), so the copy's ids stay unique.
 */
function freshIds(root: Element, suffix: string): void {
  const elements = [root, ...root.querySelectorAll("*")];
  const renamed = new Map<string, string>();
  for (const element of elements) {
    if (!element.id) continue;
    renamed.set(element.id, element.id + suffix);
    element.id += suffix;
  }
  if (renamed.size === 0) return;
  for (const element of elements) {
    for (const { name, value } of [...element.attributes]) {
      if (name === "id") continue;
      const next = value
        .replace(/#([^\s)"']+)/g, (match, id: string) => (renamed.has(id) ? `#${renamed.get(id)}` : match))
        .split(" ")
        .map((token) => (name.startsWith("aria-") ? (renamed.get(token) ?? token) : token))
        .join(" ");
      if (next !== value) element.setAttribute(name, next);
    }
  }
}

/** A copy of the figure's picture for the dialog: drawings as they are, photos at full width. */
function enlargedCopy(figure: HTMLElement): Element | null {
  const original = figure.querySelector(":scope [data-lightbox-open] > svg, :scope [data-lightbox-open] > picture");
  if (!original) return null;
  const copy = original.cloneNode(true) as Element;
  copy.removeAttribute("class");
  freshIds(copy, "-enlarged");
  for (const source of copy.querySelectorAll("source")) source.sizes = "100vw";
  const img = copy.querySelector("img");
  if (img) {
    img.removeAttribute("class");
    img.sizes = "100vw";
    img.loading = "eager";
  }
  return copy;
}

function show(index: number): void {
  if (!parts || figures.length === 0) return;
  current = (index + figures.length) % figures.length;
  const figure = figures[current];
  if (!figure) return;
  const copy = enlargedCopy(figure);
  parts.picture.replaceChildren(...(copy ? [copy] : []));
  parts.caption.textContent = figure.querySelector("[data-caption]")?.textContent ?? "";
  parts.stage.textContent = figure.dataset["stage"] ?? "";
  parts.count.textContent = `${current + 1} of ${figures.length}`;
  parts.tag.hidden = figure.dataset["kind"] !== "drawing";
}

function setUp(): Parts {
  const dialog = document.querySelector<HTMLDialogElement>("dialog[data-lightbox]");
  if (!dialog) throw new Error("Lightbox: no <dialog data-lightbox> on this page");
  const found: Parts = {
    dialog,
    picture: part(dialog, "picture"),
    caption: part(dialog, "caption"),
    stage: part(dialog, "stage"),
    count: part(dialog, "count"),
    tag: part(dialog, "tag"),
    buttons: [...dialog.querySelectorAll("button")],
  };
  part(dialog, "close").addEventListener("click", () => dialog.close());
  part(dialog, "prev").addEventListener("click", () => show(current - 1));
  part(dialog, "next").addEventListener("click", () => show(current + 1));

  dialog.addEventListener("keydown", (event) => {
    if (event.key === "ArrowLeft" || event.key === "ArrowRight") {
      event.preventDefault();
      show(current + (event.key === "ArrowLeft" ? -1 : 1));
    } else if (event.key === "Tab") {
      // Keep Tab inside the dialog rather than letting it reach the browser's own controls.
      const first = found.buttons[0];
      const last = found.buttons[found.buttons.length - 1];
      const edge = event.shiftKey ? first : last;
      if (document.activeElement === edge || !dialog.contains(document.activeElement)) {
        event.preventDefault();
        (event.shiftKey ? last : first)?.focus();
      }
    }
  });

  // A click on the backdrop lands on the dialog element itself; its content fills the box.
  let pressedOnBackdrop = false;
  dialog.addEventListener("pointerdown", (event) => (pressedOnBackdrop = event.target === dialog));
  dialog.addEventListener("click", (event) => {
    if (event.target === dialog && pressedOnBackdrop) dialog.close();
  });

  dialog.addEventListener("close", () => {
    found.picture.replaceChildren();
    returnFocusTo?.focus();
    returnFocusTo = null;
  });
  return found;
}

/** Opens the lightbox on the picture of the gallery button that was clicked. */
function openLightbox(button: HTMLElement): void {
  parts ??= setUp();
  figures = [...document.querySelectorAll<HTMLElement>("[data-gallery-item]")];
  const figure = button.closest<HTMLElement>("[data-gallery-item]");
  returnFocusTo = button;
  show(figure ? Math.max(0, figures.indexOf(figure)) : 0);
  if (!parts.dialog.open) parts.dialog.showModal();
}

document.addEventListener("click", (event) => {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-lightbox-open]") : null;
  if (button) openLightbox(button);
});

// A module for TypeScript (its names stay out of the global scope); built as a standalone script.
export {};
