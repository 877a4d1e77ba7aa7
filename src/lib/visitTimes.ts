/**
 * The visitor's preferred times for a site visit: each day over the next 14
 * (from tomorrow) on which the business is open by the hours in
 * `business.json`, morning or afternoon. Dates are London's calendar dates,
 * whatever the zone of the machine that computes them. One home for the
 * form's list, the server's check and the words the inbox, the notification
 * and the e-mail print. A value is compact: `2026-12-01:am`.
 */
import { londonIsoDate, weekdayNames } from "./londonTime";
import { businessWeek, type DayHours, type WeekHours } from "./openingHours";

export type VisitPart = "am" | "pm";

const shortDays = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"] as const;
const shortMonths = ["Jan", "Feb", "Mar", "Apr", "May", "Jun", "Jul", "Aug", "Sep", "Oct", "Nov", "Dec"] as const;
const longMonths = [
  "January",
  "February",
  "March",
  "April",
  "May",
  "June",
  "July",
  "August",
  "September",
  "October",
  "November",
  "December",
] as const;

/** How many days ahead the visitor may choose, starting tomorrow. */
const visitWindowDays = 14;
/** The most values one request may carry: every half-day of the window. */
export const maxVisitTimes = visitWindowDays * 2;
export const visitTimesMessage = "Please choose visit times from the list";

const partWords: Record<VisitPart, string> = { am: "morning", pm: "afternoon" };

/** London's calendar date at `now`, as a UTC midnight (for day arithmetic only). */
const londonToday = (now: Date) => new Date(`${londonIsoDate(now)}T00:00:00Z`);

const dayMs = 86_400_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);
const addDays = (date: Date, days: number) => new Date(date.getTime() + days * dayMs);

/** The parts of a day the business can visit: the morning if it opens before noon, the afternoon if it closes after. */
function partsOf(hours: DayHours | undefined): VisitPart[] {
  if (!hours || hours.opens >= hours.closes) return [];
  return [...(hours.opens < "12:00" ? (["am"] as const) : []), ...(hours.closes > "12:00" ? (["pm"] as const) : [])];
}

export interface VisitDay {
  /** `2026-12-01` */
  date: string;
  /** `Tue 1 Dec` */
  short: string;
  /** `Tuesday 1 December` */
  long: string;
  parts: VisitPart[];
}

function dayOf(date: Date, week: WeekHours): VisitDay {
  const weekday = date.getUTCDay();
  const day = date.getUTCDate();
  const month = date.getUTCMonth();
  return {
    date: isoDay(date),
    short: `${shortDays[weekday]} ${day} ${shortMonths[month]}`,
    long: `${weekdayNames[weekday]} ${day} ${longMonths[month]}`,
    parts: partsOf(week[weekday]),
  };
}

/** The days the visitor may choose at `now`: the next 14 from tomorrow, open days only. */
export function visitDays(now: Date, week: WeekHours = businessWeek): VisitDay[] {
  const today = londonToday(now);
  return Array.from({ length: visitWindowDays }, (_, i) => dayOf(addDays(today, i + 1), week)).filter(
    (day) => day.parts.length > 0,
  );
}

/** Every value the visitor may choose at `now`. */
export const visitSlots = (now: Date, week: WeekHours = businessWeek): string[] =>
  visitDays(now, week).flatMap((day) => day.parts.map((part) => `${day.date}:${part}`));

const valuePattern = /^(\d{4})-(\d{2})-(\d{2}):(am|pm)$/;

/** A value's date (UTC midnight) and part, or undefined if it is not a real date. */
function parse(value: string): { date: Date; part: VisitPart } | undefined {
  const match = valuePattern.exec(value);
  if (!match) return undefined;
  const [, y, m, d, part] = match;
  const date = new Date(Date.UTC(Number(y), Number(m) - 1, Number(d)));
  if (isoDay(date) !== value.slice(0, 10)) return undefined;
  return { date, part: part as VisitPart };
}

/**
 * A submitted list checked at the server's `now`: values in the compact form,
 * on open days and parts, within the window with a day's slack either side
 * (the visitor's clock and the server's may straddle midnight), no repeats,
 * at most 28. Returns the list in date order.
 */
export function checkVisitTimes(
  value: unknown,
  now: Date,
  week: WeekHours = businessWeek,
): { ok: true; value: string[] } | { ok: false; message: string } {
  const refused = { ok: false, message: visitTimesMessage } as const;
  if (!Array.isArray(value) || value.length > maxVisitTimes) return refused;
  const today = londonToday(now).getTime();
  const seen = new Set<string>();
  for (const item of value) {
    if (typeof item !== "string" || seen.has(item)) return refused;
    const parsed = parse(item);
    if (!parsed) return refused;
    const offset = Math.round((parsed.date.getTime() - today) / dayMs);
    if (offset < 0 || offset > visitWindowDays + 1) return refused;
    if (!partsOf(week[parsed.date.getUTCDay()]).includes(parsed.part)) return refused;
    seen.add(item);
  }
  return { ok: true, value: [...seen].sort() };
}

/** The values as stored in one text column, and back. */
export const storedVisitTimes = (values: readonly string[]) => values.join(",");
export const visitTimesFromStored = (text: string) => text.split(",").filter((v) => valuePattern.test(v));

/**
 * The words the inbox, the notification and the e-mail print, in date order:
 * "Tue 1 Dec morning, Wed 2 Dec afternoon"; a day chosen whole is "morning or afternoon".
 * An empty list is "".
 */
export function formatVisitTimes(values: readonly string[]): string {
  const byDay = new Map<string, { day: VisitDay; parts: VisitPart[] }>();
  for (const value of [...values].sort()) {
    const parsed = parse(value);
    if (!parsed) continue;
    const key = value.slice(0, 10);
    const entry = byDay.get(key) ?? { day: dayOf(parsed.date, {}), parts: [] };
    if (!entry.parts.includes(parsed.part)) entry.parts.push(parsed.part);
    byDay.set(key, entry);
  }
  return [...byDay.values()]
    .map(({ day, parts }) => `${day.short} ${parts.map((p) => partWords[p]).join(" or ")}`)
    .join(", ");
}
