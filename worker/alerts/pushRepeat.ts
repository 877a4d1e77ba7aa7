/**
 * The second alert, for a lead nobody has opened: the first alert goes at once at any
 * hour; a lead still unopened ALERT_REPEAT_AFTER_SECONDS later (900 by default) gets one
 * more, while the firm is open (src/lib/openingHours.ts). Leads still unopened when the firm
 * opens, having come in while it was closed, are summed up in one alert ("3 quote
 * requests waiting"). Each lead is claimed for this once, so there is never a third. A lead the
 * homeowner withdrew gets none: they were told we will not contact them. A reminder
 * goes whatever the hour's count of alerts, and is counted in it (alerts/ceiling.ts).
 */
import { openedAt } from "../../src/lib/openingHours";
import type { Lead } from "../leads/row";
import { countPhotos } from "../photos/store";
import { countPush } from "./ceiling";
import { repeatAlert, waitingAlert } from "./pushMessage";
import { pushToAll, type PushEnv } from "./pushSend";
import { seenToken } from "../leads/firstContact";

export interface RepeatEnv extends PushEnv {
  ALERT_REPEAT_AFTER_SECONDS?: string;
}

export function repeatAfterMs(env: RepeatEnv): number {
  const seconds = Number(env.ALERT_REPEAT_AFTER_SECONDS ?? 900);
  return (Number.isFinite(seconds) && seconds >= 0 ? seconds : 900) * 1000;
}

/**
 * The scheduled run, at `now`: while the firm is open, claims every lead whose first alert went,
 * that nobody has opened, that has had no second alert, and that either came in before today's
 * opening or has waited the repeat time; one claimed lead gets its own reminder, several one summary.
 */
export async function repeatAlerts(env: RepeatEnv, now = Date.now()): Promise<Lead[]> {
  const opened = openedAt(now);
  if (opened === undefined) return [];
  const { results: leads } = await env.DB.prepare(
    `UPDATE leads SET push_repeat_at = ?1
     WHERE push_status = 'sent' AND push_repeat_at IS NULL AND seen_at IS NULL AND status != 'spam'
       AND withdrawn_at IS NULL
       AND (created_at < ?2 OR created_at <= ?3)
     RETURNING *`,
  )
    .bind(now, new Date(opened).toISOString(), new Date(now - repeatAfterMs(env)).toISOString())
    .all<Lead>();
  const [only] = leads;
  if (leads.length) await countPush(env.DB, now);
  if (leads.length === 1 && only) {
    const seen = await seenToken(env.RATE_LIMIT_SALT ?? "", only.reference);
    await pushToAll(env, repeatAlert(only, await countPhotos(env.DB, only.id), seen));
  } else if (leads.length > 1)
    await pushToAll(
      env,
      waitingAlert(
        [...leads].sort((a, b) => a.id - b.id),
        now,
      ),
    );
  return leads;
}
