/**
 * The firm's opening hours (business.json `hours`) by weekday, on London's clock: the one reading of
 * the hours for the visit times the form offers, the site visits the owner proposes, and the second
 * alert, which is sent only while the firm is open. The advertised words ("Mon-Fri 8:00 AM-6:00 PM")
 * are config/site.ts's `openingHours`.
 */
import { contact } from "../config/contact";
import { visitHours } from "../content/site/business.json";
import { londonClock, londonMoment, weekdayNames } from "./londonTime";

/** The hours of one day, `08:00`-style, as `business.json` holds them. */
export interface DayHours {
  opens: string;
  closes: string;
}

/** Opening hours by weekday, 0 = Sunday … 6 = Saturday; a day left out is closed. */
export type WeekHours = Partial<Record<number, DayHours>>;

/** The business's week, from every span in the data (a weekday without hours, Sunday today, is closed). */
export const businessWeek: WeekHours = Object.fromEntries(
  Object.values(contact.hours).flatMap((span) =>
    typeof span === "object"
      ? span.dayNames.map((day) => [weekdayNames.indexOf(day), { opens: span.opens, closes: span.closes }] as const)
      : [],
  ),
);

/**
 * The hours for site visits by arrangement (business.json `visitHours`), by weekday, on the days the
 * firm is open (the same spans as the opening hours): an exact visit time may start from their opening and end by their close, which can be
 * later than the advertised closing time.
 */
export const visitWeek: WeekHours = Object.fromEntries(
  (["weekdays", "saturday"] as const).flatMap((span) =>
    contact.hours[span].dayNames.map(
      (day) => [weekdayNames.indexOf(day), { opens: visitHours[span].opens, closes: visitHours[span].closes }] as const,
    ),
  ),
);

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));

/**
 * When the firm opened today (epoch milliseconds), if it is open at `now`; undefined while it is
 * closed. London's clock, summer time included.
 */
export function openedAt(now: number, week: WeekHours = businessWeek): number | undefined {
  const { date, weekday, minute } = londonClock(now);
  const hours = week[weekday];
  if (!hours || minute < minutesOf(hours.opens) || minute >= minutesOf(hours.closes)) return undefined;
  return londonMoment(date, hours.opens);
}
