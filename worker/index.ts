/**
 * The site's Worker: the static site is served as Workers static assets (wrangler.jsonc); only the
 * lead API's, the owner's app's, the request pages' and the calendar feed's paths, and the static pages
 * that show reviews, reach this code first. This file only wires: each feature's app is mounted at its path behind the middleware of
 * its side (the owner's gate, the homeowner's gate), the pages made of several features' sections are
 * given them (html/sections.ts), and the scheduled run calls each job.
 */
import { HTTPException } from "hono/http-exception";
import { getPath } from "hono/utils/url";
import { requestSecurityHeaders } from "../src/config/security";
import { alertDueUpdates } from "./alerts/alertOwner";
import { notifyDueLeads } from "./alerts/notify";
import { forgetOldHours } from "./alerts/ceiling";
import { alertDueLeads } from "./alerts/pushAlerts";
import { repeatAlerts } from "./alerts/pushRepeat";
import { api } from "./api/routes";
import { appRoutes } from "./app/routes";
import {
  jobs,
  leadExport,
  leadSteps,
  listFilters,
  ownerLeadPage,
  ownerListPage,
  requestPage,
  settingsPage,
  statsTables,
} from "./html/sections";
import { inbox, showLead } from "./inbox/routes";
import { dayJobs } from "./jobs/morning";
import { findJob, homeownerJobs, jobTimelineFacts, requestJobSection } from "./jobs/homeownerRoutes";
import { jobExportFields, jobSteps, leadJobSection, ownerJobs } from "./jobs/ownerRoutes";
import { notFoundPage } from "./inbox/pages";
import { deleteExpiredLinks } from "./leads/links";
import { deleteExpiredLeads } from "./leads/retention";
import { sweepOrphanPhotos } from "./photos/store";
import { reportMissingSecrets } from "./platform/configCheck";
import { factory, type WorkerEnv } from "./platform/env";
import { homeownerGate } from "./platform/homeownerGate";
import { ownerGate } from "./platform/ownerGate";
import { baselineHeaders } from "./platform/securityHeaders";
import { json } from "./platform/responses";
import { requestNotFoundPage } from "./request/pages";
import { requestPages, showRequestPage } from "./request/routes";
import { publicPages } from "./reviews/publicPages";
import { homeownerQuotes, requestQuoteSection } from "./quotes/homeownerRoutes";
import { leadQuoteSection, ownerQuotes } from "./quotes/ownerRoutes";
import { followUpSection, remindFollowUps } from "./quotes/followUps";
import { quoteExportFields, quoteListFilter, quoteSteps, quoteTimelineFacts } from "./quotes/ownerSections";
import { deleteExpiredAcceptances, endContractOnCompletion } from "./quotes/retention";
import { quoteStatsTable } from "./quotes/stats";
import { remindReviews } from "./reviews/followUps";
import { homeownerReviews, requestReviewSection } from "./reviews/homeownerRoutes";
import { leadReviewSection, openReviewInvitation, ownerReviews, reviewExportFields } from "./reviews/ownerRoutes";
import { reviewStatsTable } from "./reviews/stats";
import { calendarFeed } from "./visits/feedRoutes";
import { dayVisits } from "./visits/morning";
import { visitDates } from "./visits/queries";
import { homeownerVisits, requestVisitSection, visitTimelineFacts } from "./visits/homeownerRoutes";
import {
  feedSettingsSection,
  leadVisitSection,
  ownerVisits,
  upcomingVisitsSection,
  visitExportFields,
  visitSteps,
} from "./visits/ownerRoutes";

// The pages made of several features' sections, in each page's order. The lead's page opens on the job
// and its review, which only a won lead has (the others show nothing there), then the visit and the quote,
// then "Follow up" while a quote's reminder stands.
ownerLeadPage.show = showLead;
ownerLeadPage.sections.push(leadJobSection, leadReviewSection, leadVisitSection, leadQuoteSection, followUpSection);
leadExport.push(visitExportFields);
ownerListPage.sections.push(upcomingVisitsSection);
leadSteps.push(visitSteps);
settingsPage.sections.push(feedSettingsSection);
requestPage.show = showRequestPage;
requestPage.sections.push(requestVisitSection, requestQuoteSection);
requestPage.timeline.push(visitTimelineFacts);
// The quote's follow-up: its step and filter in the list, its records in the export, its steps on the
// homeowner's timeline, "Follow up" on the lead's page while a reminder stands, and its weekly figures
// (with the visits' dates, for the days from visit to quote).
leadSteps.push(quoteSteps);
listFilters.push(quoteListFilter);
leadExport.push(quoteExportFields);
requestPage.timeline.push(quoteTimelineFacts);
statsTables.push(quoteStatsTable(visitDates));
// The job a won lead becomes: its section on the lead's page (above), its step in the list, its updates on
// the request page with its steps on the timeline, and the reader other features use (jobs.find).
jobs.find = findJob;
leadSteps.push(jobSteps);
leadExport.push(jobExportFields);
// A completed job ends its accepted quote's contract, whose six years then count from the end of the work.
jobs.completed.push(endContractOnCompletion);
requestPage.sections.push(requestJobSection);
requestPage.timeline.push(jobTimelineFacts);
// Reviews: a completed job opens its invitation (jobs/ calls the hook); the invitation, then the review, on
// the request page; the send step, the reply and the removal on the lead's page (above); its export; its
// weekly figures.
jobs.completed.push(openReviewInvitation);
requestPage.sections.push(requestReviewSection);
leadExport.push(reviewExportFields);
statsTables.push(reviewStatsTable);

// The app's start page is its scope, /admin/leads/: the inbox's list, as at /admin/leads.
export const app = factory.createApp({
  getPath: (request) => (getPath(request) === "/admin/leads/" ? "/admin/leads" : getPath(request)),
});

// The static pages that show reviews, rewritten with the published ones (reviews/publicPages.ts). Before the
// baseline headers: each answers with the assets' own headers (dist/_headers), as the static page would.
app.route("/", publicPages);
// Every answer's security headers, where its route set none of its own (platform/securityHeaders.ts).
app.use(baselineHeaders);
// A secret missing outside local mode is an error in the log (and a banner in the inbox).
app.use(async (c, next) => {
  reportMissingSecrets(c.env);
  await next();
});

// The lead API (api/routes.ts).
app.route("/api", api);
// The owner's side, behind Cloudflare Access: the installable app (its routes before the inbox's
// `/:reference`), the visits' and the quotes' owner routes, then the inbox.
app.use("/admin/leads/*", ownerGate);
app.route("/admin/leads", appRoutes);
app.route("/admin/leads", ownerVisits);
app.route("/admin/leads", ownerQuotes);
app.route("/admin/leads", ownerJobs);
app.route("/admin/leads", ownerReviews);
app.route("/admin/leads", inbox);
// The homeowner's side: each request's private page with its visit and its quote, and the lookup of a lost link.
app.use("/request/*", homeownerGate);
app.route("/request", homeownerVisits);
app.route("/request", homeownerQuotes);
app.route("/request", homeownerJobs);
app.route("/request", homeownerReviews);
app.route("/request", requestPages);
// The owner's calendar feed at a secret address, outside Access (visits/feedRoutes.ts).
app.route("/calendar", calendarFeed);

// The owner's and the request pages' own addresses answer a page; everything else, as the API does, JSON.
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
app.notFound((c) =>
  under(c.req.path, "/admin/leads")
    ? c.html(notFoundPage(), 404)
    : under(c.req.path, "/request")
      ? c.html(requestNotFoundPage(), 404, requestSecurityHeaders())
      : json(404, { ok: false, errors: { form: "Not found." } }),
);
app.onError((error) => {
  // A refusal a middleware threw (Hono's csrf(): a form from another site) answers as it was made.
  if (error instanceof HTTPException) return error.getResponse();
  console.error("Lead API error", error);
  return json(500, { ok: false, errors: { form: "Something went wrong on our side." } });
});

export default {
  fetch: app.fetch,
  // Every 5 minutes in production: alerts and notifications that failed or never ran, the hour's one
  // alert above the ceiling, the homeowners' actions gathered in a window that has ended, the second
  // alert for leads nobody opened and the morning summary, the reminders to follow up quotes and
  // review invitations, the retention
  // periods (requests, and contracts' records), and any photo no lead points to.
  // The run's clock is its scheduled time (tests choose it).
  async scheduled(controller, env) {
    const now = controller.scheduledTime;
    await alertDueLeads(env, now);
    await alertDueUpdates(env, now);
    // The morning summary lists the day's site visits and the jobs to nudge, which their features read.
    await repeatAlerts(env, now, dayVisits(env.DB), dayJobs(env.DB));
    await remindFollowUps(env, now);
    await remindReviews(env, now);
    await notifyDueLeads(env, now);
    await forgetOldHours(env.DB, now);
    await deleteExpiredLeads(env, new Date(now));
    await deleteExpiredAcceptances(env.DB, new Date(now));
    await deleteExpiredLinks(env.DB, new Date(now));
    await sweepOrphanPhotos(env, now);
  },
} satisfies ExportedHandler<WorkerEnv>;
