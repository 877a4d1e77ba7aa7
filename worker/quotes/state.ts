/**
 * Where a lead's quote stands, read from its records (queries.ts) and London's date: one reading for the
 * owner's app, the homeowner's page, the list, the timeline, the export and the reminders. Nothing here is
 * stored: expiry is the date passing, "viewed" the first view's event, the stage the latest of them.
 */
import type { AcceptanceRow, QuoteEventRow, QuoteRecord, VersionRow } from "./queries";

export const quoteStages = [
  "draft",
  "toSend",
  "sent",
  "viewed",
  "declined",
  "expired",
  "accepted",
  "cancelled",
] as const;
export type QuoteStage = (typeof quoteStages)[number];

export interface QuoteState {
  stage: QuoteStage;
  /** The latest version the owner confirmed sending: what the homeowner's page shows. */
  sent: VersionRow | undefined;
  /** A version made and not yet confirmed sent (the send step not finished). */
  unsent: VersionRow | undefined;
  viewed: QuoteEventRow | undefined;
  /** The homeowner's decline of the version shown, with its reason. */
  declined: QuoteEventRow | undefined;
  /** The sent version's expiry has passed with no answer. */
  expired: boolean;
  acceptance: AcceptanceRow | undefined;
}

/** The state of a lead's quote on London's `today` (YYYY-MM-DD). */
export function quoteState(record: QuoteRecord | undefined, today: string): QuoteState {
  const versions = record?.versions ?? [];
  const sent = versions.findLast((version) => version.sent_at !== null);
  const latest = versions.at(-1);
  const unsent = latest && latest.sent_at === null ? latest : undefined;
  const events = record?.events ?? [];
  const viewed = events.find((event) => event.kind === "viewed");
  const declined = sent && events.findLast((event) => event.kind === "declined" && event.version === sent.version);
  const acceptance = record?.acceptance;
  const expired = Boolean(sent && !acceptance && !declined && sent.expires_on < today);
  const stage: QuoteStage = acceptance
    ? acceptance.cancelled_at
      ? "cancelled"
      : "accepted"
    : unsent
      ? "toSend"
      : !sent
        ? "draft"
        : declined
          ? "declined"
          : expired
            ? "expired"
            : viewed && viewed.at >= (sent.sent_at ?? "")
              ? "viewed"
              : "sent";
  return { stage, sent, unsent, viewed, declined, expired, acceptance };
}

/** The day after `iso` (a London date), `days` on: date arithmetic on the calendar, not on hours. */
export function addDays(isoDate: string, days: number): string {
  const date = new Date(`${isoDate}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The last day to cancel: the cancellation period of a service contract ends 14 days after the day the
 * contract is concluded (Consumer Contracts Regulations 2013, reg 30(1) and (3)).
 */
export const cancellationDays = 14;
export const lastDayToCancel = (acceptedOn: string) => addDays(acceptedOn, cancellationDays);
