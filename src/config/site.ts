/**
 * The business, written once. Every page, component and piece of copy reads
 * these values; nothing retypes them. The owner edits this file to rename the
 * company or change a number.
 *
 * Phone numbers are Ofcom drama-reserved numbers (020 7946 0xxx, 07700 900xxx)
 * until the owner sets real ones.
 */

/** A UK phone number as shown to people and as dialled. */
export interface PhoneNumber {
  /** How the number is printed on the page. */
  display: string;
  /** E.164 form, used in tel: and wa.me links. */
  e164: string;
}

function phone(display: string): PhoneNumber {
  const digits = display.replace(/\D/g, "");
  return { display, e164: `+44${digits.replace(/^0/, "")}` };
}

const foundedYear = 2008;

/** Build-time variables; undefined outside Vite (plain Node scripts). */
const env: Partial<Record<string, string>> = (import.meta as { env?: Record<string, string> }).env ?? {};

export const site = {
  /** Trading name. A placeholder brand: rename it here and everywhere follows. */
  name: "Keystone Builders London",
  /** Short form used where space is tight (mobile header). */
  shortName: "Keystone Builders",
  /** Absolute origin used for canonicals, sitemap and Open Graph. No trailing slash. */
  url: "https://www.keystone-builders.example",
  /** One-sentence description used as the fallback meta description and in business JSON-LD. */
  description:
    "London building contractor for extensions, loft and basement conversions, roofing, brickwork, joinery, plumbing and electrical work. Free quotes within 24 hours.",
  tagline: "Professional Building Services Across the UK",
  heroTagline: "Professional Building Services Across London",

  phone: phone("020 7946 0123"),
  /** Mobile number that the chat-app (WhatsApp) button opens a chat with. */
  mobile: phone("07700 900123"),
  /** The spec's emergency line is a placeholder number: replace before launch. */
  emergencyPhone: phone("020 7946 0999"),
  email: "hello@keystone-builders.example",
  /** Greeting pre-filled in the WhatsApp chat. */
  chatGreeting: "Hello, I'd like a free quote for some building work.",

  /**
   * Street address for business JSON-LD. The spec gives none: the owner must
   * supply it. Until then only the locality is published.
   */
  address: {
    streetAddress: "",
    addressLocality: "London",
    postalCode: "",
    addressCountry: "GB",
  },
  /** Central London, used as the default map point. */
  geo: { latitude: 51.5074, longitude: -0.1278 },

  hours: {
    weekdays: {
      days: "Mon-Fri",
      dayNames: ["Monday", "Tuesday", "Wednesday", "Thursday", "Friday"],
      opens: "08:00",
      closes: "18:00",
      label: "8:00 AM-6:00 PM",
    },
    saturday: { days: "Sat", dayNames: ["Saturday"], opens: "09:00", closes: "16:00", label: "9:00 AM-4:00 PM" },
    emergency: "Emergency callouts available 24/7",
  },

  foundedYear,
  claims: {
    yearsExperience: "15+",
    projectsCompleted: "500+",
    satisfaction: "100%",
    rating: 5,
    publicLiability: "£2 million",
    employees: "10-50",
  },
  promises: {
    /** Hours within which a quote is sent and e-mails are answered. */
    responseHours: 24,
    /** Free site visits within this many miles. */
    siteVisitMiles: 50,
  },
  serviceArea: {
    footer: "London and surrounding areas",
    contact: "the UK",
    /** Service radius for structured data, metres around central London. */
    radiusMetres: 50000,
    areaRadiusMetres: 5000,
  },
  structuredData: {
    priceRange: "£££",
    currency: "GBP",
    payments: ["Cash", "Credit Card", "Bank Transfer", "Cheque"],
    image: { path: "/og-image.jpg", width: 1200, height: 630 },
  },

  /**
   * EmailJS ids for the quote form. Override at build time with
   * PUBLIC_EMAILJS_SERVICE_ID, PUBLIC_EMAILJS_TEMPLATE_ID,
   * PUBLIC_EMAILJS_PUBLIC_KEY and PUBLIC_EMAILJS_API_ORIGIN.
   */
  emailjs: {
    serviceId: env.PUBLIC_EMAILJS_SERVICE_ID || "service_keystone",
    templateId: env.PUBLIC_EMAILJS_TEMPLATE_ID || "template_quote",
    publicKey: env.PUBLIC_EMAILJS_PUBLIC_KEY || "keystone-public-key",
    origin: env.PUBLIC_EMAILJS_API_ORIGIN || "https://api.emailjs.com",
  },
} as const;

/** A range the business quotes, e.g. £15,000-£30,000 or 8-12 weeks. */
export interface Range {
  min: number;
  max: number;
}

/** Extension prices (pounds) and build times (weeks), the business's own figures. */
export const extensionPricing = {
  singleStorey: { cost: { min: 15000, max: 30000 }, weeks: { min: 8, max: 12 } },
  doubleStorey: { cost: { min: 30000, max: 60000 }, weeks: { min: 12, max: 16 } },
  /** The how-to-plan-an-extension guide's overall estimate. */
  guide: { cost: { min: 25000, max: 50000 }, weeks: { min: 8, max: 16 } },
} as const satisfies Record<string, { cost: Range; weeks: Range }>;

const pounds = (n: number) => `£${n.toLocaleString("en-GB")}`;
export const formatCost = (r: Range) => `${pounds(r.min)}-${pounds(r.max)}`;
export const formatWeeks = (r: Range) => `${r.min}-${r.max} weeks`;

/**
 * The business's own prices, durations and guarantees (spec section 9). Copy
 * reads them through `{token}` placeholders so a change here reaches every page.
 */
export const facts = {
  singleStoreyCost: formatCost(extensionPricing.singleStorey.cost),
  singleStoreyWeeks: formatWeeks(extensionPricing.singleStorey.weeks),
  doubleStoreyCost: formatCost(extensionPricing.doubleStorey.cost),
  doubleStoreyWeeks: formatWeeks(extensionPricing.doubleStorey.weeks),
  extensionGuideCost: formatCost(extensionPricing.guide.cost),
  extensionGuideWeeks: formatWeeks(extensionPricing.guide.weeks),
  loftValueUplift: "15-20%",
  planningWeeks: "8 weeks",
  majorPlanningWeeks: "13 weeks",
  buildingRegsWeeks: "about 5 weeks",
  flatRoofWarranty: "25-year",
  draughtSaving: "up to 30%",
  acousticReduction: "up to 50dB",
  fireGlassMinutes: "30 to 120 minutes",
  dampCourseGuarantee: "30-year",
  waterproofingGuarantee: "10-25 years",
  boilerWarranty: "10-year",
  engineeredWoodUnderfloor: "15mm",
} as const;

/** Opening hours as shown to people, e.g. "Mon-Fri 8:00 AM-6:00 PM". */
export const openingHours = {
  weekdays: `${site.hours.weekdays.days} ${site.hours.weekdays.label}`,
  saturday: `${site.hours.saturday.days} ${site.hours.saturday.label}`,
} as const;

/** Years trading, derived from the founding year so it never goes stale. */
export function yearsTrading(now = new Date()): number {
  return now.getFullYear() - foundedYear;
}
