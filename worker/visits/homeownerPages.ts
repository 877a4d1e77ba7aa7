/**
 * The site visit on the request's private page: the times offered, each confirmed with one tap (a form
 * per time, no script), or "None of these times suit me" with an optional line; once booked, the visit
 * (moved, if the owner moved it, with a word about the homeowner's calendar), where to come (asked once
 * the time is confirmed) and "Add to calendar"; a cancelled or declined visit said plainly.
 *
 * Its slot on the page (html/sections.ts's order): the action awaiting the homeowner while times wait to
 * be confirmed or a booked visit lacks its address, else an update.
 */
import { html } from "hono/html";
import type { Html } from "../html/document";
import type { PlacedSection } from "../html/sections";
import { fieldError } from "../html/forms";
import { fillText } from "../../src/config/format";
import { addressLimits, declineNoteMax, type AddressErrors, type AddressInput } from "./address";
import { visitsCopy } from "./copy";
import type { SlotRow } from "./queries";
import { slotWords } from "./slots";
import type { VisitState } from "./state";

const copy = visitsCopy.homeowner;

/** The `.ics` of the booked visit, under the page's own path. */
export const visitIcsPath = (path: string) => `${path}/visit.ics`;

/** The address form as the homeowner sent it, with its problems, while the page answers a refusal. */
export interface AddressFormState {
  values: AddressInput;
  errors: AddressErrors;
}

/** What the section shows besides the visit: a message, a refused form, the request's postcode. */
export interface HomeownerVisitExtras {
  /** The answer to a confirmation that lost (already confirmed) or came too late (gone). */
  message?: string | undefined;
  /** The address form as refused. */
  addressForm?: AddressFormState | undefined;
  /** The decline's line as refused. */
  declineError?: string | undefined;
  /** The postcode written in the request, to pre-fill the address's. */
  postcode: string;
  /** The address given for an earlier visit of this request (one cancelled), to pre-fill the form again. */
  earlier?: SlotRow | undefined;
}

/** One field of the address form, its id prefixed with the form's. */
function addressField(
  name: keyof AddressInput,
  label: string,
  value: string,
  error: string | undefined,
  attributes: Html,
): Html {
  const id = `visit-address-${name}`;
  const invalid = error ? html`aria-invalid="true" aria-describedby="${id}-error"` : "";
  const control =
    name === "notes"
      ? html`<textarea id="${id}" name="${name}" rows="3" ${attributes} ${invalid}>${value}</textarea>`
      : html`<input id="${id}" name="${name}" value="${value}" ${attributes} ${invalid} />`;
  return html`<p>
    <label for="${id}">${label}</label>
    ${control} ${fieldError(`${id}-error`, error)}
  </p>`;
}

/** Where to come: the address given, and the form that gives or changes it (open while none is given or it was refused). */
function addressSection(path: string, booked: SlotRow, extras: HomeownerVisitExtras): Html {
  const refused = extras.addressForm;
  const given = booked.address_line ? booked : extras.earlier;
  const values = refused?.values ?? {
    line: given?.address_line ?? "",
    postcode: given?.address_postcode || extras.postcode,
    notes: given?.access_notes ?? "",
  };
  const errors = refused?.errors ?? {};
  const form = html`<form method="post" action="${path}/visit/address" id="visit-address" novalidate>
    ${addressField(
      "line",
      copy.addressLine,
      values.line,
      errors.line,
      html`required minlength="${addressLimits.line.min}" maxlength="${addressLimits.line.max}"
      autocomplete="address-line1"`,
    )}
    ${addressField(
      "postcode",
      copy.addressPostcode,
      values.postcode,
      errors.postcode,
      html`maxlength="${addressLimits.postcode}" autocomplete="postal-code"`,
    )}
    ${addressField("notes", copy.accessNotes, values.notes, errors.notes, html`maxlength="${addressLimits.notes}"`)}
    <button type="submit">${copy.addressSave}</button>
  </form>`;
  if (!booked.address_line) {
    return html`<h3 id="visit-address-heading">${copy.addressHeading}</h3>
      <p>${copy.addressIntro}</p>
      ${form}`;
  }
  const address = [booked.address_line, booked.address_postcode].filter(Boolean).join(", ");
  return html`<p class="address">${fillText(copy.addressGiven, { address })}</p>
    ${booked.access_notes ? html`<p>${fillText(copy.accessGiven, { notes: booked.access_notes })}</p>` : ""}
    <details ${refused ? "open" : ""}>
      <summary>${copy.addressChange}</summary>
      ${form}
    </details>`;
}

/** "None of these times suit me", with an optional line. */
function declineForm(path: string, error: string | undefined): Html {
  const invalid = error ? html`aria-invalid="true" aria-describedby="visit-decline-note-error"` : "";
  return html`<form method="post" action="${path}/visit/decline" id="visit-decline" class="decline">
    <h3>${copy.declineLegend}</h3>
    <p>
      <label for="visit-decline-note">${copy.declineNote}</label>
      <textarea id="visit-decline-note" name="note" rows="2" maxlength="${declineNoteMax}" ${invalid}></textarea>
      ${fieldError("visit-decline-note-error", error)}
    </p>
    <button type="submit" class="secondary">${copy.declineButton}</button>
  </form>`;
}

export function homeownerVisitSection(
  path: string,
  state: VisitState,
  withdrawn: boolean,
  extras: HomeownerVisitExtras,
): PlacedSection | "" {
  if (withdrawn || (!state.booked && !state.open.length && !state.cancelled && !state.declined)) return "";
  if (state.booked) {
    return { slot: state.booked.address_line ? "updates" : "action", html: bookedSection(path, state.booked, extras) };
  }
  return { slot: state.open.length ? "action" : "updates", html: openSection(path, state, extras) };
}

/** The visit booked (or moved): when, "Add to calendar", and where to come. */
function bookedSection(path: string, booked: SlotRow, extras: HomeownerVisitExtras): Html {
  const alert = extras.message ? html`<p role="alert" class="field-error">${extras.message}</p>` : "";
  const slot = slotWords(booked);
  const moved = booked.moved_at !== null;
  return html`<section aria-labelledby="visit-heading">
    <h2 id="visit-heading">${copy.confirmedHeading}</h2>
    ${alert}
    <p class="booked">${fillText(moved ? copy.moved : copy.confirmed, { slot })}</p>
    ${moved ? html`<p>${copy.movedCalendar}</p>` : ""}
    <p>
      <a class="button" href="${visitIcsPath(path)}" download="${copy.calendarFile}.ics">${copy.addToCalendar}</a>
    </p>
    ${addressSection(path, booked, extras)}
  </section>`;
}

/** The times to confirm, each with its button, or the visit cancelled or declined. */
function openSection(path: string, state: VisitState, extras: HomeownerVisitExtras): Html {
  const alert = extras.message ? html`<p role="alert" class="field-error">${extras.message}</p>` : "";
  return html`<section aria-labelledby="visit-heading">
    <h2 id="visit-heading">${copy.heading}</h2>
    ${alert}
    ${
      state.cancelled
        ? html`<p>${fillText(copy.cancelled, { slot: slotWords(state.cancelled) })}</p>
            <p>${copy.cancelledCalendar}</p>`
        : ""
    }
    ${state.declined ? html`<p>${copy.declined}</p>` : ""}
    ${
      state.open.length
        ? html`<p>${copy.choose}</p>
            <ul class="slots">
              ${state.open.map(
                (slot) =>
                  html`<li>
                    <form method="post" action="${path}/visit">
                      <input type="hidden" name="slot" value="${slot.id}" />
                      <p><strong id="slot-${slot.id}">${slotWords(slot)}</strong></p>
                      <button type="submit" aria-describedby="slot-${slot.id}">${copy.confirmButton}</button>
                    </form>
                  </li>`,
              )}
            </ul>
            ${declineForm(path, extras.declineError)}`
        : ""
    }
  </section>`;
}
