/**
 * Reading a quote request with photos: `multipart/form-data` with the lead's
 * JSON as the part `lead` and up to 8 `photo` files (src/lib/photoLimits.ts);
 * and the photos a homeowner adds from the request's page, the same `photo` parts.
 * The body's size is limited before it is read (api/quoteMiddleware.ts);
 * each photo is checked by its bytes.
 */
import type { FieldErrors } from "../../src/lib/leadRequest";
import { maxBodyBytes } from "../../src/lib/leadRequest";
import { multipartParts, photoLimits } from "../../src/lib/photoLimits";
import { sniffPhoto } from "./bytes";
import type { IncomingPhoto } from "./types";

/** Largest body of photos alone: every photo at the limit, and room for the parts' headers. */
export const photoPartsBytes = photoLimits.totalBytes + 64 * 1024;

/** Largest multipart body read: the photos and the lead's JSON. */
export const maxMultipartBytes = photoPartsBytes + maxBodyBytes;

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

export const photoMessages = {
  tooMany: `Send at most ${photoLimits.count} photos.`,
  /** Photos added to a request that already has some. */
  roomLeft: (n: number) =>
    n === 0
      ? "Your request has all the photos it can take."
      : `Your request can take ${n} more photo${n === 1 ? "" : "s"}.`,
  fileTooLarge: `Each photo must be ${megabytes(photoLimits.fileBytes)} or less.`,
  tooLarge: `The photos must be ${megabytes(photoLimits.totalBytes)} or less in all.`,
  notAPhoto: (n: number) => `Photo ${n} is not a JPEG, PNG or WebP image.`,
} as const;

/** A refused body: its status and the message the form shows. */
export interface PhotoRefusal {
  ok: false;
  status: 400 | 413 | 415;
  errors: FieldErrors;
}

export type PhotoRequestRead = { ok: true; body: unknown; photos: IncomingPhoto[] } | PhotoRefusal;

const refused = (status: PhotoRefusal["status"], form: string): PhotoRefusal => ({
  ok: false,
  status,
  errors: { form },
});

/** Reads the multipart body; its size is already limited (hono/body-limit, api/quoteMiddleware.ts). */
export async function readPhotoRequest(request: Request): Promise<PhotoRequestRead> {
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refused(400, "The request is not valid form data.");
  }

  const leadParts = form.getAll(multipartParts.lead);
  const [leadPart] = leadParts;
  if (leadParts.length !== 1 || leadPart === undefined) return refused(400, "The request must have one lead part.");
  const leadSize = typeof leadPart === "string" ? new TextEncoder().encode(leadPart).byteLength : leadPart.size;
  if (leadSize > maxBodyBytes) return refused(413, "The request is too large.");
  let body: unknown;
  try {
    body = JSON.parse(typeof leadPart === "string" ? leadPart : await leadPart.text());
  } catch {
    return refused(400, "The request is not valid JSON.");
  }

  const read = await readPhotoFiles(form);
  return read.ok ? { ok: true, body, photos: read.photos } : read;
}

/**
 * The `photo` parts of a form: at most `photoLimits.count`, each and all within their byte limits,
 * and each a JPEG, PNG or WebP by its bytes. The quote API and the request page's additions read them
 * here; `room` narrows the limits to what a lead can still take.
 */
export async function readPhotoFiles(
  form: FormData,
  room: { count: number; totalBytes: number } = photoLimits,
): Promise<{ ok: true; photos: IncomingPhoto[] } | PhotoRefusal> {
  const files = form.getAll(multipartParts.photo);
  if (files.length > room.count) {
    return refused(413, room.count < photoLimits.count ? photoMessages.roomLeft(room.count) : photoMessages.tooMany);
  }
  let total = 0;
  for (const file of files) {
    if (typeof file === "string") return refused(400, "Each photo must be sent as a file.");
    if (file.size > photoLimits.fileBytes) return refused(413, photoMessages.fileTooLarge);
    total += file.size;
  }
  if (total > room.totalBytes) return refused(413, photoMessages.tooLarge);

  const photos: IncomingPhoto[] = [];
  for (const [i, file] of files.entries()) {
    if (typeof file === "string") continue;
    const bytes = await file.arrayBuffer();
    // What the bytes are, whatever the part's file name or Content-Type say.
    const sniffed = sniffPhoto(new Uint8Array(bytes));
    if (!sniffed) return refused(415, photoMessages.notAPhoto(i + 1));
    photos.push({ ...sniffed, bytes });
  }
  return { ok: true, photos };
}
