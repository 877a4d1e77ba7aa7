/**
 * Quotes made by writing their rows (migration 0019), so the follow-up's tests do not depend on the
 * owner's editor and send routes: a lead posted as the form posts it, then its quote, a sent version
 * whose snapshot is a valid QuoteSnapshot, and where a test needs them a view, a decline and an
 * acceptance. Every time is the test's choice.
 */
import { quoteSnapshotSchema, type QuoteSnapshot } from "../../../../worker/quotes/content";
import { leadBody, postLead } from "../../support/leads";
import { query, withVars } from "./worker";
import { fullName } from "../../../../src/lib/fullName";
import { testTrader } from "../../support/quoteBusiness";

/** The homeowner of the rows: the request the tests post (support/leads.ts), whatever it holds. */
const testHomeowner = leadBody();

const worker = withVars({});

/** A lead posted as the site's form posts it, opened by the owner (so no reminder of an unopened lead rings). */
export async function quotedLead(fields: Record<string, unknown> = {}) {
  const response = await postLead(worker, leadBody(fields));
  if (response.status !== 201) throw new Error(`The API refused the lead with ${response.status}`);
  const { reference, requestPath } = await response.json<{ reference: string; requestPath: string }>();
  await query("UPDATE leads SET seen_at = created_at WHERE reference = ?", reference);
  const [lead] = await query<{ id: number }>("SELECT id FROM leads WHERE reference = ?", reference);
  if (!lead) throw new Error("The lead was not stored");
  return { reference, requestPath, leadId: lead.id };
}

/** One line of £1,000.00 net at 20% VAT (£1,200.00 in all), and an optional line of £100.00 net at 20%. */
export const linePence = 100_000;
export const optionPence = 10_000;

/** A version's snapshot, as the send step freezes it. */
export function snapshot(reference: string, version: number, expiresOn: string): QuoteSnapshot {
  return quoteSnapshotSchema.parse({
    reference,
    version,
    issuedOn: "2026-12-01",
    trader: testTrader,
    customer: { name: fullName(testHomeowner), email: testHomeowner.email, phone: testHomeowner.phone },
    content: {
      summary: "A rear extension.",
      lines: [
        {
          description: "Build the extension",
          quantity: "1",
          unit: "",
          unitPricePence: linePence,
          vatRate: 20,
          optional: false,
        },
        {
          description: "Skylight",
          quantity: "1",
          unit: "item",
          unitPricePence: optionPence,
          vatRate: 20,
          optional: true,
        },
      ],
      exclusions: [],
      assumptions: [],
      deposit: null,
      stages: [],
      startWindow: "the week of 1 March",
      duration: "about 6 weeks",
      expiresOn,
      cancellation: { applies: true },
      siteAddress: "12 Elm Road, London E17 4AB",
    },
  });
}

/**
 * The lead's quote with version 1 sent at `sentAt` (ISO 8601), open until `expiresOn` (a London date);
 * the lead's status becomes "quoted", as the send step makes it.
 */
export async function sentQuote(
  lead: { reference: string; leadId: number },
  sentAt: string,
  expiresOn: string,
): Promise<number> {
  const [quote] = await query<{ id: number }>(
    "INSERT INTO quotes (lead_id, draft, draft_saved_at) VALUES (?, '{}', ?) RETURNING id",
    lead.leadId,
    sentAt,
  );
  if (!quote) throw new Error("The quote was not stored");
  await addSentVersion(quote.id, lead.reference, 1, sentAt, expiresOn);
  await query("UPDATE leads SET status = 'quoted' WHERE id = ?", lead.leadId);
  return quote.id;
}

/** A further version, sent at `sentAt`. */
export const addSentVersion = (
  quoteId: number,
  reference: string,
  version: number,
  sentAt: string,
  expiresOn: string,
) =>
  query(
    `INSERT INTO quote_versions (quote_id, version, snapshot, sha256, expires_on, created_at, sent_at, sent_by)
     VALUES (?, ?, ?, ?, ?, ?, ?, 'share')`,
    quoteId,
    version,
    JSON.stringify(snapshot(reference, version, expiresOn)),
    "0".repeat(64),
    expiresOn,
    sentAt,
    sentAt,
  );

/** A quote event: the homeowner's first view, or their decline with its reason. */
export const quoteEvent = (quoteId: number, kind: "viewed" | "declined", at: string, words = "", version = 1) =>
  query(
    "INSERT INTO quote_events (quote_id, version, kind, words, at) VALUES (?, ?, ?, ?, ?)",
    quoteId,
    version,
    kind,
    words,
    at,
  );

/** The homeowner's acceptance of version 1 with the option, as its record stores it; the lead becomes won. */
export async function acceptance(
  quoteId: number,
  at: string,
  fields: { cancelledAt?: string; grossPence?: number } = {},
): Promise<number> {
  const [row] = await query<{ id: number }>(
    `INSERT INTO quote_acceptances (quote_id, reference, version, snapshot, sha256, options, gross_pence, full_name, email,
       early_start, user_agent, accepted_at, cancel_by, cancelled_at, cancelled_via, ended_at)
     SELECT q.id, leads.reference, 1, v.snapshot, v.sha256, '[1]', ?2, ?6, ?7, 0, 'TestBrowser/1.0', ?3,
       '2099-01-01', ?4, ?5, ?4
     FROM quotes AS q JOIN leads ON leads.id = q.lead_id JOIN quote_versions AS v ON v.quote_id = q.id AND v.version = 1
     WHERE q.id = ?1 RETURNING id`,
    quoteId,
    fields.grossPence ?? (linePence + optionPence) * 1.2,
    at,
    fields.cancelledAt ?? null,
    fields.cancelledAt ? "page" : null,
    fullName(testHomeowner),
    testHomeowner.email,
  );
  if (!row) throw new Error("The acceptance was not stored");
  await query(
    "UPDATE leads SET status = ? WHERE id = (SELECT lead_id FROM quotes WHERE id = ?)",
    fields.cancelledAt ? "lost" : "won",
    quoteId,
  );
  return row.id;
}
