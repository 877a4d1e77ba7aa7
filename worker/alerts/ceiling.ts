/**
 * The ceiling on e-mails to the owner for the whole site: at most
 * NOTIFY_HOURLY_CEILING (default 30) single e-mails a clock hour. Above it the
 * hour's further leads are still stored, and told in one digest e-mail after
 * the hour (alerts/digest.ts), so a flood of requests cannot spend the EmailJS quota.
 * Push alerts have the same ceiling, counted apart: every alert pushed to the owner is counted
 * in its hour. A single alert (a new lead's, alerts/pushAlerts.ts; a homeowner's actions,
 * alerts/alertOwner.ts) goes only while the hour has room, else it waits for the hour's one
 * alert; that alert and the reminders (alerts/pushRepeat.ts) go whatever the count, and are counted.
 */
export const hourMs = 3_600_000;

/** The clock hour of a time, counted from the epoch. */
export const hourOf = (ms: number) => Math.floor(ms / hourMs);

export function hourlyCeiling(env: { NOTIFY_HOURLY_CEILING?: string }): number {
  const ceiling = Number(env.NOTIFY_HOURLY_CEILING ?? 30);
  return Number.isFinite(ceiling) && ceiling >= 1 ? Math.floor(ceiling) : 30;
}

/**
 * Counts one single e-mail (or, with `counter` "pushes", one single alert) against the hour of `now`,
 * in one statement, so two senders cannot both take the last one; false when the hour's ceiling is
 * already reached.
 */
export async function takesSingle(
  db: D1Database,
  now: number,
  ceiling: number,
  counter: "singles" | "pushes" = "singles",
): Promise<boolean> {
  const singles = await db
    .prepare(
      `INSERT INTO notify_hours (hour, ${counter}) VALUES (?1, 1)
       ON CONFLICT (hour) DO UPDATE SET ${counter} = ${counter} + 1 WHERE ${counter} < ?2
       RETURNING ${counter} AS n`,
    )
    .bind(hourOf(now), ceiling)
    .first<number>("n");
  return singles !== null;
}

/** Counts an alert that goes whatever the hour's count (the hour's one alert, a reminder). */
export const countPush = (db: D1Database, now: number) =>
  db
    .prepare(
      "INSERT INTO notify_hours (hour, pushes) VALUES (?1, 1) ON CONFLICT (hour) DO UPDATE SET pushes = pushes + 1",
    )
    .bind(hourOf(now))
    .run();

/** The scheduled run forgets the counts of hours more than a day old. */
export const forgetOldHours = (db: D1Database, now: number) =>
  db
    .prepare("DELETE FROM notify_hours WHERE hour < ?")
    .bind(hourOf(now) - 24)
    .run();
