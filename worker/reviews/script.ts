/**
 * The review invitation's send step script, served at /admin/leads/review.js: where the phone has a share
 * sheet (Web Share), it shows "Share" and opens the sheet with the invitation's title and its text, which ends
 * with the request page's link; the WhatsApp, SMS and e-mail links stay for every other phone. Its source is the
 * script, so it refers to nothing outside itself.
 */
interface ButtonLike {
  hidden: boolean;
  dataset: Record<string, string | undefined>;
  addEventListener(type: "click", listener: () => void): void;
}

/** What the script uses of the page's window (the Worker's types have no DOM). */
export interface ReviewScriptScope {
  document: { getElementById(id: string): unknown };
  navigator: { share?: (data: { title: string; text: string }) => Promise<void> };
}

export function reviewShareScript(scope: ReviewScriptScope): void {
  const button = scope.document.getElementById("share-invitation") as ButtonLike | null;
  if (!button || typeof scope.navigator.share !== "function") return;
  const { title = "", text = "" } = button.dataset;
  button.hidden = false;
  button.addEventListener("click", () => {
    scope.navigator.share?.({ title, text }).catch(() => {
      // Closing the share sheet is no error: the owner can share again or use a link.
    });
  });
}

export const reviewShareScriptSource = `"use strict";
var __name = (f) => f;
(${reviewShareScript.toString()})(window);
`;
