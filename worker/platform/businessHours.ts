/**
 * The firm's opening hours (business.json `hours`, read through src/config/site.ts) on
 * London's clock, for the second alert: it is sent only while the firm is open.
 */
import { site } from "../../src/config/site";

const london = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  weekday: "long",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
});

const minutesOf = (clock: string) => {
  const [h = 0, m = 0] = clock.split(":").map(Number);
  return h * 60 + m;
};

/** The opening span of a weekday by its English name, or undefined on a closed day. */
function spanOf(day: string): { opens: string; closes: string } | undefined {
  return Object.values(site.hours).find(
    (span): span is typeof site.hours.weekdays =>
      typeof span === "object" && (span.dayNames as readonly string[]).includes(day),
  );
}

/**
 * When the firm opened today (epoch milliseconds), if it is open at `now`; undefined while
 * it is closed. Local time in London, summer time included.
 */
export function openedAt(now: number): number | undefined {
  const parts = Object.fromEntries(london.formatToParts(new Date(now)).map((p) => [p.type, p.value]));
  const span = spanOf(parts["weekday"] ?? "");
  if (!span) return undefined;
  const minute = Number(parts["hour"]) * 60 + Number(parts["minute"]);
  if (minute < minutesOf(span.opens) || minute >= minutesOf(span.closes)) return undefined;
  const sinceOpening = (minute - minutesOf(span.opens)) * 60_000 + Number(parts["second"]) * 1000 + (now % 1000);
  return now - sinceOpening;
}
