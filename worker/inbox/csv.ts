/** Leads as CSV, every exported column (leads/row.ts). A cell that a spreadsheet would read as a formula gets a leading apostrophe. */
import { exportedColumns, type Lead } from "../leads/row";

/** One cell: formula starts (= + - @, tab, return) neutralised, then quoted. */
export function csvCell(value: string | number | null): string {
  const text = value === null ? "" : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replace(/"/g, '""')}"`;
}

export const leadsCsv = (leads: readonly Lead[]) =>
  [exportedColumns.join(","), ...leads.map((lead) => exportedColumns.map((c) => csvCell(lead[c])).join(","))].join(
    "\r\n",
  ) + "\r\n";
