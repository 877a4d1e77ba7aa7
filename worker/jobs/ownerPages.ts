/**
 * The job in the owner's app (hono/html): on a won lead's page, the "Job" section (in progress or
 * completed, the planned end with its form, the updates, "Post an update" and "Mark the job completed");
 * and the page that posts an update, a line and up to 6 photos, prepared on the phone by the request
 * page's own script (src/scripts/requestPhotos.ts: smaller, upright, no location), which is why it is a
 * page of its own: the lead's page runs no script.
 */
import { html } from "hono/html";
import { fillText } from "../../src/config/format";
import { photoLimits } from "../../src/lib/photoLimits";
import { requestPhotosScript } from "../../src/lib/requestLink";
import { dayWords, when } from "../html/dates";
import type { Html } from "../html/document";
import { fieldError } from "../html/forms";
import { page } from "../html/ownerPage";
import type { Lead } from "../leads/row";
import { jobsCopy } from "./copy";
import type { JobRow, JobUpdate } from "./queries";
import { overdueDays } from "./state";
import { updateList } from "./updateList";

const copy = jobsCopy.owner;

/** Photos an update may carry. */
export const updatePhotoLimit = 6;
/** The longest update line. */
export const updateMaxLength = 300;

/** The section's anchor, where its forms land. */
export const jobHeadingId = "job-heading";

/** What the section shows besides the job: a message after a form, and a refused planned end. */
export interface JobSectionState {
  saved?: "plannedEnd" | "posted" | "completed" | undefined;
  plannedEndError?: string | undefined;
}

/** The lead's "Job" section: where the job stands, the planned end, the updates, and the two actions. */
export function ownerJobSection(
  base: string,
  job: JobRow,
  updates: readonly JobUpdate[],
  state: JobSectionState,
): Html {
  const saved = state.saved
    ? { plannedEnd: copy.plannedEndSaved, posted: copy.updatePosted, completed: copy.completed }[state.saved]
    : "";
  const stage = job.completed_at
    ? fillText(job.completed_by === "homeowner" ? copy.completedByHomeowner : copy.completedByOwner, {
        date: when(job.completed_at),
      })
    : fillText(copy.inProgress, { date: when(job.won_at) });
  return html`<section aria-labelledby="${jobHeadingId}" class="job">
    <h2 id="${jobHeadingId}">${copy.heading}</h2>
    ${saved ? html`<p role="status" class="saved">${saved}</p>` : ""}
    <p><strong data-job-stage>${stage}</strong></p>
    ${
      job.completed_at
        ? job.planned_end
          ? html`<p>${fillText(copy.plannedEndShown, { date: dayWords(job.planned_end) })}</p>`
          : ""
        : html`<form method="post" action="${base}/job/planned-end" class="work">
            <label for="planned-end">${copy.plannedEndLabel}</label>
            <p class="hint" id="planned-end-hint">${fillText(copy.plannedEndHint, { days: overdueDays })}</p>
            <input
              id="planned-end"
              type="date"
              name="plannedEnd"
              value="${job.planned_end ?? ""}"
              aria-describedby="planned-end-hint${state.plannedEndError ? " planned-end-error" : ""}"
              ${state.plannedEndError ? html`aria-invalid="true"` : ""}
            />
            ${fieldError("planned-end-error", state.plannedEndError)}
            <button type="submit" class="secondary">${copy.plannedEndSave}</button>
          </form>`
    }
    <h3>${copy.updatesHeading}</h3>
    ${updates.length ? updateList(base, updates, copy.photoAlt) : html`<p class="hint">${copy.noUpdates}</p>`}
    ${
      job.completed_at
        ? ""
        : html`<p><a class="button" href="${base}/job/update">${copy.postUpdate}</a></p>
            <form method="post" action="${base}/job/complete" class="finished">
              <p class="hint">${copy.completeHint}</p>
              <button type="submit" class="secondary">${copy.complete}</button>
            </form>`
    }
  </section>`;
}

/** The update form as refused: the line as typed and the message. */
export interface UpdateFormState {
  body: string;
  error?: string | undefined;
}

/** The page that posts an update: a line, and photos prepared by the script (the form shows without it, for a line alone). */
export function updatePage(lead: Pick<Lead, "reference">, form: UpdateFormState): Html {
  const base = `/admin/leads/${lead.reference}`;
  return page(
    `${lead.reference} · ${copy.updateTitle}`,
    html`<p><a href="${base}#${jobHeadingId}">← ${copy.back}</a></p>
      <h1>${copy.updateTitle}: ${lead.reference}</h1>
      <p>${fillText(copy.updateIntro, { max: updatePhotoLimit })}</p>
      <form
        method="post"
        action="${base}/job/updates"
        enctype="multipart/form-data"
        class="work"
        data-request-photos
        data-photos-optional
        data-room-count="${updatePhotoLimit}"
        data-room-bytes="${photoLimits.totalBytes}"
        data-preparing="${copy.photosPreparing}"
        data-ready="${copy.photosReady}"
        data-preview="${copy.photosPreview}"
        data-remove="${copy.photosRemove}"
        data-remove-short="${copy.photosRemoveShort}"
        data-browser-problem="${copy.photosBrowserProblem}"
      >
        <label for="update-body">${copy.updateLabel}</label>
        <p class="hint" id="update-hint">${copy.updateHint}</p>
        <input
          id="update-body"
          name="body"
          type="text"
          required
          maxlength="${updateMaxLength}"
          value="${form.body}"
          aria-describedby="update-hint${form.error ? " update-error" : ""}"
          ${form.error ? html`aria-invalid="true"` : ""}
        />
        ${fieldError("update-error", form.error)}
        <p class="hint" data-photos-need-script>${copy.photosNeedScript}</p>
        <div hidden data-photo-picker>
          <label for="photo-pick">${copy.photosLabel}</label>
          <p class="hint" id="photo-hint">${fillText(copy.photosHint, { max: updatePhotoLimit })}</p>
          <input id="photo-pick" type="file" accept="image/*" multiple aria-describedby="photo-hint photo-error" />
          <input type="file" name="photo" multiple hidden data-prepared />
          <p role="status" class="hint" data-photo-status></p>
          <p class="field-error" id="photo-error" data-photo-error></p>
          <ul class="photos" data-photo-previews></ul>
        </div>
        <button type="submit">${copy.updateButton}</button>
      </form>
      <script src="${requestPhotosScript}" defer></script>`,
  );
}
