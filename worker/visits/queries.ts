/** Site visits' reads and writes in D1, with bound parameters only. */
import type { Slot } from "./slots";
import { postcodeIn } from "../leads/postcode";
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
  /** How many times the owner moved it (visit_moves): the .ics's SEQUENCE. */
  moves: number;
  /** Where to come, as the homeowner gave it once the time was confirmed. */
  address_line: string | null;
  address_postcode: string | null;
  access_notes: string | null;
  address_at: string | null;
  /** "None of these times suit me": when the homeowner declined this proposal, and their line. */
  declined_at: string | null;
  decline_note: string | null;
}

/** One move of a visit: the time it had and the time it got. */
export interface VisitMove {
  slot_id: number;
  from_date: string;
  from_part: Slot["part"];
  from_at: string | null;
  to_date: string;
  to_part: Slot["part"];
  to_at: string | null;
  /** The narrower window of a morning or afternoon, before and after the move. */
  from_window_start: string | null;
  from_window_end: string | null;
  to_window_start: string | null;
  to_window_end: string | null;
  moved_at: string;
}

/** The visit's address as the homeowner gave it (checked and cleaned by address.ts). */
export interface VisitAddress {
  line: string;
  postcode: string;
  notes: string;
}

/** A slot's columns with its number of moves. */
const slotColumns =
  "visit_slots.*, (SELECT count(*) FROM visit_moves WHERE visit_moves.slot_id = visit_slots.id) AS moves";

/** The one condition of a visit that stands: confirmed, not cancelled (the unique index counts the same). */
const standing = "confirmed_at IS NOT NULL AND cancelled_at IS NULL";

/** A lead's slots, oldest first. */
export async function slotsOfLead(db: D1Database, leadId: number): Promise<SlotRow[]> {
  const { results } = await db
    .prepare(`SELECT ${slotColumns} FROM visit_slots WHERE lead_id = ? ORDER BY proposed_at, id`)
    .bind(leadId)
    .all<SlotRow>();
  return results;
}

/** Every lead's slots, each lead's oldest first: the list's visit steps (ownerRoutes.ts's visitSteps). */
export async function slotsOfAllLeads(db: D1Database): Promise<SlotRow[]> {
  const { results } = await db
    .prepare(`SELECT ${slotColumns} FROM visit_slots ORDER BY lead_id, proposed_at, id`)
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
          `INSERT INTO visit_slots (lead_id, date, part, at, window_start, window_end, proposed_at) SELECT ?, ?, ?, ?, ?, ?, ?
           WHERE NOT EXISTS (SELECT 1 FROM visit_slots WHERE lead_id = ? AND ${standing})`,
        )
        .bind(leadId, slot.date, slot.part, slot.at, slot.window_start ?? null, slot.window_end ?? null, at, leadId),
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

/**
 * Moves the lead's standing visit to another slot, keeping the move (from and to) in visit_moves, in one
 * batch; true when there was a visit to move.
 */
export async function moveVisit(db: D1Database, leadId: number, slot: Slot, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const window = { start: slot.window_start ?? null, end: slot.window_end ?? null };
  const [, result] = await db.batch([
    db
      .prepare(
        `INSERT INTO visit_moves (slot_id, from_date, from_part, from_at, from_window_start, from_window_end,
           to_date, to_part, to_at, to_window_start, to_window_end, moved_at)
         SELECT id, date, part, at, window_start, window_end, ?, ?, ?, ?, ?, ? FROM visit_slots WHERE lead_id = ? AND ${standing}`,
      )
      .bind(slot.date, slot.part, slot.at, window.start, window.end, at, leadId),
    db
      .prepare(
        `UPDATE visit_slots SET date = ?, part = ?, at = ?, window_start = ?, window_end = ?, moved_at = ?
         WHERE lead_id = ? AND ${standing}`,
      )
      .bind(slot.date, slot.part, slot.at, window.start, window.end, at, leadId),
  ]);
  return result?.meta.changes === 1;
}

/** A lead's visits' moves, oldest first. */
export async function movesOfLead(db: D1Database, leadId: number): Promise<VisitMove[]> {
  const { results } = await db
    .prepare(
      `SELECT visit_moves.* FROM visit_moves JOIN visit_slots ON visit_slots.id = visit_moves.slot_id
       WHERE visit_slots.lead_id = ? ORDER BY visit_moves.id`,
    )
    .bind(leadId)
    .all<VisitMove>();
  return results;
}

/** Keeps the address of the lead's standing visit; true when there was one. */
export async function setVisitAddress(db: D1Database, leadId: number, address: VisitAddress, now: Date) {
  const result = await db
    .prepare(
      `UPDATE visit_slots SET address_line = ?, address_postcode = ?, access_notes = ?, address_at = ?
       WHERE lead_id = ? AND ${standing}`,
    )
    .bind(address.line, address.postcode, address.notes, now.toISOString(), leadId)
    .run();
  return result.meta.changes === 1;
}

/**
 * "None of these times suit me": closes the lead's open slots, marked declined with the homeowner's
 * line, unless a visit stands; true when there were times to decline.
 */
export async function declineSlots(db: D1Database, leadId: number, note: string, now: Date): Promise<boolean> {
  const at = now.toISOString();
  const result = await db
    .prepare(
      `UPDATE visit_slots SET closed_at = ?, declined_at = ?, decline_note = ?
       WHERE lead_id = ? AND closed_at IS NULL AND confirmed_at IS NULL AND cancelled_at IS NULL
       AND NOT EXISTS (SELECT 1 FROM visit_slots WHERE lead_id = ? AND ${standing})`,
    )
    .bind(at, at, note, leadId, leadId)
    .run();
  return result.meta.changes > 0;
}

/** A visit that stands, with what the owner's list and calendar show of its lead. */
export type BookedVisit = SlotRow & Pick<Lead, "reference" | "first_name" | "project_type" | "project_details">;

/** Visits that stand from `fromDate` (London's `2026-12-01`) on, soonest first. */
export async function bookedVisits(db: D1Database, fromDate: string): Promise<BookedVisit[]> {
  const { results } = await db
    .prepare(
      `SELECT ${slotColumns}, leads.reference, leads.first_name, leads.project_type, leads.project_details
       FROM visit_slots JOIN leads ON leads.id = visit_slots.lead_id
       WHERE ${standing.replace(/(\w+_at)/g, "visit_slots.$1")} AND visit_slots.date >= ?
       ORDER BY visit_slots.date, visit_slots.part <> 'am', visit_slots.at, visit_slots.id`,
    )
    .bind(fromDate)
    .all<BookedVisit>();
  return results;
}

/**
 * The visits that stand on London's `date` (`2026-12-08`), of requests not withdrawn, soonest first:
 * the owner's morning summary lists them (morning.ts).
 */
export async function visitsOn(db: D1Database, date: string): Promise<BookedVisit[]> {
  const { results } = await db
    .prepare(
      `SELECT ${slotColumns}, leads.reference, leads.first_name, leads.project_type, leads.project_details
       FROM visit_slots JOIN leads ON leads.id = visit_slots.lead_id
       WHERE ${standing.replace(/(\w+_at)/g, "visit_slots.$1")} AND visit_slots.date = ? AND leads.withdrawn_at IS NULL
       ORDER BY CASE visit_slots.part WHEN 'am' THEN '' WHEN 'pm' THEN '12:00' ELSE visit_slots.at END, visit_slots.id`,
    )
    .bind(date)
    .all<BookedVisit>();
  return results;
}

/**
 * Each lead's visit that stands, its London date: "How we're doing"'s days from the visit to the quote,
 * which index.ts hands to the quotes' figures (a feature reads no other feature's tables).
 */
export async function visitDates(db: D1Database): Promise<Map<number, string>> {
  const { results } = await db
    .prepare(`SELECT lead_id, date FROM visit_slots WHERE ${standing}`)
    .all<{ lead_id: number; date: string }>();
  return new Map(results.map((row) => [row.lead_id, row.date]));
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

/** Whether the feed carries the visit's street line and access notes (the owner's setting; off by default). */
export async function feedWithAddress(db: D1Database): Promise<boolean> {
  const row = await db.prepare("SELECT with_address FROM calendar_feed WHERE id = 1").first<{ with_address: number }>();
  return row?.with_address === 1;
}

/** Turns the feed's addresses on or off. */
export async function setFeedWithAddress(db: D1Database, on: boolean): Promise<void> {
  await db
    .prepare("UPDATE calendar_feed SET with_address = ? WHERE id = 1")
    .bind(on ? 1 : 0)
    .run();
}

/** The postcode written in the lead's request, or '' (to pre-fill the visit's address). */
export async function requestPostcode(db: D1Database, leadId: number): Promise<string> {
  const row = await db
    .prepare("SELECT project_details FROM leads WHERE id = ?")
    .bind(leadId)
    .first<{ project_details: string }>();
  return row ? postcodeIn(row.project_details) : "";
}
