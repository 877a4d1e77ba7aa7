/**
 * The site visit on the request's private page: the times offered, each confirmed with one tap (a form
 * per time, no script); once booked, the visit (moved, if the owner moved it) and "Add to calendar";
 * a cancelled visit said plainly.
 */
import { html } from "hono/html";
import type { Html } from "../html/document";
import { fillText } from "../../src/config/format";
import { visitsCopy } from "./copy";
import { slotWords } from "./slots";
import type { VisitState } from "./state";

const copy = visitsCopy.homeowner;

/** The `.ics` of the booked visit, under the page's own path. */
export const visitIcsPath = (path: string) => `${path}/visit.ics`;

/** `message`: the answer to a confirmation that lost (already confirmed) or came too late (gone). */
export function homeownerVisitSection(path: string, state: VisitState, withdrawn: boolean, message = ""): Html | "" {
  if (withdrawn || (!state.booked && !state.open.length && !state.cancelled)) return "";
  const alert = message ? html`<p role="alert" class="field-error">${message}</p>` : "";
  if (state.booked) {
    const slot = slotWords(state.booked);
    return html`<section aria-labelledby="visit-heading">
      <h2 id="visit-heading">${copy.confirmedHeading}</h2>
      ${alert}
      <p class="booked">${fillText(state.booked.moved_at ? copy.moved : copy.confirmed, { slot })}</p>
      <p>
        <a class="button" href="${visitIcsPath(path)}" download="${copy.calendarFile}.ics">${copy.addToCalendar}</a>
      </p>
    </section>`;
  }
  return html`<section aria-labelledby="visit-heading">
    <h2 id="visit-heading">${copy.heading}</h2>
    ${alert} ${state.cancelled ? html`<p>${fillText(copy.cancelled, { slot: slotWords(state.cancelled) })}</p>` : ""}
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
            </ul>`
        : ""
    }
  </section>`;
}
