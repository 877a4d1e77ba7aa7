/**
 * The inbox's HTML, for a phone first: no script, one small stylesheet, and
 * every stored value escaped by hono/html's `html` template.
 */
import { html, raw } from "hono/html";
import { site } from "../../src/config/site";
import { formatVisitTimes } from "../../src/lib/visitTimes";
import { fromRow } from "../leads/row";
import { htmlDocument, type Html } from "../html/document";
import { postcodeIn } from "../leads/postcode";
import { appColours } from "../html/appIcons";
import { inboxCopy as copy } from "./copy";
import type { LeadPhoto } from "../photos/store";
import { thumbnailSize } from "../photos/thumbnailKeys";
import { leadStatuses, type Lead, type LeadFilter, type ListedLead } from "../leads/queries";
import { waitOf, waitText } from "../leads/replyClock";
import type { RequestEvent } from "../request/queries";

/** How long ago, in the largest whole unit. */
export function age(iso: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / 1440)} d`;
}

/** What the inbox must tell the owner above everything else: a missing secret (lib/configCheck.ts). */
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

const statusOptions = (selected: string, withAll: boolean) => [
  ...(withAll ? [html`<option value="" ${selected === "" ? "selected" : ""}>${copy.allStatuses}</option>`] : []),
  ...leadStatuses.map(
    (s) => html`<option value="${s}" ${selected === s ? "selected" : ""}>${copy.statuses[s]}</option>`,
  ),
];

/** Where the e-mail to the owner stands; a lead over the hourly ceiling waits for the digest. */
const notifyLabel = (lead: Lead) =>
  lead.notify_status === "pending" && lead.notify_digest_hour !== null
    ? copy.notifyDigest
    : copy.notifyStatuses[lead.notify_status];

/** The reply promise the waits are measured against (business.json). */
const promiseHours = site.promises.responseHours;

/** The lead's wait in words, coloured by its state (wait.ts); nothing for spam. */
function waitLabel(lead: Lead, now: Date): Html | "" {
  const wait = waitOf(lead, now, promiseHours);
  return wait ? html`<span class="wait wait-${wait.state}">${waitText(wait, promiseHours, copy.wait)}</span>` : "";
}

/** "2 photos", or nothing when none came. */
export const photoCount = (n: number) =>
  n === 0 ? "" : n === 1 ? copy.photoCount.one : copy.photoCount.other.replace("{n}", String(n));

export function listPage(
  leads: readonly ListedLead[],
  filter: LeadFilter,
  now: Date,
  notices: readonly string[] = [],
  upcoming: Html | "" = "",
): Html {
  const query = new URLSearchParams({ q: filter.q, status: filter.status }).toString();
  return page(
    copy.title,
    html`<h1>${copy.title}</h1>
      <form method="get" action="/admin/leads" class="filters" role="search">
        <label>${copy.searchLabel} <input type="search" name="q" value="${filter.q}" /></label>
        <label
          >${copy.statusFilterLabel}
          <select name="status">
            ${statusOptions(filter.status, true)}
          </select></label
        >
        <button type="submit">${copy.searchButton}</button>
      </form>
      <p class="links">
        <a href="/admin/leads/stats">${copy.stats.link}</a>
        <a href="/admin/leads/export.csv?${query}">${copy.exportList}</a>
        <a href="/admin/leads/settings">${copy.app.settingsLink}</a>
      </p>
      ${upcoming}
      ${
        leads.length === 0
          ? html`<p>${copy.empty}</p>`
          : html`<ul class="leads">
              ${leads.map((lead) => {
                const { request } = fromRow(lead);
                const postcode = postcodeIn(request.projectDetails);
                return html`<li>
                  <a href="/admin/leads/${lead.reference}">
                    <span class="ref">${lead.reference}</span>
                    <strong>${request.firstName} ${request.lastName}</strong>
                    <span
                      >${request.projectType}${postcode ? html` · ${postcode}` : ""}${
                        lead.photo_count ? html` · ${photoCount(lead.photo_count)}` : ""
                      }</span
                    >
                    ${waitLabel(lead, now)}
                    <span class="meta"
                      >${copy.statuses[lead.status]} · ${notifyLabel(lead)} · ${age(lead.created_at, now)}</span
                    >
                  </a>
                </li>`;
              })}
            </ul>`
      }`,
    notices,
  );
}

/** The lead's photos as thumbnails (made by the inbox on first view), each a link to the full photo. */
function photoList(base: string, photos: readonly LeadPhoto[]): Html | "" {
  if (photos.length === 0) return "";
  return html`<h2>${copy.photos}</h2>
    <ul class="photos">
      ${photos.map((photo, i) => {
        const href = `${base}/photos/${photo.position}`;
        const alt = copy.photoAlt.replace("{n}", String(i + 1)).replace("{total}", String(photos.length));
        const { width, height } = thumbnailSize(photo);
        return html`<li>
          <a href="${href}"
            ><img src="${href}/thumbnail" width="${width}" height="${height}" loading="lazy" alt="${alt}"
          /></a>
        </li>`;
      })}
    </ul>`;
}

/**
 * A reply button: a form that posts to the lead's contact address, which records the first contact
 * and hands off to tel:, wa.me or mailto: (routes.ts). A link would let a prefetch record it.
 */
const contactButton = (base: string, channel: "call" | "whatsapp" | "email", label: string) =>
  html`<form method="post" action="${base}/contact">
    <input type="hidden" name="channel" value="${channel}" /><button type="submit">${label}</button>
  </form>`;

/** A moment as the owner (and the homeowner's page) reads it: `Fri 27 Nov, 17:05`, London time. */
export const when = (iso: string) =>
  new Intl.DateTimeFormat("en-GB", {
    timeZone: "Europe/London",
    weekday: "short",
    day: "numeric",
    month: "short",
    hour: "2-digit",
    minute: "2-digit",
  }).format(new Date(iso));

/** When and how the firm first answered, and the wait; or the wait so far. */
const firstContactLabel = (lead: Lead, now: Date) =>
  lead.first_contact_at && lead.first_contact_channel
    ? html`${when(lead.first_contact_at)}, ${copy.channels[lead.first_contact_channel]} (${waitLabel(lead, now)})`
    : html`${copy.notAnswered}${lead.status === "spam" ? "" : html` (${waitLabel(lead, now)})`}`;

/** What the homeowner did on the request's page, oldest first: notes and the withdrawal, each with its time. */
function homeownerHistory(events: readonly RequestEvent[]): Html | "" {
  if (events.length === 0) return "";
  return html`<h2>${copy.homeowner.heading}</h2>
    <ol class="history">
      ${events.map(
        (event) =>
          html`<li>
            <strong>${copy.homeowner[event.kind]}</strong>,
            <time datetime="${event.created_at}">${when(event.created_at)}</time>
            ${event.body ? html`<p class="details">${event.body}</p>` : ""}
          </li>`,
      )}
    </ol>`;
}

export function leadPage(
  lead: Lead,
  photos: readonly LeadPhoto[],
  now: Date,
  saved: boolean,
  notices: readonly string[] = [],
  events: readonly RequestEvent[] = [],
  visits: Html | "" = "",
): Html {
  const { request, source } = fromRow(lead);
  const { page: from, referrer, estimate, ...utm } = source;
  const cameFrom = [from, referrer && `from ${referrer}`, ...Object.values(utm)].filter(Boolean);
  const base = `/admin/leads/${lead.reference}`;
  return page(
    `${lead.reference} · ${copy.title}`,
    html`<p><a href="/admin/leads">← ${copy.back}</a></p>
      <h1>${lead.reference}: ${request.firstName} ${request.lastName}</h1>
      ${saved ? html`<p role="status" class="saved">${copy.saved}</p>` : ""}
      <div class="actions">
        ${contactButton(base, "call", `${copy.call} ${request.phone}`)}
        ${contactButton(base, "whatsapp", `${copy.whatsapp} ${request.phone}`)}
        ${contactButton(base, "email", `${copy.email} ${request.email}`)}
      </div>
      <p class="hint">${copy.contactHint}</p>
      <dl>
        <dt>${request.projectType}</dt>
        <dd>${copy.received} ${age(lead.created_at, now)} ago</dd>
        <dt>${copy.details}</dt>
        <dd class="details">${request.projectDetails}</dd>
        ${estimate ? html`<dd class="details">${estimate}</dd>` : ""}
        <dt>${copy.visitTimes}</dt>
        <dd class="visit-times">${formatVisitTimes(request.visitTimes) || copy.noVisitTimes}</dd>
        <dt>${copy.source}</dt>
        <dd>${cameFrom.join(" · ")}</dd>
        <dt>${copy.firstContact}</dt>
        <dd>${firstContactLabel(lead, now)}</dd>
        <dt>${copy.seen}</dt>
        <dd>${lead.seen_at ? when(lead.seen_at) : copy.notAnswered}</dd>
        <dt>${copy.notification}</dt>
        <dd>${notifyLabel(lead)}${lead.notify_error ? html` (${lead.notify_error})` : ""}</dd>
      </dl>
      ${visits} ${photoList(base, photos)} ${homeownerHistory(events)}
      ${
        lead.notify_status === "failed"
          ? html`<form method="post" action="${base}/retry"><button type="submit">${copy.retry}</button></form>`
          : ""
      }
      <form method="post" action="${base}" class="work">
        <label
          >${copy.statusLabel}
          <select name="status">
            ${statusOptions(lead.status, false)}
          </select></label
        >
        <label>${copy.noteLabel} <textarea name="note" rows="4">${lead.note}</textarea></label>
        <button type="submit">${copy.save}</button>
      </form>
      <p><a href="${base}/export.json">${copy.exportOne}</a></p>
      <form method="post" action="${base}/erase" class="erase">
        <p>${copy.eraseHint}</p>
        <label class="check"><input type="checkbox" name="confirm" value="yes" required /> ${copy.eraseConfirm}</label>
        <button type="submit">${copy.erase}</button>
      </form>`,
    notices,
  );
}

/** The 403 page while the Worker lacks its Access settings: it names the missing ones. */
export const closedPage = (missing: readonly string[]) =>
  page(
    copy.accessMissingTitle,
    html`<h1>${copy.accessMissingTitle}</h1>
      <p>${copy.accessMissing.replace("{names}", missing.join(" and ")).replace("{first}", missing[0] ?? "")}</p>`,
  );

export const erasedPage = () =>
  page(
    copy.title,
    html`<p role="status">${copy.erased}</p>
      <p><a href="/admin/leads">${copy.back}</a></p>`,
  );

export const notFoundPage = () =>
  page(
    copy.title,
    html`<p role="status">${copy.notFound}</p>
      <p><a href="/admin/leads">${copy.back}</a></p>`,
  );

/** The stylesheet, served by the Worker so the inbox's policy needs no inline style. */
export const inboxCss = raw(`
:root { color-scheme: light dark; --ink: #1d1b18; --paper: #faf7f2; --line: #d9d2c5; --brand: #9a3412; --muted: #5b554c; --danger: #b42318; --ok: #166534; --warn: #92400e; }
@media (prefers-color-scheme: dark) { :root { --ink: #f3efe8; --paper: #181614; --line: #3c3833; --brand: #fdba74; --muted: #c4bcb0; --danger: #fda29b; --ok: #86efac; --warn: #fcd34d; } }
* { box-sizing: border-box; }
body { margin: 0; font: 16px/1.5 system-ui, sans-serif; color: var(--ink); background: var(--paper); }
main { max-width: 48rem; margin: 0 auto; padding: 1rem; }
h1 { font-size: 1.5rem; line-height: 1.2; }
a { color: var(--brand); }
label { display: block; margin: 0.5rem 0; font-weight: 600; }
input, select, textarea, button { font: inherit; display: block; width: 100%; min-height: 44px; margin-top: 0.25rem; padding: 0.5rem; color: var(--ink); background: var(--paper); border: 1px solid var(--line); border-radius: 6px; }
button, .button { background: var(--brand); color: var(--paper); border: 0; font-weight: 700; text-align: center; text-decoration: none; padding: 0.6rem 1rem; border-radius: 6px; display: block; margin: 0.5rem 0; }
.leads { list-style: none; padding: 0; }
.leads a { display: grid; gap: 0.1rem; padding: 0.75rem 0; border-bottom: 1px solid var(--line); color: inherit; text-decoration: none; }
.ref, .meta, dd { color: var(--muted); }
.details { white-space: pre-wrap; color: var(--ink); }
dt { font-weight: 700; margin-top: 0.75rem; }
dd { margin: 0; }
.erase { margin-top: 2rem; border-top: 1px solid var(--line); padding-top: 1rem; }
.erase button { background: transparent; color: var(--danger); border: 2px solid var(--danger); }
/* The whole label toggles the box: 44 px tall, so the target is too. */
.check { display: flex; gap: 0.5rem; align-items: center; min-height: 2.75rem; font-weight: 400; }
.check input { width: 1.5rem; min-height: 1.5rem; margin: 0; }
.saved { font-weight: 700; }
.devices { list-style: none; padding: 0; }
.devices li { border-bottom: 1px solid var(--line); padding: 0.75rem 0; }
.devices form { display: inline-block; margin-right: 0.75rem; }
.devices button { width: auto; min-height: 44px; display: inline-flex; align-items: center; }
.devices .off { background: transparent; color: var(--danger); border: 2px solid var(--danger); }
[hidden] { display: none !important; }
.banner { border: 2px solid var(--danger); border-radius: 6px; padding: 0 0.75rem; margin-bottom: 1rem; }
.banner p { margin: 0.6rem 0; }
h2 { font-size: 1.125rem; margin: 1.5rem 0 0.5rem; }
.photos { list-style: none; padding: 0; margin: 0 0 1.25rem; display: grid; grid-template-columns: repeat(auto-fill, minmax(7rem, 1fr)); gap: 0.5rem; }
.photos a { display: block; border-radius: 6px; }
.photos img { display: block; width: 100%; height: auto; aspect-ratio: 1; object-fit: cover; border-radius: 6px; border: 1px solid var(--line); }
.photos button { background: transparent; color: var(--brand); border: 1px solid var(--line); margin: 0.25rem 0 0; padding: 0.4rem; font-size: 0.875rem; font-weight: 600; }
.hint { color: var(--muted); font-size: 0.9375rem; margin-top: 0; }
.actions form { margin: 0; }
p > a:only-child { display: inline-flex; align-items: center; min-height: 2.75rem; }
.links { display: flex; flex-wrap: wrap; gap: 0.25rem 1.25rem; }
.links a { display: inline-flex; align-items: center; min-height: 2.75rem; }
.wait { font-weight: 600; }
.wait-answered { color: var(--ok); }
.wait-waiting { color: var(--ink); }
.wait-soon { color: var(--warn); }
.wait-late, .wait-answered-late { color: var(--danger); }
.wait-late::before, .wait-soon::before { content: "● "; }
.timeline, .history, .notes { padding-left: 1.25rem; }
.timeline li, .history li, .notes li { margin: 0.4rem 0; }
.step { color: var(--muted); }
.step.done { color: var(--ink); }
.step[aria-current] strong { color: var(--brand); }
.nowrap { white-space: nowrap; }
.brand { margin: 0; font-weight: 700; }
.privacy { margin-top: 1.5rem; }
.step span { display: block; }
.field-error { color: var(--danger); font-weight: 600; }
.period { margin-top: 2rem; padding-top: 1rem; border-top: 1px solid var(--line); }
h3 { font-size: 1rem; margin: 1.25rem 0 0.5rem; }
.chart { display: block; width: 100%; max-width: 30rem; height: auto; margin: 0.5rem 0; overflow: visible; }
.chart .bar { fill: var(--brand); }
.chart .bar-1 { fill: var(--muted); }
.chart .axis { stroke: var(--line); }
.chart text { fill: var(--ink); font-size: 13px; }
.chart .value { font-size: 12px; }
details { margin: 0.25rem 0 1rem; }
summary { cursor: pointer; min-height: 44px; display: flex; align-items: center; color: var(--brand); }
table { border-collapse: collapse; width: 100%; font-size: 0.9375rem; }
th, td { text-align: left; padding: 0.35rem 0.5rem 0.35rem 0; border-bottom: 1px solid var(--line); vertical-align: top; }
td { font-variant-numeric: tabular-nums; }
tbody th { font-weight: 400; overflow-wrap: anywhere; }
.slot { border: 1px solid var(--line); border-radius: 6px; margin: 0.75rem 0; padding: 0.25rem 0.75rem 0.5rem; }
.slot legend { font-weight: 700; padding: 0 0.25rem; }
.slots, .upcoming, .open-slots { list-style: none; padding: 0; }
.slots li { border-bottom: 1px solid var(--line); }
.slots p { margin: 0.75rem 0 0; }
.upcoming a { display: grid; gap: 0.1rem; min-height: 2.75rem; padding: 0.5rem 0; border-bottom: 1px solid var(--line); color: inherit; text-decoration: none; }
.visits .off { background: transparent; color: var(--danger); border: 2px solid var(--danger); }
.visits .secondary { background: transparent; color: var(--brand); border: 2px solid var(--brand); }
.visits .link { margin-top: 1.5rem; border-top: 1px solid var(--line); padding-top: 0.75rem; }
a.button { display: flex; align-items: center; justify-content: center; min-height: 44px; }
@media (min-width: 40rem) { .filters { display: grid; grid-template-columns: 2fr 1fr auto; gap: 0.75rem; align-items: end; } .filters button { width: auto; } .actions { display: flex; gap: 0.75rem; flex-wrap: wrap; } }
`);
