/**
 * A per-network limit on quote requests, kept in D1: the Workers rate-limit
 * binding only counts over 10 or 60 seconds. An IPv4 address is its own
 * network; an IPv6 address counts with its /64, which one home or phone is
 * given whole. Networks are stored hashed, and no row outlives the window.
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

/** The groups of an IPv6 address, eight numbers, or undefined when it is not one. */
function ipv6Groups(address: string): number[] | undefined {
  const halves = address.split("::");
  if (halves.length > 2) return undefined;
  const split = (half: string | undefined) => (half ? half.split(":") : []);
  const [left, right] = [split(halves[0]), split(halves[1])];
  const missing = 8 - left.length - right.length;
  if (halves.length === 1 ? missing !== 0 : missing < 1) return undefined;
  const groups = [...left, ...Array<string>(halves.length === 1 ? 0 : missing).fill("0"), ...right];
  return groups.every((g) => /^[0-9a-f]{1,4}$/i.test(g)) ? groups.map((g) => parseInt(g, 16)) : undefined;
}

/**
 * What the limit counts a client by: an IPv4 address itself (also when written IPv6-mapped,
 * `::ffff:203.0.113.7`), and an IPv6 address by its /64, e.g. `2001:db8:0:1::/64`.
 */
export function networkOf(address: string): string {
  const trimmed = address.trim().toLowerCase().split("%")[0] ?? "";
  const mapped = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/.exec(trimmed);
  if (mapped?.[1]) return mapped[1];
  if (!trimmed.includes(":")) return trimmed;
  const groups = ipv6Groups(trimmed);
  return groups
    ? `${groups
        .slice(0, 4)
        .map((g) => g.toString(16))
        .join(":")}::/64`
    : trimmed;
}

async function hashAddress(address: string, salt: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(`${salt}:${address}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The tables that count hits: quote requests, and lookups of a request's lost link. */
export type HitTable = "rate_hits" | "lookup_hits";

/** Counts this request against the network (`networkOf`) in `table`; false when it is over the limit. */
export async function withinLimit(
  db: D1Database,
  limit: RateLimit,
  address: string,
  salt: string,
  now: number,
  table: HitTable = "rate_hits",
): Promise<boolean> {
  if (limit.max === 0) return true;
  const hash = await hashAddress(networkOf(address), salt);
  const since = now - limit.windowMs;
  const [, counted] = await db.batch<{ n: number }>([
    db.prepare(`DELETE FROM ${table} WHERE at <= ?`).bind(since),
    db.prepare(`SELECT count(*) AS n FROM ${table} WHERE address_hash = ?`).bind(hash),
  ]);
  if ((counted?.results[0]?.n ?? 0) >= limit.max) return false;
  await db.prepare(`INSERT INTO ${table} (address_hash, at) VALUES (?, ?)`).bind(hash, now).run();
  return true;
}
