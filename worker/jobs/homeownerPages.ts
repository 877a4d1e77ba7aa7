/**
 * The job on the request's private page, in the page's updates slot (html/sections.ts's order): where
 * the work stands, the planned end, the owner's updates newest first with their photos (served under the
 * page's own token), and, while the work is in progress, "The work is finished": a box to tick and a
 * button, a plain form.
 */
import { html } from "hono/html";
import { fillText } from "../../src/config/format";
import { dayWords, when } from "../html/dates";
import type { Html } from "../html/document";
import { confirmForm } from "../html/forms";
import { jobsCopy } from "./copy";
import type { JobRow, JobUpdate } from "./queries";
import { updateList } from "./updateList";

const copy = jobsCopy.homeowner;

/** The section's anchor, where its form lands. */
export const jobSectionId = "job";

export interface HomeownerJobState {
  /** The homeowner said the work is finished (after the redirect). */
  finished?: boolean;
  /** The box was not ticked. */
  finishedError?: string | undefined;
}

export function homeownerJobSection(
  path: string,
  job: JobRow,
  updates: readonly JobUpdate[],
  state: HomeownerJobState,
): Html {
  return html`<div class="job">
    <h2 id="${jobSectionId}">${copy.heading}</h2>
    ${state.finished ? html`<p role="status" class="saved">${copy.finishedSaved}</p>` : ""}
    <p>${job.completed_at ? fillText(copy.completed, { date: when(job.completed_at) }) : copy.inProgress}</p>
    ${
      job.planned_end && !job.completed_at
        ? html`<p>${fillText(copy.plannedEnd, { date: dayWords(job.planned_end) })}</p>`
        : ""
    }
    <h3>${copy.updatesHeading}</h3>
    ${updates.length ? updateList(path, updates, copy.photoAlt) : html`<p class="hint">${copy.noUpdates}</p>`}
    ${
      job.completed_at
        ? ""
        : confirmForm(`${path}/job/finished`, {
            errorId: "finished-error",
            error: state.finishedError,
            look: "quiet",
            words: {
              heading: copy.finishedHeading,
              hint: copy.finishedHint,
              confirm: copy.finishedConfirm,
              button: copy.finishedButton,
            },
          })
    }
  </div>`;
}
