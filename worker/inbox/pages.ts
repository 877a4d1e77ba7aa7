/**
 * The inbox's HTML, for a phone first: no script, one small stylesheet, and
 * every stored value escaped by hono/html's `html` template.
 */
import { html } from "hono/html";
import { fillText } from "../../src/config/format";
import { business, site } from "../../src/config/site";
import { formatVisitTimes } from "../../src/lib/visitTimes";
import { fromRow } from "../leads/row";
import { age, dayOf, when } from "../html/dates";
import type { Html } from "../html/document";
import { backToList, page } from "../html/ownerPage";
import { shellCopy } from "../html/copy";
import { postcodeIn } from "../leads/postcode";
import { inboxCopy as copy } from "./copy";
import type { LeadPhoto } from "../photos/types";
import { thumbnailSize } from "../photos/thumbnailKeys";
import type { Erasure, LeadFilter, ListedLead } from "../leads/queries";
import { leadStatuses, type Lead } from "../leads/row";
import { waitOf, waitText } from "../leads/replyClock";
import type { RequestEvent } from "../leads/events";
import { contactOutcomes, unansweredTap, type ContactEvent } from "../leads/contactEvents";
import { fullName } from "../../src/lib/fullName";

const statusOptions = (selected: string, withAll: boolean) => [
  ...(withAll ? [html`<option value="" ${selected === "" ? "selected" : ""}>${copy.allStatuses}</option>`] : []),
  ...leadStatuses.map(
    (s) => html`<option value="${s}" ${selected === s ? "selected" : ""}>${copy.statuses[s]}</option>`,
  ),
  ...(withAll
    ? [html`<option value="withdrawn" ${selected === "withdrawn" ? "selected" : ""}>${copy.withdrawn}</option>`]
    : []),
];

/** Where the e-mail to the owner stands; a lead over the hourly ceiling waits for the digest. */
const notifyLabel = (lead: Lead) =>
  lead.notify_status === "pending" && lead.notify_digest_hour !== null
    ? copy.notifyDigest
    : copy.notifyStatuses[lead.notify_status];

/** The reply promise the waits are measured against (business.json). */
const promiseHours = site.promises.responseHours;

/** The lead's wait in words, coloured by its state (leads/replyClock.ts); nothing for spam. */
function waitLabel(lead: Lead, now: Date): Html | "" {
  const wait = waitOf(lead, now, promiseHours);
  return wait ? html`<span class="wait wait-${wait.state}">${waitText(wait, promiseHours, copy.wait)}</span>` : "";
}

/** "2 photos", or nothing when none came. */
export const photoCount = (n: number) =>
  n === 0 ? "" : n === 1 ? copy.photoCount.one : copy.photoCount.other.replace("{n}", String(n));

/**
 * The lines deleted requests leave, in a block of their own under the list, newest first: muted, no
 * link (there is nothing left to open), the reference and the date only.
 */
function erasureLines(erasures: readonly Erasure[]): Html | "" {
  if (erasures.length === 0) return "";
  return html`<h2>${copy.erasures.heading}</h2>
    <p class="hint">${fillText(copy.erasures.hint, { months: business.enquiryRetention.months })}</p>
    <ul class="erasures">
      ${erasures.map(
        (e) =>
          html`<li>${fillText(copy.erasures[e.erased_by], { reference: e.reference, date: dayOf(e.erased_at) })}</li>`,
      )}
    </ul>`;
}

/** A filter another feature adds to the list (html/sections.ts's listFilters), with the option chosen ('' for all). */
export interface ChosenFilter {
  name: string;
  label: string;
  options: readonly { value: string; label: string }[];
  selected: string;
}

/** Another feature's filter: "All", then its options. */
const addedFilter = (filter: ChosenFilter) =>
  html`<label
    >${filter.label}
    <select name="${filter.name}">
      <option value="" ${filter.selected === "" ? "selected" : ""}>${copy.allStatuses}</option>
      ${filter.options.map((option) => {
        const selected = filter.selected === option.value ? "selected" : "";
        return html`<option value="${option.value}" ${selected}>${option.label}</option>`;
      })}
    </select></label
  >`;

export function listPage(
  leads: readonly ListedLead[],
  filter: LeadFilter,
  now: Date,
  notices: readonly string[] = [],
  sections: readonly (Html | "")[] = [],
  erasures: readonly Erasure[] = [],
  steps: ReadonlyMap<number, readonly string[]> = new Map(),
  added: readonly ChosenFilter[] = [],
): Html {
  const query = new URLSearchParams({
    q: filter.q,
    status: filter.status,
    ...Object.fromEntries(added.filter((f) => f.selected).map((f) => [f.name, f.selected])),
  }).toString();
  return page(
    shellCopy.appTitle,
    html`<h1>${shellCopy.appTitle}</h1>
      <form method="get" action="/admin/leads" class="filters" role="search">
        <label>${copy.searchLabel} <input type="search" name="q" value="${filter.q}" /></label>
        <label
          >${copy.statusFilterLabel}
          <select name="status">
            ${statusOptions(filter.status, true)}
          </select></label
        >
        ${added.map(addedFilter)}
        <button type="submit">${copy.searchButton}</button>
      </form>
      <p class="links">
        <a href="/admin/leads/stats">${copy.stats.link}</a>
        <a href="/admin/leads/export.csv?${query}">${copy.exportList}</a>
        <a href="/admin/leads/settings">${copy.settingsLink}</a>
      </p>
      ${sections}
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
                    <strong>${fullName(request)}</strong>
                    <span
                      >${request.projectType}${postcode ? html` · ${postcode}` : ""}${
                        lead.photo_count ? html` · ${photoCount(lead.photo_count)}` : ""
                      }</span
                    >
                    ${waitLabel(lead, now)}
                    <span class="meta"
                      >${lead.withdrawn_at ? copy.withdrawn : copy.statuses[lead.status]}${(
                        steps.get(lead.id) ?? []
                      ).map((step) => ` · ${step}`)}
                      · ${notifyLabel(lead)} · ${age(lead.created_at, now)}</span
                    >
                  </a>
                </li>`;
              })}
            </ul>`
      }
      ${erasureLines(erasures)}`,
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
 * A reply button: a form that posts to the lead's contact address, which records the attempt and
 * hands off to tel:, wa.me or mailto: (routes.ts). A link would let a prefetch record it.
 */
const contactButton = (base: string, channel: "call" | "whatsapp" | "email", label: string) =>
  html`<form method="post" action="${base}/contact">
    <input type="hidden" name="channel" value="${channel}" /><button type="submit">${label}</button>
  </form>`;

/** When and how the firm first answered, and the wait; or the wait so far. */
const firstContactLabel = (lead: Lead, now: Date) => {
  // The wait in brackets, where there is one (none for spam, nor for a request withdrawn unanswered).
  const wait = waitLabel(lead, now);
  const bracketed = wait ? html` (${wait})` : "";
  return lead.first_contact_at && lead.first_contact_channel
    ? html`${when(lead.first_contact_at)}, ${copy.channels[lead.first_contact_channel]}${bracketed}`
    : html`${copy.notAnswered}${bracketed}`;
};

/**
 * "How did it go?": the four outcomes, one tap each. At the top of the page, framed, while the last
 * attempt (a tap on Call, WhatsApp or E-mail) has none (`place` "top"); under the reply buttons, plain,
 * while nobody has been reached and no attempt waits (`place` "below"), since the alert's Call records
 * nothing and the owner may have called from their own phone. Not on a withdrawn request, nor on spam
 * with no attempt.
 */
function outcomeBlock(base: string, lead: Lead, contacts: readonly ContactEvent[], place: "top" | "below"): Html | "" {
  const pending = unansweredTap(contacts);
  if (lead.withdrawn_at || (!pending && (lead.first_contact_at || lead.status === "spam"))) return "";
  if ((place === "top") !== Boolean(pending)) return "";
  const intro = pending
    ? fillText(copy.outcomes.after, {
        attempt: copy.contactHistory.tap[pending.channel],
        time: when(pending.created_at),
      })
    : copy.outcomes.noAttempt;
  return html`<section class="outcome${pending ? "" : " quiet"}" aria-labelledby="outcome-heading">
    <h2 id="outcome-heading">${copy.outcomes.heading}</h2>
    <p>${intro}</p>
    <form method="post" action="${base}/outcome" class="outcomes">
      ${contactOutcomes.map(
        (outcome) => html`<button type="submit" name="outcome" value="${outcome}">${copy.outcomes[outcome]}</button>`,
      )}
    </form>
    <p class="hint">${copy.outcomes.hint}</p>
  </section>`;
}

/** The firm's calls and messages, oldest first: each attempt and each outcome, with its time. */
function contactHistory(contacts: readonly ContactEvent[]): Html | "" {
  if (contacts.length === 0) return "";
  return html`<h2>${copy.contactHistory.heading}</h2>
    <ol class="history contacts">
      ${contacts.map(
        (event) =>
          html`<li>
            <strong
              >${
                event.outcome
                  ? fillText(copy.contactHistory.outcome, {
                      outcome: copy.outcomes[event.outcome],
                      channel: copy.channels[event.channel],
                    })
                  : copy.contactHistory.tap[event.channel]
              }</strong
            >,
            <time datetime="${event.created_at}">${when(event.created_at)}</time>
          </li>`,
      )}
    </ol>`;
}

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
  sections: readonly (Html | "")[] = [],
  linksRevoked = false,
  contacts: readonly ContactEvent[] = [],
  recorded?: ContactEvent["outcome"],
): Html {
  const { request, source } = fromRow(lead);
  const { page: from, referrer, estimate, ...utm } = source;
  const cameFrom = [from, referrer && `from ${referrer}`, ...Object.values(utm)].filter(Boolean);
  const base = `/admin/leads/${lead.reference}`;
  return page(
    `${lead.reference} · ${shellCopy.appTitle}`,
    html`${backToList()}
      <h1>${lead.reference}: ${fullName(request)}</h1>
      ${saved ? html`<p role="status" class="saved">${copy.saved}</p>` : ""}
      ${
        recorded
          ? html`<p role="status" class="saved">
              ${fillText(copy.outcomes.recorded, { outcome: copy.outcomes[recorded] })}
            </p>`
          : ""
      }
      ${outcomeBlock(base, lead, contacts, "top")}
      ${
        lead.withdrawn_at
          ? html`<p class="banner withdrawn" role="status">
              ${fillText(copy.withdrawnBanner, { date: when(lead.withdrawn_at) })}
            </p>`
          : html`<div class="actions">
                ${contactButton(base, "call", `${copy.call} ${request.phone}`)}
                ${contactButton(base, "whatsapp", `${copy.whatsapp} ${request.phone}`)}
                ${contactButton(base, "email", `${copy.email} ${request.email}`)}
              </div>
              <p class="hint">${copy.contactHint}</p>
              ${outcomeBlock(base, lead, contacts, "below")}`
      }
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
      ${sections} ${photoList(base, photos)} ${contactHistory(contacts)} ${homeownerHistory(events)}
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
      <form method="post" action="${base}/links/revoke" class="erase">
        ${linksRevoked ? html`<p role="status" class="saved">${copy.links.done}</p>` : ""}
        <p>${copy.links.hint}</p>
        <button type="submit">${copy.links.button}</button>
      </form>
      <form method="post" action="${base}/erase" class="erase">
        <p>${copy.eraseHint}</p>
        <label class="check"><input type="checkbox" name="confirm" value="yes" required /> ${copy.eraseConfirm}</label>
        <button type="submit">${copy.erase}</button>
      </form>`,
    notices,
  );
}

export const erasedPage = () =>
  page(
    shellCopy.appTitle,
    html`<p role="status">${copy.erased}</p>
      <p><a href="/admin/leads">${shellCopy.backToList}</a></p>`,
  );

export const notFoundPage = () =>
  page(
    shellCopy.appTitle,
    html`<p role="status">${copy.notFound}</p>
      <p><a href="/admin/leads">${shellCopy.backToList}</a></p>`,
  );
