/**
 * When the owner first saw a lead and when the firm first answered it. Each is
 * written once, by a conditional UPDATE that only the first request can win,
 * so two taps at once (the app and a notification's action) record one time.
 */
import { firstContactChannels, type FirstContactChannel, type LeadStatus } from "./row";

export const isFirstContactChannel = (value: unknown): value is FirstContactChannel =>
  typeof value === "string" && (firstContactChannels as readonly string[]).includes(value);

/** The statuses that say the firm has answered: setting one records a first contact by `status` if none yet. */
export const answeredStatuses: readonly LeadStatus[] = ["contacted", "quoted", "won"];

/** Records that the owner opened the lead, unless that was recorded before. */
export const markSeen = (db: D1Database, reference: string, now: Date) =>
  db
    .prepare("UPDATE leads SET seen_at = ? WHERE reference = ? AND seen_at IS NULL")
    .bind(now.toISOString(), reference)
    .run();

/** The statement that records the first contact, unless one was recorded before (first wins). */
export const firstContactUpdate = (db: D1Database, reference: string, channel: FirstContactChannel, now: Date) =>
  db
    .prepare(
      "UPDATE leads SET first_contact_at = ?, first_contact_channel = ? WHERE reference = ? AND first_contact_at IS NULL",
    )
    .bind(now.toISOString(), channel, reference);

/**
 * Whether a request is the owner really opening a page: a navigation of a document by the browser,
 * not a prefetch or prerender (Sec-Purpose, or the older Purpose, says so) nor a fetch or a download
 * from the page. A request without Sec-Fetch-* headers (an old browser, a script) is not counted either:
 * every browser that runs the app sends them.
 */
export function isOwnerNavigation(request: Request): boolean {
  const headers = request.headers;
  const purpose = `${headers.get("Sec-Purpose") ?? ""} ${headers.get("Purpose") ?? ""}`;
  if (/prefetch|prerender/i.test(purpose)) return false;
  return headers.get("Sec-Fetch-Mode") === "navigate" && headers.get("Sec-Fetch-Dest") === "document";
}
