/**
 * The job in the owner's app, mounted under /admin/leads behind the owner's gate (worker/index.ts): the
 * planned end, the page that posts an update (a line and up to 6 photos, through the request's photo
 * pipeline: photos/request.ts by their bytes, photos/check.ts made again, photos/store.ts private in R2),
 * "Mark the job completed", the update photos served behind the gate; and what the job adds to the lead's
 * page (its section) and the owner's list (its step).
 */
import { bodyLimit } from "hono/body-limit";
import { inboxSecurityHeaders } from "../../src/config/security";
import { cleanText } from "../../src/lib/cleanText";
import { multipartParts, photoLimits } from "../../src/lib/photoLimits";
import { fillText } from "../../src/config/format";
import { ownerLeadPage, type Section } from "../html/sections";
import { findLead } from "../leads/queries";
import type { Lead } from "../leads/row";
import { checkPhotos } from "../photos/check";
import { photoMessages, photoPartsBytes, readPhotoFiles } from "../photos/request";
import { deletePhotoObjects, putPhotos } from "../photos/store";
import { factory, type AppContext } from "../platform/env";
import { completed } from "./completion";
import { photoResponse } from "./photoResponse";
import { jobsCopy } from "./copy";
import {
  jobHeadingId,
  ownerJobSection,
  updateMaxLength,
  updatePage,
  updatePhotoLimit,
  type JobSectionState,
  type UpdateFormState,
} from "./ownerPages";
import { addUpdate, allJobs, completeJob, jobOfLead, jobPhoto, setPlannedEnd, updatesOfLead } from "./queries";
import { jobStage } from "./state";

const copy = jobsCopy.owner;

/** The planned end as refused, while the lead's page shows it. */
const refusedPlannedEnds = new WeakMap<Request, string>();

const savedOf = (value: string | undefined): JobSectionState["saved"] =>
  value === "plannedEnd" || value === "posted" || value === "completed" ? value : undefined;

/** The lead page's "Job" section, for a won lead (html/sections.ts's ownerLeadPage). */
export const leadJobSection: Section<Lead> = async (c, lead) => {
  const job = await jobOfLead(c.env.DB, lead.id);
  if (!job) return "";
  return ownerJobSection(`/admin/leads/${lead.reference}`, job, await updatesOfLead(c.env.DB, lead.id), {
    saved: savedOf(c.req.query("job")),
    plannedEndError: refusedPlannedEnds.get(c.req.raw),
  });
};

/**
 * The job in the lead's JSON export (html/sections.ts's leadExport): its dates, who completed it, and
 * each update with its photos listed (their size and type, not their bytes or keys), as the request's
 * own photos are; null when the lead is no job.
 */
export const jobExportFields = async (c: AppContext, lead: Lead) => {
  const job = await jobOfLead(c.env.DB, lead.id);
  if (!job) return { job: null };
  return {
    job: {
      startedAt: job.won_at,
      plannedEnd: job.planned_end,
      completedAt: job.completed_at,
      completedBy: job.completed_by,
      updates: (await updatesOfLead(c.env.DB, lead.id)).map((update) => ({
        text: update.body,
        postedAt: update.created_at,
        photos: update.photos.map((photo) => ({
          bytes: photo.bytes,
          contentType: photo.content_type,
          width: photo.width,
          height: photo.height,
        })),
      })),
    },
  };
};

/** Each job's step for the owner's list (html/sections.ts's leadSteps): "In progress" or "Completed". */
export async function jobSteps(c: AppContext): Promise<Map<number, string>> {
  return new Map((await allJobs(c.env.DB)).map((job) => [job.lead_id, copy.steps[jobStage(job)]]));
}

const backToJob = (c: AppContext, reference: string, saved: NonNullable<JobSectionState["saved"]>) =>
  c.redirect(`/admin/leads/${reference}?job=${saved}#${jobHeadingId}`, 303);

/** The lead of the path, while it is a job; the answer otherwise (404 without a lead, 409 for a lead that is no job). */
async function jobLead(c: AppContext) {
  const lead = await findLead(c.env.DB, c.req.param("reference") ?? "");
  if (!lead) return { answer: c.notFound() };
  const job = await jobOfLead(c.env.DB, lead.id);
  if (!job) return { answer: c.text(copy.notAJob, 409) };
  return { lead, job };
}

/**
 * The update page's policy: the app's, with the one same-origin script that prepares the photos and the
 * previews' blob: images (the lead's page itself runs no script).
 */
const updatePolicy = (inboxSecurityHeaders()["Content-Security-Policy"] ?? "")
  .replace("img-src 'self'", "img-src 'self' blob:")
  .concat("; script-src 'self'");

const updateAnswer = (c: AppContext, lead: Lead, form: UpdateFormState, status: 200 | 400 | 409 | 413 | 415) =>
  c.html(updatePage(lead, form), status, { "Content-Security-Policy": updatePolicy });

/** The job's routes of the owner's app, mounted under /admin/leads behind its gate (worker/index.ts). */
export const ownerJobs = factory.createApp();

ownerJobs.post("/:reference/job/planned-end", async (c) => {
  const found = await jobLead(c);
  if ("answer" in found) return found.answer;
  const value = (await c.req.parseBody())["plannedEnd"];
  const date = typeof value === "string" ? value.trim() : "";
  if (date && (!/^\d{4}-\d{2}-\d{2}$/.test(date) || Number.isNaN(Date.parse(`${date}T00:00:00Z`)))) {
    refusedPlannedEnds.set(c.req.raw, copy.errors.plannedEnd);
    return ownerLeadPage.show(c, 400);
  }
  await setPlannedEnd(c.env.DB, found.lead.id, date || null);
  return backToJob(c, found.lead.reference, "plannedEnd");
});

ownerJobs.get("/:reference/job/update", async (c) => {
  const found = await jobLead(c);
  if ("answer" in found) return found.answer;
  if (found.job.completed_at) return c.text(copy.completedAlready, 409);
  return updateAnswer(c, found.lead, { body: "" }, 200);
});

// An update: its line checked, then its photos read, checked and kept as the request's are; nothing kept on a refusal.
ownerJobs.post(
  "/:reference/job/updates",
  bodyLimit({ maxSize: photoPartsBytes, onError: (c: AppContext) => c.text(photoMessages.tooLarge, 413) }),
  async (c) => {
    const found = await jobLead(c);
    if ("answer" in found) return found.answer;
    const { lead } = found;
    let form: FormData;
    try {
      form = await c.req.raw.formData();
    } catch {
      return c.text("Bad request", 400);
    }
    const raw = form.get("body");
    const body = cleanText(typeof raw === "string" ? raw.slice(0, 2000) : "").trim();
    if (!body || body.length > updateMaxLength) {
      return updateAnswer(c, lead, { body, error: fillText(copy.errors.updateText, { max: updateMaxLength }) }, 400);
    }
    if (found.job.completed_at) return updateAnswer(c, lead, { body, error: copy.completedAlready }, 409);
    // A file input left empty (the form posted without photos, or without its script) sends an empty part: no photo.
    const parts = form.getAll(multipartParts.photo).filter((part) => (typeof part === "string" ? part : part.size));
    form.delete(multipartParts.photo);
    for (const part of parts) form.append(multipartParts.photo, part);
    if (parts.length > updatePhotoLimit) {
      return updateAnswer(c, lead, { body, error: fillText(copy.errors.photos, { max: updatePhotoLimit }) }, 413);
    }
    const read = await readPhotoFiles(form, { count: updatePhotoLimit, totalBytes: photoLimits.totalBytes });
    if (!read.ok) return updateAnswer(c, lead, { body, error: read.errors["form"] }, read.status);
    const check = await checkPhotos(c.env.IMAGES, read.photos);
    if (!check.ok) return updateAnswer(c, lead, { body, error: photoMessages.notAPhoto(check.failed) }, 415);
    const kept = check.checked.length ? await putPhotos(c.env.PHOTOS, crypto.randomUUID(), check.checked) : [];
    let added = false;
    try {
      added = await addUpdate(c.env.DB, lead.id, body, kept, new Date());
    } finally {
      if (!added)
        await deletePhotoObjects(
          c.env.PHOTOS,
          kept.map((photo) => photo.key),
        );
    }
    if (!added) return updateAnswer(c, lead, { body, error: copy.completedAlready }, 409);
    return backToJob(c, lead.reference, "posted");
  },
);

ownerJobs.post("/:reference/job/complete", async (c) => {
  const found = await jobLead(c);
  if ("answer" in found) return found.answer;
  const now = new Date();
  if (await completeJob(c.env.DB, found.lead.id, "owner", now)) await completed(c, found.lead.id, now);
  return backToJob(c, found.lead.reference, "completed");
});

/** A job's photo, or its thumbnail, behind the owner's gate: never cached, shown as the type stored. */
async function servePhoto(c: AppContext, leadId: number, thumbnail: boolean) {
  const id = Number(c.req.param("id"));
  const photo = await jobPhoto(c.env.DB, leadId, id);
  if (!photo) return c.notFound();
  return photoResponse(c, photo, thumbnail);
}

ownerJobs.get("/:reference/job/photos/:id{[0-9]{1,12}}/thumbnail", async (c) => {
  const lead = await findLead(c.env.DB, c.req.param("reference"));
  return lead ? servePhoto(c, lead.id, true) : c.notFound();
});

ownerJobs.get("/:reference/job/photos/:id{[0-9]{1,12}}", async (c) => {
  const lead = await findLead(c.env.DB, c.req.param("reference"));
  return lead ? servePhoto(c, lead.id, false) : c.notFound();
});
