/**
 * The links to a request's private page (/request/<token>): 128 random bits,
 * unrelated to the reference, handed out once and stored only as their SHA-256,
 * so the database never holds a working link. A request may have several; they go
 * with the lead when erasure or retention deletes it (ON DELETE CASCADE, which D1
 * always enforces: migrations/0010_request_photos.sql).
 */
import { requestPath } from "../../src/lib/requestLink";
import type { Lead } from "./row";

/** A new token: 16 random bytes, base64url without padding (22 characters). */
export function makeToken(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, "-")
    .replace(/\//g, "_")
    .replace(/=+$/, "");
}

/** What the table keeps of a token: its SHA-256, in hex. */
export async function hashToken(token: string): Promise<string> {
  const digest = await crypto.subtle.digest("SHA-256", new TextEncoder().encode(token));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, "0")).join("");
}

/** Makes and stores a new link for the lead; returns the page's path, `/request/<token>`. */
export async function issueRequestLink(db: D1Database, leadId: number, now: Date): Promise<string> {
  const token = makeToken();
  await db
    .prepare("INSERT INTO request_tokens (token_hash, lead_id, created_at) VALUES (?, ?, ?)")
    .bind(await hashToken(token), leadId, now.toISOString())
    .run();
  return requestPath(token);
}

/** The reference of the lead a token opens, or null (unknown, or the lead is gone). */
export async function referenceOfToken(db: D1Database, token: string): Promise<string | null> {
  const row = await db
    .prepare(
      "SELECT leads.reference FROM request_tokens JOIN leads ON leads.id = request_tokens.lead_id WHERE token_hash = ?",
    )
    .bind(await hashToken(token))
    .first<{ reference: string }>();
  return row?.reference ?? null;
}

/** The route pattern of a request page's token: 22 base64url characters (`makeToken`). */
export const tokenRoute = "/:token{[A-Za-z0-9_-]{22}}";

/** What a feature's routes under a request's page need of the lead its token opens, or null. */
export async function leadOfToken(
  db: D1Database,
  token: string,
): Promise<Pick<Lead, "id" | "reference" | "withdrawn_at"> | null> {
  return db
    .prepare(
      "SELECT leads.id, leads.reference, leads.withdrawn_at FROM request_tokens JOIN leads ON leads.id = request_tokens.lead_id WHERE token_hash = ?",
    )
    .bind(await hashToken(token))
    .first();
}
