/**
 * Site visits as iCalendar (RFC 5545), written by ical-generator (no dependencies, runs in workerd):
 * times in UTC (`…Z`), which every calendar shows in its own zone, so no VTIMEZONE is needed.
 *
 * - the homeowner's "Add to calendar": one event, their visit, with a reminder the day before (a hint:
 *   some calendars drop alarms from a downloaded file); its UID stays the same through moves, with
 *   SEQUENCE the number of moves, and a cancelled visit answers STATUS:CANCELLED (one more in SEQUENCE,
 *   as RFC 5546 asks of a cancellation);
 * - the owner's feed: every visit that stands, each with the reference, the first name, the postcode
 *   district and a link to the lead, and only if the owner turned it on in settings, the street line and
 *   access notes; never a phone number or an e-mail.
 */
import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { site } from "../../src/config/site";
import { fillText } from "../../src/config/format";
import { postcodeDistrict } from "../leads/postcode";
import { visitsCopy } from "./copy";
import type { BookedVisit, SlotRow } from "./queries";
import { slotTimes } from "./slots";

const copy = visitsCopy.calendar;
const prodId = { company: site.name, product: "site-visits", language: "EN" };

/** The event's UID: stable for a visit, so a moved visit replaces itself in a calendar. */
const uid = (slot: SlotRow, host: string) => `visit-${slot.id}@${host}`;

/** The reminder's time before the visit: the day before. */
const reminderSeconds = 24 * 3600;

/** The homeowner's visit as an `.ics` file: booked, or cancelled (STATUS:CANCELLED). */
export function visitIcs(slot: SlotRow, reference: string, host: string, now: Date): string {
  const calendar = ical({ prodId, method: ICalCalendarMethod.PUBLISH });
  const times = slotTimes(slot);
  const cancelled = slot.cancelled_at !== null;
  if (times) {
    const event = calendar.createEvent({
      id: uid(slot, host),
      sequence: slot.moves + (cancelled ? 1 : 0),
      status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      stamp: now,
      start: new Date(times.start),
      end: new Date(times.end),
      summary: fillText(copy.summary, { company: site.name }),
      description: fillText(copy.description, { reference, phone: site.phone.display }),
    });
    if (!cancelled) {
      event.createAlarm({
        type: ICalAlarmType.display,
        trigger: reminderSeconds,
        description: fillText(copy.reminder, { company: site.name }),
      });
    }
  }
  return calendar.toString();
}

/**
 * The owner's feed: every visit that stands, with a link to each lead on `origin`; `withAddress` (the
 * owner's setting) adds the street line as the location and the access notes to the description.
 */
export function ownerFeed(visits: readonly BookedVisit[], origin: string, now: Date, withAddress = false): string {
  const host = new URL(origin).host;
  const calendar = ical({ prodId, name: fillText(copy.feedName, { company: site.name }), ttl: 3 * 3600 });
  for (const visit of visits) {
    const times = slotTimes(visit);
    if (!times) continue;
    const link = `${origin}/admin/leads/${visit.reference}`;
    const address = withAddress && visit.address_line;
    const description = fillText(copy.ownerDescription, { projectType: visit.project_type, link });
    calendar.createEvent({
      id: uid(visit, host),
      sequence: visit.moves,
      stamp: now,
      start: new Date(times.start),
      end: new Date(times.end),
      summary: fillText(copy.ownerSummary, {
        reference: visit.reference,
        firstName: visit.first_name,
        district: postcodeDistrict(visit.project_details),
      }).replace(/, $/, ""),
      description:
        address && visit.access_notes
          ? `${description}\n${fillText(copy.ownerAccess, { notes: visit.access_notes })}`
          : description,
      location: address ? [visit.address_line, visit.address_postcode].filter(Boolean).join(", ") : null,
      url: link,
    });
  }
  return calendar.toString();
}
