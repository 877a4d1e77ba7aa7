/**
 * Photos a homeowner adds from the request's page (`POST /request/<token>/photos`, routes.ts): the
 * quote API's `photo` parts, read and checked by the same code (photos/request.ts by their bytes,
 * photos/check.ts through the Images binding, which makes each again: upright, no metadata), kept private
 * in R2 (photos/store.ts). A lead holds at most what a request may send (`photoLimits`: 8 photos, 25 MB
 * in all, counting those sent with it, as kept), and a page may add photos `photoAdditionsPerHour` times
 * an hour. Each addition is one request_events row ('photos'), which the lead's history shows and the
 * limit counts.
 */
import { photoLimits } from "../../src/lib/photoLimits";
import { checkPhotos } from "../photos/check";
import { photoMessages, readPhotoFiles } from "../photos/request";
import { deletePhotoObjects, putPhotos } from "../photos/store";

/** Additions a page may make in an hour, as for notes: a page cannot flood the owner's phone. */
export const photoAdditionsPerHour = 10;

/** What a lead can still take: photos, and bytes. */
export interface PhotoRoom {
  count: number;
  totalBytes: number;
}

export async function photoRoom(db: D1Database, leadId: number): Promise<PhotoRoom> {
  const row = await db
    .prepare("SELECT count(*) AS n, coalesce(sum(bytes), 0) AS bytes FROM lead_photos WHERE lead_id = ?")
    .bind(leadId)
    .first<{ n: number; bytes: number }>();
  return {
    count: Math.max(0, photoLimits.count - (row?.n ?? 0)),
    totalBytes: Math.max(0, photoLimits.totalBytes - (row?.bytes ?? 0)),
  };
}

const hourBefore = (now: Date) => new Date(now.getTime() - 3_600_000).toISOString();

/** Whether the page has made its `photoAdditionsPerHour` additions in the hour before `now`. */
export async function photoLimitReached(db: D1Database, leadId: number, now: Date): Promise<boolean> {
  const n = await db
    .prepare("SELECT count(*) AS n FROM request_events WHERE lead_id = ? AND kind = 'photos' AND created_at > ?")
    .bind(leadId, hourBefore(now))
    .first<number>("n");
  return (n ?? 0) >= photoAdditionsPerHour;
}

export interface PhotoEnv {
  DB: D1Database;
  PHOTOS: R2Bucket;
  IMAGES: ImagesBinding;
}

export type PhotoAddition =
  | { ok: true; count: number }
  | { ok: false; status: 400 | 413 | 415 | 429; message: string }
  /** The request was erased while its photos were on their way: the page answers as for any request gone. */
  | { ok: false; status: 404; message: "" };

const refused = (status: 400 | 413 | 415 | 429, message: string): PhotoAddition => ({ ok: false, status, message });

/**
 * Reads, checks and stores the photos of a form (its size already limited, routes.ts). The rows go in one
 * transaction, and only if, at that moment, the hour's additions and the lead's room still allow them:
 * two additions at once cannot both take the last place. Whatever is refused leaves nothing in R2.
 */
export async function addRequestPhotos(
  env: PhotoEnv,
  leadId: number,
  request: Request,
  now: Date,
  /** The page's words for a form with no photo, and for the hour's limit. */
  messages: { none: string; limit: string },
): Promise<PhotoAddition> {
  if (await photoLimitReached(env.DB, leadId, now)) return refused(429, messages.limit);
  let form: FormData;
  try {
    form = await request.formData();
  } catch {
    return refused(400, "The request is not valid form data.");
  }
  const room = await photoRoom(env.DB, leadId);
  const read = await readPhotoFiles(form, room);
  if (!read.ok) return refused(read.status, read.errors["form"] ?? photoMessages.tooLarge);
  if (!read.photos.length) return refused(400, messages.none);
  const check = await checkPhotos(env.IMAGES, read.photos);
  if (!check.ok) return refused(415, photoMessages.notAPhoto(check.failed));

  const kept = await putPhotos(env.PHOTOS, crypto.randomUUID(), check.checked);
  const keys = kept.map((photo) => photo.key);
  const at = now.toISOString();
  const bytes = kept.reduce((sum, photo) => sum + photo.bytes, 0);
  const db = env.DB;
  let added: boolean;
  try {
    const [event] = await db.batch([
      db
        .prepare(
          `INSERT INTO request_events (lead_id, kind, created_at)
           SELECT ?1, 'photos', ?2
           WHERE (SELECT count(*) FROM request_events WHERE lead_id = ?1 AND kind = 'photos' AND created_at > ?3) < ?4
             AND (SELECT count(*) FROM lead_photos WHERE lead_id = ?1) + ?5 <= ?6
             AND (SELECT coalesce(sum(bytes), 0) FROM lead_photos WHERE lead_id = ?1) + ?7 <= ?8`,
        )
        .bind(
          leadId,
          at,
          hourBefore(now),
          photoAdditionsPerHour,
          kept.length,
          photoLimits.count,
          bytes,
          photoLimits.totalBytes,
        ),
      // Each row only if the one before it went in (changes() is the last statement's count), numbered after the lead's last.
      ...kept.map((photo) =>
        db
          .prepare(
            `INSERT INTO lead_photos (lead_id, key, bytes, content_type, width, height, created_at, position)
             SELECT ?1, ?2, ?3, ?4, ?5, ?6, ?7, (SELECT coalesce(max(position), 0) + 1 FROM lead_photos WHERE lead_id = ?1)
             WHERE changes() = 1`,
          )
          .bind(leadId, photo.key, photo.bytes, photo.type, photo.width, photo.height, at),
      ),
    ]);
    added = event?.meta.changes === 1;
  } catch (error) {
    await deletePhotoObjects(env.PHOTOS, keys);
    const lead = await db.prepare("SELECT 1 AS here FROM leads WHERE id = ?").bind(leadId).first();
    if (!lead) return { ok: false, status: 404, message: "" };
    throw error;
  }
  if (added) return { ok: true, count: kept.length };
  await deletePhotoObjects(env.PHOTOS, keys);
  // Refused at the last moment: another addition took the room, or the hour's last place.
  const left = await photoRoom(env.DB, leadId);
  return left.count < kept.length || left.totalBytes < bytes
    ? refused(413, photoMessages.roomLeft(left.count))
    : refused(429, messages.limit);
}
