/** Where a lead's site visit stands, from its slots (oldest first): one reading for the owner's app, the request's page and the timeline. */
import type { SlotRow } from "./queries";

export interface VisitState {
  /** The confirmed visit that stands (at most one: the unique index). */
  booked: SlotRow | undefined;
  /** Slots offered and not yet chosen, replaced or cancelled; none while a visit is booked. */
  open: SlotRow[];
  /** The last cancelled visit, while nothing was booked or offered since. */
  cancelled: SlotRow | undefined;
  /** The last proposal the homeowner declined ("None of these times suit me"), while nothing was offered since. */
  declined: SlotRow | undefined;
  /** When times were last proposed, and when the booked visit was confirmed (the timeline's steps). */
  proposedAt: string | null;
  confirmedAt: string | null;
}

export function visitState(slots: readonly SlotRow[]): VisitState {
  const booked = slots.find((slot) => slot.confirmed_at !== null && slot.cancelled_at === null);
  const open = booked ? [] : slots.filter((slot) => !slot.closed_at && !slot.confirmed_at && !slot.cancelled_at);
  const lastCancelled = slots.filter((slot) => slot.cancelled_at).at(-1);
  const cancelled =
    !booked && lastCancelled && !open.some((slot) => slot.proposed_at > (lastCancelled.cancelled_at ?? ""))
      ? lastCancelled
      : undefined;
  const last = slots.at(-1);
  const declined = !booked && !open.length && last?.declined_at ? last : undefined;
  return {
    booked,
    open,
    cancelled,
    declined,
    proposedAt: slots.at(-1)?.proposed_at ?? null,
    confirmedAt: booked?.confirmed_at ?? null,
  };
}
