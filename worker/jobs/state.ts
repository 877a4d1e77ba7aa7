/**
 * Where a job stands, from its row: in progress or completed, and whether the morning summary should
 * nudge the owner (no update for `quietDays`, or `overdueDays` past its planned end). One reading for
 * the owner's list, the lead's page, the request page and the morning summary.
 */
import type { JobFacts } from "../html/sections";
import type { JobRow } from "./queries";

/** Days without an update after which the morning summary says so. */
export const quietDays = 7;
/** Days past the planned end after which the morning summary asks the owner to complete the job. */
export const overdueDays = 14;

export type JobStage = "inProgress" | "completed";

export const jobStage = (job: Pick<JobRow, "completed_at">): JobStage =>
  job.completed_at ? "completed" : "inProgress";

/** The job as other features read it (html/sections.ts's `jobs.find`). */
export const jobFacts = (job: JobRow): JobFacts => ({ startedAt: job.won_at, completedAt: job.completed_at });

/** Whole days from London date `from` to `to` (both yyyy-mm-dd). */
export const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** What the morning summary says of a job in progress, at `now` (London's `today`): nothing, or one nudge. */
export type JobNudge = { kind: "quiet"; days: number } | { kind: "overdue"; days: number };

export function jobNudge(job: JobRow, now: Date, today: string): JobNudge | undefined {
  if (job.completed_at) return undefined;
  if (job.planned_end) {
    const past = daysBetween(job.planned_end, today);
    if (past >= overdueDays) return { kind: "overdue", days: past };
  }
  const since = job.last_update_at ?? job.won_at;
  const days = Math.floor((now.getTime() - Date.parse(since)) / 86_400_000);
  return days >= quietDays ? { kind: "quiet", days } : undefined;
}
