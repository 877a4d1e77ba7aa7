/**
 * Tells the owner that a homeowner did something on their request's page: one push alert to every
 * device per action (worker/alerts/pushSend.ts). The alert names the reference and the action, nothing
 * the homeowner wrote; the note itself is on the lead's page in the inbox.
 */
import { homeownerAlert } from "./pushMessage";
import { pushToAll, type PushEnv } from "./pushSend";
import type { Lead } from "../leads/row";

/** What a homeowner did: added a note or photos, withdrew the request, or confirmed a site visit. */
export type HomeownerAction = "note" | "photos" | "withdrawn" | "visit";

export async function alertOwner(env: PushEnv, lead: Pick<Lead, "reference">, kind: HomeownerAction): Promise<void> {
  await pushToAll(env, homeownerAlert(lead.reference, kind));
}
