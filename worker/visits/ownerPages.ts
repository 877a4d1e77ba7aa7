/**
 * Site visits in the owner's app (hono/html, no script): on a lead, the visit that stands with
 * "Cancel" and "Move", or the form that proposes one to three times (pre-filled from the homeowner's
 * preferred times), the visit's history and "Send the request's link"; the page that offers the link
 * by WhatsApp and e-mail from the owner's own phone; the upcoming visits on the list; the calendar
 * feed on the settings page.
 */
import { html } from "hono/html";
import type { Html } from "../html/document";
import { page } from "../html/ownerPage";
import { openingHours, site } from "../../src/config/site";
import { fillText } from "../../src/config/format";
import { when } from "../html/dates";
import { fieldError } from "../html/forms";
import { postcodeDistrict } from "../leads/postcode";
import { visitsCopy } from "./copy";
import type { BookedVisit, SlotRow, VisitMove } from "./queries";
import { maxSlots, slotParts, slotWords, type SlotInput } from "./slots";
import type { VisitState } from "./state";
import type { Lead } from "../leads/row";

const copy = visitsCopy.owner;

/** What the owner typed and what was wrong with it, row by row (index 0 is the first row). */
export interface SlotFormState {
  rows: SlotInput[];
  errors: (string | undefined)[];
  /** A message for the whole form (no time given, a visit already booked). */
  formError?: string;
}

/** One slot's fields; `n` names them (`date1`…) and their error. */
function slotFields(n: string, legend: string, row: SlotInput, error: string | undefined): Html {
  const invalid = error ? html`aria-invalid="true" aria-describedby="slot${n}-error"` : "";
  return html`<fieldset class="slot">
    <legend>${legend}</legend>
    <label
      >${copy.date}
      <input type="date" name="date${n}" value="${row.date}" ${invalid} ${n === "1" || n === "" ? "required" : ""}
    /></label>
    <label
      >${copy.part}
      <select name="part${n}" ${invalid}>
        ${slotParts.map(
          (part) =>
            html`<option value="${part}" ${row.part === part ? "selected" : ""}>${visitsCopy.parts[part]}</option>`,
        )}
      </select></label
    >
    <label>${copy.time} <input type="time" name="time${n}" value="${row.time}" step="900" ${invalid} /></label>
    <label
      >${copy.windowFrom} <input type="time" name="from${n}" value="${row.from ?? ""}" step="900" ${invalid}
    /></label>
    <label
      >${copy.windowUntil} <input type="time" name="until${n}" value="${row.until ?? ""}" step="900" ${invalid}
    /></label>
    ${fieldError(`slot${n}-error`, error)}
  </fieldset>`;
}

/**
 * The history line of one slot: the time as proposed (before any move), then what became of it: the
 * homeowner confirmed that time; each move says the time it moved to, so no line says the homeowner
 * confirmed a time they never chose.
 */
function historyLine(slot: SlotRow, moves: readonly VisitMove[]): Html {
  const own = moves.filter((move) => move.slot_id === slot.id);
  const first = own[0];
  const proposed = first
    ? {
        date: first.from_date,
        part: first.from_part,
        at: first.from_at,
        window_start: first.from_window_start,
        window_end: first.from_window_end,
      }
    : slot;
  const steps = [
    slot.confirmed_at && `${copy.history.confirmed} ${when(slot.confirmed_at)}`,
    ...own.map(
      (move) =>
        `${fillText(copy.history.moved, {
          slot: slotWords({
            date: move.to_date,
            part: move.to_part,
            at: move.to_at,
            window_start: move.to_window_start,
            window_end: move.to_window_end,
          }),
        })} ${when(move.moved_at)}`,
    ),
    slot.cancelled_at && `${copy.history.cancelled} ${when(slot.cancelled_at)}`,
    slot.declined_at
      ? `${copy.history.declined} ${when(slot.declined_at)}`
      : slot.closed_at && `${copy.history.closed} ${when(slot.closed_at)}`,
  ].filter(Boolean);
  return html`<li>
    <strong>${slotWords(proposed)}</strong>: ${copy.history.proposed}
    ${when(slot.proposed_at)}${steps.length ? `, ${steps.join(", ")}` : ""}
  </li>`;
}

/** The owner's links to tell the homeowner of a move or a cancellation, from their own phone. */
export interface TellLinks {
  whatsapp: string;
  sms: string;
  email: string;
}

/** Where to come, as the homeowner gave it, or that they have not yet. */
function bookedAddress(booked: SlotRow): Html {
  if (!booked.address_line) return html`<p class="hint">${copy.noAddress}</p>`;
  return html`<p>
      <strong>${copy.address}:</strong>
      <span class="address">${[booked.address_line, booked.address_postcode].filter(Boolean).join(", ")}</span>
    </p>
    ${booked.access_notes ? html`<p><strong>${copy.accessNotes}:</strong> ${booked.access_notes}</p>` : ""}`;
}

/** "Tell Kit": WhatsApp, SMS and e-mail, each opened with the words of the change. */
const tellHomeowner = (firstName: string, links: TellLinks) =>
  html`<div class="tell">
    <h3>${fillText(copy.tellHeading, { firstName })}</h3>
    <p class="hint">${copy.tellIntro}</p>
    <p class="links">
      <a class="button" href="${links.whatsapp}">${copy.tellWhatsapp}</a>
      <a class="button" href="${links.sms}">${copy.tellSms}</a>
      <a class="button" href="${links.email}">${copy.tellEmail}</a>
    </p>
  </div>`;

/** The lead's visit section: booked (cancel, move), or the proposal form; the history; "Send the request's link". */
export function ownerVisitSection(
  base: string,
  state: VisitState,
  history: { slots: readonly SlotRow[]; moves: readonly VisitMove[] },
  form: SlotFormState,
  saved: boolean,
  tell?: { firstName: string; links: TellLinks },
): Html {
  const { slots, moves } = history;
  const hours = `${openingHours.weekdays}, ${openingHours.saturday}`;
  const visitHours = (["weekdays", "saturday"] as const)
    .map((span) => `${site.hours[span].days} ${site.visitHours[span].opens}-${site.visitHours[span].closes}`)
    .join(", ");
  return html`<section aria-labelledby="visit-heading" class="visits">
    <h2 id="visit-heading">${copy.heading}</h2>
    ${saved ? html`<p role="status" class="saved">${copy.saved}</p>` : ""}
    ${form.formError ? html`<p role="alert" class="field-error">${form.formError}</p>` : ""}
    ${
      state.booked
        ? html`<p>
              <strong>${copy.confirmed}:</strong> <span class="booked">${slotWords(state.booked)}</span>
              (${fillText(copy.confirmedAt, { date: when(state.booked.confirmed_at ?? "") })}${
                state.booked.moved_at ? html`, ${fillText(copy.movedAt, { date: when(state.booked.moved_at) })}` : ""
              })
            </p>
            ${bookedAddress(state.booked)} ${tell ? tellHomeowner(tell.firstName, tell.links) : ""}
            <form method="post" action="${base}/visit/cancel" class="inline">
              <button type="submit" class="off">${copy.cancel}</button>
            </form>
            <form method="post" action="${base}/visit/move" class="work">
              ${slotFields("", copy.moveHeading, form.rows[0] ?? { date: "", part: "am", time: "" }, form.errors[0])}
              <button type="submit">${copy.move}</button>
            </form>`
        : html`${tell ? tellHomeowner(tell.firstName, tell.links) : ""}
            ${
              state.declined
                ? html`<p><strong>${copy.declined}</strong></p>
                    ${
                      state.declined.decline_note
                        ? html`<p class="quote">
                            ${fillText(copy.declinedNote, { note: state.declined.decline_note })}
                          </p>`
                        : ""
                    }`
                : ""
            }
            ${
              state.open.length
                ? html`<p><strong>${copy.waiting}:</strong></p>
                    <ul class="open-slots">
                      ${state.open.map((slot) => html`<li>${slotWords(slot)}</li>`)}
                    </ul>`
                : ""
            }
            <form method="post" action="${base}/visits" class="work">
              <h3>${copy.proposeHeading}</h3>
              <p class="hint">
                ${fillText(copy.proposeHint, { hours, visitHours })}${state.open.length ? ` ${copy.replaceHint}` : ""}
              </p>
              ${Array.from({ length: maxSlots }, (_, i) =>
                slotFields(
                  String(i + 1),
                  fillText(copy.slotLegend, { n: i + 1 }),
                  form.rows[i] ?? { date: "", part: "am", time: "" },
                  form.errors[i],
                ),
              )}
              <button type="submit">${copy.propose}</button>
            </form>`
    }
    ${
      slots.length
        ? html`<h3>${copy.historyHeading}</h3>
            <ol class="history">
              ${slots.map((slot) => historyLine(slot, moves))}
            </ol>`
        : ""
    }
    <form method="post" action="${base}/link" class="link">
      <button type="submit" class="secondary">${copy.sendLink}</button>
    </form>
    <p class="hint">${copy.sendLinkHint}</p>
  </section>`;
}

/** After "Send the request's link": the link, and the two ways to send it from the owner's own phone. */
export function linkPage(
  lead: Pick<Lead, "reference" | "first_name">,
  link: string,
  hrefs: { whatsapp: string; email: string },
): Html {
  return page(
    `${lead.reference} · ${copy.linkTitle}`,
    html`<p><a href="/admin/leads/${lead.reference}">← ${copy.back}</a></p>
      <h1>${copy.linkTitle}: ${lead.reference}</h1>
      <p>${fillText(copy.linkIntro, { firstName: lead.first_name })}</p>
      <label>${copy.linkLabel} <input type="url" readonly value="${link}" /></label>
      <p class="links">
        <a class="button" href="${hrefs.whatsapp}">${copy.linkWhatsapp}</a>
        <a class="button" href="${hrefs.email}">${copy.linkEmail}</a>
      </p>`,
  );
}

/** The text the link goes with, in WhatsApp and in the e-mail's body. */
export const linkMessage = (lead: Pick<Lead, "reference" | "first_name">, link: string) =>
  fillText(copy.linkMessage, { firstName: lead.first_name, company: site.name, reference: lead.reference, link });

export const linkSubject = (reference: string) => fillText(copy.linkSubject, { reference });

/** The list page's upcoming visits, soonest first. */
export function upcomingVisits(visits: readonly BookedVisit[]): Html {
  return html`<section aria-labelledby="upcoming-heading">
    <h2 id="upcoming-heading">${copy.upcomingHeading}</h2>
    ${
      visits.length
        ? html`<ul class="upcoming">
            ${visits.map((visit) => {
              const district = postcodeDistrict(visit.project_details);
              return html`<li>
                <a href="/admin/leads/${visit.reference}"
                  ><strong>${slotWords(visit)}</strong>
                  <span>${visit.reference} · ${visit.first_name}${district ? ` · ${district}` : ""}</span></a
                >
              </li>`;
            })}
          </ul>`
        : html`<p>${copy.noUpcoming}</p>`
    }
  </section>`;
}

/** The settings page's calendar feed: its address, whether it carries addresses, how often phones refresh it, and "Replace the address". */
export function feedSettings(address: string, replaced: boolean, withAddress: boolean, saved: boolean): Html {
  const words = visitsCopy.settings;
  return html`<section aria-labelledby="feed-heading">
    <h2 id="feed-heading">${words.heading}</h2>
    ${replaced ? html`<p role="status" class="saved">${words.replaced}</p>` : ""}
    <p>${words.intro}</p>
    <label>${words.label} <input type="url" readonly value="${address}" /></label>
    <p><a href="${address.replace(/^https?:/, "webcal:")}">${words.subscribe}</a></p>
    <p class="hint">${words.refresh}</p>
    <form method="post" action="/admin/leads/settings/calendar/address" id="feed-address">
      ${saved ? html`<p role="status" class="saved">${words.withAddressSaved}</p>` : ""}
      <p>
        <label class="check"
          ><input
            type="checkbox"
            name="withAddress"
            value="on"
            aria-describedby="feed-address-hint"
            ${withAddress ? "checked" : ""}
          />
          ${words.withAddressLabel}</label
        >
      </p>
      <p class="hint" id="feed-address-hint">${words.withAddressHint}</p>
      <button type="submit" class="secondary">${words.withAddressSave}</button>
    </form>
    <form method="post" action="/admin/leads/settings/calendar" class="erase">
      <p>${words.replaceHint}</p>
      <button type="submit">${words.replace}</button>
    </form>
  </section>`;
}

/** The lead's visit section once the homeowner withdrew the request: no form, no button. */
export const withdrawnVisitSection = (): Html =>
  html`<section aria-labelledby="visit-heading" class="visits">
    <h2 id="visit-heading">${copy.heading}</h2>
    <p>${copy.withdrawn}</p>
  </section>`;
