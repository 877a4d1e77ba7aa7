/** Tap targets on a phone, for the Worker's server-rendered pages. */
import type { Page } from "playwright-core";

/**
 * What a thumb must hit on a phone and is under 44 × 44 px: links, buttons, menus, and the labels of
 * tick boxes (the whole label toggles its box, so the label is the target, not the box inside it).
 */
export const smallTargets = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("a, button, select, summary, input:not([type=hidden]), label")]
      .filter((el) => (el.tagName === "LABEL" ? !!el.querySelector("input[type=checkbox]") : !el.closest("label")))
      .filter((el) => {
        const box = el.getBoundingClientRect();
        return box.width > 0 && (box.height < 43.5 || box.width < 43.5);
      })
      .map((el) => el.outerHTML.slice(0, 100)),
  );
