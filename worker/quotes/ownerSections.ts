/**
 * What the quote adds to the pages other features own, through html/sections.ts (index.ts registers
 * them): each lead's quote step and a filter by the quote's stage in the owner's list, the quote's
 * records in the lead's JSON export, and the quote's steps on the homeowner's timeline. Every reading
 * is quoteState's, on London's date, so the list, the export and the timeline say the same.
 */
import { londonIsoDate } from "../../src/lib/londonTime";
import { quoteTotals } from "../../src/lib/quoteMoney";
import type { ListFilter, RequestSubject } from "../html/sections";
import type { TimelineFacts } from "../leads/timeline";
import type { Lead } from "../leads/row";
import type { AppContext } from "../platform/env";
import { quoteSnapshotSchema } from "./content";
import { quotesCopy } from "./copy";
import { allQuoteRecords, quoteOfLead, acceptanceRecord, type AcceptanceRow, type QuoteRecord } from "./queries";
import { quoteState, type QuoteStage } from "./state";

/** Each lead's quote step for the owner's list (html/sections.ts's leadSteps): lead id → words. */
export async function quoteSteps(c: AppContext, now: Date): Promise<Map<number, string>> {
  const today = londonIsoDate(now);
  const steps = new Map<number, string>();
  for (const [leadId, record] of await allQuoteRecords(c.env.DB))
    steps.set(leadId, quotesCopy.steps[quoteState(record, today).stage]);
  return steps;
}

/** The stages the list filters by, in the order offered: those after sending. */
export const filteredStages = [
  "sent",
  "viewed",
  "accepted",
  "declined",
  "cancelled",
  "expired",
] as const satisfies readonly QuoteStage[];

/** The list's filter by the quote's stage (html/sections.ts's listFilters): `/admin/leads?quote=viewed`. */
export const quoteListFilter: ListFilter = {
  name: "quote",
  label: quotesCopy.list.filterLabel,
  options: filteredStages.map((stage) => ({ value: stage, label: quotesCopy.list.options[stage] })),
  async leadIds(c, value, now) {
    const today = londonIsoDate(now);
    return [...(await allQuoteRecords(c.env.DB))].flatMap(([leadId, record]) =>
      quoteState(record, today).stage === value ? [leadId] : [],
    );
  },
};

/** A version's total including VAT, from its frozen snapshot (every required line; options as chosen). */
export function snapshotGross(snapshot: string, chosen: readonly number[] = []): number | null {
  const parsed = quoteSnapshotSchema.safeParse(JSON.parse(snapshot));
  return parsed.success ? quoteTotals(parsed.data.content.lines, new Set(chosen)).grossPence : null;
}

/** The acceptance as the owner's export gives it: the contract's record, whole. */
export const acceptanceExport = (acceptance: AcceptanceRow) => {
  const { contentSha256, ...record } = acceptanceRecord(acceptance);
  return {
    reference: acceptance.reference,
    ...record,
    sha256: contentSha256,
    grossPence: acceptance.gross_pence,
    cancellationRecordedAt: acceptance.cancellation_recorded_at,
    confirmationSentAt: acceptance.confirmation_sent_at,
    endedAt: acceptance.ended_at,
  };
};

/** The quote's part of the lead's export, or null when no quote was begun. */
export function quoteExport(record: QuoteRecord | undefined, today: string) {
  if (!record) return null;
  const state = quoteState(record, today);
  return {
    stage: state.stage,
    draftSavedAt: record.quote.draft_saved_at,
    versions: record.versions.map((version) => ({
      version: version.version,
      sha256: version.sha256,
      createdAt: version.created_at,
      sentAt: version.sent_at,
      sentBy: version.sent_by,
      expiresOn: version.expires_on,
      /** The total including VAT of the required lines (optional lines are the homeowner's choice). */
      grossPence: snapshotGross(version.snapshot),
    })),
    events: record.events.map((event) => ({
      version: event.version,
      kind: event.kind,
      words: event.words,
      at: event.at,
    })),
    acceptance: record.acceptance ? acceptanceExport(record.acceptance) : null,
  };
}

/** The quote in the lead's JSON export (html/sections.ts's leadExport). */
export const quoteExportFields = async (c: AppContext, lead: Lead) => ({
  quote: quoteExport(await quoteOfLead(c.env.DB, lead.id), londonIsoDate(new Date())),
});

/** The quote's steps on the homeowner's timeline, from the version their page shows (leads/timeline.ts). */
export function quoteFacts(record: QuoteRecord | undefined, today: string): Partial<TimelineFacts> {
  const state = quoteState(record, today);
  if (!state.sent) return {};
  return {
    quote_sent_at: state.sent.sent_at,
    quote_accepted_at: state.acceptance?.accepted_at ?? null,
    quote_declined_at: state.declined?.at ?? null,
    quote_expired: state.stage === "expired",
    quote_cancelled_at: state.acceptance?.cancelled_at ?? null,
  };
}

/** The request page's timeline facts of the quote (html/sections.ts's requestPage.timeline). */
export const quoteTimelineFacts = async (c: AppContext, subject: RequestSubject) =>
  quoteFacts(await quoteOfLead(c.env.DB, subject.id), londonIsoDate(new Date()));
