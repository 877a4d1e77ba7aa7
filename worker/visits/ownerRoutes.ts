/**
 * Site visits in the owner's app, under /admin/leads and so behind its Access check (inbox/routes.ts
 * registers these on its app, after its check): propose times, cancel or move the visit, make and send
 * the request's link, replace the calendar feed's address.
 */
import type { Context, Hono } from "hono";
import type { WorkerEnv } from "../platform/env";
import { findLead, type Lead } from "../leads/queries";
import { page } from "../inbox/pages";
import { mailtoTo, whatsappTo } from "../leads/replyLinks";
import { issueRequestLink } from "../leads/links";
import { visitsCopy } from "./copy";
import { linkMessage, linkPage, linkSubject, ownerVisitSection, type SlotFormState } from "./ownerPages";
import { cancelVisit, moveVisit, proposeSlots, replaceFeedToken, slotsOfLead } from "./queries";
import { maxSlots, prefilledSlots, slotOfInput, slotProblem, type Slot, type SlotInput } from "./slots";
import { visitState } from "./state";

type InboxContext = Context<{ Bindings: WorkerEnv }>;

/** Renders the lead's page with this visit section (inbox/routes.ts's own page, so both stay one). */
export type ShowLead = (
  c: InboxContext,
  visit?: { form: SlotFormState },
  status?: 200 | 400 | 409,
) => Promise<Response>;

/** The lead's visit section: the form as the owner left it, or pre-filled from the homeowner's preferred times. */
export async function leadVisitSection(
  db: D1Database,
  lead: Lead,
  now: Date,
  options: { form?: SlotFormState; saved?: boolean } = {},
) {
  const slots = await slotsOfLead(db, lead.id);
  const state = visitState(slots);
  const booked = state.booked && { date: state.booked.date, part: state.booked.part, time: state.booked.at ?? "" };
  const form = options.form ?? { rows: booked ? [booked] : prefilledSlots(lead.visit_times, now), errors: [] };
  return ownerVisitSection(`/admin/leads/${lead.reference}`, state, slots, form, options.saved ?? false);
}

const rowOf = (form: Record<string, unknown>, n: string): SlotInput => {
  const value = (name: string) =>
    typeof form[`${name}${n}`] === "string" ? String(form[`${name}${n}`]).slice(0, 20) : "";
  return { date: value("date"), part: value("part"), time: value("time") };
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

const backToLead = (c: InboxContext, reference: string) =>
  c.redirect(`/admin/leads/${reference}?visit=saved#visit-heading`, 303);

export function ownerVisitRoutes(app: Hono<{ Bindings: WorkerEnv }>, showLead: ShowLead) {
  app.post("/settings/calendar", async (c) => {
    await replaceFeedToken(c.env.DB, new Date());
    return c.redirect("/admin/leads/settings?feed=new#feed-heading", 303);
  });

  app.post("/:reference/visits", async (c) => {
    const lead = await findLead(c.env.DB, c.req.param("reference"));
    if (!lead) return c.notFound();
    const form = await c.req.parseBody();
    const rows = Array.from({ length: maxSlots }, (_, i) => rowOf(form, String(i + 1)));
    const now = new Date();
    const checked = checkRows(rows, now);
    if ("form" in checked) return showLead(c, checked, 400);
    if (!(await proposeSlots(c.env.DB, lead.id, checked.slots, now))) {
      return showLead(c, { form: { rows, errors: [], formError: visitsCopy.errors.confirmedAlready } }, 409);
    }
    return backToLead(c, lead.reference);
  });

  app.post("/:reference/visit/cancel", async (c) => {
    const lead = await findLead(c.env.DB, c.req.param("reference"));
    if (!lead) return c.notFound();
    await cancelVisit(c.env.DB, lead.id, new Date());
    return backToLead(c, lead.reference);
  });

  app.post("/:reference/visit/move", async (c) => {
    const lead = await findLead(c.env.DB, c.req.param("reference"));
    if (!lead) return c.notFound();
    const rows = [rowOf(await c.req.parseBody(), "")];
    const now = new Date();
    const checked = checkRows(rows, now);
    if ("form" in checked) return showLead(c, checked, 400);
    const [slot] = checked.slots;
    if (slot) await moveVisit(c.env.DB, lead.id, slot, now);
    return backToLead(c, lead.reference);
  });

  // A new link each time (the homeowner's old ones keep working), offered from the owner's own phone:
  // no e-mail goes from the server to the address the visitor typed.
  app.post("/:reference/link", async (c) => {
    const lead = await findLead(c.env.DB, c.req.param("reference"));
    if (!lead) return c.notFound();
    const link = new URL(await issueRequestLink(c.env.DB, lead.id, new Date()), c.req.url).href;
    const message = linkMessage(lead, link);
    return c.html(
      linkPage(page, lead, link, {
        whatsapp: whatsappTo(lead.phone, message),
        email: mailtoTo(lead.email, linkSubject(lead.reference), message),
      }),
    );
  });
}
