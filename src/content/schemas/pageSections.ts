import { z } from "zod";

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
      /** A review's card, on the site's lists and the Worker's published reviews alike. */
      reviewCard: z
        .object({
          rated: z
            .string()
            .regex(/\{rating\}/, "with {rating}")
            .describe("Read out for the stars, with {rating}."),
          example: z.string().min(3).max(20).describe("The label of a sample review."),
          exampleMeaning: z.string().min(3).max(80).describe("Read out after that label."),
          scrolls: z.string().min(3).max(80).describe("The name of a row of reviews that scrolls sideways."),
        })
        .describe("The words of a review's card."),
      /** Under every reviews section: the link to the review policy, which says how reviews are collected. */
      reviewPolicyLink: z
        .object({
          label: sectionHeading,
          href: z.string().regex(/^\/[a-z0-9-]+$/, "a page of the site, e.g. /review-policy"),
        })
        .describe("The link under every reviews section to the review policy page."),
      faq: sectionHeading,
      /** Over the shared explanations a page lists. */
      rulesExplained: sectionHeading,
      /** Over the list of sources at the end of a page that states a rule. */
      sources: sectionHeading,
      /** Under that list: when the page was checked against them. */
      sourcesChecked: z
        .string()
        .min(5)
        .max(60)
        .regex(/\{month\}/, "the text with {month}, e.g. Checked {month}")
        .describe("Under the sources: when the page was checked, with {month}, e.g. Checked {month}."),
      /** Over a hub's cards: its child pages and topics. */
      cards: sectionHeading,
      /** Over the building services hub's areas, grouped by region. */
      areaGroups: sectionHeading,
      /** Over the review figures on the review policy page (front matter `reviewFigures`). */
      reviewFigures: sectionHeading,
      /** Under that heading on a static host, where no reviews are collected; on Cloudflare the figures replace it. */
      reviewFiguresPending: z
        .string()
        .min(10)
        .max(200)
        .describe("The review figures' place on a static host, where the site collects no reviews."),
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
  quote: z.object({
    faq: sectionHeading,
    requestLookup: z
      .string()
      .min(10)
      .max(80)
      .describe(
        "On the contact page, the link to find a request already sent (/request). Only the Cloudflare build has it.",
      ),
  }),
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
      requestLookup: sectionHeading.describe(
        "Under the e-mail address: the link to find a request already sent (/request). Only the Cloudflare build has it.",
      ),
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
