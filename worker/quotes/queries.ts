/**
 * The quotes' rows in D1 (migration 0019): the draft, the versions, their events, the acceptance and the
 * saved lines. Every change that must happen once is one statement whose condition decides it: a version
 * is added only while no acceptance stands, an acceptance only of the latest sent version before its
 * expiry and only once per quote, a cancellation only once and only by its last day.
 */
import type { AcceptanceRecord } from "./content";
import type { QuoteDraft } from "./draft";

export interface QuoteRow {
  id: number;
  lead_id: number;
  draft: string;
  draft_saved_at: string;
  seen_version: number;
}

export interface VersionRow {
  id: number;
  quote_id: number;
  version: number;
  snapshot: string;
  sha256: string;
  expires_on: string;
  created_at: string;
  sent_at: string | null;
  sent_by: "share" | "download" | null;
}

export type QuoteEventKind = "viewed" | "declined" | "reminded" | "confirmationSent";

export interface QuoteEventRow {
  version: number;
  kind: QuoteEventKind;
  words: string;
  at: string;
}

export type CancelledVia = "page" | "phone" | "email" | "letter";

export interface AcceptanceRow {
  id: number;
  quote_id: number | null;
  reference: string;
  version: number;
  snapshot: string;
  sha256: string;
  options: string;
  gross_pence: number;
  full_name: string;
  email: string;
  early_start: number;
  user_agent: string;
  accepted_at: string;
  cancel_by: string | null;
  cancelled_at: string | null;
  cancelled_via: CancelledVia | null;
  cancellation_recorded_at: string | null;
  confirmation_sent_at: string | null;
  ended_at: string | null;
}

/** An acceptance's row as the contract's record the PDFs and the export read (content.ts's AcceptanceRecord). */
export const acceptanceRecord = (row: AcceptanceRow): AcceptanceRecord => ({
  version: row.version,
  contentSha256: row.sha256,
  options: JSON.parse(row.options) as number[],
  fullName: row.full_name,
  email: row.email,
  earlyStart: row.early_start === 1,
  userAgent: row.user_agent,
  acceptedAt: row.accepted_at,
  cancelBy: row.cancel_by,
  cancelledAt: row.cancelled_at,
  cancelledVia: row.cancelled_via,
});

/** Everything recorded of one lead's quote, or undefined if none was begun. */
export interface QuoteRecord {
  quote: QuoteRow;
  versions: VersionRow[];
  events: QuoteEventRow[];
  acceptance: AcceptanceRow | undefined;
}

/** The lead's quote with its versions (oldest first), events (oldest first) and acceptance. */
export async function quoteOfLead(db: D1Database, leadId: number): Promise<QuoteRecord | undefined> {
  const quote = await db.prepare("SELECT * FROM quotes WHERE lead_id = ?").bind(leadId).first<QuoteRow>();
  if (!quote) return undefined;
  const [versions, events, acceptance] = await db.batch([
    db.prepare("SELECT * FROM quote_versions WHERE quote_id = ? ORDER BY version").bind(quote.id),
    db.prepare("SELECT version, kind, words, at FROM quote_events WHERE quote_id = ? ORDER BY id").bind(quote.id),
    db.prepare("SELECT * FROM quote_acceptances WHERE quote_id = ?").bind(quote.id),
  ]);
  return {
    quote,
    versions: (versions?.results ?? []) as VersionRow[],
    events: (events?.results ?? []) as QuoteEventRow[],
    acceptance: (acceptance?.results[0] as AcceptanceRow | undefined) ?? undefined,
  };
}

/** Every quote's record, for the list's steps and filters, the stats and the reminders. */
export async function allQuoteRecords(db: D1Database): Promise<Map<number, QuoteRecord>> {
  const [quotes, versions, events, acceptances] = await db.batch([
    db.prepare("SELECT * FROM quotes"),
    db.prepare("SELECT * FROM quote_versions ORDER BY quote_id, version"),
    db.prepare("SELECT quote_id, version, kind, words, at FROM quote_events ORDER BY id"),
    db.prepare("SELECT * FROM quote_acceptances WHERE quote_id IS NOT NULL"),
  ]);
  const byQuote = new Map<number, QuoteRecord>();
  for (const quote of (quotes?.results ?? []) as QuoteRow[])
    byQuote.set(quote.id, { quote, versions: [], events: [], acceptance: undefined });
  for (const version of (versions?.results ?? []) as VersionRow[])
    byQuote.get(version.quote_id)?.versions.push(version);
  for (const event of (events?.results ?? []) as (QuoteEventRow & { quote_id: number })[])
    byQuote
      .get(event.quote_id)
      ?.events.push({ version: event.version, kind: event.kind, words: event.words, at: event.at });
  for (const acceptance of (acceptances?.results ?? []) as AcceptanceRow[]) {
    const record = acceptance.quote_id === null ? undefined : byQuote.get(acceptance.quote_id);
    if (record) record.acceptance = acceptance;
  }
  return new Map([...byQuote.values()].map((record) => [record.quote.lead_id, record]));
}

/**
 * Saves the draft as written, unless the quote is accepted (an accepted version is never changed, and
 * nothing new follows it); false when refused.
 */
export async function saveDraft(db: D1Database, leadId: number, draft: QuoteDraft, now: Date): Promise<boolean> {
  const row = await db
    .prepare(
      `INSERT INTO quotes (lead_id, draft, draft_saved_at) VALUES (?1, ?2, ?3)
       ON CONFLICT (lead_id) DO UPDATE SET draft = excluded.draft, draft_saved_at = excluded.draft_saved_at
       WHERE NOT EXISTS (SELECT 1 FROM quote_acceptances WHERE quote_id = quotes.id)
       RETURNING id`,
    )
    .bind(leadId, JSON.stringify(draft), now.toISOString())
    .first<{ id: number }>();
  return row !== null;
}

/**
 * Adds the next version of the lead's quote, with its frozen snapshot and fingerprint, unless an
 * acceptance stands; returns its number, or undefined when refused.
 */
export async function addVersion(
  db: D1Database,
  quoteId: number,
  version: { snapshot: string; sha256: string; expiresOn: string },
  now: Date,
): Promise<number | undefined> {
  const row = await db
    .prepare(
      `INSERT INTO quote_versions (quote_id, version, snapshot, sha256, expires_on, created_at)
       SELECT ?1, COALESCE(MAX(version), 0) + 1, ?2, ?3, ?4, ?5 FROM quote_versions WHERE quote_id = ?1
       AND NOT EXISTS (SELECT 1 FROM quote_acceptances WHERE quote_id = ?1)
       RETURNING version`,
    )
    .bind(quoteId, version.snapshot, version.sha256, version.expiresOn, now.toISOString())
    .first<{ version: number }>();
  return row?.version;
}

/**
 * Records that the owner sent the version (shared or downloaded and attached): once, and only for the
 * latest version. The lead's status becomes "quoted" unless it has gone further (won) or was closed.
 */
export async function markSent(
  db: D1Database,
  quoteId: number,
  version: number,
  by: "share" | "download",
  now: Date,
): Promise<boolean> {
  const [sent] = await db.batch([
    db
      .prepare(
        `UPDATE quote_versions SET sent_at = ?1, sent_by = ?2 WHERE quote_id = ?3 AND version = ?4 AND sent_at IS NULL
         AND version = (SELECT MAX(version) FROM quote_versions WHERE quote_id = ?3)`,
      )
      .bind(now.toISOString(), by, quoteId, version),
    db
      .prepare(
        `UPDATE leads SET status = 'quoted', updated_at = ?1
         WHERE id = (SELECT lead_id FROM quotes WHERE id = ?2) AND status IN ('new', 'contacted', 'quoted', 'lost')`,
      )
      .bind(now.toISOString(), quoteId),
  ]);
  return (sent?.meta.changes ?? 0) > 0;
}

/** Records the first view of a sent quote; true when this was the first. */
export async function markViewed(db: D1Database, quoteId: number, version: number, now: Date): Promise<boolean> {
  const result = await db
    .prepare("INSERT INTO quote_events (quote_id, version, kind, at) VALUES (?, ?, 'viewed', ?) ON CONFLICT DO NOTHING")
    .bind(quoteId, version, now.toISOString())
    .run();
  return result.meta.changes > 0;
}

/** The homeowner's page has shown them this version ("changed since you last looked" compares with it). */
export const markSeenVersion = (db: D1Database, quoteId: number, version: number) =>
  db.prepare("UPDATE quotes SET seen_version = MAX(seen_version, ?) WHERE id = ?").bind(version, quoteId).run();

/** A quote event with words (a decline's reason, a reminder's day), once per kind and version where the index says so. */
export async function addEvent(
  db: D1Database,
  quoteId: number,
  event: { version: number; kind: QuoteEventKind; words?: string },
  now: Date,
): Promise<boolean> {
  const result = await db
    .prepare(
      "INSERT INTO quote_events (quote_id, version, kind, words, at) VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
    )
    .bind(quoteId, event.version, event.kind, event.words ?? "", now.toISOString())
    .run();
  return result.meta.changes > 0;
}

/** What an acceptance records (the version's snapshot and fingerprint are copied from the version itself). */
export interface AcceptanceInput {
  version: number;
  options: number[];
  grossPence: number;
  fullName: string;
  email: string;
  earlyStart: boolean;
  userAgent: string;
  cancelBy: string | null;
  today: string;
}

/**
 * Accepts the version: only the latest version, sent, not past its expiry (London's `today`), not
 * declined since it was sent, and only once per quote (the unique quote_id: two at once give one).
 * The lead becomes won. Returns the acceptance's id, or undefined when refused.
 */
export async function acceptVersion(
  db: D1Database,
  quoteId: number,
  input: AcceptanceInput,
  now: Date,
): Promise<number | undefined> {
  const at = now.toISOString();
  const [accepted] = await db.batch([
    db
      .prepare(
        `INSERT INTO quote_acceptances (quote_id, reference, version, snapshot, sha256, options, gross_pence, full_name,
           email, early_start, user_agent, accepted_at, cancel_by)
         SELECT v.quote_id, leads.reference, v.version, v.snapshot, v.sha256, ?3, ?4, ?5, ?6, ?7, ?8, ?9, ?10
         FROM quote_versions AS v JOIN quotes ON quotes.id = v.quote_id JOIN leads ON leads.id = quotes.lead_id
         WHERE v.quote_id = ?1 AND v.version = ?2 AND v.sent_at IS NOT NULL AND v.expires_on >= ?11
           AND v.version = (SELECT MAX(version) FROM quote_versions WHERE quote_id = ?1)
           AND NOT EXISTS (SELECT 1 FROM quote_events WHERE quote_id = ?1 AND version = ?2 AND kind = 'declined')
         ON CONFLICT (quote_id) DO NOTHING
         RETURNING id`,
      )
      .bind(
        quoteId,
        input.version,
        JSON.stringify(input.options),
        input.grossPence,
        input.fullName,
        input.email,
        input.earlyStart ? 1 : 0,
        input.userAgent,
        at,
        input.cancelBy,
        input.today,
      ),
    db
      .prepare(
        `UPDATE leads SET status = 'won', won_at = COALESCE(won_at, ?1), updated_at = ?1 WHERE id = (SELECT lead_id FROM quotes WHERE id = ?2)
         AND EXISTS (SELECT 1 FROM quote_acceptances WHERE quote_id = ?2 AND accepted_at = ?1)`,
      )
      .bind(at, quoteId),
  ]);
  return (accepted?.results[0] as { id: number } | undefined)?.id;
}

/**
 * Cancels the contract: once, and only where the cancellation pack applies and by its last day (London's
 * `day`, the day the homeowner cancelled; for one recorded by the owner, the day the homeowner sent it).
 * The contract ends then; the lead is closed as lost. True when this call cancelled it.
 */
export async function cancelContract(
  db: D1Database,
  acceptanceId: number,
  cancellation: { via: CancelledVia; at: string; day: string },
  now: Date,
): Promise<boolean> {
  const [cancelled] = await db.batch([
    db
      .prepare(
        `UPDATE quote_acceptances SET cancelled_at = ?1, cancelled_via = ?2, cancellation_recorded_at = ?3, ended_at = ?1
         WHERE id = ?4 AND cancelled_at IS NULL AND cancel_by IS NOT NULL AND cancel_by >= ?5`,
      )
      .bind(cancellation.at, cancellation.via, now.toISOString(), acceptanceId, cancellation.day),
    db
      .prepare(
        `UPDATE leads SET status = 'lost', updated_at = ?1 WHERE id = (SELECT lead_id FROM quotes
         JOIN quote_acceptances AS a ON a.quote_id = quotes.id WHERE a.id = ?2 AND a.cancelled_at IS NOT NULL)`,
      )
      .bind(now.toISOString(), acceptanceId),
  ]);
  return (cancelled?.meta.changes ?? 0) > 0;
}

/** The owner sent the confirmation PDF. */
export const markConfirmationSent = (db: D1Database, acceptanceId: number, now: Date) =>
  db
    .prepare("UPDATE quote_acceptances SET confirmation_sent_at = ? WHERE id = ? AND confirmation_sent_at IS NULL")
    .bind(now.toISOString(), acceptanceId)
    .run();

/** A saved line of the owner's library. */
export interface SavedLineRow {
  id: number;
  description: string;
  unit: string;
  unit_price_pence: number;
  vat_rate: 20 | 5 | 0 | null;
}

export async function savedLines(db: D1Database): Promise<SavedLineRow[]> {
  const { results } = await db
    .prepare("SELECT id, description, unit, unit_price_pence, vat_rate FROM quote_saved_lines ORDER BY description, id")
    .all<SavedLineRow>();
  return results;
}

export const addSavedLine = (db: D1Database, line: Omit<SavedLineRow, "id">, now: Date) =>
  db
    .prepare(
      "INSERT INTO quote_saved_lines (description, unit, unit_price_pence, vat_rate, created_at) VALUES (?, ?, ?, ?, ?)",
    )
    .bind(line.description, line.unit, line.unit_price_pence, line.vat_rate, now.toISOString())
    .run();

export const deleteSavedLine = (db: D1Database, id: number) =>
  db.prepare("DELETE FROM quote_saved_lines WHERE id = ?").bind(id).run();
