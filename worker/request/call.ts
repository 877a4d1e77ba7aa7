/**
 * The phone on the homeowner's pages: always a `tel:` link in words from copy.json, with the number
 * from business data and never shown bare, whether on its own ("Call us with any questions") or inside
 * a message where the copy says `{call}` ("Please wait a while, or call us.").
 */
import { html } from "hono/html";
import { site } from "../../src/config/site";
import type { Html } from "../html/document";
import { requestCopy as copy } from "./copy";

export const callLink = (words: string): Html => html`<a href="tel:${site.phone.e164}" class="call">${words}</a>`;

/** A message with its `{call}` made a link, or the message as it is. */
export function withCall(message: string): Html | string {
  const [before, ...after] = message.split("{call}");
  return after.length ? html`${before}${callLink(copy.callShort)}${after.join("")}` : message;
}
