/**
 * What the quote form posts to the lead API (`POST /api/quote`), and the
 * server's reading of it through the one request schema (leadRequestSchema.ts):
 * the form's own rules, plus what a server cannot take on trust (a project type
 * from the list, length limits on every field and on the body, no control
 * characters or bidirectional overrides). The form and the Worker both import this module.
 */
import { quoteSchema, type QuoteRequest } from "./quoteSchema";
import { honeypotField } from "./honeypot";
import { leadRequestSchema } from "./leadRequestSchema";
import type { LeadSource } from "./leadSource";

/** Largest request body the API reads, in bytes: the longest valid request is about 7 KB. */
export const maxBodyBytes = 16 * 1024;

/** The body the form posts. */
export interface LeadRequestBody extends QuoteRequest {
  /** Made when the draft starts and kept with it: the same id sent twice is one lead. */
  submissionId: string;
  source: LeadSource;
  [honeypotField]?: string;
}

/** A lead the API accepted: the visitor's fields, where they came from, and whether the trap was filled. */
export interface LeadInput {
  request: QuoteRequest;
  submissionId: string;
  source: LeadSource;
  spam: boolean;
}

/** One message per field, as the form shows them; `form` is for the request as a whole. */
export type FieldErrors = Partial<Record<keyof QuoteRequest | "form", string>>;

/** The request's problems, one message per field of the form; anything else is the request's as a whole (`form`). */
function fieldErrors(issues: readonly { path: readonly PropertyKey[]; message: string }[]): FieldErrors {
  const errors: FieldErrors = {};
  for (const issue of issues) {
    const [key] = issue.path;
    const field = typeof key === "string" && key in quoteSchema.shape ? (key as keyof QuoteRequest) : "form";
    errors[field] ??= issue.message;
  }
  return errors;
}

/**
 * Reads a parsed JSON body as a lead with the shared request schema
 * (leadRequestSchema.ts), or says per field what is wrong. Unknown keys are
 * ignored; visit times are checked against the server's date, `now`.
 */
export function readLeadRequest(
  body: unknown,
  now = new Date(),
): { ok: true; lead: LeadInput } | { ok: false; errors: FieldErrors } {
  const read = leadRequestSchema(now).safeParse(body);
  if (!read.success) return { ok: false, errors: fieldErrors(read.error.issues) };
  const { submissionId, source, [honeypotField]: trap, ...request } = read.data;
  return { ok: true, lead: { request, submissionId, source, spam: trap.trim() !== "" } };
}
