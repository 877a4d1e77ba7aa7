/**
 * The before/after comparison: its range input sets `--after` on the figure
 * through CSSOM (the CSP allows no inline styles), which clips the after
 * picture and moves the divider. Tiny, so it loads with the page.
 */
export function bindBeforeAfter(root: ParentNode = document): void {
  for (const figure of root.querySelectorAll<HTMLElement>("[data-before-after]")) {
    const range = figure.querySelector<HTMLInputElement>('input[type="range"]');
    if (!range) continue;
    const apply = () => {
      figure.style.setProperty("--after", `${range.value}%`);
      range.setAttribute("aria-valuetext", `${range.value}% after`);
    };
    range.addEventListener("input", apply);
    // The browser may restore a moved slider on back navigation.
    apply();
  }
}
