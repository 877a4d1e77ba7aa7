/**
 * `POST /api/quote`: checks what the server cannot take on trust, stores the
 * lead, answers 201 with its reference once the row is committed, and then
 * tells the owner (the scheduled run retries what fails). A request with
 * photos is multipart (worker/lib/photoRequest.ts): the photos go to R2 first,
 * then the lead and its photo rows in one D1 transaction.
 */
import type { Context } from "hono";
import { maxBodyBytes, readLeadRequest } from "../../src/lib/leadRequest";
import type { WorkerEnv } from "../env";
import { findBySubmission, storeLead, type StoredLead } from "../lib/leads";
import { notifyLead } from "../lib/notify";
import { thumbnailOfChecked } from "../lib/photoCheck";
import { photoMessages, readPhotoRequest } from "../lib/photoRequest";
import {
  countPhotos,
  deletePhotoObjects,
  putPhotos,
  type CheckedPhoto,
  type IncomingPhoto,
  type NewPhoto,
} from "../lib/photos";
import { json, refuse } from "../lib/responses";

const accepted = (lead: StoredLead, photos: number) => json(201, { ok: true, reference: lead.reference, photos });

/** The request's body as text, or undefined once it grows past the limit (whatever Content-Length said). */
async function readLimited(request: Request): Promise<string | undefined> {
  if (!request.body) return "";
  // The Workers types leave the body stream untyped; a request body is bytes.
  const reader = (request.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const next: ReadableStreamReadResult<Uint8Array> = await reader.read();
    if (next.done) break;
    const { value } = next;
    size += value.byteLength;
    if (size > maxBodyBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
}

export async function receiveQuoteRequest(c: Context<{ Bindings: WorkerEnv }>): Promise<Response> {
  const request = c.req.raw;
  // Same origin only: no CORS, and a form on another site cannot post here.
  if (request.headers.get("Origin") !== new URL(request.url).origin) {
    return refuse(403, { form: "Quote requests are accepted from this site's own pages only." });
  }
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase();
  let body: unknown;
  let photos: IncomingPhoto[] = [];
  if (type === "multipart/form-data") {
    const multipart = await readPhotoRequest(request);
    if (!multipart.ok) return refuse(multipart.status, multipart.errors);
    ({ body, photos } = multipart);
  } else if (type === "application/json") {
    if (Number(request.headers.get("Content-Length") ?? 0) > maxBodyBytes) {
      return refuse(413, { form: "The request is too large." });
    }
    let text: string | undefined;
    try {
      text = await readLimited(request);
    } catch {
      return refuse(400, { form: "The request is not valid UTF-8." });
    }
    if (text === undefined) return refuse(413, { form: "The request is too large." });
    try {
      body = JSON.parse(text);
    } catch {
      return refuse(400, { form: "The request is not valid JSON." });
    }
  } else {
    return refuse(415, { form: "Send the request as JSON, or as form data with photos." });
  }
  const read = readLeadRequest(body);
  if (!read.ok) return refuse(400, read.errors);
  const { lead } = read;

  // A retry, a double click or a reload mid-send: the first answer again.
  const earlier = await findBySubmission(c.env.DB, lead.submissionId);
  if (earlier) return accepted(earlier, await countPhotos(c.env.DB, earlier.id));

  // Each photo must be an image of the size the form sends; its thumbnail is made now (lib/photoCheck.ts).
  const checked: CheckedPhoto[] = [];
  for (const [i, photo] of photos.entries()) {
    const thumbnail = await thumbnailOfChecked(c.env.IMAGES, photo.bytes);
    if (!thumbnail) return refuse(415, { form: photoMessages.notAPhoto(i + 1) });
    checked.push({ ...photo, thumbnail });
  }

  const now = Date.now();
  // A lead caught in the spam trap keeps no photos; its answer still counts them, as a visitor's would.
  const kept: NewPhoto[] = lead.spam ? [] : await putPhotos(c.env.PHOTOS, lead.submissionId, checked);
  let stored: Awaited<ReturnType<typeof storeLead>>;
  try {
    stored = await storeLead(c.env.DB, lead, new Date(now), kept);
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
    return accepted(stored, await countPhotos(c.env.DB, stored.id));
  }
  // The answer goes now; telling the owner carries on after it (and a failure is retried by the schedule).
  if (!lead.spam) c.executionCtx.waitUntil(notifyLead(c.env, stored.id));
  return accepted(stored, photos.length);
}
