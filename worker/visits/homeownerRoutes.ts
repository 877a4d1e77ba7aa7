/**
 * The site visit on the request's private page, mounted under /request behind its gate (worker/index.ts):
 * confirming a time with one tap, where to come, "None of these times suit me", the visit's `.ics`
 * (booked, or cancelled), and the section and timeline steps the request page shows (html/sections.ts).
 */
import { cleanText } from "../../src/lib/cleanText";
import { alertOwner } from "../alerts/alertOwner";
import type { RequestSection, RequestSubject } from "../html/sections";
import { requestPage } from "../html/sections";
import { openToken, tokenRoute as token } from "../leads/links";
import type { TimelineFacts } from "../leads/timeline";
import { factory, type AppContext } from "../platform/env";
import { visitIcs } from "./calendar";
import { visitsCopy } from "./copy";
import { homeownerVisitSection } from "./homeownerPages";
import { checkAddress, declineNoteMax, type AddressInput } from "./address";
import type { AddressFormState } from "./homeownerPages";
import { confirmSlot, declineSlots, requestPostcode, setVisitAddress, slotsOfLead } from "./queries";
import { slotWords } from "./slots";
import { visitState } from "./state";

/** The answer to a confirmation that lost (already confirmed) or came too late (gone), while the page shows it. */
const messages = new WeakMap<Request, string>();
/** The address form as refused, while the page shows it. */
const refusedAddresses = new WeakMap<Request, AddressFormState>();
/** The decline's line as refused, while the page shows it. */
const refusedDeclines = new WeakMap<Request, string>();

/** The request page's visit section: the times to choose from, or the visit booked (and where), cancelled or declined. */
export const requestVisitSection: RequestSection = async (c, lead) => {
  const slots = await slotsOfLead(c.env.DB, lead.id);
  const extras = {
    postcode: await requestPostcode(c.env.DB, lead.id),
    earlier: slots.filter((slot) => slot.address_line).at(-1),
    message: messages.get(c.req.raw),
    addressForm: refusedAddresses.get(c.req.raw),
    declineError: refusedDeclines.get(c.req.raw),
  };
  return homeownerVisitSection(lead.path, visitState(slots), lead.withdrawn_at !== null, extras);
};

/**
 * The visit's steps on the request's timeline: times proposed while some are offered or one is booked,
 * and the visit confirmed. Once a visit is cancelled or the times declined, with none offered since,
 * the request is back before the visit: the page does not say "choose the time that suits you".
 */
export const visitTimelineFacts = async (c: AppContext, lead: RequestSubject): Promise<TimelineFacts> => {
  const visit = visitState(await slotsOfLead(c.env.DB, lead.id));
  const standing = visit.booked !== undefined || visit.open.length > 0;
  const closed = visit.cancelled?.cancelled_at ?? visit.declined?.declined_at ?? null;
  return {
    visit_proposed_at: standing ? visit.proposedAt : null,
    visit_confirmed_at: visit.confirmedAt,
    visit_closed_at: standing ? null : closed,
  };
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

const field = (form: Record<string, unknown>, name: string, max: number) => {
  const value = form[name];
  return typeof value === "string" ? value.slice(0, max) : "";
};

// Where to come, once a time is confirmed: checked and cleaned (address.ts), the errors next to the fields,
// nothing kept on a refusal.
homeownerVisits.post(`${token}/visit/address`, async (c) => {
  const lead = await leadOf(c);
  if (!lead || lead.withdrawn_at) return c.notFound();
  const form = await c.req.parseBody();
  // Longer than any limit, so a value over it is refused rather than cut.
  const values: AddressInput = {
    line: field(form, "line", 1000),
    postcode: field(form, "postcode", 100),
    notes: field(form, "notes", 2000),
  };
  const checked = checkAddress(values);
  if ("errors" in checked) {
    refusedAddresses.set(c.req.raw, { values, errors: checked.errors });
    return requestPage.show(c, 400);
  }
  if (!(await setVisitAddress(c.env.DB, lead.id, checked.address, new Date()))) {
    messages.set(c.req.raw, visitsCopy.homeowner.gone);
    return requestPage.show(c, 409);
  }
  return c.redirect(`${c.req.path.replace(/\/visit\/address$/, "")}#visit-heading`, 303);
});

// "None of these times suit me": closes the times offered, with the homeowner's optional line, and alerts the owner.
homeownerVisits.post(`${token}/visit/decline`, async (c) => {
  const lead = await leadOf(c);
  if (!lead || lead.withdrawn_at) return c.notFound();
  const note = cleanText(field(await c.req.parseBody(), "note", 2000), true).trim();
  if (note.length > declineNoteMax) {
    refusedDeclines.set(c.req.raw, visitsCopy.homeowner.declineNoteError);
    return requestPage.show(c, 400);
  }
  if (!(await declineSlots(c.env.DB, lead.id, note, new Date()))) {
    const state = visitState(await slotsOfLead(c.env.DB, lead.id));
    messages.set(c.req.raw, state.booked ? visitsCopy.homeowner.alreadyConfirmed : visitsCopy.homeowner.gone);
    return requestPage.show(c, 409);
  }
  c.executionCtx.waitUntil(alertOwner(c.env, lead, { kind: "visitDeclined" }));
  return c.redirect(`${c.req.path.replace(/\/visit\/decline$/, "")}#visit-heading`, 303);
});

// The visit booked, or the last one cancelled (STATUS:CANCELLED, so a calendar that reads it drops the event).
homeownerVisits.get(`${token}/visit.ics`, async (c) => {
  const lead = await leadOf(c);
  const slots = lead && !lead.withdrawn_at ? await slotsOfLead(c.env.DB, lead.id) : [];
  const visit = visitState(slots).booked ?? slots.filter((slot) => slot.cancelled_at).at(-1);
  if (!lead || !visit) return c.notFound();
  return c.body(visitIcs(visit, lead.reference, new URL(c.req.url).host, new Date()), 200, {
    "Content-Type": "text/calendar; charset=utf-8",
    "Content-Disposition": `attachment; filename="${visitsCopy.homeowner.calendarFile}.ics"`,
  });
});
