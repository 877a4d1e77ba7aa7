/** Leads in D1: find one by its submission id, and store a new one under a unique reference. */
import { makeReference } from "../../src/lib/leadReference";
import type { LeadInput } from "../../src/lib/leadRequest";
import { retryTransient } from "../platform/d1Retry";
import { toRow, type Lead } from "./row";
import type { NewPhoto } from "../photos/types";

export type StoredLead = Pick<Lead, "id" | "reference" | "request_hash">;

export async function findBySubmission(db: D1Database, submissionId: string): Promise<StoredLead | null> {
  return db
    .prepare("SELECT id, reference, request_hash FROM leads WHERE submission_id = ?")
    .bind(submissionId)
    .first<StoredLead>();
}

async function holdsPhoto(db: D1Database, leadId: number, key: string): Promise<boolean> {
  const row = await db
    .prepare("SELECT 1 AS held FROM lead_photos WHERE lead_id = ? AND key = ?")
    .bind(leadId, key)
    .first();
  return row !== null;
}

const isClash = (column: string) => (error: unknown) =>
  error instanceof Error && new RegExp(`UNIQUE.*leads\\.${column}`, "i").test(error.message);
const isReferenceClash = isClash("reference");
const isSubmissionClash = isClash("submission_id");

/**
 * Stores the lead, with its photos' rows (the objects are already in R2) in the
 * same transaction, and returns it with `created: true`. If the same submission
 * was stored meanwhile, returns that one with `created: false` and stores no
 * photo rows, so the caller deletes its objects. A reference already taken is drawn again.
 * A write D1 failed for a moment is sent again (worker/platform/d1Retry.ts); the
 * lead found after that may be this request's own, committed before the error.
 */
export async function storeLead(
  db: D1Database,
  lead: LeadInput,
  now: Date,
  photos: readonly NewPhoto[] = [],
  requestHash = "",
): Promise<StoredLead & { created: boolean }> {
  const row = toRow(lead, now, requestHash);
  const columns = Object.keys(row);
  let uncertain = false;
  const write = <T>(run: () => Promise<T>) => retryTransient(run, { onRetry: () => (uncertain = true) });
  const storedMeanwhile = async () => {
    const first = await findBySubmission(db, lead.submissionId);
    if (!first) return null;
    // Ours only if an earlier try of this very request committed it: with photos, its rows hold our keys.
    const ours = uncertain && (!photos[0] || (await holdsPhoto(db, first.id, photos[0].key)));
    return { ...first, created: ours };
  };
  for (let attempt = 0; attempt < 16; attempt++) {
    const reference = makeReference();
    const insert = db
      .prepare(
        `INSERT INTO leads (reference, ${columns.join(", ")})
         VALUES (?, ${columns.map(() => "?").join(", ")})
         ${photos.length ? "" : "ON CONFLICT (submission_id) DO NOTHING"}
         RETURNING id, reference, request_hash`,
      )
      .bind(reference, ...Object.values(row));
    try {
      let result: StoredLead | null;
      if (photos.length) {
        // One transaction: the lead and every photo row, or (on any error) none of them.
        const [inserted] = await write(() =>
          db.batch([
            insert,
            ...photos.map((photo) =>
              db
                .prepare(
                  `INSERT INTO lead_photos (lead_id, key, bytes, content_type, width, height, created_at, position)
                 VALUES ((SELECT id FROM leads WHERE submission_id = ?), ?, ?, ?, ?, ?, ?, ?)`,
                )
                .bind(
                  lead.submissionId,
                  photo.key,
                  photo.bytes,
                  photo.type,
                  photo.width,
                  photo.height,
                  now.toISOString(),
                  photo.position,
                ),
            ),
          ]),
        );
        result = (inserted?.results[0] as StoredLead | undefined) ?? null;
      } else {
        result = await write(() => insert.first<StoredLead>());
      }
      if (result) return { ...result, created: true };
      // Another request with the same submission id was stored first: answer as it was answered.
      const first = await storedMeanwhile();
      if (first) return first;
    } catch (error) {
      if (isSubmissionClash(error)) {
        const first = await storedMeanwhile();
        if (first) return first;
      }
      if (!isReferenceClash(error)) throw error;
    }
  }
  throw new Error("Could not find a free lead reference");
}
