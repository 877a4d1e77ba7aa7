/**
 * Tells the owner that a homeowner did something on their request's page: one alert per action.
 * Until the app's push alerts (issue 31, branch `push`) are connected here, it only logs the action
 * (the reference and the kind, no personal data); every caller already calls it once per action.
 * `_env` is for the push code, which needs the bindings (the subscriptions in D1, the VAPID keys).
 */
import type { WorkerEnv } from "../env";

/** What a homeowner did: added a note, or withdrew the request. */
export type HomeownerAction = "note" | "withdrawn";

export function alertOwner(
  _env: WorkerEnv,
  lead: { reference: string; first_name: string },
  kind: HomeownerAction,
): Promise<void> {
  console.info(`Homeowner action on ${lead.reference}: ${kind}`);
  return Promise.resolve();
}
