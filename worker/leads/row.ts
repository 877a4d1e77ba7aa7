/**
 * One mapping between a lead and its row in D1 (worker/migrations): the row's
 * type, `toRow` for the insert, `fromRow` for everything that reads a lead back
 * (the notification, the inbox pages, the CSV and JSON exports). The visitor's
 * fields and the lead's source are named once, in `requestColumns` and
 * `sourceColumns`; the row type and both mappings follow from them.
 */
import type { LeadInput } from "../../src/lib/leadRequest";
import type { LeadSource } from "../../src/lib/leadSource";
import type { QuoteRequest } from "../../src/lib/quoteSchema";
import { storedVisitTimes, visitTimesFromStored } from "../../src/lib/visitTimes";

export const leadStatuses = ["new", "contacted", "quoted", "won", "lost", "spam"] as const;
export type LeadStatus = (typeof leadStatuses)[number];
export const notifyStatuses = ["pending", "sending", "retrying", "sent", "failed", "skipped"] as const;
export type NotifyStatus = (typeof notifyStatuses)[number];
/** The first push alert of a lead (migration 0007): claimed exactly once, as the e-mail is. */
export type PushStatus = "pending" | "sending" | "sent" | "skipped";
/** How the firm first answered a lead: a tap on Call, WhatsApp or E-mail, or the status set by hand. */
export const firstContactChannels = ["call", "whatsapp", "email", "status"] as const;
export type FirstContactChannel = (typeof firstContactChannels)[number];

/** The form's text fields and their columns (the visit times are stored on their own). */
const requestColumns = {
  firstName: "first_name",
  lastName: "last_name",
  email: "email",
  phone: "phone",
  projectType: "project_type",
  projectDetails: "project_details",
} as const satisfies Record<Exclude<keyof QuoteRequest, "visitTimes">, string>;

/** Where the lead came from, and the columns that keep it. */
const sourceColumns = {
  page: "page",
  referrer: "referrer",
  utmSource: "utm_source",
  utmMedium: "utm_medium",
  utmCampaign: "utm_campaign",
  utmTerm: "utm_term",
  utmContent: "utm_content",
  estimate: "estimate",
} as const satisfies Record<keyof LeadSource, string>;

type RequestColumn = (typeof requestColumns)[keyof typeof requestColumns];
type SourceColumn = (typeof sourceColumns)[keyof typeof sourceColumns];

/** What a new lead's insert writes (the reference is drawn by the insert itself). */
export type NewLeadRow = Record<RequestColumn | SourceColumn, string> & {
  /** The form's submission id as a keyed hash (api/quote.ts), never the id itself. */
  submission_id: string;
  /** A keyed hash of the request's parsed fields: a replay of the submission id gets a link only when it matches. */
  request_hash: string;
  created_at: string;
  status: LeadStatus;
  /** Preferred site-visit times, comma-separated `2026-12-01:am` values (src/lib/visitTimes.ts); '' for none. */
  visit_times: string;
  notify_status: NotifyStatus;
  push_status: PushStatus;
};

/** A row of the leads table, every column. */
export type Lead = NewLeadRow & {
  id: number;
  reference: string;
  updated_at: string | null;
  notify_attempts: number;
  /** Epoch milliseconds: when the next attempt may start, and when the current one was claimed. */
  notify_next_at: number;
  notify_claimed_at: number | null;
  notify_error: string | null;
  notified_at: string | null;
  /** The clock hour whose digest e-mail carries the lead (alerts/ceiling.ts), or null for an e-mail of its own. */
  notify_digest_hour: number | null;
  /** The owner's working note. */
  note: string;
  /** When the owner first opened the lead in the inbox (ISO 8601), or null. */
  seen_at: string | null;
  /** When and how the firm first answered (ISO 8601), or null: the first wins (worker/leads/firstContact.ts). */
  first_contact_at: string | null;
  first_contact_channel: FirstContactChannel | null;
  /** Epoch milliseconds: when the first alert was claimed, and when it may next be tried. */
  push_claimed_at: number | null;
  push_next_at: number;
  /** The clock hour whose one alert carries the lead, above the hourly ceiling; null for an alert of its own. */
  push_digest_hour: number | null;
  /** Epoch milliseconds: when the one second alert (or out-of-hours summary) was claimed; null until then. */
  push_repeat_at: number | null;
  /** When the homeowner withdrew the request on its private page (ISO 8601), or null. */
  withdrawn_at: string | null;
  /** When the lead was first won (a quote accepted, or marked won by hand): its job began then. Null until then. */
  won_at: string | null;
};

const renamed = <K extends string, C extends string>(values: Record<NoInfer<K>, string>, columns: Record<K, C>) =>
  Object.fromEntries((Object.keys(columns) as K[]).map((key) => [columns[key], values[key]])) as Record<C, string>;

const named = <K extends string, C extends string>(row: Record<NoInfer<C>, string>, columns: Record<K, C>) =>
  Object.fromEntries((Object.keys(columns) as K[]).map((key) => [key, row[columns[key]]])) as Record<K, string>;

/**
 * The row a lead the API accepted is stored as, at `now`, under its keyed hashes (`submissionId` already
 * hashed: api/quote.ts); a lead caught in the spam trap is never sent.
 */
export const toRow = (lead: LeadInput, now: Date, requestHash: string): NewLeadRow => ({
  submission_id: lead.submissionId,
  request_hash: requestHash,
  created_at: now.toISOString(),
  status: lead.spam ? "spam" : "new",
  ...renamed(lead.request, requestColumns),
  ...renamed(lead.source, sourceColumns),
  visit_times: storedVisitTimes(lead.request.visitTimes),
  notify_status: lead.spam ? "skipped" : "pending",
  push_status: lead.spam ? "skipped" : "pending",
});

/** The visitor's request and its source, read back from a row. */
export const fromRow = (row: Pick<Lead, RequestColumn | SourceColumn | "visit_times">) => ({
  request: { ...named(row, requestColumns), visitTimes: visitTimesFromStored(row.visit_times) },
  source: named(row, sourceColumns) as LeadSource,
});

/** Every stored field an owner could want, in the order the CSV and the JSON export give them. */
export const exportedColumns = [
  "reference",
  "created_at",
  "updated_at",
  "status",
  ...Object.values(requestColumns),
  "visit_times",
  ...Object.values(sourceColumns),
  "notify_status",
  "notified_at",
  "seen_at",
  "first_contact_at",
  "first_contact_channel",
  "withdrawn_at",
  "won_at",
  "note",
] as const satisfies readonly (keyof Lead)[];

/** A lead as the exports give it: the exported columns only. */
export const exported = (lead: Lead) => Object.fromEntries(exportedColumns.map((column) => [column, lead[column]]));
