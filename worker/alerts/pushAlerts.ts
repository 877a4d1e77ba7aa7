/**
 * The alert on every new lead, exactly once, as the e-mail is (alerts/notify.ts): the lead is
 * claimed with a conditional update before anything is pushed, so the request's own send
 * and the scheduled run can never both send it; a claim whose sender died lapses and the
 * schedule takes it again. Above the hourly ceiling (alerts/ceiling.ts) a lead waits for
 * its hour's one alert (alerts/hourAlert.ts, with the homeowners' actions that waited too), which
 * the first run after the hour sends. Spam never alerts.
 */
import type { Lead } from "../leads/row";
import { countPhotos } from "../photos/store";
import { hourlyCeiling, hourMs, hourOf, takesSingle } from "./ceiling";
import { sendHourAlert } from "./hourAlert";
import { newLeadAlert } from "./pushMessage";
import { pushToAll, type PushEnv } from "./pushSend";
import { seenToken } from "../leads/firstContact";

export interface AlertEnv extends PushEnv {
  NOTIFY_HOURLY_CEILING?: string;
}

/** A claim older than this is taken to have died with its Worker. */
const claimLeaseMs = 5 * 60_000;

/** Due: waiting once its hour is over (for the hour's alert), or claimed by a sender whose lease lapsed. */
const due = `((push_status = 'pending' AND push_next_at <= ?1) OR (push_status = 'sending' AND push_claimed_at < ?2))`;

const claimDue = (env: AlertEnv, now: number, where: string, ...values: number[]) =>
  env.DB.prepare(
    `UPDATE leads SET push_status = 'sending', push_claimed_at = ?1 WHERE ${due} AND ${where} RETURNING *`,
  ).bind(now, now - claimLeaseMs, ...values);

const markSent = (env: AlertEnv, leads: readonly Lead[]) =>
  env.DB.batch(leads.map((lead) => env.DB.prepare("UPDATE leads SET push_status = 'sent' WHERE id = ?").bind(lead.id)));

export type AlertResult = "sent" | "hour" | "not due";

/** Claims the lead's first alert if it is due and unclaimed, then pushes it to every device. */
export async function alertLead(env: AlertEnv, id: number, now = Date.now()): Promise<AlertResult> {
  const lead = await claimDue(env, now, "id = ?3", id).first<Lead>();
  if (!lead) return "not due";
  if (lead.push_digest_hour !== null) {
    const { results: others } = await claimDue(
      env,
      now,
      "push_digest_hour = ?3 AND id != ?4",
      lead.push_digest_hour,
      lead.id,
    ).all<Lead>();
    const leads = [lead, ...others].sort((a, b) => a.id - b.id);
    await sendHourAlert(env, now, leads);
    await markSent(env, leads);
    return "sent";
  }
  if (!(await takesSingle(env.DB, now, hourlyCeiling(env), "pushes"))) {
    await env.DB.prepare(
      "UPDATE leads SET push_status = 'pending', push_claimed_at = NULL, push_digest_hour = ?, push_next_at = ? WHERE id = ?",
    )
      .bind(hourOf(now), (hourOf(now) + 1) * hourMs, lead.id)
      .run();
    return "hour";
  }
  const seen = await seenToken(env.RATE_LIMIT_SALT ?? "", lead.reference);
  await pushToAll(env, newLeadAlert(lead, await countPhotos(env.DB, lead.id), seen));
  await markSent(env, [lead]);
  return "sent";
}

/** The scheduled run: every lead whose first alert is due (a lapsed claim, or an hour's alert), oldest first. */
export async function alertDueLeads(env: AlertEnv, now = Date.now()): Promise<void> {
  const { results } = await env.DB.prepare(`SELECT id FROM leads WHERE ${due} ORDER BY id LIMIT 50`)
    .bind(now, now - claimLeaseMs)
    .all<{ id: number }>();
  for (const { id } of results) await alertLead(env, id, now);
}
