/**
 * The whole body the quote form posts to the lead API, as one zod schema: the
 * form's own fields and messages (quoteSchema.ts) after the server's cleaning,
 * the project type from the form's list, the preferred visit times checked
 * against the server's date, the submission id, the source with its limits and
 * the spam trap. The Worker reads every request through it (leadRequest.ts).
 */
import * as z from "zod/mini";
import { honeypotField } from "./honeypot";
import { isHostName, isSitePath } from "./leadSourceChecks";
import { projectTypeSchema, quoteSchema } from "./quoteSchema";
import { cleanText } from "./cleanText";
import { emptySource, sourceLimits, type LeadSource } from "./leadSource";
import { checkVisitTimes } from "./visitTimes";

const required = { error: "This field is required" };

/** A text field of the form: any string, cleaned of control characters, then the form's own rules. */
const cleaned = <T extends z.ZodMiniType<string, string>>(field: T, multiline = false) =>
  z.pipe(
    z.pipe(
      z.string(required),
      z.transform((value: string) => cleanText(value, multiline)),
    ),
    field,
  );

/**
 * A note the homeowner adds on their request's page: the details' rules (quoteSchema.ts) after the same
 * cleaning as every field of the request, so every text a visitor types is cleaned in this one place
 * (made on use, as the source is).
 */
export const requestNoteSchema = () => cleaned(quoteSchema.shape.projectDetails, true);

/** One source field: text, cleaned, trimmed and cut to its limit; a page or referrer of the wrong form reads as none. */
const sourceField = (key: keyof LeadSource) =>
  z.pipe(
    z._default(z.string({ error: `source.${key} must be text.` }), ""),
    z.transform((value: string) => {
      const text = cleanText(value, key === "estimate")
        .trim()
        .slice(0, sourceLimits[key]);
      // Printed in the owner's e-mail and inbox: kept only when it is what the form sends.
      if (key === "page") return isSitePath(text) ? text : "";
      if (key === "referrer") return isHostName(text) ? text : "";
      return text;
    }),
  );

/** The source: an object of those fields (made on use, so a page importing this module builds nothing). */
const sourceSchema = () =>
  z.object(
    Object.fromEntries(Object.keys(emptySource).map((key) => [key, sourceField(key as keyof LeadSource)])) as Record<
      keyof LeadSource,
      ReturnType<typeof sourceField>
    >,
    { error: "The request's source must be an object." },
  );

/** The request body as the server reads it at `now` (visit times are checked against its date). */
export const leadRequestSchema = (now: Date, { shape } = quoteSchema) =>
  z.object(
    {
      firstName: cleaned(shape.firstName),
      lastName: cleaned(shape.lastName),
      email: cleaned(shape.email),
      phone: cleaned(shape.phone),
      projectType: z.pipe(cleaned(shape.projectType), projectTypeSchema),
      projectDetails: cleaned(shape.projectDetails, true),
      // Absent reads as no preference.
      visitTimes: z._default(
        z.pipe(
          z.unknown(),
          z.transform((value, context) => {
            const checked = checkVisitTimes(value ?? [], now);
            if (checked.ok) return checked.value;
            context.issues.push({ code: "custom", message: checked.message, input: value });
            return z.NEVER;
          }),
        ),
        [],
      ),
      submissionId: z
        .string({ error: "The request has no valid submission id." })
        .check(
          z.regex(
            /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
            "The request has no valid submission id.",
          ),
        ),
      source: z._default(sourceSchema(), emptySource),
      [honeypotField]: z._default(z.string({ error: `${honeypotField} must be text.` }), ""),
    },
    { error: "The request must be a JSON object." },
  );
