/**
 * Zod schemas of the owner's data in `src/content/site/*.json`: business
 * facts, figures, prices, the tiling partner, navigation and the copy of the
 * pages that have their own template. The CMS at /admin edits these files;
 * its fields mirror these schemas (tests/unit/cmsSchemaParity.test.ts).
 *
 * Anything only the owner can vouch for carries `confirmed`; the launch check
 * lists every entry still `confirmed: false`.
 */
import { z } from "zod";
import { featureIconSchema, trustIconSchema } from "./icons";
import { ukMobilePattern, ukPhonePattern } from "./phone";
import {
  estimatorGroups,
  estimatorPropertyTypes,
  faqSchema,
  searchDescription,
  photoSchema,
  routePath,
  searchTitle,
} from "./schemas";
import { visualSchema } from "./visuals";

/** The owner has checked this value and stands behind it. */
const confirmed = z.boolean();

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
/** A whole number of pounds or weeks from `min` to `max`. */
const range = z.object({ min: z.number().int().positive(), max: z.number().int().positive() });

/** A claim the site makes about the business, and whether the owner has confirmed it. */
const claim = z.object({ value: z.string().min(1), confirmed });

export const businessSchema = z.object({
  name: z.string().min(3).max(40).describe("Trading name, as it appears in the header, the footer and search results."),
  shortName: z
    .string()
    .min(3)
    .max(25)
    .describe("Short form for tight spaces such as the phone header and browser tabs."),
  /** The live site's address, https and no trailing slash. */
  url: z.string().regex(/^https:\/\/[a-z0-9.-]+$/, "an address like https://www.example.co.uk"),
  /** One or two sentences: the business description in structured data and the fallback search description. */
  description: z.string().min(50).max(200),
  tagline: z.string().min(10).max(60).describe("The line under the name in the header."),
  /** Office number. */
  phone: ukPhone,
  /** Mobile number that WhatsApp chats go to. */
  mobile: ukMobile,
  /** The 24/7 emergency line. */
  emergencyPhone: ukPhone,
  email: z.email().describe("Where quote requests and enquiries are answered."),
  chatGreeting: z.string().min(10).max(200).describe("First message filled in when a visitor opens a WhatsApp chat."),
  /** Postal address for search engines; leave street and postcode empty to publish only "London". */
  address: z.object({
    streetAddress: z.string().default(""),
    addressLocality: z.string().min(2),
    postalCode: z.string().default(""),
    addressCountry: z.string().length(2),
  }),
  geo: z
    .object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) })
    .describe("The point search engines centre the service area on."),
  /**
   * The company's legal details, which a company's website must show (Companies Act 2006 and the
   * Company, Limited Liability Partnership and Business (Names and Trading Disclosures)
   * Regulations 2015). Shown in the footer once filled in.
   */
  legal: z.object({
    /** The registered company name, as on Companies House, e.g. "Keystone Builders London Ltd". */
    registeredName: z.string().default(""),
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
  /** Office hours. */
  hours: z.object({
    weekdays: z.object({ opens: clock, closes: clock }),
    saturday: z.object({ opens: clock, closes: clock }),
    emergency: z.string().min(10).describe("How the emergency service is described."),
  }),
  foundedYear: z
    .object({ value: z.number().int().min(1900).max(2100), confirmed })
    .describe("The year the business started trading."),
  /** Figures the site states about the business, each described by what the owner confirms. */
  claims: z.object({
    yearsExperience: claim.describe("Years of experience"),
    projectsCompleted: claim.describe("Projects completed"),
    satisfaction: claim.describe("Customer satisfaction"),
    rating: claim.describe("Average star rating"),
    publicLiability: claim.describe("Public liability cover"),
    employees: claim.describe("Number of employees"),
  }),
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
  /** How long an enquiry that does not become a job is kept before it is deleted, as the privacy notice states it. */
  /** Months after the last change that a quote request which did not become a job is kept; the inbox deletes it then. */
  enquiryRetention: z.object({ months: z.number().int().min(1).max(72), confirmed }),
  serviceArea: z.object({
    footer: z.string().min(3).describe("How the footer names the area served."),
    contact: z.string().min(3).describe("How the contact section names the area served."),
    /** Service radius around central London, metres, for search engines. */
    radiusMetres: z.number().int().positive(),
    /** Radius around each district's centre on its own page, metres. */
    areaRadiusMetres: z.number().int().positive(),
  }),
  structuredData: z.object({
    priceRange: z
      .string()
      .regex(/^£{1,4}$/, "one to four £ signs")
      .describe("Price band shown by search engines, £ to ££££."),
    payments: z.array(z.string().min(2)).min(1).describe("Ways customers can pay."),
  }),
  /** EmailJS account ids the quote form sends through (build variables PUBLIC_EMAILJS_* override them). */
  emailjs: z.object({
    serviceId: z.string().min(3),
    templateId: z.string().min(3),
    publicKey: z.string().min(3),
  }),
});
export type BusinessData = z.infer<typeof businessSchema>;
/** The business file as written: the fields left empty are absent. */
export type BusinessFile = z.input<typeof businessSchema>;

/** A `{token}` name that copy uses to print a figure. */
const token = z.string().regex(/^[a-z][a-zA-Z]+$/, "a name like sashOverhaulCost");

/** The business's own figures (specification section 9) that copy prints through `{token}`s. */
export const factsSchema = z.object({
  extensions: z
    .object({
      singleStorey: z.object({ label: z.string(), cost: range, weeks: range }),
      doubleStorey: z.object({ label: z.string(), cost: range, weeks: range }),
      /** The how-to-plan-an-extension guide's overall estimate. */
      guide: z.object({ label: z.string(), cost: range, weeks: range }),
    })
    .describe("Extension costs (pounds) and build times (weeks)."),
  /** Other figures: warranties, approval times, performance claims. */
  figures: z.array(z.object({ token, label: z.string().min(5), value: z.string().min(1), confirmed })),
});

/** Indicative prices quoted in copy before a survey; each needs the owner's confirmation. */
export const pricesSchema = z.object({
  reviewed: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "a month like 2026-11")
    .describe("Month the prices were last checked, yyyy-mm."),
  prices: z.array(
    z.object({
      token,
      label: z.string().min(5).describe("What the price is for."),
      /** From (pounds, VAT included). */
      min: z.number().int().positive(),
      /** To (pounds); leave empty for a starting figure. */
      max: z.number().int().positive().optional(),
      confirmed,
    }),
  ),
});

/** A multiplier applied to the low and the high end of an estimate. */
const factor = z.object({ low: z.number().min(0.5).max(3), high: z.number().min(0.5).max(3) });
/** A short id used in page addresses, e.g. `rear-dormer`. */
const slugId = z.string().regex(/^[a-z][a-z0-9-]+$/, "lower-case words joined by hyphens");

/** A label or heading of the estimator. */
const estimatorText = z.string().min(2).max(60);
/** A sentence of the estimator. */
const estimatorSentence = z.string().min(10).max(200);
/** A page the estimator links to: a path on this site. */
const sitePath = z.string().regex(/^\/[a-z0-9/-]+$/, "a path on this site, e.g. /planning-permission-assistance");
/** One value of the given schema for each family of jobs. */
const byGroup = <T extends z.ZodType>(schema: T) =>
  z.object(
    Object.fromEntries(estimatorGroups.map((group) => [group, schema])) as Record<(typeof estimatorGroups)[number], T>,
  );
/** A permission the estimate may list: its name, the guide it links to and what it says in each case. */
const permission = <T extends z.ZodRawShape>(statuses: T) =>
  z.object({ name: estimatorText, link: sitePath }).extend(statuses);

/**
 * The cost estimator's assumptions. Its prices are the ones the pages print
 * (prices.json and the extension figures); what the pages do not state (sizes
 * the prices stand for, finish and property adjustments) is here, and stays
 * listed by the launch check until the owner confirms it.
 */
export const estimatorSchema = z.object({
  jobs: z.array(
    z.object({
      id: slugId,
      group: z.enum(estimatorGroups),
      /** What the visitor picks, e.g. "Rear dormer loft conversion". */
      label: z.string().min(5).max(60),
      /** The `{token}` of the price the pages print for this job. */
      price: token,
      /** Floor area in m² that the price is for; the estimate scales from it. */
      typicalSize: z.number().int().min(1).max(500),
      /** Smallest and largest floor area in m² the estimator accepts. */
      sizes: range,
      /** A `{token}` of a price per m², for jobs whose page gives only a starting figure. */
      ratePerM2: token.optional(),
      /** Typical time on site in weeks; extensions take theirs from the extension figures. */
      weeks: range.optional(),
      /** Usually needs planning permission, on any property. */
      needsPlanning: z.boolean(),
      /** Can be permitted development on a house in a conservation area. */
      permittedInConservationArea: z.boolean(),
      /** Works that usually bring party wall notices on a terrace or semi. */
      partyWall: z.boolean(),
      /** Needs building regulations approval (off only for small repairs). */
      buildingRegs: z.boolean(),
      confirmed,
    }),
  ),
  /** Finish levels, cheapest first; the first is the one the prices stand for. */
  finishes: z
    .array(z.object({ id: slugId, label: z.string().min(3), hint: z.string().min(10), factor, confirmed }))
    .min(1),
  /** Adjustments for a flat, a listed building and a conservation area. */
  adjustments: z.object({
    flat: factor,
    listed: factor,
    conservationArea: factor,
    confirmed,
  }),
  /** What each family of jobs is called, and what it commonly adds besides the fees. */
  groups: byGroup(
    z.object({
      /** The family's name in the list of jobs, e.g. "Loft conversion". */
      label: estimatorText,
      /** Costs the estimate leaves out for this family, one line each. */
      notIncluded: z.array(estimatorSentence),
    }),
  ),
  /** What each kind of property is called. */
  properties: z.object(
    Object.fromEntries(estimatorPropertyTypes.map((type) => [type, estimatorText])) as Record<
      (typeof estimatorPropertyTypes)[number],
      typeof estimatorText
    >,
  ),
  /** Fees outside the estimate, each with the price it prints (not shown for roofs). */
  fees: z.array(z.object({ label: estimatorText, price: token })).min(1),
  /** The permissions the estimate lists, each with the guide page it links to and what it says. */
  permissions: z.object({
    planning: permission({
      /** For jobs that usually need planning permission. */
      needed: estimatorSentence,
      /** For a flat, which has no permitted development rights. */
      flat: estimatorSentence,
      /** For work that is not permitted development in a conservation area. */
      conservationArea: estimatorSentence,
      /** For roof and basement work, usually internal or like-for-like. */
      internal: estimatorSentence,
      /** For other work on a house. */
      permittedDevelopment: estimatorSentence,
    }),
    listedBuilding: permission({ needed: estimatorSentence }),
    conservationArea: permission({ needed: estimatorSentence }),
    partyWall: permission({
      /** On a terrace, semi or flat. */
      attached: estimatorSentence,
      /** On a detached house. */
      detached: estimatorSentence,
    }),
    buildingRegs: permission({ needed: estimatorSentence, notNeeded: estimatorSentence }),
  }),
  /**
   * The estimator's wording. `{name}` prints a value: sizes as {min}, {max}, {typical}, {size};
   * the result as {job}, {finish}, {weeks}, {low}, {high}, {vatRate}, {vatLow}, {vatHigh}, {where}.
   */
  text: z.object({
    /** The heading of the estimator's section on a page. */
    sectionTitle: estimatorText,
    /** The paragraph under that heading. */
    sectionLead: z.string().min(30).max(300),
    /** The choices' accessible name. */
    form: estimatorText,
    job: estimatorText,
    floorArea: estimatorText,
    roofArea: estimatorText,
    /** Under the size box: {min}, {max} and {typical} m². */
    sizeRange: estimatorSentence,
    typicalSizes: estimatorText,
    finish: estimatorText,
    property: estimatorText,
    protections: estimatorText,
    listed: estimatorText,
    conservationArea: estimatorText,
    /** When a size is below the job's range: {size} is the smallest. */
    tooSmall: estimatorSentence,
    /** When a size is above the job's range: {size} is the largest. */
    tooLarge: estimatorSentence,
    resultHeading: estimatorText,
    includingVat: estimatorText,
    /** Under the range: {job}, {size}, {finish} and {weeks}. */
    resultLine: estimatorSentence,
    included: estimatorText,
    /** What the range includes: {vatRate}, {vatLow} and {vatHigh}. */
    includedText: estimatorSentence,
    notIncluded: estimatorText,
    /** A fee the estimate leaves out: {label} and {value}. */
    feeLine: estimatorSentence,
    contingency: estimatorSentence,
    permissions: estimatorText,
    disclaimer: estimatorSentence,
    quoteLink: estimatorText,
    /** The quote form's details, filled in: {job}, {size}, {finish}, {where}, {low}, {high} and {weeks}. */
    summary: estimatorSentence,
    /** How {where} names a listed building. */
    summaryListed: estimatorText,
    /** How {where} names a conservation area. */
    summaryConservationArea: estimatorText,
  }),
});
export type EstimatorData = z.infer<typeof estimatorSchema>;

/** The tiling specialist the footer and home page link to. */
export const partnerSchema = z.object({
  name: z.string().min(3),
  /** The partner's site, https and no trailing slash. */
  url: z.string().regex(/^https:\/\/[a-z0-9.-]+$/, "an address like https://www.example.co.uk"),
  areaPath: z
    .string()
    .regex(/^\/.*\{slug\}/, "a path containing {slug}")
    .describe("Path of the partner's page for a district; `{slug}` becomes the district, e.g. /tilers/{slug}."),
  footerCount: z.number().int().min(0).max(30).describe("How many district links the footer shows."),
  confirmed,
});

const link = z.object({
  label: z.string().min(2),
  href: z.string().regex(/^\/[\w/#-]*$/, "a site path like /contact"),
});

/** The pages that have their own template, and the footer's lists. */
export const navigationSchema = z.object({
  core: z.array(
    z.object({
      /** Route path; empty (left out) for the home page. */
      route: z.union([z.literal(""), routePath]).default(""),
      label: z.string().min(2).describe("Name in menus and breadcrumbs."),
      menu: z.boolean().describe("Shown in the header menu."),
      /** Old paths that redirect here. */
      aliases: z.array(routePath).optional(),
    }),
  ),
  regions: z
    .object({
      central: z.string(),
      north: z.string(),
      south: z.string(),
      east: z.string(),
      west: z.string(),
    })
    .describe("How each part of London is named."),
  footer: z.object({
    anchors: z.array(link).describe("Jump links to the home page's sections."),
    listLength: z.number().int().min(1).max(12).describe("How many areas and local services the footer shows."),
    /** Local service pages, in order. */
    localServices: z.array(routePath),
    /** Local search pages, all shown. */
    localSearch: z.array(routePath),
    /** Links beside the copyright line, such as the privacy notice. */
    legal: z.array(link),
  }),
});
export type NavigationData = z.infer<typeof navigationSchema>;

/** The owner's real accreditations; empty until supplied with proof. */
export const accreditationsSchema = z.object({
  accreditations: z
    .array(
      z.object({
        /** The body's name as it asks members to write it, e.g. "TrustMark". */
        name: z.string().min(2),
        /** The member's page on the body's register, where visitors can check the membership; https only. */
        href: z
          .url()
          .regex(/^https:\/\/\S+$/, "an https:// address (no http:, javascript: or data: links)")
          .optional(),
        /** The badge artwork the body supplies, in src/assets/accreditations. */
        logo: z.string().optional(),
      }),
    )
    .default([]),
});
export type Accreditation = z.infer<typeof accreditationsSchema>["accreditations"][number];

/** Search title, description and keywords of a page with its own template. */
const metaSchema = z.object({ title: searchTitle, description: searchDescription, keywords: z.array(z.string()) });
const button = link;

/** A section's small label, heading and lead line. */
const heading = z.object({
  eyebrow: z.string().min(3).optional(),
  title: z.string().min(3),
  lead: z.string().min(20).optional(),
});

export const homeSchema = z.object({
  meta: metaSchema,
  hero: z.object({
    headline: z.string().min(10).max(70),
    lead: z.string().min(60).max(300),
    primary: button,
    secondary: button,
    badges: z.array(z.string().min(3)).min(1).max(4),
    visual: visualSchema,
    /** An owner photo shown instead of the drawing. */
    image: photoSchema.optional(),
  }),
  headings: z
    .object({
      services: heading,
      reviews: heading,
      guide: z
        .object({ eyebrow: z.string().min(3) })
        .describe("The extension guide's label; its title is the guide's name."),
      explore: heading,
      tiling: heading.describe("`{tilingPartner}` prints the partner's name."),
      areas: heading,
      whyChoose: heading,
    })
    .describe("Headings of the home page's sections."),
  trustFacts: z
    .array(
      z.object({
        icon: trustIconSchema,
        label: z.string().min(5).max(50),
      }),
    )
    .describe("The strip of facts under the hero."),
  /** The six service categories, in order; their lines come from each category's pages. */
  categories: z.array(routePath).min(1),
  servicesIntro: z.string().min(30),
  customProject: z.object({ title: z.string().min(5), text: z.string().min(30), primary: button, secondary: button }),
  serviceLinks: z.object({
    title: z.string().min(5),
    groups: z.array(
      z.object({
        category: z.enum(["primary", "secondary", "related"]),
        heading: z.string().min(3),
        routes: z.array(routePath).min(1),
      }),
    ),
  }),
  whyChoose: faqSchema,
  extensionGuide: z
    .object({
      name: z.string().min(10),
      description: z.string().min(30),
      steps: z
        .array(z.object({ name: z.string().min(5), text: z.string().min(30), tip: z.string().min(10).optional() }))
        .min(3),
    })
    .describe("The how-to-plan-an-extension guide; its time and cost come from the extension figures."),
  /** The explore-services link grid. */
  explore: z.array(routePath).min(1),
  whyChooseCards: z
    .array(
      z.object({
        icon: featureIconSchema,
        title: z.string().min(3),
        text: z.string().min(30),
      }),
    )
    .length(4),
  trustedPartner: z.object({ title: z.string().min(5), paragraphs: z.array(z.string().min(30)).min(1) }),
  stats: z.array(z.object({ value: z.string().min(1), label: z.string().min(3) })).length(4),
});
export type HomeData = z.infer<typeof homeSchema>;

export const aboutSchema = z.object({
  meta: metaSchema,
  visual: visualSchema,
  headline: z.string().min(5),
  intro: z.string().min(60),
  sections: z.array(z.object({ heading: z.string().min(3), paragraphs: z.array(z.string().min(30)).min(1) })).min(1),
});
export type AboutData = z.infer<typeof aboutSchema>;

const contactChannelSchema = z.enum(["call", "email", "whatsapp", "emergency-call"]);

export const quotePagesSchema = z.object({
  pages: z.array(
    z.object({
      route: z.enum(["contact", "request-custom-quote", "call-us-today"]),
      meta: metaSchema,
      headline: z.string().min(5),
      lead: z.string().min(60),
      tone: z.enum(["standard", "emergency"]).describe("`emergency` shows the red theme with the 24/7 line."),
      channels: z
        .array(z.object({ channel: contactChannelSchema, text: z.string().min(10) }))
        .min(1)
        .describe("Ways to get in touch shown above the form, with a line each."),
      points: z.array(z.string().min(10)).min(1).describe("Short points beside the channels."),
      formTitle: z.string().min(5),
      faqs: z.array(faqSchema),
    }),
  ),
});
export type QuotePageData = z.infer<typeof quotePagesSchema>["pages"][number];

/** A section heading; `{district}` prints the district's name where a heading has it. */
const sectionHeading = z.string().min(3).max(60);

/** Headings of the sections the page templates share, and the back link of district pages. */
export const pageSectionsSchema = z.object({
  /** Service, landing, guide and local pages. */
  content: z.object({
    /** The links at the end of a page. */
    related: sectionHeading,
    /** The links at the end of a service page. */
    relatedServices: sectionHeading,
    reviews: sectionHeading,
    faq: sectionHeading,
    /** Over the shared explanations a page lists. */
    rulesExplained: sectionHeading,
  }),
  /** District pages, /areas/{district}. */
  area: z.object({
    /** The back link's text, after "Back to". */
    back: sectionHeading,
    /** The heading over the district's guides and services. */
    cards: sectionHeading,
    /** Over the district's guides: `{district}` prints its name. */
    guides: sectionHeading,
    /** Over the services most asked for there: `{district}` prints its name. */
    services: sectionHeading,
  }),
  /** District guides, /areas/{district}/{topic}. */
  areaTopic: z.object({
    /** The links at the end: `{district}` prints the district's name. */
    related: sectionHeading,
  }),
  /** The contact and quote pages. */
  quote: z.object({ faq: sectionHeading }),
  /** The about page. */
  about: z.object({ figures: sectionHeading }),
  /** A project's page. */
  project: z.object({ beforeAfter: sectionHeading, services: sectionHeading }),
});

const indexCopy = z.object({ meta: metaSchema, headline: z.string().min(5), intro: z.string().min(60) });

export const indexPagesSchema = z.object({
  services: indexCopy.extend({
    visual: visualSchema,
    specialist: z
      .object({ heading: z.string().min(5), text: z.string().min(10) })
      .describe("The group for service pages outside the six categories."),
  }),
  areas: indexCopy.extend({ visual: visualSchema }),
  projects: indexCopy,
});

/** What kind of rule a page is quoting: the copy must say which. */
export const ruleKinds = [
  "law",
  "Approved Document guidance",
  "British Standard",
  "planning policy",
  "trade practice",
] as const;

/**
 * The rules pages restate (regulations, standards, planning limits, trade
 * practice), each with its source and the date it was last checked against
 * it, and the shared explanations pages include by id (`explainers:` in front
 * matter). Copy prints a rule's value through its `{token}`.
 */
export const rulesSchema = z.object({
  rules: z.array(
    z.object({
      token,
      /** The value as copy prints it, e.g. "1.4 W/m²K" or "two months". */
      value: z.string().min(1),
      /** Law, Approved Document guidance, British Standard, planning policy or trade practice. */
      kind: z.enum(ruleKinds),
      /** The document, e.g. "Approved Document L 2021, vol. 1". */
      source: z.string().min(3),
      /** Where in it, e.g. "table 4.1" or "s. 3(2)(a)". */
      clause: z.string().min(2),
      /** The day the value was last checked against the source, yyyy-mm-dd. */
      checked: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "a date like 2026-11-26"),
      statement: z.string().min(20).describe("The rule in one or two plain sentences."),
      /**
       * Trade practice is the firm's own figure, which only the owner can vouch for; the launch
       * check lists it until this is ticked. A law or a standard is checked by date instead, and
       * its box is ignored. Every rule carries the field, because the editor writes it on save.
       */
      confirmed: confirmed.describe(
        "Trade practice only: tick once the figure matches your own jobs (the launch check lists it until then). Ignored for other kinds.",
      ),
    }),
  ),
  explainers: z.array(
    z.object({
      /** The name pages list under `explainers:`, e.g. sewer-transfer. */
      id: slugId,
      /** The explanation's heading on the page. */
      title: z.string().min(5).max(80),
      /** One paragraph; `{token}`s print rules and facts. */
      text: z.string().min(80).max(900),
      /** The tokens of the rules it relies on; the page names their sources under it. */
      rules: z.array(token).min(1),
    }),
  ),
});
export type RulesData = z.infer<typeof rulesSchema>;

/** What a reply template may print: the visitor's first name, the reference, the project type, the business's name. */
export const replyTokens = ["firstName", "reference", "projectType", "company"] as const;
const knownTokensOnly = `(?:[^{}]|\\{(?:${replyTokens.join("|")})\\})*`;
/** A reply's text: only the tokens above, and `{reference}` where the visitor must see which request it answers. */
const replyText = (min: number, max: number, withReference: boolean) =>
  z
    .string()
    .min(min)
    .max(max)
    .regex(
      new RegExp(`^${withReference ? String.raw`(?=[\s\S]*\{reference\})` : ""}${knownTokensOnly}$`),
      `${withReference ? "{reference} somewhere, and " : ""}no token but ${replyTokens.map((t) => `{${t}}`).join(", ")}`,
    );

/**
 * How the inbox's WhatsApp and E-mail buttons start a reply to a quote request (worker/inbox/replyLinks.ts):
 * the text the message opens with, which the owner can change before sending.
 */
export const repliesSchema = z.object({
  whatsapp: replyText(10, 300, true).describe(
    "The WhatsApp message's opening: a short greeting that names {reference}.",
  ),
  emailSubject: replyText(5, 120, true).describe("The e-mail's subject, e.g. Your quote request {reference}."),
  emailBody: replyText(20, 2000, false).describe("The e-mail's text, ready for you to add what the job needs."),
});
export type RepliesData = z.infer<typeof repliesSchema>;
