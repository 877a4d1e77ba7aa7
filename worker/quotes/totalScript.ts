/**
 * The request page's quote script, served at /request/quote.js: as the homeowner ticks an option, the
 * total including VAT above says what the quote comes to with it (the required lines' total plus each
 * ticked line's, in whole pence: VAT is worked per line, so totals add). The page's "Update the total"
 * button does the same without the script, by reloading the page with the options; the script hides it.
 * Its source is the script, so it refers to nothing outside itself.
 */
interface BoxLike {
  checked: boolean;
  dataset: Record<string, string | undefined>;
  addEventListener(type: "change", listener: () => void): void;
}

/** What the script uses of the page's window (the Worker's types have no DOM). */
export interface TotalScope {
  document: {
    getElementById(id: string): unknown;
    querySelectorAll(selectors: string): Iterable<unknown>;
  };
}

export function quoteTotalScript({ document }: TotalScope): void {
  const total = document.getElementById("quote-total") as {
    textContent: string;
    dataset: Record<string, string | undefined>;
  } | null;
  const update = document.getElementById("update-total") as { hidden: boolean } | null;
  const boxes = [...document.querySelectorAll('input[name="option"]')] as BoxLike[];
  if (!total || !boxes.length) return;
  if (update) update.hidden = true;
  /** Pence as the page prints them: "£1,234.50". */
  const pounds = (pence: number) => {
    const whole = Math.floor(Math.abs(pence) / 100)
      .toString()
      .replace(/\B(?=(\d{3})+$)/g, ",");
    return `${pence < 0 ? "-" : ""}£${whole}.${String(Math.abs(pence) % 100).padStart(2, "0")}`;
  };
  const show = () => {
    const base = Number(total.dataset["base"] ?? 0);
    total.textContent = pounds(
      boxes.reduce((sum, box) => sum + (box.checked ? Number(box.dataset["gross"] ?? 0) : 0), base),
    );
  };
  for (const box of boxes) box.addEventListener("change", show);
  show();
}

export const quoteTotalScriptSource = `"use strict";
var __name = (f) => f;
(${quoteTotalScript.toString()})(window);
`;
