/**
 * Tells the owner that a homeowner did something on their request's page: one alert per action.
 * For now it does nothing: the app's push alerts (issue 31, branch `push`) connect here when the
 * two branches meet; every caller already calls it once per action.
 */
import type { WorkerEnv } from "../env";

/** What a homeowner did: added a note, or withdrew the request. */
export type HomeownerAction = "note" | "withdrawn";

export async function alertOwner(
  _env: WorkerEnv,
  _lead: { reference: string; first_name: string },
  _kind: HomeownerAction,
): Promise<void> {
  // Intentionally empty until the push code is merged (see the comment above).
}
