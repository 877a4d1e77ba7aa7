/**
 * London's clock, whatever the zone of the machine asking, summer time included: the calendar
 * date, the weekday and minute of the day, and the moment a London wall-clock time falls at; and
 * the visit times still ahead. The one home of London time for the site and the Worker. It holds
 * no business data (openingHours.ts reads the hours), so the outbox's service worker can drop
 * passed visit times without carrying them.
 */
/** The weekdays' names by index, 0 = Sunday, as `londonClock` numbers them. */
export const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"] as const;

const londonDate = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
});

/** London's date at `now` as `2026-12-01`. */
export function londonIsoDate(now: Date): string {
  const parts = Object.fromEntries(londonDate.formatToParts(now).map((p) => [p.type, p.value]));
  return `${parts["year"] ?? ""}-${parts["month"] ?? ""}-${parts["day"] ?? ""}`;
}

/**
 * The visit times (`2026-12-01:am`) on London's today or later: a request
 * that waited on the device (the outbox keeps one for up to 30 days) leaves
 * out the days that have passed rather than being refused for them.
 */
export const upcomingVisitTimes = (values: readonly string[], now: Date): string[] => {
  const today = londonIsoDate(now);
  return values.filter((value) => value.slice(0, 10) >= today);
};

const londonParts = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

/** London's wall clock at `now`: the date, the weekday (0 = Sunday) and the minute of the day. */
export function londonClock(now: Date | number): { date: string; weekday: number; minute: number } {
  const parts = Object.fromEntries(londonParts.formatToParts(new Date(now)).map((p) => [p.type, p.value]));
  const date = `${parts["year"] ?? ""}-${parts["month"] ?? ""}-${parts["day"] ?? ""}`;
  return {
    date,
    weekday: new Date(`${date}T00:00:00Z`).getUTCDay(),
    minute: Number(parts["hour"]) * 60 + Number(parts["minute"]),
  };
}

/**
 * The moment (epoch ms) London's clock shows `clock` (`HH:MM`) on `date`, summer time included. A time
 * the spring change skips is read with the offset before it; an hour the autumn change repeats, as the second (GMT).
 */
export function londonMoment(date: string, clock: string): number {
  const wall = Date.parse(`${date}T${clock}:00Z`);
  const offset = (at: number) => {
    const parts = Object.fromEntries(londonParts.formatToParts(new Date(at)).map((p) => [p.type, p.value]));
    const shown = Date.UTC(
      Number(parts["year"]),
      Number(parts["month"]) - 1,
      Number(parts["day"]),
      Number(parts["hour"]),
      Number(parts["minute"]),
    );
    return shown - (at - (at % 60_000));
  };
  const guess = wall - offset(wall);
  return wall - offset(guess);
}
