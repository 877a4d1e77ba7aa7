/**
 * How long an acceptance is kept: it is the contract's record (with its own copy of the version
 * accepted), kept six years after the contract ends (Limitation Act 1980 s.5; HMRC's six years for VAT
 * records), whatever becomes of the request. A contract that ended (cancelled; completed, once jobs are
 * recorded: `ended_at`) goes six years after its end; one never ended goes six years after the
 * acceptance, and only once its request is gone (erased, or deleted by leads/retention.ts, which keeps a
 * won request six years after its last change): `quote_id` is then NULL, the quote having gone with the
 * lead (the foreign key's ON DELETE SET NULL). A declined or expired quote is no contract: it goes with
 * its request, through the cascade.
 */

/** The years a contract's record is kept after the contract ends. */
export const contractYears = 6;

/** The moment `years` before `now`, as stored timestamps are written (ISO 8601, UTC). */
function yearsBefore(now: Date, years: number): string {
  const then = new Date(now);
  then.setUTCFullYear(then.getUTCFullYear() - years);
  return then.toISOString();
}

/** Deletes the acceptances past their six years (the scheduled run, at `now`); returns how many. */
export async function deleteExpiredAcceptances(db: D1Database, now: Date): Promise<number> {
  const limit = yearsBefore(now, contractYears);
  const result = await db
    .prepare(
      `DELETE FROM quote_acceptances
       WHERE (ended_at IS NOT NULL AND ended_at < ?1) OR (ended_at IS NULL AND quote_id IS NULL AND accepted_at < ?1)`,
    )
    .bind(limit)
    .run();
  return result.meta.changes;
}

/**
 * The contract ends when its job is completed (html/sections.ts's `jobs.completed`, which index.ts adds
 * this to): the acceptance that stands on the lead's quote, not cancelled, takes the completion as its
 * end, once, so its six years count from the end of the work.
 */
export async function endContractOnCompletion(c: { env: { DB: D1Database } }, leadId: number, at: Date): Promise<void> {
  await c.env.DB.prepare(
    `UPDATE quote_acceptances SET ended_at = ?2
     WHERE ended_at IS NULL AND cancelled_at IS NULL AND quote_id IN (SELECT id FROM quotes WHERE lead_id = ?1)`,
  )
    .bind(leadId, at.toISOString())
    .run();
}
