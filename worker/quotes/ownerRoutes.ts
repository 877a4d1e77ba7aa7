/**
 * Written quotes in the owner's app, mounted under /admin/leads behind the owner's gate (worker/index.ts):
 * the editor (the draft saved as written; "Send" makes a version), the send step (the PDF shared from the
 * owner's phone or downloaded, then confirmed), the PDFs, an expired quote extended, the confirmation after
 * an acceptance, a cancellation the homeowner made by phone, e-mail or letter, and the saved lines; and the
 * lead page's quote section.
 */
import { fillText } from "../../src/config/format";
import { londonIsoDate } from "../../src/lib/londonTime";
import { parsePounds } from "../../src/lib/quoteMoney";
import { cleanText } from "../../src/lib/cleanText";
import { dayWords, when } from "../html/dates";
import { ownerLeadPage, type Section } from "../html/sections";
import { ownerLink } from "../leads/links";
import { findLead } from "../leads/queries";
import type { Lead } from "../leads/row";
import { factory, type AppContext } from "../platform/env";
import { scriptResponse } from "../platform/responses";
import { quotesCopy } from "./copy";
import { confirmationDocument, pdfHeaders, quoteDocument } from "./documents";
import { draftFromForm, draftFromStored, emptyDraft, type DraftErrors, type QuoteDraft } from "./draft";
import {
  confirmationPage,
  editorPage,
  ownerQuoteSection,
  savedLinesPage,
  sendPage,
  shareText,
  type CancellationForm,
  type ShareStep,
} from "./ownerPages";
import {
  addSavedLine,
  cancelContract,
  deleteSavedLine,
  markConfirmationSent,
  markSent,
  quoteOfLead,
  saveDraft,
  savedLines,
  type CancelledVia,
  type QuoteRecord,
} from "./queries";
import { addDays, quoteState } from "./state";
import { vatRegistered } from "./trader";
import { makeVersion, snapshotOf } from "./versions";
import { quotePageScriptSource } from "./script";

const copy = quotesCopy.owner;
/** A quote may be accepted for 30 days unless the owner sets another date. */
export const defaultExpiryDays = 30;

/** The file names the PDFs are shared and downloaded under. */
export const quoteFileName = (reference: string, version: number) =>
  `${fillText(quotesCopy.homeowner.file, { reference, version })}.pdf`;
export const confirmationFileName = (reference: string) =>
  `${fillText(quotesCopy.homeowner.confirmationFile, { reference })}.pdf`;

/** A new draft: 30 days to accept, each line at the standard rate where the firm is VAT-registered. */
const freshDraft = (c: AppContext, now: Date) =>
  emptyDraft(addDays(londonIsoDate(now), defaultExpiryDays), vatRegistered(c.env) ? "20" : "");

/** The draft as stored, or a fresh one. */
const draftOf = (c: AppContext, record: QuoteRecord | undefined, now: Date): QuoteDraft =>
  record ? draftFromStored(record.quote.draft, freshDraft(c, now)) : freshDraft(c, now);

/** A cancellation the owner's form recorded and the Worker refused, while the lead's page shows it with its error. */
const refusedCancellations = new WeakMap<Request, CancellationForm>();

/** The lead page's quote section. */
export const leadQuoteSection: Section<Lead> = async (c, lead, now) => {
  if (lead.withdrawn_at) return "";
  const record = await quoteOfLead(c.env.DB, lead.id);
  const today = londonIsoDate(now);
  return ownerQuoteSection(
    lead,
    quoteState(record, today),
    record?.versions ?? [],
    record?.events ?? [],
    today,
    record?.quote.draft_saved_at,
    refusedCancellations.get(c.req.raw),
  );
};

export const ownerQuotes = factory.createApp();

ownerQuotes.get("/quote.js", () => scriptResponse(quotePageScriptSource));

/** The lead of the route, unless it is gone or withdrawn (a withdrawn request is not quoted). */
async function leadOf(c: AppContext): Promise<Lead | undefined> {
  const lead = await findLead(c.env.DB, c.req.param("reference") ?? "");
  return lead && !lead.withdrawn_at ? lead : undefined;
}

async function showEditor(
  c: AppContext,
  lead: Lead,
  record: QuoteRecord | undefined,
  draft: QuoteDraft,
  extras: { errors?: DraftErrors; formError?: string; status?: 200 | 400 | 409 } = {},
) {
  const accepted = record?.acceptance !== undefined;
  return c.html(
    editorPage(lead, {
      draft,
      errors: extras.errors ?? {},
      formError: extras.formError ?? (accepted ? quotesCopy.errors.accepted : undefined),
      savedLines: await savedLines(c.env.DB),
      nextVersion: (record?.versions.at(-1)?.version ?? 0) + 1,
      vatRegistered: vatRegistered(c.env),
      draftSavedAt: record?.quote.draft_saved_at,
    }),
    extras.status ?? 200,
  );
}

ownerQuotes.get("/:reference/quote", async (c) => {
  const lead = await leadOf(c);
  if (!lead) return c.notFound();
  const record = await quoteOfLead(c.env.DB, lead.id);
  return showEditor(c, lead, record, draftOf(c, record, new Date()));
});

// Save (also the script's autosave, answered in JSON), add a line or a saved line, or Send.
ownerQuotes.post("/:reference/quote", async (c) => {
  const lead = await leadOf(c);
  if (!lead) return c.notFound();
  const now = new Date();
  const form = await c.req.parseBody();
  const draft = draftFromForm(form);
  const saved = form["savedLine"];
  if (typeof saved === "string") {
    const line = (await savedLines(c.env.DB)).find((row) => String(row.id) === saved);
    if (line)
      draft.lines.push({
        description: line.description,
        quantity: "1",
        unit: line.unit,
        unitPrice: (line.unit_price_pence / 100).toFixed(2),
        vatRate: line.vat_rate === null ? "" : String(line.vat_rate),
        optional: false,
      });
  }
  if (!(await saveDraft(c.env.DB, lead.id, draft, now))) {
    if (c.req.header("Accept") === "application/json") return c.json({ ok: false }, 409);
    return showEditor(c, lead, await quoteOfLead(c.env.DB, lead.id), draft, {
      formError: quotesCopy.errors.accepted,
      status: 409,
    });
  }
  if (form["action"] === "autosave")
    return c.json({
      ok: true,
      savedAt: when(now.toISOString()),
    });
  const record = await quoteOfLead(c.env.DB, lead.id);
  if (!record) return c.notFound();
  if (form["action"] !== "send") return showEditor(c, lead, record, draft);
  const result = await makeVersion(c.env, lead, record, draft, now);
  if ("version" in result) return c.redirect(`/admin/leads/${lead.reference}/quote/send`, 303);
  if ("errors" in result) return showEditor(c, lead, record, draft, { errors: result.errors, status: 400 });
  if ("notReady" in result) return showEditor(c, lead, record, draft, { formError: result.notReady, status: 409 });
  return showEditor(c, lead, record, draft, { formError: quotesCopy.errors.accepted, status: 409 });
});

/** The owner's share of a document: its title, text with the request's link, file and where "it went" posts. */
async function shareStep(
  c: AppContext,
  lead: Lead,
  parts: { template: string; pdfPath: string; fileName: string; wentAction: string },
): Promise<ShareStep> {
  const link = new URL(await ownerLink(c.env, lead.id, new Date()), c.req.url).href;
  return {
    title: fillText(copy.shareTitle, { reference: lead.reference }),
    text: shareText(parts.template, lead, link),
    pdfPath: parts.pdfPath,
    fileName: parts.fileName,
    wentAction: parts.wentAction,
  };
}

// The send step of the version not yet sent (or the latest, to send it again).
ownerQuotes.get("/:reference/quote/send", async (c) => {
  const lead = await leadOf(c);
  const record = lead && (await quoteOfLead(c.env.DB, lead.id));
  const version = record?.versions.at(-1);
  if (!lead || !record || !version || record.acceptance) return c.notFound();
  const step = await shareStep(c, lead, {
    template: copy.shareText,
    pdfPath: `/admin/leads/${lead.reference}/quote/v${version.version}.pdf`,
    fileName: quoteFileName(lead.reference, version.version),
    wentAction: `/admin/leads/${lead.reference}/quote/sent`,
  });
  return c.html(sendPage(lead, version.version, step));
});

// "Yes, I sent it": the version counts as sent, and the homeowner's page shows it, from now.
ownerQuotes.post("/:reference/quote/sent", async (c) => {
  const lead = await leadOf(c);
  const record = lead && (await quoteOfLead(c.env.DB, lead.id));
  if (!lead || !record) return c.notFound();
  const form = await c.req.parseBody();
  const by = form["by"] === "download" ? "download" : "share";
  await markSent(c.env.DB, record.quote.id, Number(form["version"]), by, new Date());
  return c.redirect(`/admin/leads/${lead.reference}#quote`, 303);
});

ownerQuotes.get("/:reference/quote/:file{v[0-9]{1,4}\\.pdf}", async (c) => {
  const lead = await findLead(c.env.DB, c.req.param("reference"));
  const record = lead && (await quoteOfLead(c.env.DB, lead.id));
  const version = record?.versions.find((v) => `v${v.version}.pdf` === c.req.param("file"));
  if (!lead || !version) return c.notFound();
  return c.body(
    await quoteDocument(snapshotOf(version)),
    200,
    pdfHeaders(quoteFileName(lead.reference, version.version), "inline"),
  );
});

// An expired quote extended: its content back in the draft with a new expiry, for the owner to send as a new version.
ownerQuotes.post("/:reference/quote/extend", async (c) => {
  const lead = await leadOf(c);
  const record = lead && (await quoteOfLead(c.env.DB, lead.id));
  const sent = record && quoteState(record, londonIsoDate(new Date())).sent;
  if (!lead || !record || !sent) return c.notFound();
  const now = new Date();
  const draft = draftOf(c, record, now);
  await saveDraft(c.env.DB, lead.id, { ...draft, expiresOn: addDays(londonIsoDate(now), defaultExpiryDays) }, now);
  return c.redirect(`/admin/leads/${lead.reference}/quote`, 303);
});

ownerQuotes.get("/:reference/quote/confirmation", async (c) => {
  const lead = await findLead(c.env.DB, c.req.param("reference"));
  const record = lead && (await quoteOfLead(c.env.DB, lead.id));
  if (!lead || !record?.acceptance) return c.notFound();
  const step = await shareStep(c, lead, {
    template: copy.confirmationText,
    pdfPath: `/admin/leads/${lead.reference}/quote/confirmation.pdf`,
    fileName: confirmationFileName(lead.reference),
    wentAction: `/admin/leads/${lead.reference}/quote/confirmation-sent`,
  });
  return c.html(confirmationPage(lead, step));
});

ownerQuotes.get("/:reference/quote/confirmation.pdf", async (c) => {
  const lead = await findLead(c.env.DB, c.req.param("reference"));
  const record = lead && (await quoteOfLead(c.env.DB, lead.id));
  if (!lead || !record?.acceptance) return c.notFound();
  return c.body(
    await confirmationDocument(record.acceptance),
    200,
    pdfHeaders(confirmationFileName(lead.reference), "inline"),
  );
});

ownerQuotes.post("/:reference/quote/confirmation-sent", async (c) => {
  const lead = await findLead(c.env.DB, c.req.param("reference"));
  const record = lead && (await quoteOfLead(c.env.DB, lead.id));
  if (!lead || !record?.acceptance) return c.notFound();
  await markConfirmationSent(c.env.DB, record.acceptance.id, new Date());
  return c.redirect(`/admin/leads/${lead.reference}#quote`, 303);
});

const vias = ["phone", "email", "letter"] as const satisfies readonly CancelledVia[];

// A cancellation the homeowner made by phone, e-mail or letter, on the day they sent it: the same effects as the page's button.
ownerQuotes.post("/:reference/quote/cancellation", async (c) => {
  const lead = await findLead(c.env.DB, c.req.param("reference"));
  const record = lead && (await quoteOfLead(c.env.DB, lead.id));
  const acceptance = record?.acceptance;
  if (!lead || !acceptance) return c.notFound();
  const now = new Date();
  const form = await c.req.parseBody();
  const via = vias.find((v) => v === form["via"]);
  const day = typeof form["date"] === "string" ? form["date"] : "";
  const acceptedOn = londonIsoDate(new Date(acceptance.accepted_at));
  const refuse = (message: string, status: 400 | 409) => {
    refusedCancellations.set(c.req.raw, { via: via ?? "phone", date: day, error: message });
    return ownerLeadPage.show(c, status);
  };
  if (!via || !/^\d{4}-\d{2}-\d{2}$/.test(day) || day < acceptedOn || day > londonIsoDate(now))
    return refuse(copy.recordDateError, 400);
  if (acceptance.cancel_by && day > acceptance.cancel_by)
    return refuse(fillText(copy.tooLate, { date: dayWords(acceptance.cancel_by) }), 409);
  // The moment is the day's noon in London's terms: the owner records a day, not a time.
  await cancelContract(c.env.DB, acceptance.id, { via, at: `${day}T12:00:00.000Z`, day }, now);
  return c.redirect(`/admin/leads/${lead.reference}#quote`, 303);
});

ownerQuotes.get("/quote-lines", async (c) => c.html(savedLinesPage(await savedLines(c.env.DB), vatRegistered(c.env))));

ownerQuotes.post("/quote-lines", async (c) => {
  const form = await c.req.parseBody();
  const text = (name: string, max: number) =>
    typeof form[name] === "string" ? cleanText(form[name].slice(0, max)).trim() : "";
  const description = text("description", 300);
  let pence: number | undefined;
  try {
    pence = parsePounds(text("unitPrice", 30));
  } catch {
    pence = undefined;
  }
  const rate = Number(text("vatRate", 3));
  if (!description || pence === undefined)
    return c.html(savedLinesPage(await savedLines(c.env.DB), vatRegistered(c.env), quotesCopy.errors.savedLine), 400);
  await addSavedLine(
    c.env.DB,
    {
      description,
      unit: text("unit", 20),
      unit_price_pence: pence,
      vat_rate: vatRegistered(c.env) && [20, 5, 0].includes(rate) ? (rate as 20 | 5 | 0) : null,
    },
    new Date(),
  );
  return c.redirect("/admin/leads/quote-lines", 303);
});

ownerQuotes.post("/quote-lines/:id{[0-9]{1,9}}/delete", async (c) => {
  await deleteSavedLine(c.env.DB, Number(c.req.param("id")));
  return c.redirect("/admin/leads/quote-lines", 303);
});
