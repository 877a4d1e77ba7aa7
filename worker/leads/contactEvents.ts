/**
 * The firm's calls and messages to a lead (the `contact_events` table, migration 0016). A tap on
 * Call, WhatsApp or E-mail is an attempt and records no contact; the owner then records how it went
 * with one tap, and only a real contact (Spoke, Message sent) sets the lead's first contact, which
 * the homeowner's timeline, the reply clock and "How we're doing" read. No answer and Left a message
 * stay attempts. A withdrawn request records neither: the homeowner was told we will not contact them.
 */
import type { FirstContactChannel } from "./row";

export type ContactChannel = Exclude<FirstContactChannel, "status">;

export const contactOutcomes = ["spoke", "noAnswer", "leftMessage", "messageSent"] as const;
export type ContactOutcome = (typeof contactOutcomes)[number];

/** The outcomes that say someone was reached: they record the first contact and move a new lead to contacted. */
export const realContacts: readonly ContactOutcome[] = ["spoke", "messageSent"];

export const isContactOutcome = (value: unknown): value is ContactOutcome =>
  typeof value === "string" && (contactOutcomes as readonly string[]).includes(value);

export interface ContactEvent {
  kind: "tap" | "outcome";
  channel: ContactChannel;
  outcome: ContactOutcome | null;
  created_at: string;
}

/** A lead's calls and messages, oldest first. */
export async function contactEvents(db: D1Database, leadId: number): Promise<ContactEvent[]> {
  const { results } = await db
    .prepare("SELECT kind, channel, outcome, created_at FROM contact_events WHERE lead_id = ? ORDER BY id")
    .bind(leadId)
    .all<ContactEvent>();
  return results;
}

/** The last attempt no outcome has answered yet, if any: the page then asks "How did it go?". */
export const unansweredTap = (events: readonly ContactEvent[]): ContactEvent | undefined => {
  const last = events.at(-1);
  return last?.kind === "tap" ? last : undefined;
};

/**
 * The channel an outcome is recorded with: that of the last attempt (the one it answers), else a
 * call, since the only hand-off that records nothing is the alert's Call (GET /admin/leads/:reference/dial).
 */
export const outcomeChannel = (events: readonly ContactEvent[]): ContactChannel =>
  events.findLast((event) => event.kind === "tap")?.channel ?? "call";

/** Records a tap on Call, WhatsApp or E-mail, unless the request was withdrawn; true when recorded. */
export async function recordTap(db: D1Database, reference: string, channel: ContactChannel, now: Date) {
  const result = await db
    .prepare(
      `INSERT INTO contact_events (lead_id, kind, channel, created_at)
       SELECT id, 'tap', ?, ? FROM leads WHERE reference = ? AND withdrawn_at IS NULL`,
    )
    .bind(channel, now.toISOString(), reference)
    .run();
  return result.meta.changes === 1;
}

/**
 * Records how an attempt went, in one transaction, unless the request was withdrawn (each statement
 * checks it, so a withdrawal at the same moment records nothing): the outcome itself, and for a real
 * contact the first contact (first wins, the conditional UPDATE of leads/firstContact.ts) and the
 * status, from new to contacted (any other status the owner set stays). True when recorded.
 */
export async function recordOutcome(
  db: D1Database,
  reference: string,
  outcome: ContactOutcome,
  channel: ContactChannel,
  now: Date,
) {
  const at = now.toISOString();
  const insert = db
    .prepare(
      `INSERT INTO contact_events (lead_id, kind, channel, outcome, created_at)
       SELECT id, 'outcome', ?, ?, ? FROM leads WHERE reference = ? AND withdrawn_at IS NULL`,
    )
    .bind(channel, outcome, at, reference);
  if (!realContacts.includes(outcome)) return (await insert.run()).meta.changes === 1;
  const [inserted] = await db.batch([
    insert,
    db
      .prepare(
        `UPDATE leads SET first_contact_at = ?, first_contact_channel = ?
         WHERE reference = ? AND first_contact_at IS NULL AND withdrawn_at IS NULL`,
      )
      .bind(at, channel, reference),
    db
      .prepare(
        "UPDATE leads SET status = 'contacted', updated_at = ? WHERE reference = ? AND status = 'new' AND withdrawn_at IS NULL",
      )
      .bind(at, reference),
  ]);
  return inserted?.meta.changes === 1;
}
