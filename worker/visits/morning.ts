/**
 * The day's site visits in the owner's morning summary (alerts/pushRepeat.ts), which index.ts wires in:
 * the alert lists each as "10:00 Priya, 12 Elm Road, E17 4AB", the firm's reminder of its own day. A part
 * of the day reads as its span ("08:00–12:00"); a visit whose address the homeowner has not given yet, by
 * the request's postcode district.
 */
import type { DayVisit } from "../alerts/pushRepeat";
import { postcodeDistrict } from "../leads/postcode";
import { visitsOn, type BookedVisit } from "./queries";
import { spanOf } from "./slots";

/** When the visit is: its exact time, or its part of the day's span. */
function visitClock(visit: BookedVisit): string {
  if (visit.part === "at" && visit.at) return visit.at;
  const span = spanOf(visit);
  return span ? `${span.start}–${span.end}` : "";
}

/** Where the visit is: the address the homeowner gave, else the request's postcode district. */
const visitPlace = (visit: BookedVisit) =>
  visit.address_line
    ? [visit.address_line, visit.address_postcode].filter(Boolean).join(", ")
    : postcodeDistrict(visit.project_details);

/** The visits that stand on London's `date`, soonest first, as the morning summary lists them. */
export const dayVisits =
  (db: D1Database) =>
  async (date: string): Promise<DayVisit[]> =>
    (await visitsOn(db, date)).map((visit) => ({
      time: visitClock(visit),
      name: visit.first_name,
      place: visitPlace(visit),
    }));
