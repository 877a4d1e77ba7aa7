/**
 * The owner's inbox at /admin/leads: the list with search and a status filter,
 * each lead's wait for a first answer; one lead with its status, note, its
 * Call, WhatsApp and E-mail buttons (which record the first contact), a retry
 * for a failed notification, CSV and JSON export, and erasure; "How we're
 * doing" with its CSV; and the lead's photos, which are served only here,
 * behind the same check as every inbox page.
 */
import { Hono, type Context } from "hono";
import { inboxSecurityHeaders } from "../../src/config/security";
import type { WorkerEnv } from "../platform/env";
import { exported } from "../leads/row";
import { notifyLead } from "../alerts/notify";
import { photosOfLead } from "../photos/store";
import { photoThumbnail } from "../photos/thumbnails";
import { firstContactUpdate, isFirstContactChannel, isOwnerNavigation, markSeen } from "../leads/firstContact";
import { fromOwnPages, mayOpenInbox, missingAccessSettings } from "../platform/access";
import { appRoutes } from "../app/routes";
import { leadsCsv } from "./csv";
import { inboxNotices } from "../alerts/notices";
import {
  eraseLead,
  findLead,
  findLeads,
  isLeadStatus,
  retryNotification,
  statsRows,
  updateLead,
  type LeadFilter,
} from "../leads/queries";
import { closedPage, erasedPage, inboxCss, leadPage, listPage } from "./pages";
import { replyHref } from "../leads/replyLinks";
import { requestEvents } from "../request/queries";
import { leadStats } from "./stats";
import { statsCsv, statsPage } from "./statsPage";
import { londonIsoDate } from "../../src/lib/londonDate";
import { leadVisitSection, ownerVisitRoutes, type ShowLead } from "../visits/ownerRoutes";
import { upcomingVisits } from "../visits/ownerPages";
import { bookedVisits } from "../visits/queries";

type InboxContext = Context<{ Bindings: WorkerEnv }>;

export const inbox = new Hono<{ Bindings: WorkerEnv }>();

// Every inbox answer: its own policy, never cached, never indexed.
inbox.use(async (c, next) => {
  if (!(await mayOpenInbox(c.req.raw, c.env))) {
    const missing = missingAccessSettings(c.env);
    c.res = missing.length
      ? await c.html(closedPage(missing), 403)
      : new Response("Forbidden", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  } else if (c.req.method === "POST" && !fromOwnPages(c.req.raw)) {
    c.res = new Response("Forbidden: not from the inbox's own pages", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  } else {
    await next();
  }
  // A route with a policy of its own (the app's scripts, the settings page) keeps it.
  for (const [name, value] of Object.entries(inboxSecurityHeaders())) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
});

const notices = (c: InboxContext) => inboxNotices(c.env);

const filterOf = (c: InboxContext): LeadFilter => {
  const status = c.req.query("status") ?? "";
  return { q: (c.req.query("q") ?? "").slice(0, 200), status: isLeadStatus(status) ? status : "" };
};

inbox.get("/inbox.css", (c) => c.body(inboxCss, 200, { "Content-Type": "text/css; charset=utf-8" }));

// The manifest, icons, service worker, settings and subscriptions: before `/:reference`.
inbox.route("/", appRoutes);

inbox.get("/", async (c) => {
  const now = new Date();
  const upcoming = upcomingVisits(await bookedVisits(c.env.DB, londonIsoDate(now)));
  return c.html(listPage(await findLeads(c.env.DB, filterOf(c)), filterOf(c), now, await notices(c), upcoming));
});

inbox.get("/export.csv", async (c) =>
  c.body(leadsCsv(await findLeads(c.env.DB, filterOf(c), 100_000)), 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": 'attachment; filename="quote-requests.csv"',
  }),
);

// "How we're doing": routed before /:reference, which would take "stats" for a reference.
inbox.get("/stats", async (c) => c.html(statsPage(leadStats(await statsRows(c.env.DB), new Date()))));

inbox.get("/stats.csv", async (c) =>
  c.body(statsCsv(leadStats(await statsRows(c.env.DB), new Date())), 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": 'attachment; filename="how-we-are-doing.csv"',
  }),
);

/** The lead's page; `visit` gives back the visit form as the owner sent it, with its errors. */
const showLead: ShowLead = async (c, visit, status = 200) => {
  const lead = await findLead(c.env.DB, c.req.param("reference") ?? "");
  if (!lead) return c.notFound();
  const now = new Date();
  const photos = await photosOfLead(c.env.DB, lead.id);
  const events = await requestEvents(c.env.DB, lead.id);
  const visits = await leadVisitSection(c.env.DB, lead, now, { ...visit, saved: c.req.query("visit") === "saved" });
  return c.html(leadPage(lead, photos, now, c.req.query("saved") === "1", await notices(c), events, visits), status);
};

// Site visits: propose, cancel, move, send the request's link, the calendar feed's address (visits/ownerRoutes.ts).
ownerVisitRoutes(inbox, showLead);

// Opening a lead marks it seen, once; a prefetch, a prerender or a fetch does not (firstContact.ts).
inbox.get("/:reference", async (c) => {
  const reference = c.req.param("reference");
  if (c.req.method === "GET" && isOwnerNavigation(c.req.raw)) await markSeen(c.env.DB, reference, new Date());
  return showLead(c);
});

inbox.get("/:reference/export.json", async (c) => {
  const lead = await findLead(c.env.DB, c.req.param("reference"));
  if (!lead) return c.notFound();
  // The photos as a list of what came (the files themselves are in the inbox), not their bytes or keys.
  const photos = (await photosOfLead(c.env.DB, lead.id)).map((p) => ({
    position: p.position,
    bytes: p.bytes,
    contentType: p.content_type,
    width: p.width,
    height: p.height,
    receivedAt: p.created_at,
  }));
  return c.json({ ...exported(lead), photos }, 200, {
    "Content-Disposition": `attachment; filename="${lead.reference}.json"`,
  });
});

// A photo's thumbnail for the lead's page: made on first view and kept (lib/photoThumbnails.ts).
inbox.get("/:reference/photos/:position{[0-9]{1,2}}/thumbnail", async (c) => {
  const lead = await findLead(c.env.DB, c.req.param("reference"));
  const position = Number(c.req.param("position"));
  const photo = lead && (await photosOfLead(c.env.DB, lead.id)).find((p) => p.position === position);
  const thumbnail = photo && (await photoThumbnail(c.env, photo));
  if (!thumbnail) return c.notFound();
  return new Response(thumbnail.body, {
    headers: {
      "Content-Type": thumbnail.type,
      "Content-Length": String(thumbnail.size),
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});

// One photo, full size: never cached, shown in the page rather than downloaded, and only ever as the type stored.
inbox.get("/:reference/photos/:position{[0-9]{1,2}}", async (c) => {
  const lead = await findLead(c.env.DB, c.req.param("reference"));
  const position = Number(c.req.param("position"));
  const photo = lead && (await photosOfLead(c.env.DB, lead.id)).find((p) => p.position === position);
  const object = photo && (await c.env.PHOTOS.get(photo.key));
  if (!lead || !photo || !object) return c.notFound();
  const extension = photo.content_type.split("/")[1] === "jpeg" ? "jpg" : photo.content_type.split("/")[1];
  return new Response(object.body, {
    headers: {
      "Content-Type": photo.content_type,
      "Content-Length": String(object.size),
      "Content-Disposition": `inline; filename="${lead.reference}-${position}.${extension}"`,
      "Cache-Control": "private, no-store",
      "X-Content-Type-Options": "nosniff",
    },
  });
});

inbox.post("/:reference", async (c) => {
  const reference = c.req.param("reference");
  const form = await c.req.parseBody();
  const status = form["status"];
  const note = typeof form["note"] === "string" ? form["note"].slice(0, 5000) : "";
  if (!isLeadStatus(status) || !(await findLead(c.env.DB, reference))) return c.text("Bad request", 400);
  await updateLead(c.env, reference, status, note, new Date());
  return c.redirect(`/admin/leads/${reference}?saved=1`, 303);
});

/**
 * A tap on Call, WhatsApp or E-mail, in the lead's page or a notification's action: records the first
 * contact if none was recorded yet (the first wins), then hands a form's navigation off to the phone,
 * WhatsApp or the mail app with a 303 (the inbox's form-action allows those three), and answers a
 * fetch from the service worker with 204. Only a POST records: a GET here is a 404.
 */
inbox.post("/:reference/contact", async (c) => {
  const form = await c.req.parseBody();
  const channel = form["channel"];
  if (!isFirstContactChannel(channel) || channel === "status") return c.text("Bad request", 400);
  const lead = await findLead(c.env.DB, c.req.param("reference"));
  if (!lead) return c.notFound();
  await firstContactUpdate(c.env.DB, lead.reference, channel, new Date()).run();
  if (c.req.header("Sec-Fetch-Mode") !== "navigate") return c.body(null, 204);
  return c.redirect(replyHref(channel, lead), 303);
});

inbox.post("/:reference/retry", async (c) => {
  const reference = c.req.param("reference");
  const id = await retryNotification(c.env.DB, reference);
  if (id !== undefined) c.executionCtx.waitUntil(notifyLead(c.env, id));
  return c.redirect(`/admin/leads/${reference}`, 303);
});

inbox.post("/:reference/erase", async (c) => {
  const form = await c.req.parseBody();
  if (form["confirm"] !== "yes") return c.text("Tick the box to confirm the erasure.", 400);
  await eraseLead(c.env, c.req.param("reference"));
  return c.html(erasedPage());
});
