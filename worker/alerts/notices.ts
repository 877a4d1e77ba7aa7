/**
 * What the app must tell the owner above everything else, on every page: a secret the
 * Worker lacks outside local mode (platform/configCheck.ts), an e-mail about a lead that gave
 * up after its last retry, and that no device has alerts on.
 */
import type { WorkerEnv } from "../platform/env";
import { missingSecrets } from "../platform/configCheck";
import { alertsCopy } from "./copy";

export async function inboxNotices(env: WorkerEnv): Promise<string[]> {
  const [failed, devices] = await env.DB.batch<{ reference?: string; n?: number }>([
    env.DB.prepare("SELECT reference FROM leads WHERE notify_status = 'failed' ORDER BY id DESC LIMIT 5"),
    env.DB.prepare("SELECT count(*) AS n FROM push_subscriptions"),
  ]);
  const references = (failed?.results ?? []).map((row) => row.reference ?? "");
  return [
    ...missingSecrets(env).map((name) => alertsCopy.missingSecrets[name]),
    ...(references.length ? [alertsCopy.emailFailedBanner.replace("{references}", references.join(", "))] : []),
    ...(devices?.results[0]?.n ? [] : [alertsCopy.noDeviceBanner]),
  ];
}
