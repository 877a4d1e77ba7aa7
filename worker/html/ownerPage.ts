/**
 * The shell of every page of the owner's app (the inbox, its settings, the visits' pages): the
 * document with the app's manifest, icon and colour, the banners the owner must see first, and
 * the link back to the list.
 */
import { html } from "hono/html";
import { appColours } from "./appIcons";
import { shellCopy } from "./copy";
import { htmlDocument, type Html } from "./document";

/** What the inbox must tell the owner above everything else: a missing secret (alerts/notices.ts). */
const banners = (notices: readonly string[]) =>
  notices.length ? html`<div class="banner" role="alert">${notices.map((n) => html`<p>${n}</p>`)}</div>` : "";

/** A page of the app; `script` is a same-origin script's path (only the settings page has one). */
export function page(title: string, body: Html, notices: readonly string[] = [], script = ""): Html {
  return htmlDocument({
    title,
    stylesheet: "/admin/leads/inbox.css",
    head: html`<meta name="theme-color" content="${appColours.theme}" />
      <link rel="manifest" href="/admin/leads/manifest.webmanifest" crossorigin="use-credentials" />
      <link rel="apple-touch-icon" href="/admin/leads/icons/180.png" />
      ${script ? html`<script src="${script}" defer></script>` : ""}`,
    body: html`${banners(notices)}${body}`,
  });
}

/** "← All quote requests", at the top of a page under the list. */
export const backToList = () => html`<p><a href="/admin/leads">← ${shellCopy.backToList}</a></p>`;

/** The 403 page while the Worker lacks its Access settings: it names the missing ones. */
export const closedPage = (missing: readonly string[]) =>
  page(
    shellCopy.accessMissingTitle,
    html`<h1>${shellCopy.accessMissingTitle}</h1>
      <p>${shellCopy.accessMissing.replace("{names}", missing.join(" and ")).replace("{first}", missing[0] ?? "")}</p>`,
  );
