/**
 * A job completed, by the owner or by the homeowner: every feature that acts on it (html/sections.ts's
 * `jobs.completed`: the reviews' invitation) is called, once, by the one call that completed it
 * (queries.ts's completeJob is true only once). A hook that fails is logged and does not undo the
 * completion or stop the others.
 */
import { jobs } from "../html/sections";
import type { AppContext } from "../platform/env";

export async function completed(c: AppContext, leadId: number, at: Date): Promise<void> {
  const results = await Promise.allSettled(jobs.completed.map((hook) => hook(c, leadId, at)));
  for (const result of results)
    if (result.status === "rejected") console.error("A job's completion hook failed", result.reason);
}
