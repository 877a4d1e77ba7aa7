/**
 * The business, read from `src/content/site/business.json` (edited in the CMS
 * at /admin) and validated when the site builds. This file derives what the
 * code needs from it: dialable numbers and opening-hour labels (config/contact.ts,
 * the part the browser's islands import), the EmailJS ids with build-time
 * overrides. It states no fact of its own.
 */
import businessData from "../content/site/business.json";
import type { BusinessData, BusinessFile } from "../content/schemas/business";
import { contact } from "./contact";

/**
 * Build-time variables: Vite's in the site's code; the process's in Node, where astro.config.ts
 * reads this file before Vite has loaded them (the pages' policy names the EmailJS origin).
 */
const env: Partial<Record<string, string>> = {
  ...(globalThis as { process?: { env: Partial<Record<string, string>> } }).process?.env,
  ...(import.meta as { env?: Record<string, string> }).env,
};

/**
 * The business data as the owner wrote it, confirmation flags included. The
 * build checks it against its schema (validateSiteData.ts); it is not parsed
 * here, so that reading it costs the pages nothing.
 */
const file: BusinessFile = businessData;
// The editor leaves empty fields out of the file; they read as empty here, as the schema's defaults say.
const { address, legal, registrations = {}, vat = {}, reviewProfiles = [] } = file;
export const business: BusinessData = {
  ...file,
  address: {
    ...address,
    streetAddress: address.streetAddress ?? "",
    addressLine2: address.addressLine2 ?? "",
    postalCode: address.postalCode ?? "",
  },
  legal: {
    ...(legal.form ? { form: legal.form } : {}),
    registeredName: legal.registeredName ?? "",
    companyNumber: legal.companyNumber ?? "",
    registeredIn: legal.registeredIn ?? "",
    registeredOffice: legal.registeredOffice ?? "",
  },
  // Not yet supplied stays absent: a quote cannot assume the firm is (or is not) VAT-registered.
  vat: {
    ...(vat.registered === undefined ? {} : { registered: vat.registered }),
    number: vat.number ?? "",
    confirmed: vat.confirmed ?? false,
  },
  registrations: {
    gasSafeNumber: registrations.gasSafeNumber ?? "",
    electricalScheme: registrations.electricalScheme ?? "",
    electricalSchemeNumber: registrations.electricalSchemeNumber ?? "",
  },
  reviewProfiles,
};
const { claims } = business;

export const site = {
  ...business,
  ...contact,
  foundedYear: business.foundedYear.value,
  /** Each claim's value, e.g. `claims.rating`; the schema names the claims. */
  claims: Object.fromEntries(Object.entries(claims).map(([name, claim]) => [name, claim.value])) as Record<
    keyof typeof claims,
    string
  >,
  structuredData: {
    ...business.structuredData,
    currency: "GBP",
    image: { path: "/og-image.jpg", width: 1200, height: 630 },
  },
  /** Build variables PUBLIC_EMAILJS_* override the ids in the data (tests point the form at a local stand-in). */
  emailjs: {
    serviceId: env.PUBLIC_EMAILJS_SERVICE_ID || business.emailjs.serviceId,
    templateId: env.PUBLIC_EMAILJS_TEMPLATE_ID || business.emailjs.templateId,
    publicKey: env.PUBLIC_EMAILJS_PUBLIC_KEY || business.emailjs.publicKey,
    origin: env.PUBLIC_EMAILJS_API_ORIGIN || "https://api.emailjs.com",
  },
} as const;

/** Opening hours as shown to people, e.g. "Mon-Fri 8:00 AM-6:00 PM". */
export const openingHours = {
  weekdays: `${site.hours.weekdays.days} ${site.hours.weekdays.label}`,
  saturday: `${site.hours.saturday.days} ${site.hours.saturday.label}`,
} as const;
