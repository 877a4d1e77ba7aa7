import { z } from "zod";
import { ukMobilePattern, ukPhonePattern } from "../phone";
import { confirmed, token } from "./fields";

/** A UK phone number as people write it; the site prints and dials it in one form (phone.ts). */
const ukPhone = z
  .string()
  .regex(
    ukPhonePattern,
    "Write a UK phone number, e.g. 020 7946 0000 or +44 20 7946 0000 (spaces, hyphens and brackets are fine)",
  );
/** A UK mobile number: the one WhatsApp chats go to. */
const ukMobile = z
  .string()
  .regex(ukMobilePattern, "Write a UK mobile number starting 07 or +44 7, e.g. 07700 900123 or +44 7700 900123");
/** A time of day, `08:00`. */
const clock = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "a 24-hour time like 08:00");

/**
 * A UK postcode in capitals with one optional space, as Royal Mail writes it: outward code (area,
 * district, optional sub-district letter) then inward code (sector digit, two unit letters that
 * never include C, I, K, M, O or V). GIR 0AA is the one historical exception.
 */
export const ukPostcodePattern =
  /^((GIR ?0AA)|([A-PR-UWYZ]([0-9][0-9A-HJKPS-UW]?|[A-HK-Y][0-9][0-9ABEHMNPRV-Y]?) ?[0-9][ABD-HJLNP-UW-Z]{2}))?$/;
/**
 * A UK VAT registration number: nine digits (twelve for a branch), with or without "GB" and the
 * usual spaces (GB 123 4567 89), or a government department's or health authority's GBGD/GBHA code.
 */
export const ukVatPattern = /^((GB ?)?[0-9]{3} ?[0-9]{4} ?[0-9]{2}( ?[0-9]{3})?|GB ?(GD|HA)[0-9]{3})?$/;
/** How the business is legally set up; a company has more details to disclose. */
export const legalForms = ["sole-trader", "partnership", "limited-company"] as const;

/** A claim the site makes about the business, and whether the owner has confirmed it. */
const claim = z.object({ value: z.string().min(1), confirmed });

export const businessSchema = z.object({
  name: z.string().min(3).max(40).describe("Trading name, as it appears in the header, the footer and search results."),
  shortName: z
    .string()
    .min(3)
    .max(25)
    .describe("Short form for tight spaces such as the phone header and browser tabs."),
  url: z
    .string()
    .regex(/^https:\/\/[a-z0-9.-]+$/, "an address like https://www.example.co.uk")
    .describe("The live site's address, https and no slash at the end."),
  /** The business description in structured data and the fallback search description. */
  description: z
    .string()
    .min(50)
    .max(200)
    .describe("One or two sentences describing the business, for search engines."),
  tagline: z.string().min(10).max(60).describe("The line under the name in the header."),
  phone: ukPhone.describe(
    "Office number, written any usual way (020 7946 0000, +44 20 7946 0000); the site prints it as 020 7946 0000.",
  ),
  mobile: ukMobile.describe("Mobile number that WhatsApp chats go to, e.g. 07700 900123 or +44 7700 900123."),
  emergencyPhone: ukPhone.describe("The 24/7 emergency line, written any usual way."),
  email: z.email().describe("Where quote requests and enquiries are answered."),
  chatGreeting: z.string().min(10).max(200).describe("First message filled in when a visitor opens a WhatsApp chat."),
  /**
   * The firm's geographic address: the place it trades from, which a written quote must give
   * (Consumer Contracts Regulations 2013, Schedule 2(c)) and structured data publishes once given.
   * Empty street and postcode are "not yet supplied": the launch check lists them, and a quote
   * cannot be sent until they are (src/lib/quoteReadiness.ts).
   */
  address: z
    .object({
      streetAddress: z.string().default("").describe("Building number and street, e.g. 12 Voltaire Road."),
      addressLine2: z.string().default("").describe("A second line if the address needs one: a unit, a building."),
      addressLocality: z.string().min(2),
      postalCode: z
        .string()
        .regex(ukPostcodePattern, "a UK postcode in capitals, like SW4 6DH or EC1A 1BB")
        .default(""),
      addressCountry: z.string().length(2),
    })
    .describe(
      'Where the business trades from, for written quotes and search engines; leave street and postcode empty to publish only "London".',
    ),
  geo: z
    .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
    .describe("The point search engines centre the service area on."),
  /**
   * The company's legal details, which a company's website must show (Companies Act 2006 and the
   * Company, Limited Liability Partnership and Business (Names and Trading Disclosures)
   * Regulations 2015). Shown in the footer once filled in.
   */
  legal: z.object({
    /** Sole trader, partnership or limited company; absent until the owner says which. */
    form: z
      .enum(legalForms)
      .optional()
      .describe("How the business is set up: a sole trader, a partnership or a limited company."),
    /**
     * The legal name a quote is made in: a company's registered name as on Companies House
     * (e.g. "Keystone Builders London Ltd"); a sole trader's own name; a partnership's partners or firm name.
     */
    registeredName: z
      .string()
      .default("")
      .describe(
        "The name the business is legally in: the company's name on Companies House, or the owner's (or partners') own names.",
      ),
    /** Companies House number: eight characters, e.g. 01234567 or SC123456. */
    companyNumber: z
      .string()
      .regex(/^([0-9]{8}|[A-Z]{2}[0-9]{6})?$/, "eight characters, like 01234567 or SC123456")
      .default(""),
    /** Where the company is registered, e.g. England and Wales. */
    registeredIn: z.string().default(""),
    /** The registered office address, on one line. */
    registeredOffice: z.string().default(""),
  }),
  /**
   * VAT registration. `registered` is absent until the owner says (a quote cannot price VAT without
   * it); when registered, the VAT number is required (it goes on every quote and VAT invoice).
   * `confirmed` as elsewhere: the editor writes an untouched switch as off, so off alone is not yet
   * the owner's word that the business is not registered.
   */
  vat: z
    .object({
      registered: z.boolean().optional().describe("On if the business is registered for VAT, off if it is not."),
      number: z
        .string()
        .regex(ukVatPattern, "a UK VAT number, like GB 123 4567 89")
        .default("")
        .describe("The VAT registration number, e.g. GB 123 4567 89. Needed when registered."),
      confirmed: confirmed.default(false),
    })
    .refine((vat) => vat.registered !== true || vat.number !== "", {
      error: "a VAT-registered business needs its VAT number",
      path: ["number"],
    })
    // prefault, not default: zod 4 returns a default as it is, and `{}` must still get the fields' defaults.
    .prefault({}),
  /** The registrations behind the site's claims about gas and electrical work. */
  registrations: z
    .object({
      /** Gas Safe Register number of the business (seven digits on the register's card). */
      gasSafeNumber: z
        .string()
        .regex(/^(\d{6,7})?$/, "the six- or seven-digit Gas Safe number")
        .default(""),
      /** Electrical competent-person scheme the firm belongs to for notifiable work, e.g. NICEIC or NAPIT. */
      electricalScheme: z.string().default(""),
      /** Membership or registration number with that scheme. */
      electricalSchemeNumber: z.string().default(""),
    })
    // prefault, not default: zod 4 returns a default as it is, and `{}` must still get the fields' defaults.
    .prefault({}),
  hours: z
    .object({
      weekdays: z.object({ opens: clock, closes: clock }),
      saturday: z.object({ opens: clock, closes: clock }),
      emergency: z.string().min(10).describe("How the emergency service is described."),
    })
    .describe("Office hours, 24-hour times like 08:00."),
  /**
   * Site visits by arrangement, apart from the advertised office hours: an exact visit time the owner
   * proposes may start from `opens` and end by `closes` (for example weekday evenings until 19:30, for
   * homeowners who work). The site, its structured data and its copy keep printing `hours`.
   */
  visitHours: z
    .object({
      weekdays: z.object({ opens: clock, closes: clock }),
      saturday: z.object({ opens: clock, closes: clock }),
    })
    .describe("Hours for site visits by arrangement, 24-hour times like 19:30."),
  foundedYear: z
    .object({ value: z.number().int().min(1900).max(2100), confirmed })
    .describe("The year the business started trading."),
  /** Each claim is described by what the owner confirms. */
  claims: z
    .object({
      yearsExperience: claim.describe("Years of experience"),
      projectsCompleted: claim.describe("Projects completed"),
      satisfaction: claim.describe("Customer satisfaction"),
      rating: claim.describe("Average star rating"),
      publicLiability: claim.describe("Public liability cover"),
      employees: claim.describe("Number of employees"),
    })
    .describe("Figures the site states about the business; confirm each one."),
  /** Service promises. */
  promises: z.object({
    responseHours: z
      .number()
      .int()
      .min(1)
      .max(168)
      .describe(
        "Hours within which every request (the form, an e-mail, a message) gets a reply; copy prints it as {responseHours}.",
      ),
    siteVisitMiles: z.number().int().min(1).max(500).describe("Free site visits within this many miles."),
    /** The written quote's promise, kept apart from the reply: the owner confirms it in the launch check. */
    quoteAfterVisitHours: z
      .object({ value: z.number().int().min(1).max(720), confirmed })
      .describe(
        "Hours after the site visit within which the written quote is sent; copy prints it as {quoteAfterVisitHours}.",
      ),
  }),
  /**
   * The firm's profiles on review sites, which a finished job's review invitation links to beside the
   * site's own form, the same whatever the rating (issue 50). Empty until the owner adds them.
   */
  reviewProfiles: z
    .array(
      z.object({
        name: z.string().min(2).max(40).describe("The site's name as a customer knows it, e.g. Google or Trustpilot."),
        url: z
          .url({ protocol: /^https$/ })
          .describe("The address of the firm's page there, where a review is written."),
      }),
    )
    .max(4)
    .default([])
    .describe("Review sites the review invitation links to (Google, Trustpilot, Checkatrade)."),
  /** Months after the last change that a quote request which did not become a job is kept; the inbox deletes it then. */
  enquiryRetention: z.object({ months: z.number().int().min(1).max(72), confirmed }),
  serviceArea: z.object({
    footer: z.string().min(3).describe("How the footer names the area served."),
    contact: z.string().min(3).describe("How the contact section names the area served."),
    radiusMetres: z
      .number()
      .int()
      .positive()
      .describe("Service radius around central London, in metres, for search engines."),
    areaRadiusMetres: z
      .number()
      .int()
      .positive()
      .describe("Radius around each district's centre on its own page, in metres."),
  }),
  structuredData: z.object({
    priceRange: z
      .string()
      .regex(/^£{1,4}$/, "one to four £ signs")
      .describe("Price band shown by search engines, £ to ££££."),
    payments: z.array(z.string().min(2)).min(1).describe("Ways customers can pay."),
  }),
  /** Build variables PUBLIC_EMAILJS_* override them. */
  emailjs: z
    .object({
      serviceId: z.string().min(3),
      templateId: z.string().min(3),
      publicKey: z.string().min(3),
    })
    .describe("The EmailJS account ids the quote form sends through."),
  /** Each fact copy prints through a `{token}`, by what it prints (src/lib/facts.ts formats each). */
  tokens: z
    .object({
      name: token,
      phone: token,
      mobile: token,
      emergencyPhone: token,
      email: token,
      foundedYear: token,
      yearsExperience: token,
      projectsCompleted: token,
      satisfaction: token,
      rating: token,
      publicLiability: token,
      employees: token,
      responseHours: token,
      siteVisitMiles: token,
      footerArea: token,
      contactArea: token,
      quoteAfterVisitHours: token,
      weekdayHours: token,
      saturdayHours: token,
      dataController: token,
      enquiryRetention: token,
    })
    .describe(
      "The names copy prints these facts through, e.g. `{phone}`. Renaming one means renaming it on every page that uses it.",
    ),
});
export type BusinessData = z.infer<typeof businessSchema>;
/** The business file as written: the fields left empty are absent. */
export type BusinessFile = z.input<typeof businessSchema>;
