/**
 * The owner's inbox at /admin/leads: the list with search and a status filter,
 * each lead's wait for a first answer; one lead with its status, note, its
 * Call, WhatsApp and E-mail buttons (which record an attempt), "How did it go?"
 * (whose Spoke and Message sent record the first contact), the alert's Call
 * hand-off (which records nothing), a retry
 * for a failed notification, CSV and JSON export, and erasure; "How we're
 * doing" with its CSV; and the lead's photos, which are served only here,
 * behind the same check as every inbox page.
 */
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { pageCss } from "../html/styles";
import {
  leadExport,
  leadSteps,
  listFilters,
  ownerLeadPage,
  ownerListPage,
  renderSections,
  statsTables,
} from "../html/sections";
import { requestEvents } from "../leads/events";
import { countsAsSeen, isFirstContactChannel, markSeen } from "../leads/firstContact";
import {
  contactEvents,
  isContactOutcome,
  outcomeChannel,
  recordOutcome,
  recordTap,
  type ContactEvent,
} from "../leads/contactEvents";
import {
  eraseLead,
  findErasures,
  findLead,
  findLeads,
  isLeadStatus,
  retryNotification,
  updateLead,
  type LeadFilter,
} from "../leads/queries";
import { revokeLinks } from "../leads/links";
import { replyHref, telHref } from "../leads/replyLinks";
import { exported } from "../leads/row";
import { notifyLead } from "../alerts/notify";
import { inboxNotices } from "../alerts/notices";
import { photosOfLead } from "../photos/store";
import { photoThumbnail } from "../photos/thumbnails";
import { factory, type AppContext } from "../platform/env";
import { leadsCsv } from "./csv";
import { erasedPage, leadPage, listPage, type ChosenFilter } from "./pages";
import { lastWeeks, leadStats, statsRows, weekOf } from "./stats";
import { statsCsv, statsPage } from "./statsPage";

type InboxContext = AppContext;

export const inbox = factory.createApp();

const notices = (c: InboxContext) => inboxNotices(c.env);

/** The list's filter from the query: the words, the status, and the leads the other features' filters keep. */
const filterOf = async (c: InboxContext, now = new Date()): Promise<LeadFilter & { added: ChosenFilter[] }> => {
  const status = c.req.query("status") ?? "";
  const added = listFilters.map((filter) => {
    const value = c.req.query(filter.name) ?? "";
    return { filter, selected: filter.options.some((option) => option.value === value) ? value : "" };
  });
  let ids: number[] | undefined;
  for (const { filter, selected } of added) {
    if (!selected) continue;
    const kept = new Set(await filter.leadIds(c, selected, now));
    ids = (ids ?? [...kept]).filter((id) => kept.has(id));
  }
  return {
    q: (c.req.query("q") ?? "").slice(0, 200),
    status: isLeadStatus(status) || status === "withdrawn" ? status : "",
    ...(ids && { ids }),
    added: added.map(({ filter, selected }) => ({
      name: filter.name,
      label: filter.label,
      options: filter.options,
      selected,
    })),
  };
};

inbox.get("/inbox.css", (c) => c.body(pageCss, 200, { "Content-Type": "text/css; charset=utf-8" }));

inbox.get("/", async (c) => {
  const now = new Date();
  const sections = await renderSections(ownerListPage, c, null, now);
  const filter = await filterOf(c, now);
  const [leads, erasures] = await Promise.all([findLeads(c.env.DB, filter), findErasures(c.env.DB, filter)]);
  // Each lead's steps other features read from their own records (the visit's), after its status.
  const steps = new Map<number, string[]>();
  for (const found of await Promise.all(leadSteps.map((step) => step(c, now)))) {
    for (const [id, words] of found) steps.set(id, [...(steps.get(id) ?? []), words]);
  }
  return c.html(listPage(leads, filter, now, await notices(c), sections, erasures, steps, filter.added));
});

inbox.get("/export.csv", async (c) =>
  c.body(leadsCsv(await findLeads(c.env.DB, await filterOf(c), 100_000)), 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": 'attachment; filename="quote-requests.csv"',
  }),
);

/** The weekly tables other features add to "How we're doing" (html/sections.ts's statsTables), for the same weeks. */
const addedTables = (c: InboxContext, now: Date) =>
  Promise.all(statsTables.map((table) => table(c, { mondays: lastWeeks(now), weekOf }, now)));

// "How we're doing": routed before /:reference, which would take "stats" for a reference.
inbox.get("/stats", async (c) => {
  const now = new Date();
  return c.html(statsPage(leadStats(await statsRows(c.env.DB), now), await addedTables(c, now)));
});

inbox.get("/stats.csv", async (c) => {
  const now = new Date();
  return c.body(statsCsv(leadStats(await statsRows(c.env.DB), now), await addedTables(c, now)), 200, {
    "Content-Type": "text/csv; charset=utf-8",
    "Content-Disposition": 'attachment; filename="how-we-are-doing.csv"',
  });
});

/** The lead's page, with the sections other features add (html/sections.ts: the visit). */
export const showLead = async (c: InboxContext, status: ContentfulStatusCode = 200) => {
  const lead = await findLead(c.env.DB, c.req.param("reference") ?? "");
  if (!lead) return c.notFound();
  const now = new Date();
  const photos = await photosOfLead(c.env.DB, lead.id);
  const events = await requestEvents(c.env.DB, lead.id);
  const contacts = await contactEvents(c.env.DB, lead.id);
  const sections = await renderSections(ownerLeadPage, c, lead, now);
  const saved = c.req.query("saved") ?? "";
  const recorded = isContactOutcome(saved) ? saved : undefined;
  return c.html(
    leadPage(
      lead,
      photos,
      now,
      saved === "1",
      await notices(c),
      events,
      sections,
      saved === "links",
      contacts,
      recorded,
    ),
    status,
  );
};

// Opening a lead marks it seen, once; a prefetch, a prerender or a fetch does not (leads/firstContact.ts).
inbox.get("/:reference", async (c) => {
  const reference = c.req.param("reference");
  if (c.req.method === "GET" && (await countsAsSeen(c.req.raw, c.env.RATE_LIMIT_SALT ?? "", reference, Date.now()))) {
    await markSeen(c.env.DB, reference, new Date());
  }
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
  // The calls and messages: each attempt and outcome with its channel and time.
  const contacts = (await contactEvents(c.env.DB, lead.id)).map((event: ContactEvent) => ({
    kind: event.kind,
    channel: event.channel,
    outcome: event.outcome,
    at: event.created_at,
  }));
  const added = await Promise.all(leadExport.map((fields) => fields(c, lead)));
  return c.json(Object.assign({ ...exported(lead), photos, contacts }, ...added), 200, {
    "Content-Disposition": `attachment; filename="${lead.reference}.json"`,
  });
});

// A photo's thumbnail for the lead's page: made on first view and kept (photos/thumbnails.ts).
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
 * A tap on Call, WhatsApp or E-mail in the lead's page: records an attempt, not a contact (nobody
 * knows yet whether the call was answered or the message sent: the owner says so after, with
 * /outcome), then hands the form's navigation off to the phone, WhatsApp or the mail app with a 303
 * (the inbox's form-action allows those three). A fetch (an alert's action from a service worker
 * installed before /dial) is answered 204, recording the same attempt. Only a POST records: a GET
 * here is a 404.
 */
inbox.post("/:reference/contact", async (c) => {
  const form = await c.req.parseBody();
  const channel = form["channel"];
  if (!isFirstContactChannel(channel) || channel === "status") return c.text("Bad request", 400);
  const lead = await findLead(c.env.DB, c.req.param("reference"));
  if (!lead) return c.notFound();
  // The homeowner was told we will not contact them: no button offers it, and no tap records it.
  if (lead.withdrawn_at || !(await recordTap(c.env.DB, lead.reference, channel, new Date()))) {
    return c.text("The homeowner withdrew this request.", 409);
  }
  if (c.req.header("Sec-Fetch-Mode") !== "navigate") return c.body(null, 204);
  return c.redirect(replyHref(channel, lead), 303);
});

/**
 * How the last call or message went, one tap when the owner comes back: Spoke and Message sent are
 * a contact (the first one sets the lead's first contact and moves a new lead to contacted), No
 * answer and Left a message are attempts only; each shows in the lead's history. A withdrawn
 * request refuses it with 409 and records nothing.
 */
inbox.post("/:reference/outcome", async (c) => {
  const form = await c.req.parseBody();
  const outcome = form["outcome"];
  if (!isContactOutcome(outcome)) return c.text("Bad request", 400);
  const lead = await findLead(c.env.DB, c.req.param("reference"));
  if (!lead) return c.notFound();
  if (lead.withdrawn_at) return c.text("The homeowner withdrew this request.", 409);
  const channel = outcomeChannel(await contactEvents(c.env.DB, lead.id));
  if (!(await recordOutcome(c.env.DB, lead.reference, outcome, channel, new Date()))) {
    return c.text("The homeowner withdrew this request.", 409);
  }
  return c.redirect(`/admin/leads/${lead.reference}?saved=${outcome}`, 303);
});

/**
 * The alert's Call action: a same-origin hand-off to the phone (303 to tel:), opened by the service
 * worker (app/notificationClick.ts) or, in Safari's declarative alerts, by the action's own link.
 * A GET changes nothing: the lead's page asks "How did it go?" while nobody has been reached, so
 * nothing needs noting here. A withdrawn request is not dialled: its page, with the banner, instead.
 */
inbox.get("/:reference/dial", async (c) => {
  const lead = await findLead(c.env.DB, c.req.param("reference"));
  if (!lead) return c.notFound();
  if (lead.withdrawn_at) return c.redirect(`/admin/leads/${lead.reference}`, 303);
  return c.redirect(telHref(lead.phone), 303);
});

inbox.post("/:reference/retry", async (c) => {
  const reference = c.req.param("reference");
  const id = await retryNotification(c.env.DB, reference);
  if (id !== undefined) c.executionCtx.waitUntil(notifyLead(c.env, id));
  return c.redirect(`/admin/leads/${reference}`, 303);
});

// "Stop every link": the homeowner's links and the owner's stop working (leads/links.ts).
inbox.post("/:reference/links/revoke", async (c) => {
  const lead = await findLead(c.env.DB, c.req.param("reference"));
  if (!lead) return c.notFound();
  await revokeLinks(c.env.DB, lead.id);
  return c.redirect(`/admin/leads/${lead.reference}?saved=links`, 303);
});

inbox.post("/:reference/erase", async (c) => {
  const form = await c.req.parseBody();
  if (form["confirm"] !== "yes") return c.text("Tick the box to confirm the erasure.", 400);
  await eraseLead(c.env, c.req.param("reference"), "owner");
  return c.html(erasedPage());
});
