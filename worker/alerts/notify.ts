/**
 * Telling the owner about a lead, exactly once: a lead is claimed with a
 * conditional update before it is sent, so the request's own send and the
 * scheduled retry can never both send it. Failures wait with backoff and give
 * up after a set number of attempts, leaving the lead marked as failed. Above
 * the hourly ceiling (alerts/ceiling.ts) a lead waits for its hour's digest,
 * which the first run after the hour sends for all of them (alerts/digest.ts).
 */
import { site } from "../../src/config/site";
import { toTemplateParams } from "../../src/lib/templateParams";
import { digestParams } from "./digest";
import { sendTemplate, type EmailJsEnv, type SendOutcome } from "./emailjsSend";
import { inboxUrl } from "./inboxUrl";
import { fromRow, type Lead } from "../leads/row";
import { hourlyCeiling, hourMs, hourOf, takesSingle } from "./ceiling";
import { seenToken } from "../leads/firstContact";

export interface NotifyEnv extends EmailJsEnv {
  DB: D1Database;
  RATE_LIMIT_SALT?: string;
  NOTIFY_MAX_ATTEMPTS?: string;
  /** First wait after a failure, in seconds (doubling after each); tests set 0. */
  NOTIFY_BACKOFF_SECONDS?: string;
  /** Single e-mails a clock hour before the digest takes over (default 30). */
  NOTIFY_HOURLY_CEILING?: string;
}

export type NotifyResult = "sent" | "retrying" | "failed" | "digest" | "not due";

/** A claim older than this is taken to have died with its Worker and may be claimed again. */
const claimLeaseMs = 10 * 60_000;

/**
 * Due for notification: waiting (pending, or retrying after a failure) once its wait is over,
 * or claimed by a sender whose lease has lapsed. Bound as ?1 = now, ?2 = the lease's cut-off.
 */
const due = `((notify_status IN ('pending', 'retrying') AND notify_next_at <= ?1)
  OR (notify_status = 'sending' AND notify_claimed_at < ?2))`;

/** Claims the due leads `where` selects (its values bound from ?3 on), returning what a notification needs. */
const claimDue = (env: NotifyEnv, now: number, where: string, ...values: number[]) =>
  env.DB.prepare(
    `UPDATE leads SET notify_status = 'sending', notify_attempts = notify_attempts + 1, notify_claimed_at = ?1
     WHERE ${due} AND ${where}
     RETURNING *`,
  ).bind(now, now - claimLeaseMs, ...values);

/** Wait before attempt n + 1: the first wait (a minute by default), doubling, at most six hours. */
export function backoffMs(env: NotifyEnv, attempts: number): number {
  const first = Number(env.NOTIFY_BACKOFF_SECONDS ?? 60);
  const firstMs = (Number.isFinite(first) && first >= 0 ? first : 60) * 1000;
  return Math.min(firstMs * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);
}

const maxAttempts = (env: NotifyEnv) => Math.max(1, Number(env.NOTIFY_MAX_ATTEMPTS ?? 8) || 8);

const photoCount = async (db: D1Database, id: number) =>
  (await db.prepare("SELECT count(*) AS n FROM lead_photos WHERE lead_id = ?").bind(id).first<number>("n")) ?? 0;

/** The template's parameters for one lead's own e-mail. */
function singleParams(lead: Lead, photos: number, seen: string) {
  const { request, source } = fromRow(lead);
  return {
    ...toTemplateParams(request, site.name),
    reference: lead.reference,
    page: source.page,
    estimate: source.estimate,
    // The photos themselves stay in the inbox, behind Access: the e-mail says how many came and links there.
    photos: String(photos),
    inbox_url: inboxUrl(lead.reference, seen),
  };
}

/** Records what a send of these leads came to: sent, or waiting to retry, or failed after the last attempt. */
async function settle(
  env: NotifyEnv,
  leads: readonly Lead[],
  outcome: SendOutcome,
  now: number,
): Promise<"sent" | "retrying" | "failed"> {
  if (outcome.ok) {
    await env.DB.batch(
      leads.map((lead) =>
        env.DB.prepare(
          "UPDATE leads SET notify_status = 'sent', notified_at = ?, notify_error = NULL WHERE id = ?",
        ).bind(new Date().toISOString(), lead.id),
      ),
    );
    return "sent";
  }
  const givesUp = (lead: Lead) => lead.notify_attempts >= maxAttempts(env);
  await env.DB.batch(
    leads.map((lead) =>
      env.DB.prepare("UPDATE leads SET notify_status = ?, notify_next_at = ?, notify_error = ? WHERE id = ?").bind(
        givesUp(lead) ? "failed" : "retrying",
        now + backoffMs(env, lead.notify_attempts),
        outcome.error,
        lead.id,
      ),
    ),
  );
  return leads[0] && givesUp(leads[0]) ? "failed" : "retrying";
}

/** Over the hour's ceiling: the lead waits, unclaimed and with the attempt given back, for the hour's digest. */
const deferToDigest = (db: D1Database, id: number, now: number) =>
  db
    .prepare(
      `UPDATE leads SET notify_status = 'pending', notify_attempts = notify_attempts - 1, notify_claimed_at = NULL,
         notify_digest_hour = ?, notify_next_at = ? WHERE id = ?`,
    )
    .bind(hourOf(now), (hourOf(now) + 1) * hourMs, id)
    .run();

/** The digest of the lead's hour, due once the hour is over: every lead of that hour still due, in one e-mail. */
async function sendDigest(env: NotifyEnv, first: Lead, hour: number, now: number) {
  const { results: others } = await claimDue(
    env,
    now,
    "notify_digest_hour = ?3 AND id != ?4",
    hour,
    first.id,
  ).all<Lead>();
  const leads = [first, ...others].sort((a, b) => a.id - b.id);
  let photos = 0;
  for (const lead of leads) photos += await photoCount(env.DB, lead.id);
  return settle(env, leads, await sendTemplate(env, digestParams(leads, photos)), now);
}

/** Claims the lead if it is due and unclaimed (or its claim has lapsed), then sends it. */
export async function notifyLead(env: NotifyEnv, id: number, now = Date.now()): Promise<NotifyResult> {
  const lead = await claimDue(env, now, "id = ?3", id).first<Lead>();
  if (!lead) return "not due";
  if (lead.notify_digest_hour !== null) return sendDigest(env, lead, lead.notify_digest_hour, now);
  if (!(await takesSingle(env.DB, now, hourlyCeiling(env)))) {
    await deferToDigest(env.DB, lead.id, now);
    return "digest";
  }
  return settle(
    env,
    [lead],
    await sendTemplate(
      env,
      singleParams(lead, await photoCount(env.DB, id), await seenToken(env.RATE_LIMIT_SALT ?? "", lead.reference)),
    ),
    now,
  );
}

/** The scheduled run: every lead whose notification is due, oldest first. */
export async function notifyDueLeads(env: NotifyEnv, now = Date.now()): Promise<number> {
  const { results } = await env.DB.prepare(`SELECT id FROM leads WHERE ${due} ORDER BY id LIMIT 50`)
    .bind(now, now - claimLeaseMs)
    .all<{ id: number }>();
  let sent = 0;
  for (const { id } of results) if ((await notifyLead(env, id, now)) === "sent") sent++;
  return sent;
}
