/**
 * A per-address limit on quote requests, kept in D1: the Workers rate-limit
 * binding only counts over 10 or 60 seconds. Addresses are stored hashed,
 * and no row outlives the window.
 */
export interface RateLimit {
  /** Requests allowed per address in the window; 0 turns the limit off. */
  max: number;
  windowMs: number;
}

export function rateLimitFrom(env: { RATE_LIMIT_MAX?: string; RATE_LIMIT_WINDOW_SECONDS?: string }): RateLimit {
  const max = Number(env.RATE_LIMIT_MAX ?? 5);
  const seconds = Number(env.RATE_LIMIT_WINDOW_SECONDS ?? 600);
  return {
    max: Number.isFinite(max) && max >= 0 ? Math.floor(max) : 5,
    windowMs: (Number.isFinite(seconds) && seconds > 0 ? seconds : 600) * 1000,
  };
}

async function hashAddress(address: string, salt: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${salt}:${address}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Counts this request against the address; false when the address is over the limit. */
export async function withinLimit(
  db: D1Database,
  limit: RateLimit,
  address: string,
  salt: string,
  now: number,
): Promise<boolean> {
  if (limit.max === 0) return true;
  const hash = await hashAddress(address, salt);
  const since = now - limit.windowMs;
  const [, counted] = await db.batch<{ n: number }>([
    db.prepare("DELETE FROM rate_hits WHERE at <= ?").bind(since),
    db.prepare("SELECT count(*) AS n FROM rate_hits WHERE address_hash = ?").bind(hash),
  ]);
  if ((counted?.results[0]?.n ?? 0) >= limit.max) return false;
  await db.prepare("INSERT INTO rate_hits (address_hash, at) VALUES (?, ?)").bind(hash, now).run();
  return true;
}
