/**
 * Locks on the lookup of a lost link (POST /request), besides the per-network limit: an e-mail
 * address is locked after 5 failed lookups in a day, whatever the reference, and a reference after
 * 5, whatever the e-mail; above a ceiling of failed lookups in an hour, every lookup is refused.
 * A locked lookup answers as a wrong pair does. Keys are stored as keyed hashes (keyedHash.ts), so
 * the table names no address and no reference.
 *
 * Anyone who knows a homeowner's e-mail address can lock them out for a day: the phone, and a new
 * link the owner sends from the lead's page, are the way round (the owner's notices count the locks).
 */

import { keyedHash } from "./keyedHash";

/** The limits, in one place: failures per key in a day, and failed lookups in an hour overall. */
export const lookupLocks = { perKey: 5, keyWindowMs: 24 * 3_600_000, perHour: 60 } as const;

export type LookupKeyKind = "email" | "reference";

/** A lookup's two keys: the e-mail address (trimmed, lower case) and the reference (already normalised). */
export async function lookupKeys(secret: string, reference: string, email: string) {
  return {
    email: await keyedHash(secret, "lookup", `email:${email.trim().toLowerCase()}`),
    reference: await keyedHash(secret, "lookup", `reference:${reference}`),
  } satisfies Record<LookupKeyKind, string>;
}

type Keys = Awaited<ReturnType<typeof lookupKeys>>;

/** Whether the e-mail address or the reference is locked at `now`. */
export async function isLocked(db: D1Database, keys: Keys, now: number): Promise<boolean> {
  const row = await db
    .prepare(
      `SELECT max(n) AS n FROM (SELECT count(*) AS n FROM lookup_failures WHERE key_hash IN (?, ?) AND at > ? GROUP BY key_hash)`,
    )
    .bind(keys.email, keys.reference, now - lookupLocks.keyWindowMs)
    .first<{ n: number | null }>();
  return (row?.n ?? 0) >= lookupLocks.perKey;
}

/** Whether failed lookups in the last hour have reached the ceiling, above which every lookup is refused. */
export async function overCeiling(db: D1Database, now: number): Promise<boolean> {
  const row = await db
    .prepare("SELECT count(*) AS n FROM lookup_failures WHERE kind = 'email' AND at > ?")
    .bind(now - 3_600_000)
    .first<{ n: number }>();
  return (row?.n ?? 0) >= lookupLocks.perHour;
}

/** Records a failed lookup against both keys, and forgets failures older than the lock's window. */
export async function recordFailure(db: D1Database, keys: Keys, now: number): Promise<void> {
  const insert = db.prepare("INSERT INTO lookup_failures (kind, key_hash, at) VALUES (?, ?, ?)");
  await db.batch([
    db.prepare("DELETE FROM lookup_failures WHERE at <= ?").bind(now - lookupLocks.keyWindowMs),
    insert.bind("email", keys.email, now),
    insert.bind("reference", keys.reference, now),
  ]);
}

/** How many e-mail addresses and references are locked at `now` (the owner's notices). */
export async function lockedCounts(db: D1Database, now: number): Promise<Record<LookupKeyKind, number>> {
  const { results } = await db
    .prepare(
      `SELECT kind, count(*) AS n FROM (SELECT kind, key_hash FROM lookup_failures WHERE at > ? GROUP BY kind, key_hash HAVING count(*) >= ?) GROUP BY kind`,
    )
    .bind(now - lookupLocks.keyWindowMs, lookupLocks.perKey)
    .all<{ kind: LookupKeyKind; n: number }>();
  const count = (kind: LookupKeyKind) => results.find((row) => row.kind === kind)?.n ?? 0;
  return { email: count("email"), reference: count("reference") };
}
