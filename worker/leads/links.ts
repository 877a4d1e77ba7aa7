/**
 * The links to a request's private page (/request/<token>): 128 bits unrelated to the reference,
 * stored only as their SHA-256, so the database never holds a working link. A request may have
 * several; they go with the lead when erasure or retention deletes it (ON DELETE CASCADE, which D1
 * always enforces: migrations/0010_request_photos.sql).
 *
 * - The API's answer and each matching lookup mint a random link (`issueRequestLink`).
 * - The owner's sends (the visit's link today) reuse one link, the owner's: derived from the secret,
 *   the lead and its link generation (HMAC-SHA-256), so it is made again rather than stored (`ownerLink`).
 * - A link works until 180 days after its last use, while the request is not won (a won request's
 *   links stay live: its quote, job and review come after); the scheduled run deletes the rest.
 * - Over 10 live links, minting one drops the least recently used, never one used in the last 30 days.
 * - "Stop every link" deletes them all and moves the generation on, so the owner's link changes too.
 */
import { requestPath } from "../../src/lib/requestLink";
import { keyedBytes } from "../platform/keyedHash";
import type { Lead } from "./row";

/** The links' limits in one place. */
export const linkPolicy = { liveDays: 180, maxLive: 10, keepUsedWithinDays: 30 } as const;

const dayMs = 86_400_000;

const base64url = (bytes: Uint8Array) =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");

/** A new token: 16 random bytes, base64url without padding (22 characters). */
export const makeToken = (): string => base64url(crypto.getRandomValues(new Uint8Array(16)));

/** What the table keeps of a token: its SHA-256, in hex. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** The route pattern of a request page's token: 22 base64url characters (`makeToken`). */
export const tokenRoute = "/:token{[A-Za-z0-9_-]{22}}";

const insertToken = (db: D1Database, hash: string, leadId: number, now: Date, owner: boolean) =>
  db
    .prepare(
      "INSERT OR IGNORE INTO request_tokens (token_hash, lead_id, created_at, last_used_at, owner) VALUES (?, ?, ?, ?, ?)",
    )
    .bind(hash, leadId, now.toISOString(), now.toISOString(), owner ? 1 : 0);

/** Over the cap, the least recently used links of the lead go, but none used in the last 30 days. */
const dropLeastUsed = (db: D1Database, leadId: number, now: Date) =>
  db
    .prepare(
      `DELETE FROM request_tokens WHERE token_hash IN (
         SELECT token_hash FROM request_tokens WHERE lead_id = ? AND coalesce(last_used_at, created_at) < ?
         ORDER BY coalesce(last_used_at, created_at)
         LIMIT max(0, (SELECT count(*) FROM request_tokens WHERE lead_id = ?) - ?))`,
    )
    .bind(
      leadId,
      new Date(now.getTime() - linkPolicy.keepUsedWithinDays * dayMs).toISOString(),
      leadId,
      linkPolicy.maxLive,
    );

/** Makes and stores a new link for the lead; returns the page's path, `/request/<token>`. */
export async function issueRequestLink(db: D1Database, leadId: number, now: Date): Promise<string> {
  const token = makeToken();
  await db.batch([insertToken(db, await hashToken(token), leadId, now, false), dropLeastUsed(db, leadId, now)]);
  return requestPath(token);
}

/** The owner's link to the lead's page, the same every time until "Stop every link"; stored (as its hash) on first use. */
export async function ownerLink(env: { DB: D1Database; RATE_LIMIT_SALT?: string }, leadId: number, now: Date) {
  const lead = await env.DB.prepare("SELECT link_generation FROM leads WHERE id = ?")
    .bind(leadId)
    .first<{ link_generation: number }>();
  const mac = await keyedBytes(env.RATE_LIMIT_SALT ?? "", "owner-link", `${leadId}:${lead?.link_generation ?? 0}`);
  const token = base64url(mac.slice(0, 16));
  await env.DB.batch([
    insertToken(env.DB, await hashToken(token), leadId, now, true),
    dropLeastUsed(env.DB, leadId, now),
  ]);
  return requestPath(token);
}

/**
 * The lead a live token opens, or null (unknown, expired, or the lead is gone); marks the token used.
 * Live: used in the last 180 days, or its request won.
 */
export async function openToken(
  db: D1Database,
  token: string,
  now: Date,
): Promise<Pick<Lead, "id" | "reference" | "withdrawn_at"> | null> {
  const hash = await hashToken(token);
  const since = new Date(now.getTime() - linkPolicy.liveDays * dayMs).toISOString();
  const lead = await db
    .prepare(
      `SELECT leads.id, leads.reference, leads.withdrawn_at FROM request_tokens JOIN leads ON leads.id = request_tokens.lead_id
       WHERE token_hash = ? AND (coalesce(last_used_at, request_tokens.created_at) > ? OR leads.status = 'won')`,
    )
    .bind(hash, since)
    .first<Pick<Lead, "id" | "reference" | "withdrawn_at">>();
  if (lead) {
    await db
      .prepare("UPDATE request_tokens SET last_used_at = ? WHERE token_hash = ?")
      .bind(now.toISOString(), hash)
      .run();
  }
  return lead;
}

/** "Stop every link": the lead's links deleted, and its generation moved on so the owner's link changes. */
export const revokeLinks = (db: D1Database, leadId: number) =>
  db.batch([
    db.prepare("DELETE FROM request_tokens WHERE lead_id = ?").bind(leadId),
    db.prepare("UPDATE leads SET link_generation = link_generation + 1 WHERE id = ?").bind(leadId),
  ]);

/** The scheduled run's share: links unused for 180 days, of requests not won. */
export const deleteExpiredLinks = (db: D1Database, now: Date) =>
  db
    .prepare(
      `DELETE FROM request_tokens WHERE coalesce(last_used_at, created_at) <= ?
       AND lead_id NOT IN (SELECT id FROM leads WHERE status = 'won')`,
    )
    .bind(new Date(now.getTime() - linkPolicy.liveDays * dayMs).toISOString())
    .run();
