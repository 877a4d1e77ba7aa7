/** Pieces of the forms on the Worker's pages. */
import { html } from "hono/html";
import type { Html } from "./document";

/** A field's error, which the field names in its aria-describedby. */
export const fieldError = (id: string, message: string | Html | undefined) =>
  message ? html`<p class="field-error" id="${id}">${message}</p>` : "";
