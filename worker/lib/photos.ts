/**
 * Photos sent with a quote request: what counts as a photo (by its bytes, never
 * its name or declared type), where it is kept (R2, under a key no one can guess
 * from the lead's reference), and how it goes again: with its lead, and by the
 * scheduled sweep of any object no lead_photos row points to.
 */
export type PhotoType = "image/jpeg" | "image/png" | "image/webp";

/** What the file's own bytes say it is, and its size in pixels. */
export interface SniffedPhoto {
  type: PhotoType;
  width: number;
  height: number;
}

/** A checked photo, ready to be stored. */
export interface IncomingPhoto extends SniffedPhoto {
  bytes: ArrayBuffer;
}

/** A photo put in R2 whose row is still to be written. */
export interface NewPhoto extends SniffedPhoto {
  key: string;
  bytes: number;
  position: number;
}

/** A row of lead_photos (worker/migrations/0003_lead_photos.sql). */
export interface LeadPhoto {
  lead_id: number;
  key: string;
  bytes: number;
  content_type: PhotoType;
  width: number;
  height: number;
  created_at: string;
  position: number;
}

const extensions: Record<PhotoType, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

const u16be = (b: Uint8Array, i: number) => ((b[i] ?? 0) << 8) | (b[i + 1] ?? 0);
const u16le = (b: Uint8Array, i: number) => (b[i] ?? 0) | ((b[i + 1] ?? 0) << 8);
const u24le = (b: Uint8Array, i: number) => u16le(b, i) | ((b[i + 2] ?? 0) << 16);
const u32be = (b: Uint8Array, i: number) => u16be(b, i) * 65536 + u16be(b, i + 2);
const ascii = (b: Uint8Array, i: number, length: number) => String.fromCharCode(...b.subarray(i, i + length));

/** A JPEG's size from its first start-of-frame segment. */
function jpegSize(b: Uint8Array): { width: number; height: number } | undefined {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1] ?? 0;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    // Markers with no length: TEM, RST0-7.
    if (marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      i += 2;
      continue;
    }
    // SOF0-15, except DHT (C4), JPG (C8) and DAC (CC).
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    }
    if (marker === 0xd9 || marker === 0xda) return undefined; // end of image, or scan data before any frame
    i += 2 + u16be(b, i + 2);
  }
  return undefined;
}

/**
 * The photo the bytes hold, or undefined if they are not a JPEG, PNG or WebP
 * image whose size can be read. The name and Content-Type a client gives count for nothing.
 */
export function sniffPhoto(bytes: Uint8Array): SniffedPhoto | undefined {
  const b = bytes;
  let found: SniffedPhoto | undefined;
  if (b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff) {
    const size = jpegSize(b);
    if (size) found = { type: "image/jpeg", ...size };
  } else if (ascii(b, 0, 8) === "\x89PNG\r\n\x1a\n" && ascii(b, 12, 4) === "IHDR") {
    found = { type: "image/png", width: u32be(b, 16), height: u32be(b, 20) };
  } else if (ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 4) === "WEBP") {
    const chunk = ascii(b, 12, 4);
    if (chunk === "VP8 " && b[23] === 0x9d && b[24] === 0x01 && b[25] === 0x2a) {
      found = { type: "image/webp", width: u16le(b, 26) & 0x3fff, height: u16le(b, 28) & 0x3fff };
    } else if (chunk === "VP8L" && b[20] === 0x2f) {
      const bits = (b[21] ?? 0) | ((b[22] ?? 0) << 8) | ((b[23] ?? 0) << 16) | ((b[24] ?? 0) << 24);
      found = { type: "image/webp", width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
    } else if (chunk === "VP8X") {
      found = { type: "image/webp", width: u24le(b, 24) + 1, height: u24le(b, 27) + 1 };
    }
  }
  return found && found.width > 0 && found.height > 0 ? found : undefined;
}

/**
 * Puts the photos in R2, each under `leads/<submission id>/<random uuid>.<ext>`. If any
 * put fails, the ones already put are deleted and the error is thrown: nothing half-stored.
 */
export async function putPhotos(
  bucket: R2Bucket,
  submissionId: string,
  photos: readonly IncomingPhoto[],
): Promise<NewPhoto[]> {
  const stored = photos.map((photo, i) => ({
    key: `leads/${submissionId}/${crypto.randomUUID()}.${extensions[photo.type]}`,
    bytes: photo.bytes.byteLength,
    position: i + 1,
    type: photo.type,
    width: photo.width,
    height: photo.height,
  }));
  const puts = await Promise.allSettled(
    photos.map((photo, i) =>
      bucket.put(stored[i]?.key ?? "", photo.bytes, { httpMetadata: { contentType: photo.type } }),
    ),
  );
  const failed = puts.find((put): put is PromiseRejectedResult => put.status === "rejected");
  if (failed) {
    await deletePhotoObjects(
      bucket,
      stored.filter((_, i) => puts[i]?.status === "fulfilled").map((photo) => photo.key),
    );
    throw failed.reason;
  }
  return stored;
}

/**
 * Deletes objects whose rows are already gone. A failure is only logged: the
 * scheduled sweep deletes any object no row points to.
 */
export async function deletePhotoObjects(bucket: R2Bucket, keys: readonly string[]): Promise<void> {
  for (let i = 0; i < keys.length; i += 1000) {
    try {
      await bucket.delete(keys.slice(i, i + 1000));
    } catch (error) {
      console.error("Could not delete photos; the scheduled sweep will", error);
    }
  }
}

/** The statement that deletes the photo rows of the leads `where` selects, returning their keys. */
export const deletePhotoRows = (db: D1Database, where: string, ...values: (string | number)[]) =>
  db
    .prepare(`DELETE FROM lead_photos WHERE lead_id IN (SELECT id FROM leads WHERE (${where})) RETURNING key`)
    .bind(...values);

/** The keys a batch's photo-row deletion returned. */
export const deletedKeys = (result: D1Result | undefined) =>
  ((result?.results ?? []) as { key: string }[]).map((row) => row.key);

/** A lead's photos in the order they were added. */
export const photosOfLead = async (db: D1Database, leadId: number) =>
  (await db.prepare("SELECT * FROM lead_photos WHERE lead_id = ? ORDER BY position").bind(leadId).all<LeadPhoto>())
    .results;

export const countPhotos = async (db: D1Database, leadId: number) =>
  (await db.prepare("SELECT count(*) AS n FROM lead_photos WHERE lead_id = ?").bind(leadId).first<number>("n")) ?? 0;

export interface SweepEnv {
  DB: D1Database;
  PHOTOS: R2Bucket;
  /** Objects younger than this (default an hour) are left alone: their lead may be being stored. */
  PHOTO_ORPHAN_MIN_AGE_SECONDS?: string;
}

/**
 * The scheduled sweep: rows whose lead is gone (had foreign keys been off), then
 * every object under `leads/` that no row points to and is old enough not to be
 * an upload in flight. Returns how many objects it deleted.
 */
export async function sweepOrphanPhotos(env: SweepEnv, now = Date.now()): Promise<number> {
  await env.DB.prepare("DELETE FROM lead_photos WHERE lead_id NOT IN (SELECT id FROM leads)").run();
  const age = Number(env.PHOTO_ORPHAN_MIN_AGE_SECONDS ?? 3600);
  const minAgeMs = (Number.isFinite(age) && age >= 0 ? age : 3600) * 1000;
  let deleted = 0;
  let cursor: string | undefined;
  do {
    const page = await env.PHOTOS.list({ prefix: "leads/", limit: 1000, ...(cursor ? { cursor } : {}) });
    const old = page.objects.filter((object) => now - object.uploaded.getTime() >= minAgeMs).map((o) => o.key);
    // D1 takes at most 100 bound values a statement.
    for (let i = 0; i < old.length; i += 100) {
      const keys = old.slice(i, i + 100);
      const { results } = await env.DB.prepare(
        `SELECT key FROM lead_photos WHERE key IN (${keys.map(() => "?").join(", ")})`,
      )
        .bind(...keys)
        .all<{ key: string }>();
      const kept = new Set(results.map((row) => row.key));
      const orphans = keys.filter((key) => !kept.has(key));
      if (orphans.length) {
        await env.PHOTOS.delete(orphans);
        deleted += orphans.length;
      }
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return deleted;
}
