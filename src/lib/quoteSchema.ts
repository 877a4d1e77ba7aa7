// zod's mini build: the same rules in a third of the bytes the form island ships.
import * as z from "zod/mini";

// No compiled validators: zod would otherwise probe `new Function`, which the
// site's content security policy (rightly) forbids.
z.config({ jitless: true });

/** The spec's project types, in order; the empty option is the placeholder. */
export const projectTypes = [
  "Home Extension",
  "Loft Conversion",
  "Basement Conversion",
  "Kitchen Renovation",
  "Bathroom Installation",
  "Roofing Work",
  "Window & Door Installation",
  "Waterproofing",
  "Brickwork & Rendering",
  "Other",
] as const;

export const projectTypePlaceholder = "Select a service";

/** One of the form's project types; the placeholder's empty value is not one. */
export const projectTypeSchema = z.enum(projectTypes, { error: "Please select a project type" });
export type ProjectType = (typeof projectTypes)[number];

export const isProjectType = (value: unknown): value is ProjectType => projectTypeSchema.safeParse(value).success;

/** Longest value each field accepts: enough for any real answer, short enough to stop abuse. */
export const fieldLimits = {
  firstName: 50,
  lastName: 50,
  email: 254,
  phone: 20,
  projectDetails: 5000,
} as const;

/** A trimmed text field with a minimum and maximum length, each with its own message. */
const text = (min: number, tooShort: string, max: number, tooLong: string) =>
  z.string().check(z.trim(), z.minLength(min, tooShort), z.maxLength(max, tooLong));

/**
 * The quote form's rules with their user-facing messages (spec section 5).
 * The same schema drives the form and its tests.
 */
export const quoteSchema = z.object({
  firstName: text(
    2,
    "First name must be at least 2 characters",
    fieldLimits.firstName,
    `First name must be ${fieldLimits.firstName} characters or fewer`,
  ),
  lastName: text(
    2,
    "Last name must be at least 2 characters",
    fieldLimits.lastName,
    `Last name must be ${fieldLimits.lastName} characters or fewer`,
  ),
  email: z
    .string()
    .check(
      z.trim(),
      z.maxLength(fieldLimits.email, `Email must be ${fieldLimits.email} characters or fewer`),
      z.regex(z.regexes.email, "Please enter a valid email address"),
    ),
  phone: text(
    10,
    "Please enter a valid phone number",
    fieldLimits.phone,
    `Phone number must be ${fieldLimits.phone} characters or fewer`,
  ),
  projectType: z.string().check(z.minLength(1, "Please select a project type")),
  projectDetails: text(
    10,
    "Please provide more details about your project",
    fieldLimits.projectDetails,
    `Project details must be ${fieldLimits.projectDetails} characters or fewer`,
  ),
  /**
   * Preferred times for a site visit, optional (none is `[]`, as in `emptyQuote`):
   * `2026-12-01:am` values from lib/visitTimes.ts. The form offers only valid
   * ones; the server reads an absent list as none and checks each value
   * against its own date (readLeadRequest). No zod default, so the form's
   * input and output types stay one type. This module does not import
   * visitTimes.ts: the cost estimator's pages load it, and need none of that.
   */
  visitTimes: z.array(z.string()),
});

export type QuoteRequest = z.output<typeof quoteSchema>;

export const emptyQuote: QuoteRequest = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  projectType: "",
  projectDetails: "",
  visitTimes: [],
};
