/**
 * The site visit on the request's private page, mounted under /request behind its gate (worker/index.ts):
 * confirming a time with one tap, the booked visit's `.ics`, and the section and timeline steps the
 * request page shows (html/sections.ts).
 */
import { alertOwner } from "../alerts/alertOwner";
import type { RequestSubject, Section } from "../html/sections";
import { requestPage } from "../html/sections";
import { openToken, tokenRoute as token } from "../leads/links";
import type { TimelineFacts } from "../leads/timeline";
import { factory, type AppContext } from "../platform/env";
import { visitIcs } from "./calendar";
import { visitsCopy } from "./copy";
import { homeownerVisitSection } from "./homeownerPages";
import { slotWords } from "./slots";
import { confirmSlot, slotsOfLead } from "./queries";
import { visitState } from "./state";

/** The answer to a confirmation that lost (already confirmed) or came too late (gone), while the page shows it. */
const messages = new WeakMap<Request, string>();

/** The request page's visit section: the times to choose from, or the visit booked or cancelled. */
export const requestVisitSection: Section<RequestSubject> = async (c, lead) =>
  homeownerVisitSection(
    lead.path,
    visitState(await slotsOfLead(c.env.DB, lead.id)),
    lead.withdrawn_at !== null,
    messages.get(c.req.raw),
  );

/** The visit's steps on the request's timeline: times proposed, and the visit confirmed. */
export const visitTimelineFacts = async (c: AppContext, lead: RequestSubject): Promise<TimelineFacts> => {
  const visit = visitState(await slotsOfLead(c.env.DB, lead.id));
  return { visit_proposed_at: visit.proposedAt, visit_confirmed_at: visit.confirmedAt };
};

const leadOf = (c: AppContext) => openToken(c.env.DB, c.req.param("token") ?? "", new Date());

export const homeownerVisits = factory.createApp();

// One tap: the chosen slot, confirmed only if no visit of this lead stands (queries.ts's confirmSlot).
homeownerVisits.post(`${token}/visit`, async (c) => {
  const lead = await leadOf(c);
  if (!lead || lead.withdrawn_at) return c.notFound();
  const slot = (await c.req.parseBody())["slot"];
  const id = typeof slot === "string" && /^[0-9]{1,9}$/.test(slot) ? Number(slot) : 0;
  if (await confirmSlot(c.env.DB, lead.id, id, new Date())) {
    // The alert says the time in the words the homeowner's page showed.
    const { booked } = visitState(await slotsOfLead(c.env.DB, lead.id));
    c.executionCtx.waitUntil(alertOwner(c.env, lead, { kind: "visit", words: booked ? slotWords(booked) : "" }));
    return c.redirect(c.req.path.replace(/\/visit$/, ""), 303);
  }
  const state = visitState(await slotsOfLead(c.env.DB, lead.id));
  messages.set(c.req.raw, state.booked ? visitsCopy.homeowner.alreadyConfirmed : visitsCopy.homeowner.gone);
  return requestPage.show(c, 409);
});

homeownerVisits.get(`${token}/visit.ics`, async (c) => {
  const lead = await leadOf(c);
  const booked = lead && !lead.withdrawn_at ? visitState(await slotsOfLead(c.env.DB, lead.id)).booked : undefined;
  if (!lead || !booked) return c.notFound();
  return c.body(visitIcs(booked, lead.reference, new URL(c.req.url).host, new Date()), 200, {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": `attachment; filename="${visitsCopy.homeowner.calendarFile}.ics"`,
  });
});
