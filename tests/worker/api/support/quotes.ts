/**
 * Written quotes in the workerd tests: a request sent, a quote written and sent from the owner's app as its
 * form posts it, the request page opened as a browser's navigation (or fetched as a link preview), and
 * the acceptance's form. The lines are the tests' own; the totals expected are worked by quoteMoney from them.
 */
import { expect } from "vitest";
import { londonIsoDate } from "../../../../src/lib/londonTime";
import { parsePounds } from "../../../../src/lib/quoteMoney";
import { addDays } from "../../../../worker/quotes/state";
import { leadBody, postLead } from "../../support/leads";
import { api, query, type Vars, withVars } from "./worker";

/** The lines of the tests' quote: two lines, the second with an awkward VAT, and one optional line. */
export const testLines = [
  {
    description: "Strip out and dispose of the old kitchen",
    quantity: "1",
    unit: "",
    unitPrice: "850",
    vatRate: "20",
    optional: false,
  },
  {
    description: "Plastering, per square metre",
    quantity: "12.5",
    unit: "m²",
    unitPrice: "28.33",
    vatRate: "20",
    optional: false,
  },
  {
    description: "Underfloor heating mat",
    quantity: "1",
    unit: "",
    unitPrice: "645.55",
    vatRate: "20",
    optional: true,
  },
] as const;

/** The same lines as quoteMoney reads them. */
export const testMoneyLines = testLines.map((line) => ({
  description: line.description,
  quantity: line.quantity,
  unitPricePence: parsePounds(line.unitPrice),
  vatRate: Number(line.vatRate) as 20,
  optional: line.optional,
}));

/** The editor's fields for `lines` and the rest of a complete quote; `fields` override any. */
export function quoteForm(
  fields: Record<string, string> = {},
  lines: readonly (typeof testLines)[number][] = testLines,
) {
  const form: Record<string, string> = {
    summary: "A new kitchen floor and walls made good.",
    siteAddress: "4 Elm Row, London E8 3PB",
    exclusions: "Kitchen units\nDecorating",
    assumptions: "Access to the kitchen on weekdays",
    stages: "Half when the floor is down",
    depositKind: "percent",
    depositValue: "10",
    startWindow: "The week of 1 March",
    duration: "About two weeks",
    expiresOn: addDays(londonIsoDate(new Date()), 30),
    cancellationApplies: "on",
    newBuildReason: "",
    action: "send",
  };
  lines.forEach((line, i) => {
    const n = i + 1;
    form[`description${n}`] = line.description;
    form[`quantity${n}`] = line.quantity;
    form[`unit${n}`] = line.unit;
    form[`unitPrice${n}`] = line.unitPrice;
    form[`vatRate${n}`] = line.vatRate;
    if (line.optional) form[`optional${n}`] = "on";
  });
  return { ...form, ...fields };
}

const formHeaders = { "Sec-Fetch-Site": "same-origin", "Content-Type": "application/x-www-form-urlencoded" };

/** A form's post from the site's own pages, through `origin` (the Worker, or the Worker with changed variables). */
export const postTo = (path: string, fields: Record<string, string> | URLSearchParams, vars?: Vars, headers = {}) =>
  (vars ? withVars(vars) : api).request(path, {
    method: "POST",
    redirect: "manual",
    headers: { ...formHeaders, ...headers },
    body: (fields instanceof URLSearchParams ? fields : new URLSearchParams(fields)).toString(),
  });

/** A browser's navigation to a page (what counts as the homeowner opening it). */
export const navigate = (path: string) =>
  api.request(path, {
    headers: { "Sec-Fetch-Mode": "navigate", "Sec-Fetch-Dest": "document", "Sec-Fetch-Site": "none" },
  });

/** A link preview's fetch of the page (a chat app unfurling the link): no Sec-Fetch headers. */
export const preview = (path: string) => api.request(path, { headers: { "User-Agent": "WhatsApp/2.23" } });

export interface SentQuote {
  reference: string;
  requestPath: string;
  email: string;
}

/** A new request from a homeowner. */
export async function newRequest(fields: Record<string, unknown> = {}): Promise<SentQuote> {
  const email = `quote.${crypto.randomUUID().slice(0, 8)}@example.com`;
  const response = await postLead(api, leadBody({ email, ...fields }));
  expect(response.status).toBe(201);
  const { reference, requestPath } = await response.json<{ reference: string; requestPath: string }>();
  return { reference, requestPath, email };
}

/** Writes the quote and sends it ("Send", then "Yes, I sent it"): version `version`. */
export async function sendQuote(request: SentQuote, fields: Record<string, string> = {}, version = 1) {
  const made = await postTo(`/admin/leads/${request.reference}/quote`, quoteForm(fields));
  expect(made.status, await made.clone().text()).toBe(303);
  const sent = await postTo(`/admin/leads/${request.reference}/quote/sent`, { version: String(version), by: "share" });
  expect(sent.status).toBe(303);
}

/** A request with its quote sent. */
export async function sentQuote(fields: Record<string, string> = {}): Promise<SentQuote> {
  const request = await newRequest();
  await sendQuote(request, fields);
  return request;
}

/** The homeowner's acceptance as the page's form posts it. */
export const accept = (request: SentQuote, fields: Record<string, string | string[]> = {}) => {
  const body = new URLSearchParams({ version: "1", fullName: "Łucja Nguyễn", email: request.email });
  for (const [name, value] of Object.entries(fields)) {
    body.delete(name);
    for (const one of [value].flat()) body.append(name, one);
  }
  return postTo(`${request.requestPath}/quote/accept`, body, undefined, { "User-Agent": "Mozilla/5.0 (test phone)" });
};

/** The quote's acceptance rows for a request. */
export const acceptances = (reference: string) =>
  query("SELECT * FROM quote_acceptances WHERE reference = ?", reference);
