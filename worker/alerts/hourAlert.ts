/**
 * The hour's one alert above the ceiling (alerts/ceiling.ts): the new leads that found the hour's ceiling
 * reached (alerts/pushAlerts.ts) and the homeowners' actions that did (alerts/alertOwner.ts), told together
 * by the first scheduled run after their hour. It goes whatever the new hour's count, and is counted in it.
 */
import { countPush, hourOf } from "./ceiling";
import { hourAlert, type HomeownerUpdate } from "./pushMessage";
import { pushToAll, type PushEnv } from "./pushSend";
import type { Lead } from "../leads/row";

/**
 * Claims the homeowners' actions waiting for an hour before `now`'s and pushes them, with `leads` (already
 * claimed by their sender), in one alert; nothing when there is neither. The actions told are deleted.
 */
export async function sendHourAlert(env: PushEnv, now: number, leads: readonly Lead[]): Promise<void> {
  const { results } = await env.DB.prepare(
    `UPDATE owner_updates SET status = 'sending', claimed_at = ?1 WHERE status = 'hour' AND digest_hour < ?2
     RETURNING id, kind, (SELECT reference FROM leads WHERE leads.id = owner_updates.lead_id) AS reference`,
  )
    .bind(now, hourOf(now))
    .all<HomeownerUpdate & { id: number }>();
  if (!leads.length && !results.length) return;
  const updates = results.sort((a, b) => a.id - b.id);
  // The hour it tells: the leads' (all of one hour), else the hour before this one, whose actions waited.
  const hour = leads[0]?.push_digest_hour ?? hourOf(now) - 1;
  await countPush(env.DB, now);
  await pushToAll(env, hourAlert(leads, updates, hour));
  if (updates.length) {
    await env.DB.prepare("DELETE FROM owner_updates WHERE id IN (SELECT value FROM json_each(?))")
      .bind(JSON.stringify(updates.map((u) => u.id)))
      .run();
  }
}
