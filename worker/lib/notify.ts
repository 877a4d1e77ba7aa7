/**
 * Telling the owner about a lead, exactly once: a lead is claimed with a
 * conditional update before it is sent, so the request's own send and the
 * scheduled retry can never both send it. Failures wait with backoff and give
 * up after a set number of attempts, leaving the lead marked as failed.
 */
import { site } from "../../src/config/site";
import { toTemplateParams } from "../../src/lib/templateParams";
import { visitTimesFromStored } from "../../src/lib/visitTimes";
import type { Lead } from "./leads";

export interface NotifyEnv {
  DB: D1Database;
  EMAILJS_API_ORIGIN?: string;
  EMAILJS_PRIVATE_KEY?: string;
  NOTIFY_MAX_ATTEMPTS?: string;
  /** First wait after a failure, in seconds (doubling after each); tests set 0. */
  NOTIFY_BACKOFF_SECONDS?: string;
}

/** What a notification needs of a lead. */
type LeadRow = Pick<
  Lead,
  | "id"
  | "reference"
  | "first_name"
  | "last_name"
  | "email"
  | "phone"
  | "project_type"
  | "project_details"
  | "page"
  | "estimate"
  | "visit_times"
  | "notify_attempts"
>;

/** A claim older than this is taken to have died with its Worker and may be claimed again. */
const claimLeaseMs = 10 * 60_000;
/** How long one send may take before it counts as failed. */
const sendTimeoutMs = 10_000;

/** Wait before attempt n + 1: the first wait (a minute by default), doubling, at most six hours. */
export function backoffMs(env: NotifyEnv, attempts: number): number {
  const first = Number(env.NOTIFY_BACKOFF_SECONDS ?? 60);
  const firstMs = (Number.isFinite(first) && first >= 0 ? first : 60) * 1000;
  return Math.min(firstMs * 2 ** Math.max(0, attempts - 1), 6 * 3600_000);
}

const maxAttempts = (env: NotifyEnv) => Math.max(1, Number(env.NOTIFY_MAX_ATTEMPTS ?? 8) || 8);

/** The lead's page in the owner's inbox, on the site's configured address (business.json `url`). */
export const inboxUrl = (reference: string) => new URL(`/admin/leads/${reference}`, site.url).href;

/** Sends one lead through EmailJS's REST API with the account's private key. */
async function sendEmail(
  env: NotifyEnv,
  lead: LeadRow,
  photos: number,
): Promise<{ ok: true } | { ok: false; error: string }> {
  const origin = env.EMAILJS_API_ORIGIN || "https://api.emailjs.com";
  const params = {
    ...toTemplateParams(
      {
        firstName: lead.first_name,
        lastName: lead.last_name,
        email: lead.email,
        phone: lead.phone,
        projectType: lead.project_type,
        projectDetails: lead.project_details,
        visitTimes: visitTimesFromStored(lead.visit_times),
      },
      site.name,
    ),
    reference: lead.reference,
    page: lead.page,
    estimate: lead.estimate,
    // The photos themselves stay in the inbox, behind Access: the e-mail says how many came and links there.
    photos: String(photos),
    inbox_url: inboxUrl(lead.reference),
  };
  try {
    const response = await fetch(`${origin}/api/v1.0/email/send`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({
        service_id: site.emailjs.serviceId,
        template_id: site.emailjs.templateId,
        user_id: site.emailjs.publicKey,
        accessToken: env.EMAILJS_PRIVATE_KEY ?? "",
        template_params: params,
      }),
      signal: AbortSignal.timeout(sendTimeoutMs),
    });
    if (response.ok) return { ok: true };
    return { ok: false, error: `${response.status} ${(await response.text()).slice(0, 200)}` };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/** Claims the lead if it is due and unclaimed (or its claim has lapsed), then sends it. */
export async function notifyLead(
  env: NotifyEnv,
  id: number,
  now = Date.now(),
): Promise<"sent" | "retrying" | "failed" | "not due"> {
  const lead = await env.DB.prepare(
    `UPDATE leads SET notify_status = 'sending', notify_attempts = notify_attempts + 1, notify_claimed_at = ?1
     WHERE id = ?2 AND ((notify_status IN ('pending', 'retrying') AND notify_next_at <= ?1)
       OR (notify_status = 'sending' AND notify_claimed_at < ?3))
     RETURNING id, reference, first_name, last_name, email, phone, project_type, project_details, page, estimate,
       visit_times, notify_attempts`,
  )
    .bind(now, id, now - claimLeaseMs)
    .first<LeadRow>();
  if (!lead) return "not due";
  const photos =
    (await env.DB.prepare("SELECT count(*) AS n FROM lead_photos WHERE lead_id = ?").bind(id).first<number>("n")) ?? 0;
  const result = await sendEmail(env, lead, photos);
  if (result.ok) {
    await env.DB.prepare("UPDATE leads SET notify_status = 'sent', notified_at = ?, notify_error = NULL WHERE id = ?")
      .bind(new Date().toISOString(), id)
      .run();
    return "sent";
  }
  const givesUp = lead.notify_attempts >= maxAttempts(env);
  await env.DB.prepare("UPDATE leads SET notify_status = ?, notify_next_at = ?, notify_error = ? WHERE id = ?")
    .bind(givesUp ? "failed" : "retrying", now + backoffMs(env, lead.notify_attempts), result.error, id)
    .run();
  return givesUp ? "failed" : "retrying";
}

/** The scheduled run: every lead whose notification is due, oldest first. */
export async function notifyDueLeads(env: NotifyEnv, now = Date.now()): Promise<number> {
  const { results } = await env.DB.prepare(
    `SELECT id FROM leads
     WHERE (notify_status IN ('pending', 'retrying') AND notify_next_at <= ?1)
        OR (notify_status = 'sending' AND notify_claimed_at < ?2)
     ORDER BY id LIMIT 50`,
  )
    .bind(now, now - claimLeaseMs)
    .all<{ id: number }>();
  let sent = 0;
  for (const { id } of results) if ((await notifyLead(env, id, now)) === "sent") sent++;
  return sent;
}
