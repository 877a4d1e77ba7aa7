/**
 * Where a request stands, as its private page shows it: the timeline's steps
 * from the fields the owner's app records, and an honest reply time. Pure: the
 * rows and the clock are passed in.
 */
import type { Lead } from "./row";
import { minutesBetween, percentile } from "./replyClock";

export const timelineSteps = [
  "received",
  "seen",
  "contacted",
  "visitProposed",
  "visitConfirmed",
  "quoteSent",
  "quoteAccepted",
  "quoteDeclined",
  "quoteExpired",
  "contractCancelled",
  "jobInProgress",
  "jobCompleted",
  "closed",
] as const;
export type TimelineStep = (typeof timelineSteps)[number];

/** The quote's outcomes: shown as they happen, never as steps to come (a quote is not expected to be declined). */
const outcomeSteps: ReadonlySet<TimelineStep> = new Set([
  "quoteAccepted",
  "quoteDeclined",
  "quoteExpired",
  "contractCancelled",
]);

/** What other features record of a lead's steps (html/sections.ts's `requestPage.timeline`). */
export interface TimelineFacts {
  /** When visit times were last proposed, and when the visit that stands was confirmed (visits/state.ts). */
  visit_proposed_at?: string | null;
  visit_confirmed_at?: string | null;
  /**
   * When the last visit was cancelled or its times declined, with none offered since: the request is
   * back before the visit (no "choose a time"), but the firm has read it.
   */
  visit_closed_at?: string | null;
  /**
   * The quote (quotes/state.ts): when the version the homeowner's page shows was sent, when it was
   * accepted, declined or the contract cancelled, and whether it expired unanswered. A new version sent
   * after a decline or an expiry is the quote the page shows, so its outcome is that version's.
   */
  quote_sent_at?: string | null;
  quote_accepted_at?: string | null;
  quote_declined_at?: string | null;
  quote_expired?: boolean;
  quote_cancelled_at?: string | null;
  /**
   * The job a won lead is (jobs/, html/sections.ts's `jobs`): when it began (the lead won) and when it was
   * completed; absent when the lead is no job.
   */
  job_started_at?: string | null;
  job_completed_at?: string | null;
}

export type TimelineLead = Pick<Lead, "created_at" | "seen_at" | "first_contact_at" | "status" | "withdrawn_at"> &
  TimelineFacts;

export interface TimelineEntry {
  step: TimelineStep;
  done: boolean;
  /** When it happened (ISO 8601), where the app records it. */
  at: string | null;
}

/**
 * Each step, done or to come, with its time where one is recorded. Only what the firm did moves the
 * request on: before the last step the firm did, "seen" with no record of its own is done (the firm
 * answered from an alert without opening the lead in the app), and any other step left unrecorded
 * (a visit never proposed) did not happen and is left out. The quote's outcomes (accepted, declined,
 * expired, the contract cancelled) show only once they happen. A closed request (withdrawn, won or
 * lost) has no steps to come; a won request whose accepted quote stands is not closed: the job is ahead.
 * A job (jobs/) shows as "Job in progress" from when the lead was won, with its completion to come, and
 * once completed ends on "Job completed", not "Closed".
 */
export function timeline(lead: TimelineLead): TimelineEntry[] {
  const recorded: Record<TimelineStep, { done: boolean; at: string | null }> = {
    received: { done: true, at: lead.created_at },
    seen: { done: lead.seen_at !== null || Boolean(lead.visit_closed_at), at: lead.seen_at },
    contacted: { done: lead.first_contact_at !== null, at: lead.first_contact_at },
    visitProposed: { done: Boolean(lead.visit_proposed_at), at: lead.visit_proposed_at ?? null },
    visitConfirmed: { done: Boolean(lead.visit_confirmed_at), at: lead.visit_confirmed_at ?? null },
    quoteSent: {
      done: Boolean(lead.quote_sent_at) || lead.status === "quoted" || lead.status === "won",
      at: lead.quote_sent_at ?? null,
    },
    quoteAccepted: { done: Boolean(lead.quote_accepted_at), at: lead.quote_accepted_at ?? null },
    quoteDeclined: { done: Boolean(lead.quote_declined_at), at: lead.quote_declined_at ?? null },
    quoteExpired: { done: Boolean(lead.quote_expired), at: null },
    contractCancelled: { done: Boolean(lead.quote_cancelled_at), at: lead.quote_cancelled_at ?? null },
    jobInProgress: { done: Boolean(lead.job_started_at), at: lead.job_started_at ?? null },
    jobCompleted: { done: Boolean(lead.job_completed_at), at: lead.job_completed_at ?? null },
    closed: {
      // An accepted quote whose contract stands, or a job, is work ahead, not a closed request (its status is won).
      done:
        lead.withdrawn_at !== null ||
        lead.status === "lost" ||
        (lead.status === "won" && !lead.job_started_at && !(lead.quote_accepted_at && !lead.quote_cancelled_at)),
      at: lead.withdrawn_at,
    },
  };
  // A cancelled contract closes the request itself: the cancellation is its last step, not "Closed" after it;
  // so does a job, whose completion is its last step (and while it is in progress, the completion is to come).
  const closedByCancellation = recorded.contractCancelled.done && lead.status === "lost" && !lead.withdrawn_at;
  const closedByJob = Boolean(lead.job_started_at) && !lead.withdrawn_at;
  const lastByFirm = timelineSteps.findLastIndex(
    (step) => step !== "closed" && !outcomeSteps.has(step) && recorded[step].done,
  );
  return timelineSteps.flatMap((step, i): TimelineEntry[] => {
    const { done, at } = recorded[step];
    if (step === "closed" && (closedByCancellation || closedByJob)) return [];
    if (done) return [{ step, done, at }];
    if (outcomeSteps.has(step)) return [];
    // A job's steps come only with a job: its completion is to come once it is in progress.
    if (step === "jobInProgress") return [];
    if (step === "jobCompleted") return recorded.jobInProgress.done ? [{ step, done, at }] : [];
    if (i < lastByFirm) return step === "seen" ? [{ step, done: true, at: null }] : [];
    return recorded.closed.done ? [] : [{ step, done, at }];
  });
}

/** The step the request has reached: the last one done. */
export const currentStep = (entries: readonly TimelineEntry[]): TimelineStep =>
  entries.findLast((entry) => entry.done)?.step ?? "received";

/** How many replies the median needs before the page states it. */
export const replyMedianMinimum = 5;
/** The days the median looks back over. */
export const replyMedianDays = 30;

export type ReplyRow = Pick<Lead, "created_at" | "first_contact_at" | "status">;

/**
 * The median minutes from arrival to first contact of the leads that arrived in the last 30 days and were
 * answered, spam aside, with how many; undefined when fewer than 5 make it (the page then gives the promise).
 */
export function replyMedian(rows: readonly ReplyRow[], now: Date): { minutes: number; n: number } | undefined {
  const since = now.getTime() - replyMedianDays * 86_400_000;
  const waits = rows.flatMap((row) =>
    row.status !== "spam" && row.first_contact_at && new Date(row.created_at).getTime() >= since
      ? [minutesBetween(row.created_at, row.first_contact_at)]
      : [],
  );
  const median = waits.length >= replyMedianMinimum ? percentile(waits, 0.5) : undefined;
  return median === undefined ? undefined : { minutes: median, n: waits.length };
}
