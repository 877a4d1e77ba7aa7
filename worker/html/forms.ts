/** Pieces of the forms on the Worker's pages. */
import { html } from "hono/html";
import type { Html } from "./document";

/** A field's error, which the field names in its aria-describedby. */
export const fieldError = (id: string, message: string | Html | undefined) =>
  message ? html`<p class="field-error" id="${id}">${message}</p>` : "";

/** The words of a step that cannot be undone: its heading (if it has one), a line, the box's label, the button. */
export interface ConfirmWords {
  heading?: string;
  hint: string;
  confirm: string;
  button: string;
}

/**
 * A step that cannot be undone (withdrawing, deleting, saying the work is finished): a heading, a line, a box
 * to tick and a button, with the refusal next to the box when it was not ticked. `erase` is a section of its
 * own in red; `quiet` sits inside another section, outlined.
 */
export function confirmForm(
  action: string,
  {
    errorId,
    error,
    words,
    look = "erase",
  }: {
    errorId: string;
    error?: string | undefined;
    words: ConfirmWords;
    look?: "erase" | "quiet";
  },
): Html {
  const heading = words.heading
    ? look === "erase"
      ? html`<h2>${words.heading}</h2>`
      : html`<h3>${words.heading}</h3>`
    : "";
  return html`<form method="post" action="${action}" class="${look === "erase" ? "erase" : "finished"}">
    ${heading} ${look === "erase" ? html`<p>${words.hint}</p>` : html`<p class="hint">${words.hint}</p>`}
    <label class="check"
      ><input
        type="checkbox"
        name="confirm"
        value="yes"
        required
        ${error ? html`aria-invalid="true" aria-describedby="${errorId}"` : ""}
      />
      ${words.confirm}</label
    >
    ${fieldError(errorId, error)}
    ${
      look === "erase"
        ? html`<button type="submit">${words.button}</button>`
        : html`<button type="submit" class="secondary">${words.button}</button>`
    }
  </form>`;
}
