/**
 * A request's private page and the lookup of a lost link, under /request (wrangler.jsonc sends
 * `/request` and `/request/*` to the Worker first; `/request-custom-quote` stays a static page):
 *
 * - `GET /request/<token>`: the page. The token alone opens it; the database holds only its hash.
 * - `POST /request/<token>/note`, `/withdraw`, `/erase`: the homeowner's note (10 an hour), withdrawal,
 *   and, once withdrawn, "Delete my details now" (the inbox's erasure). Each note and the withdrawal
 *   alert the owner once (alerts/alertOwner.ts) and show in the lead's history in the inbox; the
 *   deletion alerts the owner and leaves its line (the reference and the date) in the owner's list.
 * - The site visit's routes under the page (`/visit`, `/visit.ics`) are the visits feature's own
 *   (visits/homeownerRoutes.ts); its section comes through html/sections.ts.
 * - `POST /request/<token>/photos`: photos the homeowner adds (photos.ts; the page's script prepares them),
 *   each addition alerting the owner once and showing in the lead's history.
 * - `GET /request`: the lookup form; `POST /request` with `reference` (as people type it) and `email`:
 *   both must match, and then a new link is made, the lead's history says so, and the browser is sent
 *   to it. A miss answers the same, whatever missed, and so does a lookup of an e-mail address or a
 *   reference locked after 5 misses in a day (platform/lookupLocks.ts). Ten tries from one network (an
 *   IPv6 /64 counts as one) in ten minutes, and a ceiling on misses in an hour overall; beyond either,
 *   429 and the phone.
 *
 * The homeowner's gate (platform/homeownerGate.ts, wired in worker/index.ts) gives every answer its
 * headers and refuses a form from another site.
 */
import { bodyLimit } from "hono/body-limit";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { requestNoteSchema } from "../../src/lib/leadRequestSchema";
import { normaliseReference } from "../../src/lib/leadReference";
import { requestPath } from "../../src/lib/requestLink";
import { alertErasure, alertOwner } from "../alerts/alertOwner";
import { requestPage as requestParts, type RequestSubject } from "../html/sections";
import { requestPageCss } from "../html/styles";
import { requestEvents } from "../leads/events";
import { issueRequestLink, openToken, tokenRoute as token } from "../leads/links";
import { eraseLead } from "../leads/queries";
import { replyMedian, type TimelineFacts } from "../leads/timeline";
import { photoMessages, photoPartsBytes } from "../photos/request";
import { factory, type AppContext } from "../platform/env";
import { isLocked, lookupKeys, overCeiling, recordFailure } from "../platform/lookupLocks";
import { withinLimit } from "../platform/rateLimit";
import { requestCopy as copy } from "./copy";
import {
  erasedRequestPage,
  lookupPage,
  noteSentId,
  requestNotFoundPage,
  requestPage,
  type RequestPageState,
} from "./pages";
import { photosSentId } from "./photoSection";
import { addRequestPhotos, photoRoom } from "./photos";
import { addNote, leadByReferenceAndEmail, recordLookup, replyRows, requestView, withdraw } from "./queries";

type RequestContext = AppContext;

/** Lookups allowed from one network in the window. */
export const lookupLimit = { max: 10, windowMs: 10 * 60_000 };

export const requestPages = factory.createApp();

requestPages.get("/page.css", (c) => c.body(requestPageCss, 200, { "Content-Type": "text/css; charset=utf-8" }));

requestPages.get("/", (c) => c.html(lookupPage()));

const field = (form: Record<string, unknown>, name: string) => {
  const value = form[name];
  return typeof value === "string" ? value.slice(0, 320) : "";
};

requestPages.post("/", async (c) => {
  const db = c.env.DB;
  const now = Date.now();
  const address = c.req.header("CF-Connecting-IP") ?? "local";
  const salt = `${c.env.RATE_LIMIT_SALT ?? ""}:lookup`;
  const tooMany = () => c.html(lookupPage({ message: copy.lookupTooMany, call: copy.lookupTooManyCall }), 429);
  if (!(await withinLimit(db, lookupLimit, address, salt, now, "lookup_hits"))) return tooMany();
  if (await overCeiling(db, now)) return tooMany();
  const form = await c.req.parseBody();
  const values = { reference: field(form, "reference"), email: field(form, "email") };
  const keys = await lookupKeys(c.env.RATE_LIMIT_SALT ?? "", normaliseReference(values.reference), values.email);
  const lead =
    !(await isLocked(db, keys, now)) &&
    (await leadByReferenceAndEmail(db, normaliseReference(values.reference), values.email));
  // One answer for a wrong pair, an unknown reference and a locked e-mail or reference: the same words and status.
  if (!lead) {
    await recordFailure(db, keys, now);
    return c.html(lookupPage({ message: copy.lookupNotFound, call: copy.lookupNotFoundCall }, values), 404);
  }
  await recordLookup(db, lead.id, new Date(now));
  return c.redirect(await issueRequestLink(db, lead.id, new Date(now)), 303);
});

/** The lead a token opens, as the page shows it, or null. */
async function leadOf(c: RequestContext) {
  const lead = await openToken(c.env.DB, c.req.param("token") ?? "", new Date());
  return lead ? requestView(c.env.DB, lead.reference) : null;
}

async function showPage(
  c: RequestContext,
  state: Omit<RequestPageState, "median" | "notes" | "photoRoom" | "sections"> = {},
  status: ContentfulStatusCode = 200,
) {
  const lead = await leadOf(c);
  if (!lead) return c.html(requestNotFoundPage(), 404);
  const now = new Date();
  const subject: RequestSubject = { ...lead, path: requestPath(c.req.param("token") ?? "") };
  const events = await requestEvents(c.env.DB, lead.id);
  // What other features record of the lead's steps (the visit), merged into the timeline.
  const facts = await Promise.all(requestParts.timeline.map((source) => source(c, subject)));
  const timelineFacts = facts.reduce<TimelineFacts>((all, more) => ({ ...all, ...more }), {});
  const page = requestPage({ ...lead, ...timelineFacts }, subject.path, {
    ...state,
    sections: await Promise.all(requestParts.sections.map((section) => section(c, subject, now))),
    median: replyMedian(await replyRows(c.env.DB, now), now),
    notes: events.filter((event) => event.kind === "note"),
    photoRoom: await photoRoom(c.env.DB, lead.id),
  });
  return c.html(page, status);
}

/** The page as it stands, for a section's route to answer a refused form with (html/sections.ts). */
export const showRequestPage = (c: RequestContext, status?: ContentfulStatusCode) => showPage(c, {}, status);

requestPages.get(token, (c) =>
  showPage(c, { noteSent: c.req.query("noted") === "1", photosSent: c.req.query("photos") === "1" }),
);

requestPages.post(`${token}/note`, async (c) => {
  const lead = await leadOf(c);
  if (!lead || lead.withdrawn_at) return c.html(requestNotFoundPage(), 404);
  const form = await c.req.parseBody();
  const checked = requestNoteSchema().safeParse(form["note"] ?? "");
  if (!checked.success) return showPage(c, { noteError: checked.error.issues[0]?.message ?? "" }, 400);
  if (!(await addNote(c.env.DB, lead.id, checked.data, new Date()))) {
    return showPage(c, { noteError: copy.noteLimit }, 429);
  }
  c.executionCtx.waitUntil(alertOwner(c.env, lead, { kind: "note", words: checked.data }));
  // The page lands on its thank-you (the fragment), not at the top of a long page.
  return c.redirect(`${c.req.path.replace(/\/note$/, "")}?noted=1#${noteSentId}`, 303);
});

requestPages.post(
  `${token}/photos`,
  bodyLimit({
    maxSize: photoPartsBytes,
    onError: (c: RequestContext) => showPage(c, { photoError: photoMessages.tooLarge }, 413),
  }),
  async (c) => {
    const lead = await leadOf(c);
    if (!lead || lead.withdrawn_at) return c.html(requestNotFoundPage(), 404);
    const added = await addRequestPhotos(c.env, lead.id, c.req.raw, new Date(), {
      none: copy.photosChooseFirst,
      limit: copy.photosLimit,
    });
    if (!added.ok) return showPage(c, { photoError: added.message }, added.status);
    c.executionCtx.waitUntil(alertOwner(c.env, lead, { kind: "photos" }));
    return c.redirect(`${c.req.path.replace(/\/photos$/, "")}?photos=1#${photosSentId}`, 303);
  },
);

requestPages.post(`${token}/withdraw`, async (c) => {
  const lead = await leadOf(c);
  if (!lead) return c.html(requestNotFoundPage(), 404);
  const form = await c.req.parseBody();
  if (form["confirm"] !== "yes") return showPage(c, { withdrawError: copy.tickToConfirm }, 400);
  if (await withdraw(c.env.DB, lead.id, new Date()))
    c.executionCtx.waitUntil(alertOwner(c.env, lead, { kind: "withdrawn" }));
  return c.redirect(c.req.path.replace(/\/withdraw$/, ""), 303);
});

requestPages.post(`${token}/erase`, async (c) => {
  const lead = await leadOf(c);
  if (!lead) return c.html(requestNotFoundPage(), 404);
  const form = await c.req.parseBody();
  if (!lead.withdrawn_at) return showPage(c, {}, 400);
  if (form["confirm"] !== "yes") return showPage(c, { eraseError: copy.tickToConfirm }, 400);
  // The list keeps the erasure's line (the reference and the date), and the owner is told.
  if (await eraseLead(c.env, lead.reference, "homeowner"))
    c.executionCtx.waitUntil(alertErasure(c.env, lead.reference));
  return c.html(erasedRequestPage());
});
