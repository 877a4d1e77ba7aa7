/**
 * Page sections are laid out only as they near the screen (`render-when-visible` in
 * src/styles/global.css), so a page's full height, or a full-page capture, which does not
 * scroll, would show stand-in heights and blank bands. Run in the page (`page.evaluate`) first:
 * every section laid out, as a visitor sees each one on reaching it.
 */
export function layOutEverySection(): void {
  for (const section of document.querySelectorAll<HTMLElement>(".render-when-visible"))
    section.style.contentVisibility = "visible";
}
