/**
 * The Worker's bindings and variables: the generated `Env` (worker-configuration.d.ts,
 * from `npm run worker:types`) plus the secrets, which live outside wrangler.jsonc; and the
 * one Hono factory every feature's app and middleware is made with.
 */
import { createFactory } from "hono/factory";
import type { Context } from "hono";
import type { AccessEnv } from "./access";

export interface WorkerEnv extends Env, AccessEnv {
  /** EmailJS account's private key ("Allow API for non-browser applications"). */
  EMAILJS_PRIVATE_KEY?: string;
  /** Mixed into hashed client addresses, so the rate-limit table cannot be reversed by guessing. */
  RATE_LIMIT_SALT?: string;
  /** Web Push's VAPID pair (`npm run vapid-keys`). */
  VAPID_PUBLIC_KEY?: string;
  VAPID_PRIVATE_KEY?: string;
  /** A `mailto:` (or https) address the push services may write to about the sender. */
  VAPID_SUBJECT?: string;
  /** Tests: every push request goes to this origin instead of the endpoint's, keeping the path. */
  PUSH_API_ORIGIN?: string;
  /** Tests and a staging copy only: the quote's address, legal and VAT details as JSON (worker/quotes/trader.ts). */
  QUOTE_BUSINESS?: string;
}

/** Hono's environment for every app of the Worker. */
export interface AppEnv {
  Bindings: WorkerEnv;
}

export type AppContext = Context<AppEnv>;

export const factory = createFactory<AppEnv>();
