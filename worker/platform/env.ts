/**
 * The Worker's bindings and variables: the generated `Env` (worker-configuration.d.ts,
 * from `npm run worker:types`) plus the secrets, which live outside wrangler.jsonc.
 */
import type { AccessEnv } from "./access";
import type { PushEnv } from "../alerts/pushSend";

export interface WorkerEnv extends Env, AccessEnv, Omit<PushEnv, "DB"> {
  /** EmailJS account's private key ("Allow API for non-browser applications"). */
  EMAILJS_PRIVATE_KEY?: string;
  /** Mixed into hashed client addresses, so the rate-limit table cannot be reversed by guessing. */
  RATE_LIMIT_SALT?: string;
}
