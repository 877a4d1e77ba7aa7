/**
 * How long a lead waited for the firm's first answer, measured against the
 * reply promise in the business data (`promises.responseHours`), as the list
 * shows it: "waiting 2 h 10 min", then "answered in 35 min". Pure: the clock
 * is passed in.
 */
import { fillText } from "../../src/config/format";
import type { Lead } from "./row";

/** Minutes as the inbox writes a wait: `35 min`, `2 h 10 min`, `2 h`, `3 d 4 h`. */
export function formatMinutes(total: number): string {
  const minutes = Math.max(0, Math.floor(total));
  if (minutes < 60) return `${minutes} min`;
  if (minutes < 48 * 60) {
    const rest = minutes % 60;
    return `${Math.floor(minutes / 60)} h${rest ? ` ${rest} min` : ""}`;
  }
  const hours = Math.floor(minutes / 60) % 24;
  return `${Math.floor(minutes / 1440)} d${hours ? ` ${hours} h` : ""}`;
}

/** Minutes from one ISO 8601 time to another. */
export const minutesBetween = (from: string, to: string | Date) =>
  (new Date(to).getTime() - new Date(from).getTime()) / 60_000;

/**
 * Where a lead stands against the promise: answered in time or late; waiting with time to spare,
 * past half the promise (`soon`), or past it (`late`).
 */
export type WaitState = "answered" | "answered-late" | "waiting" | "soon" | "late";

export interface Wait {
  state: WaitState;
  /** The minutes waited so far, or until the first answer. */
  minutes: number;
  /** Minutes left until the promise runs out (negative once past it); only while waiting. */
  left: number;
}

/** The lead's wait at `now`; spam waits for nobody. */
export function waitOf(
  lead: Pick<Lead, "created_at" | "first_contact_at" | "status"> & Partial<Pick<Lead, "withdrawn_at">>,
  now: Date,
  promiseHours: number,
): Wait | undefined {
  // Spam waits for nobody; a withdrawn request for no answer, unless one came before.
  if (lead.status === "spam" || (lead.withdrawn_at && !lead.first_contact_at)) return undefined;
  const promise = promiseHours * 60;
  if (lead.first_contact_at) {
    const minutes = minutesBetween(lead.created_at, lead.first_contact_at);
    return { state: minutes <= promise ? "answered" : "answered-late", minutes, left: 0 };
  }
  const minutes = minutesBetween(lead.created_at, now);
  const state = minutes > promise ? "late" : minutes >= promise / 2 ? "soon" : "waiting";
  return { state, minutes, left: promise - minutes };
}

/** The words for each state (copy.json's `wait`): {time} waited, {left} left, {hours} the promise. */
export interface WaitWording {
  waiting: string;
  soon: string;
  late: string;
  answered: string;
  answeredLate: string;
}

/** The wait in words: the state is in the words, never in the colour alone. */
export function waitText(wait: Wait, promiseHours: number, wording: WaitWording): string {
  const template = wait.state === "answered-late" ? wording.answeredLate : wording[wait.state];
  return fillText(template, { time: formatMinutes(wait.minutes), left: formatMinutes(wait.left), hours: promiseHours });
}

/**
 * The `p` quantile (0 to 1) of the values, interpolated between the two nearest ranks
 * (the spreadsheet's PERCENTILE.INC): the median of 10 and 20 is 15. Undefined for none.
 */
export function percentile(values: readonly number[], p: number): number | undefined {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return undefined;
  const at = (sorted.length - 1) * p;
  const low = Math.floor(at);
  const lower = sorted[low] ?? 0;
  return lower + (at - low) * ((sorted[low + 1] ?? lower) - lower);
}
