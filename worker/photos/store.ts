/**
 * Photos sent with a quote request: what counts as a photo (photos/bytes.ts: by its
 * bytes, never its name or declared type), where it is kept (R2, under a key no one
 * can guess from the lead's reference), and how it goes again: with its lead, and
 * by the scheduled sweep of any object no row points to. The job's update photos (jobs/) go
 * the same way, from their own table (photoTables).
 */
import type { PhotoType } from "./bytes";
import { photoKeyOf, thumbnailKey } from "./thumbnailKeys";
import type { CheckedPhoto, LeadPhoto, NewPhoto } from "./types";

const extensions: Record<PhotoType, string> = { "image/jpeg": "jpg", "image/png": "png", "image/webp": "webp" };

/**
 * Puts the photos in R2, each under `leads/<folder>/<random uuid>.<ext>` with its thumbnail
 * beside it (the folder: a new random uuid, for photos sent with the request and for those added from the
 * request's page). If any put fails, the ones already put are deleted and the error
 * is thrown: nothing half-stored.
 */
export async function putPhotos(
  bucket: R2Bucket,
  folder: string,
  photos: readonly CheckedPhoto[],
): Promise<NewPhoto[]> {
  const stored = photos.map((photo, i) => ({
    key: `leads/${folder}/${crypto.randomUUID()}.${extensions[photo.type]}`,
    bytes: photo.bytes.byteLength,
    position: i + 1,
    type: photo.type,
    width: photo.width,
    height: photo.height,
  }));
  const puts = await Promise.allSettled(
    photos.map(async (photo, i) => {
      const key = stored[i]?.key ?? "";
      await bucket.put(key, photo.bytes, { httpMetadata: { contentType: photo.type } });
      await bucket.put(thumbnailKey(key), photo.thumbnail.bytes, {
        httpMetadata: { contentType: photo.thumbnail.type },
      });
    }),
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
 * Deletes photos whose rows are already gone, with their thumbnails. A failure
 * is only logged: the scheduled sweep deletes any object no row points to.
 */
export async function deletePhotoObjects(bucket: R2Bucket, photoKeys: readonly string[]): Promise<void> {
  const keys = photoKeys.flatMap((key) => [key, thumbnailKey(key)]);
  for (let i = 0; i < keys.length; i += 1000) {
    try {
      await bucket.delete(keys.slice(i, i + 1000));
    } catch (error) {
      console.error("Could not delete photos; the scheduled sweep will", error);
    }
  }
}

/**
 * The tables whose rows keep a photo in R2, each with its lead's id and the object's key: the request's
 * photos, and the photos of the job's updates (jobs/, migration 0021), which are kept apart so that they
 * never count in the request's room or gallery. Erasure, retention and the sweep go through every one.
 */
export const photoTables = ["lead_photos", "job_photos"] as const;

/** The statements (one per photo table) that delete the photo rows of the leads `where` selects, returning their keys. */
export const deletePhotoRows = (db: D1Database, where: string, ...values: (string | number)[]) =>
  photoTables.map((table) =>
    db
      .prepare(`DELETE FROM ${table} WHERE lead_id IN (SELECT id FROM leads WHERE (${where})) RETURNING key`)
      .bind(...values),
  );

/** The keys a batch's photo-row deletions (deletePhotoRows, in order) returned. */
export const deletedKeys = (results: readonly (D1Result | undefined)[]) =>
  results.flatMap((result) => ((result?.results ?? []) as { key: string }[]).map((row) => row.key));

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
 * every object under `leads/` that no row of any photo table points to (a thumbnail, through its
 * photo) and is old enough not to be an upload in flight. Returns how many objects it deleted.
 */
export async function sweepOrphanPhotos(env: SweepEnv, now = Date.now()): Promise<number> {
  for (const table of photoTables)
    await env.DB.prepare(`DELETE FROM ${table} WHERE lead_id NOT IN (SELECT id FROM leads)`).run();
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
      // Numbered, so that every table's query reads the same bound values.
      const marks = keys.map((_, n) => `?${n + 1}`).join(", ");
      const { results } = await env.DB.prepare(
        photoTables.map((table) => `SELECT key FROM ${table} WHERE key IN (${marks})`).join(" UNION ALL "),
      )
        .bind(...keys.map(photoKeyOf))
        .all<{ key: string }>();
      const kept = new Set(results.map((row) => row.key));
      const orphans = keys.filter((key) => !kept.has(photoKeyOf(key)));
      if (orphans.length) {
        await env.PHOTOS.delete(orphans);
        deleted += orphans.length;
      }
    }
    cursor = page.truncated ? page.cursor : undefined;
  } while (cursor);
  return deleted;
}
