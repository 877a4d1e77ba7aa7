/**
 * The quote pages' one script, served at /admin/leads/quote.js (the rest of the app runs none but the
 * settings page's). On the editor it saves the draft as it is written: a second after the owner stops
 * typing, the form is posted with `Accept: application/json` and the status line says when it was saved
 * (the page's buttons save it without the script). On a send step it shows "Share" where the phone's
 * share sheet takes files (Web Share Level 2), with the PDF attached and the request's link in the text;
 * the download link stays for every other phone. Its source is the script, so it refers to nothing
 * outside itself.
 */
interface FormLike {
  getAttribute(name: "action"): string | null;
  dataset: Record<string, string | undefined>;
  addEventListener(type: "input", listener: () => void): void;
}
interface ButtonLike {
  hidden: boolean;
  dataset: Record<string, string | undefined>;
  addEventListener(type: "click", listener: () => void): void;
}
interface FileLike {
  readonly name: string;
}

/** What the script uses of the page's window (the Worker's types have no DOM). */
export interface ScriptScope {
  document: { getElementById(id: string): unknown };
  navigator: {
    canShare?: (data: { files: FileLike[] }) => boolean;
    share?: (data: { files: FileLike[]; title: string; text: string }) => Promise<void>;
  };
  fetch(url: string, init?: RequestInit): Promise<Response>;
  setTimeout(callback: () => void, ms: number): number;
  clearTimeout(id: number): void;
  File: new (parts: (Blob | string)[], name: string, options: { type: string }) => FileLike;
  FormData: new (form: FormLike) => Iterable<[string, unknown]>;
  URLSearchParams: typeof URLSearchParams;
}

export function quotePageScript(scope: ScriptScope, idleMs: number): void {
  const { document, navigator } = scope;
  const form = document.getElementById("quote-editor") as FormLike | null;
  const status = document.getElementById("draft-status") as { textContent: string } | null;
  if (form && status) {
    let timer: number | undefined;
    const save = async () => {
      const body = new scope.URLSearchParams();
      for (const [name, value] of new scope.FormData(form)) if (typeof value === "string") body.append(name, value);
      body.set("action", "autosave");
      // The form's address from its attribute: `form.action` is the "action" button, named so for the server.
      const answer = await scope.fetch(form.getAttribute("action") ?? "", {
        method: "POST",
        headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded" },
        body,
      });
      if (answer.ok) {
        const saved = await answer.json<{ savedAt: string }>();
        status.textContent = (form.dataset["saved"] ?? "").replace("{at}", saved.savedAt);
      }
    };
    form.addEventListener("input", () => {
      if (timer !== undefined) scope.clearTimeout(timer);
      timer = scope.setTimeout(() => void save(), idleMs);
    });
  }
  const share = document.getElementById("share-pdf") as ButtonLike | null;
  if (share && typeof navigator.canShare === "function") {
    const { pdf = "", file = "quote.pdf", title = "", text = "" } = share.dataset;
    const probe = new scope.File([""], file, { type: "application/pdf" });
    if (navigator.canShare({ files: [probe] })) {
      share.hidden = false;
      const shareFile = async () => {
        const bytes = await (await scope.fetch(pdf)).blob();
        const files = [new scope.File([bytes], file, { type: "application/pdf" })];
        try {
          await navigator.share?.({ files, title, text });
        } catch {
          // Closing the share sheet is no error: the owner can share again or download.
        }
      };
      share.addEventListener("click", () => void shareFile());
    }
  }
}

/** A second after the last keystroke. */
export const autosaveIdleMs = 1000;

export const quotePageScriptSource = `"use strict";
var __name = (f) => f;
(${quotePageScript.toString()})(window, ${autosaveIdleMs});
`;
