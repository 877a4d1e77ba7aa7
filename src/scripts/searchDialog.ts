/**
 * The search dialog's behaviour: loads Pagefind (its script, WebAssembly and
 * index chunks, built into /pagefind by astro.config.ts) on first use, searches
 * as the visitor types and lists each result's title and excerpt as a link.
 */

interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string };
}
interface Pagefind {
  options(options: { excerptLength?: number }): Promise<void>;
  debouncedSearch(
    term: string,
    options?: object,
    debounceMs?: number,
  ): Promise<{ results: { data(): Promise<PagefindResultData> }[] } | null>;
}

import { fillText } from "../config/format";
import { searchOpenGlobal, type SearchOpener } from "../config/searchGlobal";
import { decodeEntities } from "../lib/htmlText";

/** Results shown at once; the list says how many more there are. */
const shown = 8;
const pagefindUrl = "/pagefind/pagefind.js";

let pagefind: Promise<Pagefind> | undefined;
const loadPagefind = () =>
  (pagefind ??= (import(/* @vite-ignore */ pagefindUrl) as Promise<Pagefind>).then(async (module) => {
    await module.options({ excerptLength: 24 });
    return module;
  }));

/** Pages are built as `name.html` and served as `/name`. */
const pagePath = (url: string) => url.replace(/\.html$/, "").replace(/\/index$/, "/") || "/";

/** The excerpt as text with its matches in <mark>, built as nodes: nothing from the index is parsed as HTML. */
function excerptNodes(excerpt: string): Node[] {
  return excerpt.split(/(<mark>[^<]*<\/mark>)/).map((part) => {
    const match = /^<mark>([^<]*)<\/mark>$/.exec(part);
    if (!match) return document.createTextNode(decodeEntities(part.replace(/<[^>]*>/g, "")));
    const mark = document.createElement("mark");
    mark.textContent = decodeEntities(match[1] ?? "");
    return mark;
  });
}

function resultItem(data: PagefindResultData): HTMLLIElement {
  const item = document.createElement("li");
  const link = document.createElement("a");
  link.href = pagePath(data.url);
  link.className =
    "block rounded-md border border-line px-4 py-3 no-underline hover:border-brand focus:outline-2 focus:outline-brand";
  const title = document.createElement("span");
  title.className = "block font-semibold text-brand";
  title.textContent = data.meta.title ?? pagePath(data.url);
  const excerpt = document.createElement("span");
  excerpt.className = "mt-1 block text-sm leading-6 text-muted";
  excerpt.append(...excerptNodes(data.excerpt));
  link.append(title, excerpt);
  item.append(link);
  return item;
}

let wired = false;

function openSearchDialog(query: string): void {
  const dialog = document.querySelector<HTMLDialogElement>("#site-search");
  const input = dialog?.querySelector<HTMLInputElement>("input[type=search]");
  const status = dialog?.querySelector<HTMLElement>("[data-search-status]");
  const list = dialog?.querySelector<HTMLUListElement>("[data-search-results]");
  if (!dialog || !input || !status || !list) return;

  // The words it shows, from the status line's data (page-sections.json, through SearchDialog.tsx).
  const say = (key: string, values: Record<string, string | number> = {}) =>
    fillText(status.dataset[key] ?? "", values);

  const search = async (term: string) => {
    const words = term.trim();
    if (!words) {
      list.replaceChildren();
      status.textContent = "";
      return;
    }
    status.textContent = say("searching");
    try {
      const found = await (await loadPagefind()).debouncedSearch(words, {}, 200);
      if (!found) return; // A newer search has started.
      const data = await Promise.all(found.results.slice(0, shown).map((r) => r.data()));
      list.replaceChildren(...data.map(resultItem));
      const count = found.results.length;
      const key = !count ? "nothing" : count === 1 ? "result" : count > shown ? "resultsMore" : "results";
      status.textContent = say(key, { count, words, shown });
    } catch (error) {
      console.error("Search failed", error);
      list.replaceChildren();
      status.textContent = say("failed");
    }
  };

  if (!wired) {
    wired = true;
    input.addEventListener("input", () => void search(input.value));
    dialog.querySelector("form")?.addEventListener("submit", (event) => {
      event.preventDefault();
      // Enter follows the first result.
      list.querySelector("a")?.click();
    });
    dialog.querySelector("[data-search-close]")?.addEventListener("click", () => dialog.close());
    // A click on the backdrop (the dialog element itself, outside its content) closes it.
    dialog.addEventListener("click", (event) => {
      if (event.target === dialog) dialog.close();
    });
  }

  if (!dialog.open) dialog.showModal();
  input.value = query || input.value;
  input.focus();
  void loadPagefind().catch(() => undefined);
  if (input.value) void search(input.value);
}

(window as unknown as Record<string, SearchOpener>)[searchOpenGlobal] = openSearchDialog;
