/**
 * The job on the request's private page, mounted under /request behind the homeowner's gate
 * (worker/index.ts): "The work is finished" (which completes the job, alerts the owner once and calls
 * the completion's hooks), the update photos served under the page's token, and the section and
 * timeline steps the request page shows (html/sections.ts). The homeowner answers an update with a note,
 * as on any request page.
 */
import { alertOwner } from "../alerts/alertOwner";
import type { JobFacts, RequestSection, RequestSubject } from "../html/sections";
import { requestPage } from "../html/sections";
import { openToken, tokenRoute as token } from "../leads/links";
import type { TimelineFacts } from "../leads/timeline";
import { factory, type AppContext } from "../platform/env";
import { completed } from "./completion";
import { jobsCopy } from "./copy";
import { homeownerJobSection, jobSectionId } from "./homeownerPages";
import { photoResponse } from "./photoResponse";
import { completeJob, jobOfLead, jobPhoto, updatesOfLead } from "./queries";
import { jobFacts } from "./state";

/** The refusal of an unticked box, while the page shows it. */
const refusedFinishes = new WeakMap<Request, string>();

/** The request page's job section, in its updates slot; nothing for a lead that is no job. */
export const requestJobSection: RequestSection = async (c, lead) => {
  if (lead.withdrawn_at) return "";
  const job = await jobOfLead(c.env.DB, lead.id);
  if (!job) return "";
  return {
    slot: "updates",
    html: homeownerJobSection(lead.path, job, await updatesOfLead(c.env.DB, lead.id), {
      finished: c.req.query("finished") === "1",
      finishedError: refusedFinishes.get(c.req.raw),
    }),
  };
};

/** The job's steps on the request's timeline: in progress from the win, completed when it was. */
export const jobTimelineFacts = async (c: AppContext, lead: RequestSubject): Promise<TimelineFacts> => {
  const job = await jobOfLead(c.env.DB, lead.id);
  return job ? { job_started_at: job.won_at, job_completed_at: job.completed_at } : {};
};

/** The lead's job as other features read it (html/sections.ts's `jobs.find`). */
export const findJob = async (c: AppContext, leadId: number): Promise<JobFacts | null> => {
  const job = await jobOfLead(c.env.DB, leadId);
  return job ? jobFacts(job) : null;
};

const leadOf = (c: AppContext) => openToken(c.env.DB, c.req.param("token") ?? "", new Date());

export const homeownerJobs = factory.createApp();

// "The work is finished": the job completed by the homeowner, once; the owner told, and the completion's hooks called.
homeownerJobs.post(`${token}/job/finished`, async (c) => {
  const lead = await leadOf(c);
  if (!lead || lead.withdrawn_at) return c.notFound();
  const form = await c.req.parseBody();
  if (form["confirm"] !== "yes") {
    refusedFinishes.set(c.req.raw, jobsCopy.homeowner.tickToConfirm);
    return requestPage.show(c, 400);
  }
  const now = new Date();
  if (await completeJob(c.env.DB, lead.id, "homeowner", now)) {
    c.executionCtx.waitUntil(alertOwner(c.env, lead, { kind: "jobFinished" }, now.getTime()));
    await completed(c, lead.id, now);
  }
  return c.redirect(`${c.req.path.replace(/\/job\/finished$/, "")}?finished=1#${jobSectionId}`, 303);
});

async function servePhoto(c: AppContext, thumbnail: boolean) {
  const lead = await leadOf(c);
  const photo = lead && !lead.withdrawn_at && (await jobPhoto(c.env.DB, lead.id, Number(c.req.param("id"))));
  return photo ? photoResponse(c, photo, thumbnail) : c.notFound();
}

homeownerJobs.get(`${token}/job/photos/:id{[0-9]{1,12}}/thumbnail`, (c) => servePhoto(c, true));
homeownerJobs.get(`${token}/job/photos/:id{[0-9]{1,12}}`, (c) => servePhoto(c, false));
