/**
 * The quote on the request's private page, mounted under /request behind its gate (worker/index.ts): the
 * section in the page's action slot, the PDFs, Accept (the options, the full name, the e-mail the request
 * was sent with, and the unticked early-start box), Decline and "Cancel the contract"; and the first view
 * of a sent quote told to the owner (a document navigation only, not a link preview or a prefetch).
 */
import { cleanText } from "../../src/lib/cleanText";
import { londonIsoDate } from "../../src/lib/londonTime";
import { alertOwner } from "../alerts/alertOwner";
import { requestPage, type RequestSection } from "../html/sections";
import { isOwnerNavigation } from "../leads/firstContact";
import { openToken, tokenRoute as token } from "../leads/links";
import { findLead } from "../leads/queries";
import { factory, type AppContext } from "../platform/env";
import { scriptResponse } from "../platform/responses";
import { quotesCopy } from "./copy";
import { confirmationDocument, pdfHeaders, quoteDocument } from "./documents";
import { homeownerQuoteSection, type AcceptFormState } from "./homeownerPages";
import { confirmationFileName, quoteFileName } from "./ownerRoutes";
import {
  acceptVersion,
  addEvent,
  cancelContract,
  markSeenVersion,
  markViewed,
  quoteOfLead,
  type QuoteRecord,
} from "./queries";
import { lastDayToCancel, quoteState } from "./state";
import { pageTerms } from "./terms";
import { quoteTotalScriptSource } from "./totalScript";
import { grossWith, snapshotOf } from "./versions";

const copy = quotesCopy.homeowner;

/** The acceptance form as refused, or a message (too late, already answered), while the page shows it. */
const refusedForms = new WeakMap<Request, AcceptFormState>();
/** The options the homeowner ticked, while the page shows the total with them ("Update the total" without the script). */
const chosenNow = new WeakMap<Request, Set<number>>();
const messages = new WeakMap<Request, string>();

/** The optional lines chosen: the form's or the address's `option` values that name an optional line. */
function chosenOptions(values: readonly string[], record: QuoteRecord): Set<number> {
  const shown = record.versions.findLast((version) => version.sent_at !== null);
  const lines = shown ? snapshotOf(shown).content.lines : [];
  return new Set(values.map(Number).filter((index) => Number.isInteger(index) && lines[index]?.optional === true));
}

/**
 * The request page's quote: an action while it awaits the homeowner's answer or can still be cancelled,
 * otherwise an update. Showing a sent version to the homeowner by a document navigation records the first
 * view (and alerts the owner) and the version they have now seen.
 */
export const requestQuoteSection: RequestSection = async (c, lead, now) => {
  const record = await quoteOfLead(c.env.DB, lead.id);
  if (!record) return "";
  const today = londonIsoDate(now);
  const state = quoteState(record, today);
  const shown = state.acceptance ?? state.sent;
  if (!shown) return "";
  const snapshot = state.sent && snapshotOf(state.sent);
  const terms = pageTerms((state.acceptance ? snapshotOf(state.acceptance) : (snapshot ?? snapshotOf(shown))).trader);
  const changed =
    state.sent !== undefined && record.quote.seen_version > 0 && record.quote.seen_version < state.sent.version;
  if (c.req.method === "GET" && isOwnerNavigation(c.req.raw) && state.sent && !lead.withdrawn_at) {
    if (await markViewed(c.env.DB, record.quote.id, state.sent.version, now))
      c.executionCtx.waitUntil(alertOwner(c.env, lead, { kind: "quoteViewed" }, now.getTime()));
    await markSeenVersion(c.env.DB, record.quote.id, state.sent.version);
  }
  const html = homeownerQuoteSection({
    path: lead.path,
    state,
    snapshot,
    chosen: chosenNow.get(c.req.raw) ?? new Set(JSON.parse(state.acceptance?.options ?? "[]") as number[]),
    changed,
    today,
    form: refusedForms.get(c.req.raw),
    message: messages.get(c.req.raw),
    terms,
  });
  const open = state.stage === "sent" || state.stage === "viewed";
  const cancellable =
    state.stage === "accepted" && state.acceptance?.cancel_by != null && today <= state.acceptance.cancel_by;
  return { slot: open || cancellable ? "action" : "updates", html };
};

const leadOf = (c: AppContext) => openToken(c.env.DB, c.req.param("token") ?? "", new Date());
const pagePath = (c: AppContext, suffix: RegExp) => c.req.path.replace(suffix, "");

export const homeownerQuotes = factory.createApp();

homeownerQuotes.get("/quote.js", () => scriptResponse(quoteTotalScriptSource));

homeownerQuotes.get(`${token}/quote.pdf`, async (c) => {
  const lead = await leadOf(c);
  const record = lead && !lead.withdrawn_at ? await quoteOfLead(c.env.DB, lead.id) : undefined;
  const sent = record && quoteState(record, londonIsoDate(new Date())).sent;
  if (!lead || !sent) return c.notFound();
  return c.body(
    await quoteDocument(snapshotOf(sent)),
    200,
    pdfHeaders(quoteFileName(lead.reference, sent.version), "attachment"),
  );
});

homeownerQuotes.get(`${token}/confirmation.pdf`, async (c) => {
  const lead = await leadOf(c);
  const record = lead ? await quoteOfLead(c.env.DB, lead.id) : undefined;
  if (!lead || !record?.acceptance) return c.notFound();
  return c.body(
    await confirmationDocument(record.acceptance),
    200,
    pdfHeaders(confirmationFileName(lead.reference), "attachment"),
  );
});

const field = (form: Record<string, unknown>, name: string, max: number) => {
  const value = form[name];
  return typeof value === "string" ? cleanText(value.slice(0, max)).trim() : "";
};

/** The acceptance form as posted: the options ticked (of the version's optional lines) and what was typed. */
async function postedAcceptance(c: AppContext, record: QuoteRecord) {
  const form = await c.req.parseBody({ all: true });
  const options = form["option"];
  const chosen = chosenOptions(
    (Array.isArray(options) ? options : [options]).filter((v): v is string => typeof v === "string"),
    record,
  );
  const typed: AcceptFormState = {
    fullName: field(form, "fullName", 200),
    email: field(form, "email", 320),
    earlyStart: form["earlyStart"] === "on",
    errors: {},
  };
  return { form, chosen, typed };
}

// "Update the total" without the script: the page again, with the options ticked counted and what was typed kept.
homeownerQuotes.post(`${token}/quote/total`, async (c) => {
  const lead = await leadOf(c);
  const record = lead && !lead.withdrawn_at ? await quoteOfLead(c.env.DB, lead.id) : undefined;
  if (!record) return c.notFound();
  const { chosen, typed } = await postedAcceptance(c, record);
  chosenNow.set(c.req.raw, chosen);
  refusedForms.set(c.req.raw, typed);
  return requestPage.show(c, 200);
});

// Accept: the version shown, the options ticked, the name typed, the e-mail the request was sent with (the
// link is a bearer token, and links get forwarded) and the early-start box; one acceptance per quote.
homeownerQuotes.post(`${token}/quote/accept`, async (c) => {
  const lead = await leadOf(c);
  if (!lead || lead.withdrawn_at) return c.notFound();
  const now = new Date();
  const record = await quoteOfLead(c.env.DB, lead.id);
  const state = record && quoteState(record, londonIsoDate(now));
  if (!record || !state?.sent) return c.notFound();
  const { form, chosen, typed } = await postedAcceptance(c, record);
  chosenNow.set(c.req.raw, chosen);
  const email = (await findLead(c.env.DB, lead.reference))?.email ?? "";
  if (typed.fullName.length < 2) typed.errors.fullName = copy.nameError;
  if (typed.email.toLowerCase() !== email.trim().toLowerCase()) typed.errors.email = copy.emailError;
  if (typed.errors.fullName || typed.errors.email) {
    refusedForms.set(c.req.raw, typed);
    return requestPage.show(c, 400);
  }
  const snapshot = snapshotOf(state.sent);
  const applies = snapshot.content.cancellation.applies;
  const today = londonIsoDate(now);
  const accepted = await acceptVersion(
    c.env.DB,
    record.quote.id,
    {
      version: Number(form["version"]),
      options: [...chosen].sort((a, b) => a - b),
      grossPence: grossWith(snapshot.content, chosen),
      fullName: typed.fullName,
      email: typed.email,
      earlyStart: applies && typed.earlyStart,
      userAgent: (c.req.header("User-Agent") ?? "").slice(0, 500),
      cancelBy: applies ? lastDayToCancel(today) : null,
      today,
    },
    now,
  );
  if (accepted === undefined) {
    messages.set(c.req.raw, copy.notAccepted);
    return requestPage.show(c, 409);
  }
  c.executionCtx.waitUntil(alertOwner(c.env, lead, { kind: "quoteAccepted" }, now.getTime()));
  return c.redirect(`${pagePath(c, /\/quote\/accept$/)}#quote-heading`, 303);
});

homeownerQuotes.post(`${token}/quote/decline`, async (c) => {
  const lead = await leadOf(c);
  if (!lead || lead.withdrawn_at) return c.notFound();
  const now = new Date();
  const record = await quoteOfLead(c.env.DB, lead.id);
  const state = record && quoteState(record, londonIsoDate(now));
  if (!record || !state?.sent || state.acceptance || state.declined) return c.notFound();
  const reason = cleanText(field(await c.req.parseBody(), "reason", 500), true).trim();
  await addEvent(c.env.DB, record.quote.id, { version: state.sent.version, kind: "declined", words: reason }, now);
  c.executionCtx.waitUntil(alertOwner(c.env, lead, { kind: "quoteDeclined", words: reason }, now.getTime()));
  return c.redirect(`${pagePath(c, /\/quote\/decline$/)}#quote-heading`, 303);
});

// "Cancel the contract", confirmed once, by the end of its last day in London.
homeownerQuotes.post(`${token}/quote/cancel`, async (c) => {
  const lead = await leadOf(c);
  if (!lead) return c.notFound();
  const now = new Date();
  const record = await quoteOfLead(c.env.DB, lead.id);
  if (!record?.acceptance) return c.notFound();
  const cancelled = await cancelContract(
    c.env.DB,
    record.acceptance.id,
    { via: "page", at: now.toISOString(), day: londonIsoDate(now) },
    now,
  );
  if (!cancelled) {
    messages.set(c.req.raw, copy.notCancelled);
    return requestPage.show(c, 409);
  }
  c.executionCtx.waitUntil(alertOwner(c.env, lead, { kind: "quoteCancelled" }, now.getTime()));
  return c.redirect(`${pagePath(c, /\/quote\/cancel$/)}#quote-heading`, 303);
});
