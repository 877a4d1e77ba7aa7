/** Leads as CSV. A cell that a spreadsheet would read as a formula gets a leading apostrophe. */
import type { Lead } from "./leadQueries";

const columns: readonly (keyof Lead)[] = [
  "reference",
  "created_at",
  "status",
  "first_name",
  "last_name",
  "email",
  "phone",
  "project_type",
  "project_details",
  "estimate",
  "visit_times",
  "page",
  "referrer",
  "utm_source",
  "utm_medium",
  "utm_campaign",
  "notify_status",
  "note",
];

/** One cell: formula starts (= + - @, tab, return) neutralised, then quoted. */
export function csvCell(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const leadsCsv = (leads: readonly Lead[]) =>
  [columns.join(","), ...leads.map((lead) => columns.map((c) => csvCell(lead[c])).join(","))].join("\r\n") + "\r\n";
