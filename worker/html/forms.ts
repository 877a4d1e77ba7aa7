/** Pieces of the forms on the Worker's pages. */
import { html } from "hono/html";

/** A field's error, which the field names in its aria-describedby. */
export const fieldError = (id: string, message: string | undefined) =>
  message ? html`<p class="field-error" id="${id}">${message}</p>` : "";
