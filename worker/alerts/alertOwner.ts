/**
 * Tells the owner what a homeowner did on their request's page (a note, photos, the withdrawal, a visit
 * confirmed), within the one hourly ceiling on alerts (alerts/ceiling.ts). Each action is stored
 * (owner_updates, migration 0012) until an alert has told it, then deleted.
 *
 * One lead's actions within 10 minutes are one alert: a lead's first action alerts at once and opens the
 * lead's window; its further actions in the window are gathered, and the first scheduled run after the
 * window ends (every 5 minutes, so 10 to 15 minutes on) sends them in one alert that says what they were,
 * and opens the next window. A page that keeps busy brings one alert per window, however many it sends.
 * An alert that finds the hour's ceiling reached is not pushed: its actions wait for the hour's one alert
 * ("5 updates on Q-7K3M9P and 2 other requests"), sent with the hour's further leads by the first run after
 * the hour (alerts/hourAlert.ts). An alert says what happened: a note's first 80 characters, a confirmed
 * visit's time (in the words its caller passes: a shared home cannot read the visits feature's), the
 * withdrawal (and then offers no Call or WhatsApp); the hour's one alert names only references and counts.
 * A request the homeowner deleted is told apart (alertErasure): its lead, and with it any action still
 * waiting, is gone.
 */
import { countPush, hourlyCeiling, hourOf, takesSingle } from "./ceiling";
import { sendHourAlert } from "./hourAlert";
import type { AlertEnv } from "./pushAlerts";
import { erasedAlert, homeownerAlert, noteWords, type HomeownerAction, type HomeownerActionDone } from "./pushMessage";
import { pushToAll } from "./pushSend";
import type { Lead } from "../leads/row";

export type { HomeownerAction, HomeownerActionDone } from "./pushMessage";

/** A lead's actions within this time of its window's opening are gathered into one alert. */
export const updateWindowMs = 10 * 60_000;

/** A claim older than this is taken to have died with its Worker. */
const claimLeaseMs = 5 * 60_000;

/**
 * Opens the lead's window at `now` unless one opened less than `updateWindowMs` before, in one
 * statement, so of actions at the same moment only one opens it; true when this call did.
 */
const opensWindow = async (db: D1Database, leadId: number, now: number) =>
  (await db
    .prepare(
      `INSERT INTO owner_update_windows (lead_id, opened_at) VALUES (?1, ?2)
       ON CONFLICT (lead_id) DO UPDATE SET opened_at = excluded.opened_at WHERE opened_at <= ?3
       RETURNING lead_id`,
    )
    .bind(leadId, now, now - updateWindowMs)
    .first()) !== null;

/**
 * Claims every action of the lead not yet told (or whose sender died) and tells them in one alert, if
 * the hour has room for it; otherwise they wait for the hour's one alert.
 */
async function alertUpdates(env: AlertEnv, lead: Pick<Lead, "id" | "reference">, now: number): Promise<void> {
  const { results } = await env.DB.prepare(
    `UPDATE owner_updates SET status = 'sending', claimed_at = ?1
     WHERE lead_id = ?2 AND (status = 'waiting' OR (status = 'sending' AND claimed_at < ?3))
     RETURNING id, kind, words`,
  )
    .bind(now, lead.id, now - claimLeaseMs)
    .all<{ id: number; kind: HomeownerAction; words: string }>();
  if (!results.length) return;
  const updates = results.sort((a, b) => a.id - b.id);
  const ids = JSON.stringify(updates.map((u) => u.id));
  if (await takesSingle(env.DB, now, hourlyCeiling(env), "pushes")) {
    await pushToAll(env, homeownerAlert(lead.reference, updates, now));
    await env.DB.prepare("DELETE FROM owner_updates WHERE id IN (SELECT value FROM json_each(?))").bind(ids).run();
  } else {
    await env.DB.prepare(
      "UPDATE owner_updates SET status = 'hour', claimed_at = NULL, digest_hour = ? WHERE id IN (SELECT value FROM json_each(?))",
    )
      .bind(hourOf(now), ids)
      .run();
  }
}

/**
 * A homeowner did `action` on the lead's page at `now` (a note with its text, a visit with its time in
 * words): alerts at once if it opens the lead's window, else waits. Of a note only its first 80 characters
 * are kept for the alert.
 */
export async function alertOwner(
  env: AlertEnv,
  lead: Pick<Lead, "id" | "reference">,
  action: HomeownerActionDone,
  now = Date.now(),
): Promise<void> {
  const words = action.kind === "note" ? noteWords(action.words ?? "") : (action.words ?? "");
  await env.DB.prepare("INSERT INTO owner_updates (lead_id, kind, at, words) VALUES (?, ?, ?, ?)")
    .bind(lead.id, action.kind, now, words)
    .run();
  if (await opensWindow(env.DB, lead.id, now)) await alertUpdates(env, lead, now);
}

/**
 * The scheduled run, at `now`: the hour's one alert for actions that waited above the ceiling (when no
 * new lead's hour alert took them: alerts/pushAlerts.ts), then one alert for each lead whose window has
 * ended with actions gathered in it (or whose sender died), which opens its next window.
 */
export async function alertDueUpdates(env: AlertEnv, now = Date.now()): Promise<void> {
  await sendHourAlert(env, now, []);
  const { results } = await env.DB.prepare(
    `SELECT DISTINCT leads.id, leads.reference FROM owner_updates AS u
     JOIN leads ON leads.id = u.lead_id
     LEFT JOIN owner_update_windows AS w ON w.lead_id = u.lead_id
     WHERE (u.status = 'waiting' OR (u.status = 'sending' AND u.claimed_at < ?2))
       AND (w.opened_at IS NULL OR w.opened_at <= ?1)
     ORDER BY leads.id LIMIT 50`,
  )
    .bind(now - updateWindowMs, now - claimLeaseMs)
    .all<Pick<Lead, "id" | "reference">>();
  for (const lead of results) if (await opensWindow(env.DB, lead.id, now)) await alertUpdates(env, lead, now);
}

/**
 * The homeowner deleted the request `reference` ("Delete my details now"): one alert at once, with no
 * actions, that opens the list, where the erasure's line stays. It depends on no lead row (the lead, its
 * window and any action still waiting went with the erasure), so it is not stored to wait: it goes
 * whatever the hour's count and is counted, as a reminder is. It happens once a request, and only after
 * the request was sent and withdrawn, so it cannot flood.
 */
export async function alertErasure(env: AlertEnv, reference: string, now = Date.now()): Promise<void> {
  await countPush(env.DB, now);
  await pushToAll(env, erasedAlert(reference));
}
