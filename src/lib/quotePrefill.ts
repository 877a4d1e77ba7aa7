/**
 * Carries an estimate into the quote form: the estimator links to the contact
 * page with the project type and a short summary in the address, and the form
 * adds them to whatever the visitor has already typed.
 */
import { emptyQuote, fieldLimits, isProjectType, type QuoteRequest } from "./quoteSchema";

/** Where the quote form is, and the address parameters it reads. */
const quotePage = "/contact";
const formAnchor = "contact-form";
const typeKey = "type";
const summaryKey = "estimate";
/** Longest summary the form accepts from an address; the estimator's are about 250 characters. */
const summaryLimit = 600;

export interface QuotePrefill {
  projectType?: string | undefined;
  summary: string;
}

/** The contact page's address with the estimate filled in. */
export function quotePrefillHref(projectType: string, summary: string): string {
  const query = new URLSearchParams({ [typeKey]: projectType, [summaryKey]: summary });
  return `${quotePage}?${query.toString()}#${formAnchor}`;
}

/**
 * The prefill an address carries, if any. The type must be one of the form's
 * project types; the summary is plain text, cut to length, with control
 * characters other than tabs and line breaks removed. React renders both as text, never as HTML.
 */
export function prefillFromQuery(search: string): QuotePrefill | undefined {
  const query = new URLSearchParams(search);
  const summary = (query.get(summaryKey) ?? "")
    .replace(/\p{Cc}/gu, (char) => (char === "\n" || char === "\t" ? char : ""))
    .trim()
    .slice(0, summaryLimit);
  if (!summary) return undefined;
  const type = query.get(typeKey) ?? "";
  return {
    projectType: isProjectType(type) ? type : undefined,
    summary,
  };
}

/** The draft with the estimate added: a chosen project type stays, the summary goes after the visitor's own words. */
export function withPrefill(draft: QuoteRequest | undefined, prefill: QuotePrefill): QuoteRequest {
  const base = draft ?? emptyQuote;
  const details = base.projectDetails.trim();
  const projectDetails = details.includes(prefill.summary)
    ? base.projectDetails
    : (details ? `${details}\n\n${prefill.summary}` : prefill.summary).slice(0, fieldLimits.projectDetails);
  return {
    ...base,
    projectType: base.projectType || prefill.projectType || "",
    projectDetails,
  };
}

/** The address without the prefill parameters, so a reload does not add the summary again. */
export function withoutPrefill(url: string): string {
  const parsed = new URL(url);
  parsed.searchParams.delete(typeKey);
  parsed.searchParams.delete(summaryKey);
  return `${parsed.pathname}${parsed.search}${parsed.hash}`;
}
