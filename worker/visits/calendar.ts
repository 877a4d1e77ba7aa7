/**
 * Site visits as iCalendar (RFC 5545), written by ical-generator (no dependencies, runs in workerd):
 * times in UTC (`…Z`), which every calendar shows in its own zone, so no VTIMEZONE is needed.
 *
 * - the homeowner's "Add to calendar": one event, their visit;
 * - the owner's feed: every visit that stands, each with the reference, the first name, the postcode
 *   district and a link to the lead; never a phone number or an e-mail.
 */
import ical, { ICalCalendarMethod } from "ical-generator";
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

/** The homeowner's visit as an `.ics` file. */
export function visitIcs(slot: SlotRow, reference: string, host: string, now: Date): string {
  const calendar = ical({ prodId, method: ICalCalendarMethod.PUBLISH });
  const times = slotTimes(slot);
  if (times) {
    calendar.createEvent({
      id: uid(slot, host),
      sequence: slot.moved_at ? 1 : 0,
      stamp: now,
      start: new Date(times.start),
      end: new Date(times.end),
      summary: fillText(copy.summary, { company: site.name }),
      description: fillText(copy.description, { reference, phone: site.phone.display }),
    });
  }
  return calendar.toString();
}

/** The owner's feed: every visit that stands, with a link to each lead on `origin`. */
export function ownerFeed(visits: readonly BookedVisit[], origin: string, now: Date): string {
  const host = new URL(origin).host;
  const calendar = ical({ prodId, name: fillText(copy.feedName, { company: site.name }), ttl: 3 * 3600 });
  for (const visit of visits) {
    const times = slotTimes(visit);
    if (!times) continue;
    const link = `${origin}/admin/leads/${visit.reference}`;
    calendar.createEvent({
      id: uid(visit, host),
      sequence: visit.moved_at ? 1 : 0,
      stamp: now,
      start: new Date(times.start),
      end: new Date(times.end),
      summary: fillText(copy.ownerSummary, {
        reference: visit.reference,
        firstName: visit.first_name,
        district: postcodeDistrict(visit.project_details),
      }).replace(/, $/, ""),
      description: fillText(copy.ownerDescription, { projectType: visit.project_type, link }),
      url: link,
    });
  }
  return calendar.toString();
}
