import { z } from "zod";

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

/** Longest value each field accepts: enough for any real answer, short enough to stop abuse. */
export const fieldLimits = {
  firstName: 50,
  lastName: 50,
  email: 254,
  phone: 20,
  projectDetails: 5000,
} as const;

/**
 * The quote form's rules with their user-facing messages (spec section 5).
 * The same schema drives the form and its tests.
 */
export const quoteSchema = z.object({
  firstName: z
    .string()
    .trim()
    .min(2, "First name must be at least 2 characters")
    .max(fieldLimits.firstName, `First name must be ${fieldLimits.firstName} characters or fewer`),
  lastName: z
    .string()
    .trim()
    .min(2, "Last name must be at least 2 characters")
    .max(fieldLimits.lastName, `Last name must be ${fieldLimits.lastName} characters or fewer`),
  email: z
    .string()
    .trim()
    .max(fieldLimits.email, `Email must be ${fieldLimits.email} characters or fewer`)
    .email("Please enter a valid email address"),
  phone: z
    .string()
    .trim()
    .min(10, "Please enter a valid phone number")
    .max(fieldLimits.phone, `Phone number must be ${fieldLimits.phone} characters or fewer`),
  projectType: z.string().min(1, "Please select a project type"),
  projectDetails: z
    .string()
    .trim()
    .min(10, "Please provide more details about your project")
    .max(fieldLimits.projectDetails, `Project details must be ${fieldLimits.projectDetails} characters or fewer`),
});

export type QuoteRequest = z.infer<typeof quoteSchema>;

export const emptyQuote: QuoteRequest = {
  firstName: "",
  lastName: "",
  email: "",
  phone: "",
  projectType: "",
  projectDetails: "",
};
