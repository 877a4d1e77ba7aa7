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
import { routeHint, tokenHint } from "./hints";
import { visualSchema } from "./visuals";

/** The owner has checked this value and stands behind it. */
const confirmed = z.boolean().describe("On once you have checked the value and stand behind it.");

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

/** A `{token}` name that copy uses to print a figure. */
const token = z.string().regex(/^[a-z][a-zA-Z]+$/, "a name like sashOverhaulCost");

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
  address: z
    .object({
      streetAddress: z.string().default(""),
      addressLocality: z.string().min(2),
      postalCode: z.string().default(""),
      addressCountry: z.string().length(2),
    })
    .describe('Postal address for search engines; leave street and postcode empty to publish only "London".'),
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
  hours: z
    .object({
      weekdays: z.object({ opens: clock, closes: clock }),
      saturday: z.object({ opens: clock, closes: clock }),
      emergency: z.string().min(10).describe("How the emergency service is described."),
    })
    .describe("Office hours, 24-hour times like 08:00."),
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
  /** How long an enquiry that does not become a job is kept before it is deleted, as the privacy notice states it. */
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

/** An extension's cost and build time, each with the `{token}` copy prints it through. */
const extensionFigure = z.object({
  label: z.string(),
  costToken: token.describe("The name copy uses to print the cost, e.g. `singleStoreyCost`."),
  cost: range,
  weeksToken: token.describe("The name copy uses to print the build time, e.g. `singleStoreyWeeks`."),
  weeks: range,
});

/** The business's own figures (specification section 9) that copy prints through `{token}`s. */
export const factsSchema = z.object({
  extensions: z
    .object({
      singleStorey: extensionFigure,
      doubleStorey: extensionFigure,
      /** The how-to-plan-an-extension guide's overall estimate. */
      guide: extensionFigure,
    })
    .describe("Extension costs (pounds) and build times (weeks)."),
  figures: z
    .array(
      z.object({
        token: token.describe("The name copy uses, e.g. `sashOverhaulCost`."),
        label: z.string().min(5),
        value: z.string().min(1),
        confirmed,
      }),
    )
    .describe("Other figures copy prints through `{token}`s: warranties, approval times, performance claims."),
});

/** Indicative prices quoted in copy before a survey; each needs the owner's confirmation. */
export const pricesSchema = z.object({
  reviewed: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "a month like 2026-11")
    .describe("Month the prices were last checked, yyyy-mm."),
  reviewedToken: token.describe("The name copy uses to print that month, e.g. `pricesReviewed`."),
  prices: z.array(
    z.object({
      token: token.describe("The name copy uses to print the price, e.g. `sashOverhaulCost`."),
      label: z.string().min(5).describe("What the price is for."),
      min: z.number().int().positive().describe("Pounds, VAT included."),
      max: z.number().int().positive().optional().describe("Pounds; leave empty for a starting figure."),
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
  jobs: z
    .array(
      z
        .object({
          id: slugId.describe("A short name used in shared estimate links, e.g. rear-dormer."),
          group: z
            .enum(estimatorGroups)
            .describe("Which estimator this job appears in; pages choose the groups they show."),
          label: z.string().min(5).max(60).describe("What the visitor picks, e.g. Rear dormer loft conversion."),
          price: token.describe("The token of the price the pages print for this job, e.g. `dormerLoftCost`."),
          typicalSize: z
            .number()
            .int()
            .min(1)
            .max(500)
            .describe("The floor area in m² that the price stands for; the estimate scales from it."),
          sizes: range.describe("The smallest and largest floor area in m² the estimator accepts for this job."),
          ratePerM2: token
            .optional()
            .describe(
              "For jobs priced from a starting figure: the token of a price per m², e.g. `cellarConversionRate`.",
            ),
          weeks: range
            .optional()
            .describe("Typical weeks on site. Leave empty for extensions, which use the extension figures."),
          weeksTokens: z
            .array(token)
            .optional()
            .describe("The names copy uses to print those weeks, e.g. `dormerLoftWeeks`; only with weeks."),
          needsPlanning: z.boolean().describe("On if the job usually needs planning permission on any property."),
          permittedInConservationArea: z
            .boolean()
            .describe("On if the job can be permitted development on a house in a conservation area."),
          partyWall: z.boolean().describe("On if the job usually brings party wall notices on a terrace or semi."),
          buildingRegs: z.boolean().describe("Off only for small repairs that need no approval."),
          confirmed,
        })
        .refine((job) => !job.weeksTokens?.length || job.weeks, {
          error: "weeks tokens print the job's weeks: give its weeks too",
          path: ["weeksTokens"],
        }),
    )
    .describe(
      "The jobs the cost estimator prices. Each takes its price from Prices (or the extension figures) by its token.",
    ),
  /** The first finish is the one the prices stand for. */
  finishes: z
    .array(
      z.object({
        id: slugId,
        label: z.string().min(3),
        hint: z.string().min(10).describe("What the level means, shown under its name."),
        factor,
        confirmed,
      }),
    )
    .min(1)
    .describe("Finish levels, cheapest first. Each multiplies the low and the high end of the estimate."),
  adjustments: z
    .object({
      flat: factor,
      listed: factor,
      conservationArea: factor,
      confirmed,
    })
    .describe(
      "How much more a flat, a listed building and a conservation area add, as multipliers of the low and the high end.",
    ),
  /** What each family of jobs is called, and what it commonly adds besides the fees. */
  groups: byGroup(
    z.object({
      /** The family's name in the list of jobs, e.g. "Loft conversion". */
      label: estimatorText,
      /** Costs the estimate leaves out for this family, one line each. */
      notIncluded: z.array(estimatorSentence),
    }),
  ).describe("What each kind of job is called in the list, and what it leaves out besides the fees (one line each)."),
  properties: z
    .object(
      Object.fromEntries(estimatorPropertyTypes.map((type) => [type, estimatorText])) as Record<
        (typeof estimatorPropertyTypes)[number],
        typeof estimatorText
      >,
    )
    .describe("What each kind of property is called in the estimator."),
  fees: z
    .array(z.object({ label: estimatorText, price: token }))
    .min(1)
    .describe("Fees the estimate leaves out, each with the token of the price it prints (not shown for roofs)."),
  permissions: z
    .object({
      planning: permission({
        /** For jobs that usually need planning permission. */
        needed: estimatorSentence,
        /** For a flat, which has no householder permitted development rights. */
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
    })
    .describe(
      "The permissions an estimate lists: the name, the page it links to (a path such as /planning-permission-assistance) and what it says in each case.",
    ),
  /**
   * The estimator's wording. `{name}` prints a value: sizes as {min}, {max}, {typical}, {size};
   * the result as {job}, {finish}, {weeks}, {low}, {high}, {vatRate}, {vatLow}, {vatHigh}, {where}.
   */
  text: z
    .object({
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
    })
    .describe(
      "The estimator's labels and sentences. Keep each `{name}` as it is: it prints a size, a price or the job.",
    ),
});
export type EstimatorData = z.infer<typeof estimatorSchema>;

/** The tiling specialist the footer and home page link to. */
export const partnerSchema = z.object({
  name: z.string().min(3).describe("The tiling specialist the footer and home page link to."),
  nameToken: token.describe("The name copy uses to print the partner's name, e.g. `tilingPartner`."),
  url: z
    .string()
    .regex(/^https:\/\/[a-z0-9.-]+$/, "an address like https://www.example.co.uk")
    .describe("The partner's site, https and no slash at the end."),
  areaPath: z
    .string()
    .regex(/^\/.*\{slug\}/, "a path containing {slug}")
    .describe("Path of the partner's page for a district; `{slug}` becomes the district, e.g. /tilers/{slug}."),
  footerCount: z.number().int().min(0).max(30).describe("How many district links the footer shows."),
  confirmed,
});

const link = z.object({
  label: z.string().min(2),
  href: z
    .string()
    .regex(/^\/[\w/#-]*$/, "a site path like /contact")
    .describe("A path on this site, e.g. `/contact`."),
});

/** The pages that have their own template, and the footer's lists. */
export const navigationSchema = z.object({
  core: z.array(
    z.object({
      route: z
        .union([z.literal(""), routePath])
        .default("")
        .describe("The page's address; empty for the home page. Changing it needs a developer."),
      label: z.string().min(2).describe("Name in menus and breadcrumbs."),
      menu: z.boolean().describe("Shown in the header menu."),
      aliases: z.array(routePath).optional().describe("Old addresses that redirect here."),
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
    localServices: z.array(routePath).describe(`Local service pages, in order. ${routeHint}`),
    localSearch: z.array(routePath).describe(`Local search pages, all shown. ${routeHint}`),
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
        name: z.string().min(2).describe('The body\'s name as it asks members to write it, e.g. "TrustMark".'),
        /** https only. */
        href: z
          .url()
          .regex(/^https:\/\/\S+$/, "an https:// address (no http:, javascript: or data: links)")
          .optional()
          .describe("Your page on the body's register, where visitors can check the membership."),
        logo: z
          .string()
          .optional()
          .describe("The badge artwork the body supplies; saved in src/assets/accreditations."),
      }),
    )
    .default([])
    .describe("Your real accreditations; add one only with proof of membership."),
});
export type Accreditation = z.infer<typeof accreditationsSchema>["accreditations"][number];

/** Search title, description and keywords of a page with its own template. */
const metaSchema = z.object({
  title: searchTitle.describe("The title search engines show."),
  description: searchDescription.describe("One sentence for search results."),
  keywords: z.array(z.string()).describe("Extra search keywords."),
});
const button = link;

/** A section's small label, heading and lead line. */
const heading = z.object({
  eyebrow: z.string().min(3).optional().describe("The small label above the heading."),
  title: z.string().min(3),
  lead: z.string().min(20).optional(),
});

export const homeSchema = z.object({
  meta: metaSchema,
  hero: z.object({
    headline: z.string().min(10).max(70),
    lead: z.string().min(60).max(300).describe(`The paragraph under the headline. ${tokenHint}`),
    primary: button,
    secondary: button,
    badges: z.array(z.string().min(3)).min(1).max(4).describe("Short points under the buttons."),
    visual: visualSchema,
    image: photoSchema.optional().describe("Your own photo, shown instead of the drawing."),
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
  /** Their lines come from each category's pages. */
  categories: z.array(routePath).min(1).describe(`The six service categories, in order. ${routeHint}`),
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
      labels: z
        .object({
          step: z.string().min(3).max(20).describe("Read out before each step's name, with its number."),
          tip: z.string().min(2).max(20).describe("Before a step's tip, on the page and in search results."),
        })
        .describe("The guide's own words around the steps."),
      /** Labels of the guide's two figures; a price to consumers says that it includes VAT (CAP Code 3.18). */
      factLabels: z.object({ time: z.string().min(5), cost: z.string().regex(/including VAT/) }),
    })
    .describe("The how-to-plan-an-extension guide; its time and cost come from the extension figures."),
  explore: z.array(routePath).min(1).describe(`The explore-services link grid. ${routeHint}`),
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
  intro: z.string().min(60).describe(`The opening paragraph. ${tokenHint}`),
  sections: z.array(z.object({ heading: z.string().min(3), paragraphs: z.array(z.string().min(30)).min(1) })).min(1),
});
export type AboutData = z.infer<typeof aboutSchema>;

const contactChannelSchema = z.enum(["call", "email", "whatsapp", "emergency-call"]);

export const quotePagesSchema = z.object({
  pages: z.array(
    z.object({
      route: z.enum(["contact", "request-custom-quote", "call-us-today"]).describe("Which page this is."),
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

/** A label of the quote form. */
const formLabel = z.string().min(2).max(40);

/** A line of the photo field that keeps each of `names` as a `{name}`, which prints a number or a file's name. */
function photoText(names: readonly string[]) {
  const text = z.string().min(5).max(200);
  if (!names.length) return text;
  const each = names.map((name) => String.raw`(?=[\s\S]*\{${name}\})`).join("");
  return text.regex(new RegExp(`^${each}`), `keep ${names.map((name) => `{${name}}`).join(" and ")}`);
}

/**
 * The quote form's own words: its name, labels, placeholder and hints, the
 * visit times' columns and the photo field's buttons, spoken names and errors. The
 * spec's toasts and field messages are not here: they are the specification's
 * wording (lib/quoteFormCopy.ts, lib/quoteSchema.ts).
 */
export const quoteFormSchema = z.object({
  name: formLabel.describe("The form's name, which screen readers announce."),
  noScript: z
    .string()
    .min(30)
    .max(300)
    .describe("Shown instead of the form's sending when the visitor's browser has JavaScript switched off."),
  labels: z
    .object({
      firstName: formLabel,
      lastName: formLabel,
      email: formLabel,
      phone: formLabel,
      projectType: formLabel,
      projectDetails: formLabel,
    })
    .describe("The label over each field."),
  detailsPlaceholder: z.string().min(10).max(120).describe("The grey example text in the empty project details box."),
  optional: formLabel.describe("Printed after the label of a field the visitor may leave out."),
  visitTimes: z.object({
    label: formLabel.describe("The heading of the visit times, which opens the list of days."),
    legend: z.string().min(5).max(80).describe("The list's name for screen readers."),
    hint: z.string().min(10).max(160).describe("The line over the days."),
    morning: formLabel.describe("The heading of the morning column, also read out with each day's morning box."),
    afternoon: formLabel.describe("The heading of the afternoon column, also read out with each day's afternoon box."),
  }),
  photos: z.object({
    label: formLabel,
    hint: z
      .string()
      .min(10)
      .max(200)
      .regex(/\{count\}/, "keep {count}, which prints how many photos may be added")
      .describe("Under the label: `{count}` prints how many photos may be added."),
    add: formLabel.describe("The button that opens the photo picker."),
    addMore: formLabel.describe("The same button once a photo is added."),
    preparing: formLabel.describe("Read out while the chosen photos are being made ready."),
    count: photoText(["added", "count"]).describe(
      "Read out once photos are added: `{added}` prints how many, `{count}` how many may be added.",
    ),
    list: formLabel.describe("The name of the list of photos added, for screen readers."),
    photo: photoText(["number", "total"]).describe(
      "Each photo's name for screen readers: `{number}` prints its place in the list, `{total}` how many there are.",
    ),
    remove: photoText(["number", "total"]).describe("The remove button of each photo, for screen readers."),
    errors: z
      .object({
        tooMany: photoText(["count"]),
        tooLarge: photoText([]),
        unreadable: photoText(["file"]),
        notOpened: photoText(["file"]),
        notPrepared: photoText([]),
        fileTooLarge: photoText(["file"]),
        failed: photoText([]),
      })
      .describe(
        "Shown beside the photos when one cannot be added: too many, too large together, a file the browser cannot read (with what to choose instead), cannot open or cannot prepare, one still too large once reduced, and when the browser cannot prepare any. `{file}` prints the file's name, `{count}` how many photos may be added.",
      ),
  }),
  submit: formLabel.describe("The send button."),
  privacy: z.string().min(10).max(160).describe("The line under the send button."),
  privacyLink: formLabel.describe("The link to the privacy notice at the end of that line."),
  sentPanel: z
    .object({
      title: formLabel,
      reference: z
        .string()
        .min(5)
        .max(80)
        .regex(/\{reference\}/, "keep {reference}, which prints the request's reference"),
      hint: z.string().min(10).max(200),
      link: formLabel,
    })
    .describe(
      "The panel that stays after a request is sent (on the Cloudflare build), with a link to the request's private page: `{reference}` prints its reference.",
    ),
});
export type QuoteFormText = z.infer<typeof quoteFormSchema>;

/** A section heading; `{district}` prints the district's name where a heading has it. */
const sectionHeading = z.string().min(3).max(60);

/** Headings of the sections the page templates share, and the back link of district pages. */
export const pageSectionsSchema = z.object({
  /** Service, landing, guide and local pages. */
  content: z
    .object({
      /** The links at the end of a page. */
      related: sectionHeading,
      /** The links at the end of a service page. */
      relatedServices: sectionHeading,
      reviews: sectionHeading,
      faq: sectionHeading,
      /** Over the shared explanations a page lists. */
      rulesExplained: sectionHeading,
      /** Over a hub's cards: its child pages and topics. */
      cards: sectionHeading,
      /** Over the building services hub's areas, grouped by region. */
      areaGroups: sectionHeading,
    })
    .describe("Headings of the sections these pages share."),
  /** District pages, /areas/{district}. */
  area: z
    .object({
      back: sectionHeading.describe('The back link\'s text, after "Back to".'),
      /** The heading over the district's guides and services. */
      cards: sectionHeading,
      /** Over the district's guides: `{district}` prints its name. */
      guides: sectionHeading,
      /** Over the services most asked for there: `{district}` prints its name. */
      services: sectionHeading,
    })
    .describe("Headings of a district's page; `{district}` prints the district's name."),
  /** District guides, /areas/{district}/{topic}. */
  areaTopic: z
    .object({
      /** The links at the end: `{district}` prints the district's name. */
      related: sectionHeading,
    })
    .describe("`{district}` prints the district's name."),
  /** The contact and quote pages. */
  quote: z.object({ faq: sectionHeading }),
  /** The about page. */
  about: z.object({ figures: sectionHeading }),
  /** A project's page. */
  project: z.object({ beforeAfter: sectionHeading, services: sectionHeading }),
  /** The contact details beside the quote form (the home page; the quote pages give their own title). */
  contact: z
    .object({
      title: sectionHeading,
      lead: z.string().min(20).max(240),
      call: sectionHeading.describe("Over the phone number."),
      email: sectionHeading.describe("Over the e-mail address."),
      emailNote: z.string().min(10).max(120).describe("Under the e-mail address."),
      hours: sectionHeading.describe("Over the opening hours (and the emergency line's, from business.json)."),
      area: sectionHeading.describe("Over where the firm works."),
      areaText: z
        .string()
        .min(10)
        .max(160)
        .describe("`{contactArea}` prints the service area business.json gives for the contact section."),
    })
    .describe("Beside the quote form. Business facts go in as `{token}`s, such as `{responseHours}`."),
  /** Every page's footer. */
  footer: z
    .object({
      about: z
        .string()
        .min(20)
        .max(240)
        .describe("Under the firm's name. `{footerArea}` prints the area business.json gives for the footer."),
      quickLinks: sectionHeading.describe("Over the links to the home page's sections."),
      areas: sectionHeading.describe("Over the districts."),
      allAreas: sectionHeading.describe("The last link under the districts, to the areas page."),
      localServices: sectionHeading,
      localSearch: sectionHeading,
      partner: sectionHeading.describe("Over the tiling partner's pages."),
      serving: z.string().min(5).max(80).describe("After the copyright line."),
    })
    .describe("Business facts go in as `{token}`s, such as `{foundedYear}`."),
  /** The search dialog every page opens from its header. */
  search: z
    .object({
      title: sectionHeading,
      close: sectionHeading.describe("The close button's name, read out."),
      label: z.string().min(5).max(80).describe("The search box's name, read out."),
      placeholder: z.string().min(5).max(60),
      searching: z.string().min(3).max(40),
      result: z.string().min(5).max(120).describe("One result: `{words}` prints what was typed."),
      results: z.string().min(5).max(120).describe("Several: `{count}` prints how many."),
      resultsMore: z
        .string()
        .min(5)
        .max(160)
        .describe("More than the dialog lists: `{shown}` prints how many it lists."),
      nothing: z.string().min(5).max(160),
      failed: z.string().min(5).max(160).describe("When the search index cannot be loaded."),
    })
    .describe("`{words}` prints what the visitor typed."),
  /** The page shown for an address the site does not have. */
  notFound: z.object({
    metaTitle: sectionHeading.describe("The browser tab's title."),
    title: sectionHeading,
    text: z.string().min(20).max(300),
    searchLabel: sectionHeading.describe("The search box's name, read out."),
    placeholder: z.string().min(5).max(60),
    searchButton: z.string().min(3).max(20),
    home: z.string().min(3).max(30).describe("The button back to the home page."),
  }),
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
const ruleKinds = [
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
  rules: z
    .array(
      z.object({
        token: token.describe("The name copy uses to print the value, e.g. `windowUValue`."),
        value: z.string().min(1).describe("The value as the pages print it, e.g. 1.4 W/m²K or two months."),
        /** Law, Approved Document guidance, British Standard, planning policy or trade practice. */
        kind: z.enum(ruleKinds).describe("What kind of rule it is; the pages must say which."),
        source: z.string().min(3).describe("The document, e.g. Approved Document L 2021, vol. 1."),
        clause: z.string().min(2).describe("Where in the document, e.g. table 4.1 or s. 3(2)(a)."),
        checked: z
          .string()
          .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "a date like 2026-11-26")
          .describe("The day you last checked the value against the source, yyyy-mm-dd."),
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
    )
    .describe(
      "The rules pages restate: regulations, standards, planning limits and trade practice. Re-check each against its source at least once a year; the launch check warns about any checked more than 12 months ago.",
    ),
  explainers: z
    .array(
      z.object({
        id: slugId.describe("The name pages list, e.g. sewer-transfer."),
        /** The explanation's heading on the page. */
        title: z.string().min(5).max(80),
        text: z.string().min(80).max(900).describe(`One paragraph. ${tokenHint}`),
        rules: z.array(token).min(1).describe("Tokens of the rules it relies on; their sources are shown under it."),
      }),
    )
    .describe("Explanations several pages share; a page shows one by listing its id under Explainers."),
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
