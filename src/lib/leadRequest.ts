/**
 * What the quote form posts to the lead API (`POST /api/quote`), and the
 * server's reading of it: the form's own zod schema, plus what a server
 * cannot take on trust (a project type from the list, length limits on
 * every field and on the body, no control characters or bidirectional
 * overrides). The form and the Worker both import this module.
 */
import { projectTypes, quoteSchema, type QuoteRequest } from "./quoteSchema";
import { honeypotField } from "./honeypot";
import { checkVisitTimes } from "./visitTimes";
import { isHostName, isSitePath } from "./leadSourceChecks";

/** Largest request body the API reads, in bytes: the longest valid request is about 7 KB. */
export const maxBodyBytes = 16 * 1024;

/** Where a lead came from, as the form saw it. */
export interface LeadSource {
  /** The page the form was on, e.g. `/contact`; anything but a path on this site is dropped. */
  page: string;
  /** The host name of the page the visitor came from, if another site; anything else is dropped. */
  referrer: string;
  utmSource: string;
  utmMedium: string;
  utmCampaign: string;
  utmTerm: string;
  utmContent: string;
  /** The cost estimator's summary, when the visitor brought one. */
  estimate: string;
}

export const emptySource: LeadSource = {
  page: "",
  referrer: "",
  utmSource: "",
  utmMedium: "",
  utmCampaign: "",
  utmTerm: "",
  utmContent: "",
  estimate: "",
};

const sourceLimits: Record<keyof LeadSource, number> = {
  page: 200,
  referrer: 253,
  utmSource: 100,
  utmMedium: 100,
  utmCampaign: 100,
  utmTerm: 100,
  utmContent: 100,
  estimate: 600,
};

/** Name of the spam trap: people never see it, form-filling bots do. */
export { honeypotField };

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

const submissionIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/**
 * C0 and C1 controls (but tab and newline, which the details may hold) and the
 * Unicode bidirectional controls that can make text read differently from what is stored.
 */
// eslint-disable-next-line no-control-regex
const unsafeCharacters = /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;

/** Text with control characters and bidirectional overrides removed; newlines only where `multiline`. */
export function cleanText(value: string, multiline = false): string {
  const cleaned = value.replace(/\r\n?/g, "\n").replace(unsafeCharacters, "");
  return multiline ? cleaned : cleaned.replace(/[\n\t]+/g, " ");
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);

/** The form's text fields; `visitTimes`, a list, is read on its own. */
type TextField = Exclude<keyof QuoteRequest, "visitTimes">;
const formFields = Object.keys({
  firstName: 0,
  lastName: 0,
  email: 0,
  phone: 0,
  projectType: 0,
  projectDetails: 0,
} satisfies Record<TextField, 0>) as TextField[];

/**
 * Reads a parsed JSON body as a lead, or says per field what is wrong.
 * Unknown keys are ignored; a field of the wrong type is refused. Visit
 * times are optional and checked against the server's date, `now`.
 */
export function readLeadRequest(
  body: unknown,
  now = new Date(),
): { ok: true; lead: LeadInput } | { ok: false; errors: FieldErrors } {
  if (!isRecord(body)) return { ok: false, errors: { form: "The request must be a JSON object." } };
  const errors: FieldErrors = {};
  const fields: Partial<QuoteRequest> = { visitTimes: [] };
  for (const key of formFields) {
    const value = body[key];
    if (typeof value !== "string") errors[key] = "This field is required";
    else fields[key] = cleanText(value, key === "projectDetails");
  }
  const checked = quoteSchema.safeParse(fields);
  if (!checked.success) {
    for (const issue of checked.error.issues) {
      const key = issue.path[0] as keyof QuoteRequest;
      errors[key] ??= issue.message;
    }
  }
  if (fields.projectType && !(projectTypes as readonly string[]).includes(fields.projectType)) {
    errors.projectType = "Please select a project type";
  }
  const visitTimes = checkVisitTimes(body["visitTimes"] ?? [], now);
  if (!visitTimes.ok) errors.visitTimes = visitTimes.message;
  const submissionId = body["submissionId"];
  if (typeof submissionId !== "string" || !submissionIdPattern.test(submissionId)) {
    errors.form = "The request has no valid submission id.";
  }
  const source = { ...emptySource };
  const rawSource = body["source"] ?? {};
  if (!isRecord(rawSource)) errors.form = "The request's source must be an object.";
  else {
    for (const key of Object.keys(emptySource) as (keyof LeadSource)[]) {
      const value = rawSource[key] ?? "";
      if (typeof value !== "string") errors.form = `source.${key} must be text.`;
      else
        source[key] = cleanText(value, key === "estimate")
          .trim()
          .slice(0, sourceLimits[key]);
    }
    // Printed in the owner's e-mail and inbox: kept only when it is what the form sends.
    if (!isSitePath(source.page)) source.page = "";
    if (!isHostName(source.referrer)) source.referrer = "";
  }
  const trap = body[honeypotField] ?? "";
  if (typeof trap !== "string") errors.form = `${honeypotField} must be text.`;
  if (Object.keys(errors).length || !checked.success || !visitTimes.ok || typeof submissionId !== "string") {
    return { ok: false, errors };
  }
  return {
    ok: true,
    lead: {
      request: { ...checked.data, visitTimes: visitTimes.value },
      submissionId,
      source,
      spam: typeof trap === "string" && trap.trim() !== "",
    },
  };
}
