/** How long the form waits for an answer before it offers other ways to reach us, and why a send failed. */

/** Why a send failed: the service said no, the network failed, or no answer came in time. */
export type SendFailure = "provider" | "network" | "timeout";

/** The spec's wait for the provider before the form offers other ways to reach us. */
export const DEFAULT_SEND_TIMEOUT_MS = 15_000;

/** A positive whole number of milliseconds from a build variable, else the spec's wait. */
export function sendTimeoutFrom(value: string | undefined): number {
  const ms = Number(value);
  return value && Number.isInteger(ms) && ms > 0 ? ms : DEFAULT_SEND_TIMEOUT_MS;
}

const env: Partial<Record<string, string>> = (import.meta as { env?: Record<string, string> }).env ?? {};

/**
 * How long the form waits. The build variable PUBLIC_QUOTE_TIMEOUT_MS shortens
 * it for the browser tests (scripts/test.sh); production builds leave it unset.
 */
export const SEND_TIMEOUT_MS = sendTimeoutFrom(env.PUBLIC_QUOTE_TIMEOUT_MS);
