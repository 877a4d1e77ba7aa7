/**
 * Project pages: binds the before/after slider, and loads the lightbox only
 * when a visitor first asks to enlarge a picture.
 *
 * The lightbox is built as a standalone script (Vite's `?worker&url` bundles
 * it with its imports and gives its URL) rather than through `import("./lightbox")`,
 * because Vite wraps every bundled dynamic import in a ~0.5 KB preload helper
 * that this page, with one dependency-free chunk, has no use for.
 */
import lightboxUrl from "./lightbox.ts?worker&url";
import { bindBeforeAfter } from "./beforeAfter";

bindBeforeAfter();

let loading = false;

function loadLightbox(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-lightbox-open]") : null;
  if (!button || loading) return;
  loading = true;
  import(/* @vite-ignore */ lightboxUrl).then(
    () => {
      // The lightbox now listens for clicks itself: hand it this one.
      document.removeEventListener("click", loadLightbox);
      button.click();
    },
    () => (loading = false),
  );
}

document.addEventListener("click", loadLightbox);
