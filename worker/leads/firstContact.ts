/**
 * When the owner first saw a lead and when the firm first answered it. Each is
 * written once, by a conditional UPDATE that only the first request can win,
 * so two taps at once (the app and a notification's action) record one time.
 */
import { keyedHash } from "../platform/keyedHash";
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
 * The token in the owner's alerts' links (the e-mail and the push alert) that lets their opening count
 * as seen, from another site or app: a keyed hash of the reference, so only the Worker can make it.
 * It can set `seen_at` once, like any opening, and changes nothing after.
 */
export const seenToken = async (secret: string, reference: string) =>
  (await keyedHash(secret, "seen", reference)).slice(0, 32);

/** How soon after Cloudflare Access issued its token a navigation counts as the return from signing in. */
const signInReturnMs = 2 * 60_000;

/** Whether the navigation carries an Access token issued moments ago (its `iat`): the return from the sign-in. */
function justSignedIn(request: Request, now: number): boolean {
  const payload = request.headers.get("Cf-Access-Jwt-Assertion")?.split(".")[1];
  if (!payload) return false;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, "+").replace(/_/g, "/"))) as { iat?: unknown };
    return typeof claims.iat === "number" && now - claims.iat * 1000 <= signInReturnMs;
  } catch {
    return false;
  }
}

/**
 * Whether opening the lead counts as the owner having seen it: an owner's navigation (below) from the
 * app's own pages or typed in (`Sec-Fetch-Site` same-origin or none), from an alert's link (its `seen`
 * token), or the return from Access's sign-in to the page the owner asked for. A link on another site
 * shows the page and records nothing. The Access token was checked by the owner's gate before this runs.
 */
export async function countsAsSeen(request: Request, secret: string, reference: string, now: number) {
  if (!isOwnerNavigation(request)) return false;
  const site = request.headers.get("Sec-Fetch-Site");
  if (site === "same-origin" || site === "none") return true;
  const seen = new URL(request.url).searchParams.get("seen");
  if (seen && seen === (await seenToken(secret, reference))) return true;
  return justSignedIn(request, now);
}

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
