/**
 * The site visit on the request's private page (request/routes.ts registers these on its app, after its
 * headers and same-origin check): confirming a time with one tap, and the booked visit's `.ics`.
 */
import type { Context, Hono } from "hono";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import type { WorkerEnv } from "../platform/env";
import { alertOwner } from "../alerts/alertOwner";
import { visitIcs } from "./calendar";
import { visitsCopy } from "./copy";
import { confirmSlot, slotsOfLead } from "./queries";
import { visitState } from "./state";

type RequestContext = Context<{ Bindings: WorkerEnv }>;

export interface HomeownerVisitDeps {
  /** The request routes' token pattern, `/:token{…}`. */
  token: string;
  leadOf: (c: RequestContext) => Promise<{ id: number; reference: string; withdrawn_at: string | null } | null>;
  showPage: (c: RequestContext, state: { visitMessage: string }, status: ContentfulStatusCode) => Promise<Response>;
}

export function homeownerVisitRoutes(
  app: Hono<{ Bindings: WorkerEnv }>,
  { token, leadOf, showPage }: HomeownerVisitDeps,
) {
  // One tap: the chosen slot, confirmed only if no visit of this lead stands (queries.ts's confirmSlot).
  app.post(`${token}/visit`, async (c) => {
    const lead = await leadOf(c);
    if (!lead || lead.withdrawn_at) return c.notFound();
    const slot = (await c.req.parseBody())["slot"];
    const id = typeof slot === "string" && /^[0-9]{1,9}$/.test(slot) ? Number(slot) : 0;
    if (await confirmSlot(c.env.DB, lead.id, id, new Date())) {
      c.executionCtx.waitUntil(alertOwner(c.env, lead, "visit"));
      return c.redirect(c.req.path.replace(/\/visit$/, ""), 303);
    }
    const state = visitState(await slotsOfLead(c.env.DB, lead.id));
    const message = state.booked ? visitsCopy.homeowner.alreadyConfirmed : visitsCopy.homeowner.gone;
    return showPage(c, { visitMessage: message }, 409);
  });

  app.get(`${token}/visit.ics`, async (c) => {
    const lead = await leadOf(c);
    const booked = lead && !lead.withdrawn_at ? visitState(await slotsOfLead(c.env.DB, lead.id)).booked : undefined;
    if (!lead || !booked) return c.notFound();
    return c.body(visitIcs(booked, lead.reference, new URL(c.req.url).host, new Date()), 200, {
      "Content-Type": "text/calendar; charset=utf-8",
      "Content-Disposition": `attachment; filename="${visitsCopy.homeowner.calendarFile}.ics"`,
    });
  });
}
