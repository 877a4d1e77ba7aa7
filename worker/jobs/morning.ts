/**
 * The jobs in the owner's morning summary (alerts/pushRepeat.ts), which index.ts wires in as it does the
 * day's visits: each job in progress with no update for a week ("Q-7K3M9P Priya: no update for 7 days"),
 * or two weeks past its planned end, asking the owner to complete it. Said every morning while it holds.
 */
import type { DayJob } from "../alerts/pushRepeat";
import { allJobs } from "./queries";
import { jobNudge } from "./state";

/** The jobs to nudge on London's `today`, at `now`: those past their planned end, then the quiet ones, each oldest first. */
export const dayJobs =
  (db: D1Database) =>
  async (today: string, now: Date): Promise<DayJob[]> =>
    (await allJobs(db))
      .sort((a, b) => a.won_at.localeCompare(b.won_at))
      .flatMap((job) => {
        const nudge = jobNudge(job, now, today);
        return nudge ? [{ reference: job.reference, name: job.first_name, ...nudge }] : [];
      })
      // Those past their planned end first: they ask the owner to act.
      .sort((a, b) => Number(b.kind === "overdue") - Number(a.kind === "overdue"));
