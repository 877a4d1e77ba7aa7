/** Moments as the owner's app and the homeowner's page write them: London time, in words. */

const dayAndTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  weekday: "short",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});

const dateAndTime = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "numeric",
  month: "short",
  hour: "2-digit",
  minute: "2-digit",
});

const dayOnly = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  weekday: "short",
  day: "numeric",
  month: "short",
});

const longDay = new Intl.DateTimeFormat("en-GB", { timeZone: "UTC", day: "numeric", month: "long", year: "numeric" });

/** A calendar date (YYYY-MM-DD, already London's) in words: `7 December 2026`. */
export const dayWords = (isoDate: string) => longDay.format(new Date(`${isoDate}T12:00:00Z`));

/** A moment's London day in words: `Mon 7 Dec`. */
export const dayOf = (iso: string) => dayOnly.format(new Date(iso));

/** A moment as the owner (and the homeowner's page) reads it: `Fri 27 Nov, 17:05`, London time. */
export const when = (iso: string) => dayAndTime.format(new Date(iso));

/** A moment without its weekday, for a device's dates in the settings: `27 Nov, 17:05`, London time. */
export const whenShort = (iso: string) => dateAndTime.format(new Date(iso));

/** How long ago, in the largest whole unit. */
export function age(iso: string, now: Date): string {
  const minutes = Math.max(0, Math.floor((now.getTime() - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) return `${Math.floor(minutes / 60)} h`;
  return `${Math.floor(minutes / 1440)} d`;
}

const unitWords = (unit: "second" | "minute" | "hour") =>
  new Intl.NumberFormat("en-GB", { style: "unit", unit, unitDisplay: "long", maximumFractionDigits: 0 });
const inSeconds = unitWords("second");
const inMinutes = unitWords("minute");
const inHours = unitWords("hour");

/**
 * A duration in words, in the largest unit that says it whole: `30 seconds`, `1 minute`, `15 minutes`,
 * `2 hours`; `90 seconds` rather than a fraction of a minute. Rounded to the second.
 */
export function durationWords(ms: number): string {
  const s = Math.max(0, Math.round(ms / 1000));
  if (s >= 3600 && s % 3600 === 0) return inHours.format(s / 3600);
  if (s >= 60 && s % 60 === 0) return inMinutes.format(s / 60);
  return inSeconds.format(s);
}
