/**
 * The site's Worker: the static site is served as Workers static assets
 * (wrangler.jsonc); only the lead API's and the inbox's paths reach this code first.
 */
import { Hono } from "hono";
import { getPath } from "hono/utils/url";
import type { WorkerEnv } from "./platform/env";
import { reportMissingSecrets } from "./platform/configCheck";
import { notifyDueLeads } from "./alerts/notify";
import { alertDueLeads } from "./alerts/pushAlerts";
import { repeatAlerts } from "./alerts/pushRepeat";
import { forgetOldHours } from "./alerts/ceiling";
import { sweepOrphanPhotos } from "./photos/store";
import { deleteExpiredLeads } from "./leads/retention";
import { json } from "./platform/responses";
import { notFoundPage } from "./inbox/pages";
import { inbox } from "./inbox/routes";
import { requestNotFoundPage } from "./request/pages";
import { requestPages } from "./request/routes";
import { calendarFeed } from "./visits/feedRoutes";
import { requestSecurityHeaders } from "../src/config/security";
import { receiveQuoteRequest } from "./api/quote";
import { quoteLimit } from "./api/quoteLimit";
import { apiHeaders, quoteBodyLimit, sameOrigin } from "./api/quoteMiddleware";

// The app's start page is its scope, /admin/leads/: the inbox's list, as at /admin/leads.
const app = new Hono<{ Bindings: WorkerEnv }>({
  getPath: (request) => (getPath(request) === "/admin/leads/" ? "/admin/leads" : getPath(request)),
});

// A secret missing outside local mode is an error in the log (and a banner in the inbox).
app.use(async (c, next) => {
  reportMissingSecrets(c.env);
  await next();
});

// The lead API: its headers on every answer; then the rate limit, which counts every request before its
// body is read (routes/quoteLimit.ts), the same-origin check and the body limit; then the handler.
app.use("/api/*", apiHeaders);
app.post("/api/quote", quoteLimit, sameOrigin, quoteBodyLimit, receiveQuoteRequest);
app.route("/admin/leads", inbox);
// Each request's private page, and the lookup of a lost link (worker/request/routes.ts).
app.route("/request", requestPages);
// The owner's calendar feed at a secret address, outside Access (worker/visits/feedRoutes.ts).
app.route("/calendar", calendarFeed);
app.all("/api/quote", () => json(405, { ok: false, errors: { form: "Use POST." } }, { Allow: "POST" }));
// The inbox's and the request pages' own addresses answer a page; everything else, as the API does, JSON.
const under = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);
app.notFound((c) =>
  under(c.req.path, "/admin/leads")
    ? c.html(notFoundPage(), 404)
    : under(c.req.path, "/request")
      ? c.html(requestNotFoundPage(), 404, requestSecurityHeaders())
      : json(404, { ok: false, errors: { form: "Not found." } }),
);
app.onError((error) => {
  console.error("Lead API error", error);
  return json(500, { ok: false, errors: { form: "Something went wrong on our side." } });
});

export default {
  fetch: app.fetch,
  // Every 5 minutes in production: alerts and notifications that failed or never ran, the second
  // alert for leads nobody opened, the retention period, and any photo no lead points to.
  // The run's clock is its scheduled time (tests choose it).
  async scheduled(controller, env) {
    const now = controller.scheduledTime;
    await alertDueLeads(env, now);
    await repeatAlerts(env, now);
    await notifyDueLeads(env, now);
    await forgetOldHours(env.DB, now);
    await deleteExpiredLeads(env, new Date(now));
    await sweepOrphanPhotos(env, now);
  },
} satisfies ExportedHandler<WorkerEnv>;
