/**
 * `POST /api/quote`: checks what the server cannot take on trust, stores the
 * lead, answers 201 with its reference once the row is committed, and then
 * tells the owner (the scheduled run retries what fails). A request with
 * photos is multipart (worker/photos/request.ts): the photos go to R2 first,
 * then the lead and its photo rows in one D1 transaction.
 */
import { readLeadRequest } from "../../src/lib/leadRequest";
import type { AppContext } from "../platform/env";
import { findBySubmission, storeLead, type StoredLead } from "../leads/store";
import { notifyLead } from "../alerts/notify";
import { alertLead } from "../alerts/pushAlerts";
import { checkPhotos } from "../photos/check";
import { photoMessages, readPhotoRequest } from "../photos/request";
import { countPhotos, deletePhotoObjects, putPhotos } from "../photos/store";
import type { IncomingPhoto, NewPhoto } from "../photos/types";
import { issueRequestLink } from "../leads/links";
import { keyedHash } from "../platform/keyedHash";
import { json, refuse } from "../platform/responses";
import { mediaType } from "./quoteMiddleware";

/**
 * The 201: the reference, the photos counted, and a new link to the request's private page (each
 * answer makes its own, so a retry whose first answer was lost still gets one; leads/links.ts).
 */
const accepted = async (db: D1Database, lead: StoredLead, photos: number) =>
  json(201, {
    ok: true,
    reference: lead.reference,
    photos,
    requestPath: await issueRequestLink(db, lead.id, new Date()),
  });

/**
 * The answer to a submission id already stored: the first answer again, with a link, when the fields are
 * the same (the outbox's honest retry); otherwise the reference alone, and no link to the request's page.
 */
async function again(db: D1Database, earlier: StoredLead, requestHash: string) {
  if (earlier.request_hash === requestHash) return accepted(db, earlier, await countPhotos(db, earlier.id));
  return json(201, { ok: true, reference: earlier.reference, photos: await countPhotos(db, earlier.id) });
}

/** The JSON body, or a refusal: 400 for bytes that are not UTF-8 (which `c.req.json()` would not give) or not JSON. */
async function readJson(request: Request): Promise<{ ok: true; body: unknown } | { ok: false; form: string }> {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(await request.arrayBuffer());
  } catch {
    return { ok: false, form: "The request is not valid UTF-8." };
  }
  try {
    return { ok: true, body: JSON.parse(text) };
  } catch {
    return { ok: false, form: "The request is not valid JSON." };
  }
}

export async function receiveQuoteRequest(c: AppContext): Promise<Response> {
  // The same origin, the body limit and the rate limit are middleware (worker/index.ts).
  const request = c.req.raw;
  const type = mediaType(c);
  let body: unknown;
  let photos: IncomingPhoto[] = [];
  if (type === "multipart/form-data") {
    const multipart = await readPhotoRequest(request);
    if (!multipart.ok) return refuse(multipart.status, multipart.errors);
    ({ body, photos } = multipart);
  } else if (type === "application/json") {
    const json = await readJson(request);
    if (!json.ok) return refuse(400, { form: json.form });
    body = json.body;
  } else {
    return refuse(415, { form: "Send the request as JSON, or as form data with photos." });
  }
  const read = readLeadRequest(body);
  if (!read.ok) return refuse(400, read.errors);
  // The submission id is kept only as a keyed hash, with one of the parsed fields beside it.
  const secret = c.env.RATE_LIMIT_SALT ?? "";
  const lead = { ...read.lead, submissionId: await keyedHash(secret, "submission", read.lead.submissionId) };
  const requestHash = await keyedHash(secret, "request", JSON.stringify([lead.request, lead.source, lead.spam]));

  // A retry, a double click or a reload mid-send: the first answer again.
  const earlier = await findBySubmission(c.env.DB, lead.submissionId);
  if (earlier) return again(c.env.DB, earlier, requestHash);

  // Each photo must be an image of the size the form sends; what is kept is the photo made again by the
  // Images binding (upright, no metadata, nothing after its end), and its thumbnail (photos/check.ts).
  const check = await checkPhotos(c.env.IMAGES, photos);
  if (!check.ok) return refuse(415, { form: photoMessages.notAPhoto(check.failed) });

  const now = Date.now();
  // A lead caught in the spam trap keeps no photos; its answer still counts them, as a visitor's would.
  // The photos' folder is random, as the request page's are: nothing about the request names it.
  const kept: NewPhoto[] = lead.spam ? [] : await putPhotos(c.env.PHOTOS, crypto.randomUUID(), check.checked);
  let stored: Awaited<ReturnType<typeof storeLead>>;
  try {
    stored = await storeLead(c.env.DB, lead, new Date(now), kept, requestHash);
  } catch (error) {
    await deletePhotoObjects(
      c.env.PHOTOS,
      kept.map((photo) => photo.key),
    );
    throw error;
  }
  if (!stored.created) {
    // The same submission was stored meanwhile (a retry racing the first send): its photos are the ones kept.
    await deletePhotoObjects(
      c.env.PHOTOS,
      kept.map((photo) => photo.key),
    );
    return again(c.env.DB, stored, requestHash);
  }
  // The answer goes now; telling the owner (an alert on each device, and the e-mail) carries on after it,
  // and what did not finish is taken up by the schedule.
  if (!lead.spam) c.executionCtx.waitUntil(Promise.all([alertLead(c.env, stored.id), notifyLead(c.env, stored.id)]));
  return accepted(c.env.DB, stored, photos.length);
}
