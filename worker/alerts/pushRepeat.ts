/**
 * The second alert, for a lead nobody has opened: the first alert goes at once at any
 * hour; a lead still unopened ALERT_REPEAT_AFTER_SECONDS later (900 by default) gets one
 * more, while the firm is open (src/lib/openingHours.ts). Leads still unopened when the firm
 * opens, having come in while it was closed, are summed up in one alert ("3 quote
 * requests waiting"). Each lead is claimed for this once, so there is never a third. A lead the
 * homeowner withdrew gets none: they were told we will not contact them. A reminder
 * goes whatever the hour's count of alerts, and is counted in it (alerts/ceiling.ts).
 *
 * The firm's reminder of its own day is the morning summary: the first run of a London day while the firm
 * is open claims the day (`morning_summaries`, once), and on a day with site visits it sends one alert
 * listing them with their addresses ("10:00 Priya, 12 Elm Road E17 4AB"), with the requests that waited
 * overnight, even when none did; and on a day with jobs to nudge (in progress with no update for a week,
 * or two weeks past their planned end), a line each, visits or not. The visits come from `dayVisits`,
 * which index.ts wires to the visits feature, and the jobs from `dayJobs`, wired to the jobs feature: a
 * shared home does not read a feature's tables.
 */
import { londonIsoDate } from "../../src/lib/londonTime";
import { openedAt } from "../../src/lib/openingHours";
import type { Lead } from "../leads/row";
import { countPhotos } from "../photos/store";
import { countPush } from "./ceiling";
import { morningAlert, repeatAlert, waitingAlert, type DayJob, type DayVisit } from "./pushMessage";
import { pushToAll, type PushEnv } from "./pushSend";
import { seenToken } from "../leads/firstContact";

export interface RepeatEnv extends PushEnv {
  ALERT_REPEAT_AFTER_SECONDS?: string;
}

export function repeatAfterMs(env: RepeatEnv): number {
  const seconds = Number(env.ALERT_REPEAT_AFTER_SECONDS ?? 900);
  return (Number.isFinite(seconds) && seconds >= 0 ? seconds : 900) * 1000;
}

export type { DayJob, DayVisit } from "./pushMessage";

/** The site visits that stand on a London date (`2026-12-08`), soonest first. */
export type DayVisits = (date: string) => Promise<DayVisit[]>;
/** The jobs to nudge the owner about on the morning of a London date, at `now`. */
export type DayJobs = (date: string, now: Date) => Promise<DayJob[]>;

/** How long a claimed day is remembered: long enough that no run claims it twice. */
const keptDays = 7;

/**
 * Claims `date`'s morning summary; true for the one run that does. Forgets days claimed more than a
 * week before, in the same batch.
 */
async function claimsMorning(db: D1Database, date: string, now: number): Promise<boolean> {
  const [claimed] = await db.batch([
    db
      .prepare("INSERT INTO morning_summaries (date, claimed_at) VALUES (?, ?) ON CONFLICT (date) DO NOTHING")
      .bind(date, now),
    db.prepare("DELETE FROM morning_summaries WHERE claimed_at < ?").bind(now - keptDays * 86_400_000),
  ]);
  return claimed?.meta.changes === 1;
}

/**
 * The scheduled run, at `now`: while the firm is open, claims every lead whose first alert went,
 * that nobody has opened, that has had no second alert, and that either came in before today's
 * opening or has waited the repeat time; one claimed lead gets its own reminder, several one summary.
 * The day's first run also claims the morning summary: on a day with visits (`dayVisits`), one alert
 * lists them and the claimed leads, in place of the reminder or summary.
 */
export async function repeatAlerts(
  env: RepeatEnv,
  now = Date.now(),
  dayVisits: DayVisits = () => Promise.resolve([]),
  dayJobs: DayJobs = () => Promise.resolve([]),
): Promise<Lead[]> {
  const opened = openedAt(now);
  if (opened === undefined) return [];
  const { results: leads } = await env.DB.prepare(
    `UPDATE leads SET push_repeat_at = ?1
     WHERE push_status = 'sent' AND push_repeat_at IS NULL AND seen_at IS NULL AND status != 'spam'
       AND withdrawn_at IS NULL
       AND (created_at < ?2 OR created_at <= ?3)
     RETURNING *`,
  )
    .bind(now, new Date(opened).toISOString(), new Date(now - repeatAfterMs(env)).toISOString())
    .all<Lead>();
  const today = londonIsoDate(new Date(now));
  const morning = await claimsMorning(env.DB, today, now);
  const visits = morning ? await dayVisits(today) : [];
  const jobs = morning ? await dayJobs(today, new Date(now)) : [];
  const [only] = leads;
  if (leads.length || visits.length || jobs.length) await countPush(env.DB, now);
  if (visits.length || jobs.length) {
    await pushToAll(
      env,
      morningAlert(
        visits,
        [...leads].sort((a, b) => a.id - b.id),
        now,
        jobs,
      ),
    );
  } else if (leads.length === 1 && only) {
    const seen = await seenToken(env.RATE_LIMIT_SALT ?? "", only.reference);
    await pushToAll(env, repeatAlert(only, await countPhotos(env.DB, only.id), seen));
  } else if (leads.length > 1)
    await pushToAll(
      env,
      waitingAlert(
        [...leads].sort((a, b) => a.id - b.id),
        now,
      ),
    );
  return leads;
}
