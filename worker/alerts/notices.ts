/**
 * What the app must tell the owner above everything else, on every page: a secret the
 * Worker lacks outside local mode (platform/configCheck.ts), an e-mail about a lead that gave
 * up after its last retry, that no device has alerts on, and lookups of a lost link that are locked.
 */
import type { WorkerEnv } from "../platform/env";
import { fillText } from "../../src/config/format";
import { missingSecrets } from "../platform/configCheck";
import { lockedCounts } from "../platform/lookupLocks";
import { alertsCopy } from "./copy";

export async function inboxNotices(env: WorkerEnv, now = Date.now()): Promise<string[]> {
  const [failed, devices] = await env.DB.batch<{ reference?: string; n?: number }>([
    env.DB.prepare("SELECT reference FROM leads WHERE notify_status = 'failed' ORDER BY id DESC LIMIT 5"),
    env.DB.prepare("SELECT count(*) AS n FROM push_subscriptions"),
  ]);
  const references = (failed?.results ?? []).map((row) => row.reference ?? "");
  const locked = await lockedCounts(env.DB, now);
  return [
    ...missingSecrets(env).map((name) => alertsCopy.missingSecrets[name]),
    ...(references.length ? [alertsCopy.emailFailedBanner.replace("{references}", references.join(", "))] : []),
    ...(devices?.results[0]?.n ? [] : [alertsCopy.noDeviceBanner]),
    ...(locked.email || locked.reference
      ? [fillText(alertsCopy.lookupLocked, { emails: locked.email, references: locked.reference })]
      : []),
  ];
}
