/**
 * Site visits in the owner's app, mounted under /admin/leads behind the owner's gate (worker/index.ts):
 * propose times, cancel or move the visit, make and send the request's link, replace the calendar
 * feed's address; and the sections they add to the lead's page, the list and the settings page.
 */
import { londonIsoDate } from "../../src/lib/londonTime";
import { ownerLeadPage, type Section } from "../html/sections";
import { ownerLink } from "../leads/links";
import { findLead } from "../leads/queries";
import { mailtoTo, smsTo, whatsappTo } from "../leads/replyLinks";
import { site } from "../../src/config/site";
import { fillText } from "../../src/config/format";
import type { Lead } from "../leads/row";
import { factory, type AppContext } from "../platform/env";
import { visitsCopy } from "./copy";
import { feedPath } from "./feedRoutes";
import {
  feedSettings,
  linkMessage,
  linkPage,
  linkSubject,
  ownerVisitSection,
  withdrawnVisitSection,
  upcomingVisits,
  type SlotFormState,
  type TellLinks,
} from "./ownerPages";
import {
  bookedVisits,
  cancelVisit,
  feedToken,
  feedWithAddress,
  moveVisit,
  movesOfLead,
  proposeSlots,
  replaceFeedToken,
  setFeedWithAddress,
  slotsOfAllLeads,
  slotsOfLead,
  type SlotRow,
} from "./queries";
import { maxSlots, prefilledSlots, slotOfInput, slotProblem, slotWords, type Slot, type SlotInput } from "./slots";
import { visitState, type VisitState } from "./state";

/** The visit form as the owner sent it, with its problems, while the lead's page answers a refused form. */
const refusedForms = new WeakMap<Request, SlotFormState>();

/** The lead page answering a refused form: the page with this section showing the form as sent. */
const refuse = (c: AppContext, form: SlotFormState, status: 400 | 409) => {
  refusedForms.set(c.req.raw, form);
  return ownerLeadPage.show(c, status);
};

/**
 * The owner's links to tell the homeowner that the visit moved (while the moved visit stands) or was
 * cancelled (while nothing newer was offered), each opened with the change in words; otherwise none.
 */
function tellLinks(lead: Lead, state: VisitState): TellLinks | undefined {
  const moved = state.booked?.moved_at ? state.booked : undefined;
  const changed = moved ?? state.cancelled;
  if (!changed) return undefined;
  const text = fillText(moved ? visitsCopy.owner.movedMessage : visitsCopy.owner.cancelledMessage, {
    firstName: lead.first_name,
    company: site.name,
    reference: lead.reference,
    slot: slotWords(changed),
  });
  return {
    whatsapp: whatsappTo(lead.phone, text),
    sms: smsTo(lead.phone, text),
    email: mailtoTo(lead.email, fillText(visitsCopy.owner.changeSubject, { reference: lead.reference }), text),
  };
}

/**
 * Each lead's visit step for the owner's list (html/sections.ts's leadSteps), from its visits, so it
 * follows them without the owner setting anything: times proposed, the visit booked (its time) and,
 * once its day has passed in London, visited; cancelled or the times declined while nothing newer stands.
 */
export async function visitSteps(c: AppContext, now: Date): Promise<Map<number, string>> {
  const byLead = new Map<number, SlotRow[]>();
  for (const slot of await slotsOfAllLeads(c.env.DB))
    byLead.set(slot.lead_id, [...(byLead.get(slot.lead_id) ?? []), slot]);
  const today = londonIsoDate(now);
  const words = visitsCopy.owner.stage;
  const steps = new Map<number, string>();
  for (const [leadId, slots] of byLead) {
    const state = visitState(slots);
    const step = state.booked
      ? fillText(state.booked.date < today ? words.visited : words.booked, { slot: slotWords(state.booked) })
      : state.open.length
        ? words.proposed
        : state.declined
          ? words.declined
          : state.cancelled
            ? words.cancelled
            : "";
    if (step) steps.set(leadId, step);
  }
  return steps;
}

/** The lead page's visit section: the form as the owner left it, or pre-filled from the homeowner's preferred times. */
export const leadVisitSection: Section<Lead> = async (c, lead, now) => {
  if (lead.withdrawn_at) return withdrawnVisitSection();
  const slots = await slotsOfLead(c.env.DB, lead.id);
  const moves = await movesOfLead(c.env.DB, lead.id);
  const state = visitState(slots);
  const links = tellLinks(lead, state);
  const booked = state.booked && {
    date: state.booked.date,
    part: state.booked.part,
    time: state.booked.at ?? "",
    from: state.booked.window_start ?? "",
    until: state.booked.window_end ?? "",
  };
  const form = refusedForms.get(c.req.raw) ?? {
    rows: booked ? [booked] : prefilledSlots(lead.visit_times, now),
    errors: [],
  };
  return ownerVisitSection(
    `/admin/leads/${lead.reference}`,
    state,
    { slots, moves },
    form,
    c.req.query("visit") === "saved",
    links && { firstName: lead.first_name, links },
  );
};

/** The lead's visits in its JSON export: each time with what became of it, and where the homeowner asked us to come. */
export const visitExportFields = async (c: AppContext, lead: Lead) => {
  const slots = await slotsOfLead(c.env.DB, lead.id);
  const moves = await movesOfLead(c.env.DB, lead.id);
  return {
    visits: slots.map((slot) => ({
      date: slot.date,
      part: slot.part,
      at: slot.at,
      window: slot.window_start ? { start: slot.window_start, end: slot.window_end } : null,
      proposedAt: slot.proposed_at,
      confirmedAt: slot.confirmed_at,
      cancelledAt: slot.cancelled_at,
      declinedAt: slot.declined_at,
      declineNote: slot.decline_note,
      moves: moves
        .filter((move) => move.slot_id === slot.id)
        .map((move) => ({
          date: move.to_date,
          part: move.to_part,
          at: move.to_at,
          window: move.to_window_start ? { start: move.to_window_start, end: move.to_window_end } : null,
          movedAt: move.moved_at,
        })),
      address: slot.address_line
        ? { line: slot.address_line, postcode: slot.address_postcode, accessNotes: slot.access_notes }
        : null,
    })),
  };
};

/** The list's upcoming visits, soonest first. */
export const upcomingVisitsSection: Section<null> = async (c, _, now) =>
  upcomingVisits(await bookedVisits(c.env.DB, londonIsoDate(now)));

/** The settings page's calendar feed. */
export const feedSettingsSection: Section<null> = async (c) =>
  feedSettings(
    new URL(feedPath(await feedToken(c.env.DB)), c.req.url).href,
    c.req.query("feed") === "new",
    await feedWithAddress(c.env.DB),
    c.req.query("feed") === "saved",
  );

const rowOf = (form: Record<string, unknown>, n: string): SlotInput => {
  const value = (name: string) =>
    typeof form[`${name}${n}`] === "string" ? String(form[`${name}${n}`]).slice(0, 20) : "";
  return { date: value("date"), part: value("part"), time: value("time"), from: value("from"), until: value("until") };
};

/** The rows as slots, or the form state with each row's problem. */
function checkRows(rows: SlotInput[], now: Date): { slots: Slot[] } | { form: SlotFormState } {
  const slots = rows.map(slotOfInput);
  const errors = slots.map((slot) => (slot ? slotProblem(slot, now) : undefined));
  const given = slots.filter((slot): slot is Slot => slot !== undefined);
  if (errors.some(Boolean)) return { form: { rows, errors } };
  if (given.length === 0) return { form: { rows, errors, formError: visitsCopy.errors.none } };
  return { slots: given };
}

/** The homeowner withdrew the request and was told we will not contact them: no visit, no link. */
const withdrawnRefusal = (c: AppContext) => c.text(visitsCopy.owner.withdrawn, 409);

const backToLead = (c: AppContext, reference: string) =>
  c.redirect(`/admin/leads/${reference}?visit=saved#visit-heading`, 303);

/** The visits' routes of the owner's app, mounted under /admin/leads behind its gate (worker/index.ts). */
export const ownerVisits = factory.createApp();

ownerVisits.post("/settings/calendar", async (c) => {
  await replaceFeedToken(c.env.DB, new Date());
  return c.redirect("/admin/leads/settings?feed=new#feed-heading", 303);
});

// The feed's addresses: on only when the box is ticked.
ownerVisits.post("/settings/calendar/address", async (c) => {
  await setFeedWithAddress(c.env.DB, (await c.req.parseBody())["withAddress"] === "on");
  return c.redirect("/admin/leads/settings?feed=saved#feed-heading", 303);
});

ownerVisits.post("/:reference/visits", async (c) => {
  const lead = await findLead(c.env.DB, c.req.param("reference"));
  if (!lead) return c.notFound();
  if (lead.withdrawn_at) return withdrawnRefusal(c);
  const form = await c.req.parseBody();
  const rows = Array.from({ length: maxSlots }, (_, i) => rowOf(form, String(i + 1)));
  const now = new Date();
  const checked = checkRows(rows, now);
  if ("form" in checked) return refuse(c, checked.form, 400);
  if (!(await proposeSlots(c.env.DB, lead.id, checked.slots, now))) {
    return refuse(c, { rows, errors: [], formError: visitsCopy.errors.confirmedAlready }, 409);
  }
  return backToLead(c, lead.reference);
});

ownerVisits.post("/:reference/visit/cancel", async (c) => {
  const lead = await findLead(c.env.DB, c.req.param("reference"));
  if (!lead) return c.notFound();
  await cancelVisit(c.env.DB, lead.id, new Date());
  return backToLead(c, lead.reference);
});

ownerVisits.post("/:reference/visit/move", async (c) => {
  const lead = await findLead(c.env.DB, c.req.param("reference"));
  if (!lead) return c.notFound();
  if (lead.withdrawn_at) return withdrawnRefusal(c);
  const rows = [rowOf(await c.req.parseBody(), "")];
  const now = new Date();
  const checked = checkRows(rows, now);
  if ("form" in checked) return refuse(c, checked.form, 400);
  const [slot] = checked.slots;
  if (slot) await moveVisit(c.env.DB, lead.id, slot, now);
  return backToLead(c, lead.reference);
});

// The owner's link to the request (the same each time: leads/links.ts), offered from the owner's own
// phone: no e-mail goes from the server to the address the visitor typed.
ownerVisits.post("/:reference/link", async (c) => {
  const lead = await findLead(c.env.DB, c.req.param("reference"));
  if (!lead) return c.notFound();
  if (lead.withdrawn_at) return withdrawnRefusal(c);
  const link = new URL(await ownerLink(c.env, lead.id, new Date()), c.req.url).href;
  const message = linkMessage(lead, link);
  return c.html(
    linkPage(lead, link, {
      whatsapp: whatsappTo(lead.phone, message),
      email: mailtoTo(lead.email, linkSubject(lead.reference), message),
    }),
  );
});
