/**
 * London's calendar date, whatever the zone of the machine asking, and the
 * visit times still ahead of it. Kept apart from visitTimes.ts, which reads
 * the business's hours, so the outbox's service worker can drop passed visit
 * times without carrying the business data.
 */
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
