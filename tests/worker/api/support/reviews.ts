/**
 * Reviews in the workerd tests, before and apart from the jobs feature: a lead posted as the form posts
 * it and won, its job as `jobs.find` reads it (a stand-in the tests set, html/sections.ts's port), and its
 * completion through the reviews' own hook (`openReviewInvitation`, which jobs/ calls). The lead engineer
 * may swap the stand-in for the jobs feature's completion route once both are merged.
 */
import { env } from "cloudflare:workers";
import { jobs, type JobFacts } from "../../../../worker/html/sections";
import type { AppContext } from "../../../../worker/platform/env";
import { openReviewInvitation } from "../../../../worker/reviews/ownerRoutes";
import { leadBody, postLead } from "../../support/leads";
import { query, withVars } from "./worker";

/** The Worker's handler in this isolate, so the jobs stand-in below is the one its routes read. */
export const worker = withVars({});

/** The jobs the stand-in knows: lead id → its facts; any other lead is no job. */
const knownJobs = new Map<number, JobFacts>();
const realFind = jobs.find;

/** Puts the stand-in in place of the jobs feature's reader (call in beforeAll; `restoreJobs` in afterAll). */
export function standInForJobs() {
  jobs.find = (_c, leadId) => Promise.resolve(knownJobs.get(leadId) ?? null);
}
export function restoreJobs() {
  jobs.find = realFind;
  knownJobs.clear();
}

/** What the hook is given by the jobs feature: the request's context, of which it reads the database. */
const hookContext = { env } as unknown as AppContext;

export interface TestLead {
  reference: string;
  requestPath: string;
  leadId: number;
}

/** A lead posted as the site's form posts it, opened by the owner and won at `wonAt`. */
export async function wonLead(fields: Record<string, unknown> = {}, wonAt = new Date()): Promise<TestLead> {
  const response = await postLead(worker, leadBody(fields));
  if (response.status !== 201) throw new Error(`The API refused the lead with ${response.status}`);
  const { reference, requestPath } = await response.json<{ reference: string; requestPath: string }>();
  await query(
    "UPDATE leads SET seen_at = created_at, status = 'won', won_at = ?, updated_at = ? WHERE reference = ?",
    wonAt.toISOString(),
    wonAt.toISOString(),
    reference,
  );
  const [lead] = await query<{ id: number }>("SELECT id FROM leads WHERE reference = ?", reference);
  if (!lead) throw new Error("The lead was not stored");
  knownJobs.set(lead.id, { startedAt: wonAt.toISOString(), completedAt: null });
  return { reference, requestPath, leadId: lead.id };
}

/** The job completed at `at`, as the jobs feature does it: its facts, then the hooks it calls. */
export async function completeJob(lead: TestLead, at = new Date()) {
  const job = knownJobs.get(lead.leadId);
  if (!job) throw new Error("Not a job");
  knownJobs.set(lead.leadId, { ...job, completedAt: at.toISOString() });
  for (const hook of jobs.completed) await hook(hookContext, lead.leadId, at);
}

/** The contract cancelled in its cooling-off period: the lead is no job (jobs.find answers null). */
export function cancelJob(lead: TestLead) {
  knownJobs.delete(lead.leadId);
}

/** Calls the completion hook for a lead that is no job (as a stray call would), to show it opens nothing. */
export const completeNoJob = (lead: TestLead, at = new Date()) => openReviewInvitation(hookContext, lead.leadId, at);

/** A form's post from one of the site's own pages, through the handler above. */
export const post = (path: string, fields: Record<string, string> = {}) =>
  worker.request(path, {
    method: "POST",
    redirect: "manual",
    headers: { "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields).toString(),
  });

/** A page's HTML through the handler. */
export const pageHtml = async (path: string) => (await worker.request(path)).text();

/** The counts of removals by reason. */
export async function removals(): Promise<Record<string, number>> {
  const rows = await query<{ reason: string; n: number }>(
    "SELECT reason, count(*) AS n FROM review_removals GROUP BY reason",
  );
  return Object.fromEntries(rows.map((row) => [row.reason, row.n]));
}
