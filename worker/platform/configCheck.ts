/**
 * Secrets the Worker needs in production. Missing, it still takes leads, but
 * e-mails to the owner fail (EMAILJS_PRIVATE_KEY) or the rate-limit table's
 * hashes can be reversed by guessing addresses (RATE_LIMIT_SALT). So outside
 * local mode (`npm start` sets INBOX_LOCAL=loopback) each missing one is logged
 * as an error on the Worker's first request, and the inbox shows it as a banner.
 */
import type { WorkerEnv } from "./env";

export const requiredSecrets = ["EMAILJS_PRIVATE_KEY", "RATE_LIMIT_SALT"] as const;
export type RequiredSecret = (typeof requiredSecrets)[number];

/** The required secrets that are unset or empty; none in local mode. */
export const missingSecrets = (env: Pick<WorkerEnv, RequiredSecret | "INBOX_LOCAL">): RequiredSecret[] =>
  env.INBOX_LOCAL === "loopback" ? [] : requiredSecrets.filter((name) => !env[name]?.trim());

const reported = new Set<RequiredSecret>();

/** Logs each missing secret once per Worker instance: on its first request. */
export function reportMissingSecrets(env: Pick<WorkerEnv, RequiredSecret | "INBOX_LOCAL">): void {
  for (const name of missingSecrets(env)) {
    if (reported.has(name)) continue;
    reported.add(name);
    console.error(`Configuration: the secret ${name} is not set (npx wrangler secret put ${name}; docs/deploy.md)`);
  }
}
