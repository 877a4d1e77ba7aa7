/** Site visits' reads and writes in D1, with bound parameters only. */
import type { Slot } from "./slots";
import type { Lead } from "../leads/row";

/** A slot as stored, with what happened to it. */
export interface SlotRow extends Slot {
  id: number;
  lead_id: number;
  proposed_at: string;
  /** A later proposal replaced it before anyone confirmed it. */
  closed_at: string | null;
  confirmed_at: string | null;
  cancelled_at: string | null;
  moved_at: string | null;
}

/** The one condition of a visit that stands: confirmed, not cancelled (the unique index counts the same). */
const standing = "confirmed_at IS NOT NULL AND cancelled_at IS NULL";

/** A lead's slots, oldest first. */
export async function slotsOfLead(db: D1Database, leadId: number): Promise<SlotRow[]> {
  const { results } = await db
    .prepare("SELECT * FROM visit_slots WHERE lead_id = ? ORDER BY proposed_at, id")
    .bind(leadId)
    .all<SlotRow>();
  return results;
}

/**
 * Offers new slots, closing the ones still open; refused (false) while a visit stands, which the
 * owner moves or cancels instead. One batch, so the page never shows half a proposal.
 */
export async function proposeSlots(db: D1Database, leadId: number, slots: readonly Slot[], now: Date) {
  const at = now.toISOString();
  const [, ...inserted] = await db.batch([
    db
      .prepare(
        `UPDATE visit_slots SET closed_at = ? WHERE lead_id = ? AND closed_at IS NULL AND confirmed_at IS NULL AND cancelled_at IS NULL
         AND NOT EXISTS (SELECT 1 FROM visit_slots WHERE lead_id = ? AND ${standing})`,
      )
      .bind(at, leadId, leadId),
    ...slots.map((slot) =>
      db
        .prepare(
          `INSERT INTO visit_slots (lead_id, date, part, at, proposed_at) SELECT ?, ?, ?, ?, ?
           WHERE NOT EXISTS (SELECT 1 FROM visit_slots WHERE lead_id = ? AND ${standing})`,
        )
        .bind(leadId, slot.date, slot.part, slot.at, at, leadId),
    ),
  ]);
  return inserted.every((result) => result.meta.changes === 1);
}

/**
 * Confirms an open slot, unless the lead already has a visit that stands: one statement, which D1 runs
 * alone, so of two confirmations at once exactly one changes a row. The same batch closes the proposal's
 * other slots, so a visit cancelled later does not bring them back. True when this call confirmed it.
 */
export async function confirmSlot(db: D1Database, leadId: number, slotId: number, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const open = "closed_at IS NULL AND confirmed_at IS NULL AND cancelled_at IS NULL";
  const [confirmed] = await db.batch([
    db
      .prepare(
        `UPDATE visit_slots SET confirmed_at = ? WHERE id = ? AND lead_id = ? AND ${open}
         AND NOT EXISTS (SELECT 1 FROM visit_slots WHERE lead_id = ? AND ${standing})`,
      )
      .bind(at, slotId, leadId, leadId),
    db
      .prepare(`UPDATE visit_slots SET closed_at = ? WHERE lead_id = ? AND id <> ? AND ${open} AND changes() = 1`)
      .bind(at, leadId, slotId),
  ]);
  return confirmed?.meta.changes === 1;
}

/** Cancels the lead's standing visit; true when there was one. */
export async function cancelVisit(db: D1Database, leadId: number, now: Date): Promise<boolean> {
  const result = await db
    .prepare(`UPDATE visit_slots SET cancelled_at = ? WHERE lead_id = ? AND ${standing}`)
    .bind(now.toISOString(), leadId)
    .run();
  return result.meta.changes === 1;
}

/** Moves the lead's standing visit to another slot; true when there was one. */
export async function moveVisit(db: D1Database, leadId: number, slot: Slot, now: Date): Promise<boolean> {
  const result = await db
    .prepare(`UPDATE visit_slots SET date = ?, part = ?, at = ?, moved_at = ? WHERE lead_id = ? AND ${standing}`)
    .bind(slot.date, slot.part, slot.at, now.toISOString(), leadId)
    .run();
  return result.meta.changes === 1;
}

/** A visit that stands, with what the owner's list and calendar show of its lead. */
export type BookedVisit = SlotRow & Pick<Lead, "reference" | "first_name" | "project_type" | "project_details">;

/** Visits that stand from `fromDate` (London's `2026-12-01`) on, soonest first. */
export async function bookedVisits(db: D1Database, fromDate: string): Promise<BookedVisit[]> {
  const { results } = await db
    .prepare(
      `SELECT visit_slots.*, leads.reference, leads.first_name, leads.project_type, leads.project_details
       FROM visit_slots JOIN leads ON leads.id = visit_slots.lead_id
       WHERE ${standing.replace(/(\w+_at)/g, "visit_slots.$1")} AND visit_slots.date >= ?
       ORDER BY visit_slots.date, visit_slots.part <> 'am', visit_slots.at, visit_slots.id`,
    )
    .bind(fromDate)
    .all<BookedVisit>();
  return results;
}

/** The calendar feed's secret token. */
export async function feedToken(db: D1Database): Promise<string> {
  const row = await db.prepare("SELECT token FROM calendar_feed WHERE id = 1").first<{ token: string }>();
  return row?.token ?? "";
}

/** A new feed token (32 random bytes, hex): the old address stops working at once. */
export async function replaceFeedToken(db: D1Database, now: Date): Promise<string> {
  const token = [...crypto.getRandomValues(new Uint8Array(32))].map((b) => b.toString(16).padStart(2, "0")).join("");
  await db
    .prepare(
      "INSERT INTO calendar_feed (id, token, created_at) VALUES (1, ?, ?) ON CONFLICT (id) DO UPDATE SET token = excluded.token, created_at = excluded.created_at",
    )
    .bind(token, now.toISOString())
    .run();
  return token;
}

/** True when `token` is the feed's current one. */
export async function isFeedToken(db: D1Database, token: string): Promise<boolean> {
  return (await db.prepare("SELECT 1 FROM calendar_feed WHERE id = 1 AND token = ?").bind(token).first()) !== null;
}
