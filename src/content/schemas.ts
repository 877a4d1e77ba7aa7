/**
 * Zod schemas of the content collections. Plain zod (the same copy Astro
 * uses) so that build, unit tests and the content checker share one source.
 */
import { z } from "zod";
import { routeHint, tokenHint } from "./hints";
import { houseTypeSchema, projectSceneSchema, projectStageSchema, visualSchema } from "./visuals";

/** A route path without leading or trailing slash, e.g. `flooring/underfloor-heating`. */
export const routePath = z
  .string()
  .regex(/^[a-z0-9]+(?:[-/][a-z0-9]+)*$/, "a route path like `roof-repairs` or `flooring/laminate-installation`");

/** A URL slug: lowercase letters and digits in words joined by single hyphens, e.g. `balham-kitchen-extension`. */
export const slug = z
  .string()
  .regex(
    /^[a-z0-9]+(?:-[a-z0-9]+)*$/,
    "Use only lowercase letters, digits and hyphens, like `balham-kitchen-extension` (no spaces or capitals)",
  );

/** A title as a URL slug: `Balham Kitchen & Garden Room` → `balham-kitchen-and-garden-room`. */
export function slugify(text: string): string {
  return text
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/['’]/g, "")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
}

/** A date read as text, yyyy-mm-dd. */
// The editor writes a date unquoted, and Astro's YAML reader turns that into a Date: read it back as text.
const isoDate = z.preprocess(
  (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
  z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "a date like 2026-11-24"),
);

/** Search title: the page's subject, 60 characters or fewer. */
export const searchTitle = z.string().min(10).max(60);
/** Search description (the page's meta description; `lib/seo.ts` metaDescription() writes the tag): one sentence; the head builder adds the ` — site name` suffix within 160. */
export const searchDescription = z.string().min(50).max(160);

/** When a page's technical statements were last checked, and against which sources (listed at its end). */
export const reviewedSchema = z.object({
  /** The date of the check, yyyy-mm-dd. */
  date: isoDate,
  /** The sources checked, by id from src/content/site/sources.json, e.g. `ad-l-vol1`, `bs-8102`; the page lists them at its end. */
  sources: z
    .array(slug)
    .min(1)
    .describe("The sources the page was checked against, by id from Sources (sources.json), e.g. party-wall-act-1996."),
  /** The topic sweeps (docs/content-review.md) that read this page's statements, e.g. "2026-11-27 sweep (the Party Wall Act)". */
  sweeps: z.array(z.string().min(3)).optional(),
});

export const faqSchema = z.object({
  question: z.string().min(10).describe("The question as a homeowner would ask it."),
  answer: z.string().min(30).describe(`A complete answer in plain text. ${tokenHint}`),
});

const topicCardSchema = z.object({
  title: z.string().min(3).describe("Card heading."),
  text: z.string().min(20).describe("One or two sentences."),
  href: routePath.optional().describe(`Optional page the card links to. ${routeHint}`),
});

/** What a page button does; the target is derived from the site config. */
const buttonActionSchema = z.enum(["quote", "contact", "call", "emergency-call", "email", "whatsapp"]);

const buttonSchema = z.object({
  label: z.string().min(3),
  action: buttonActionSchema,
});

/**
 * An owner photograph in `src/assets/photos/` that replaces the page's drawing.
 * Adding one is a data change: drop the file in and name it here.
 */
export const photoSchema = z.object({
  /** File name in src/assets/photos, e.g. `clapham-extension.jpg`. */
  file: z
    .string()
    .regex(/^[\w.-]+\.(jpe?g|png|webp|avif)$/i, "a file name like `rear-extension.jpg`")
    .describe("Upload a JPEG, PNG, WebP or AVIF photo; it is saved in src/assets/photos."),
  alt: z.string().min(10).describe("What the photo shows, for people who cannot see it."),
});

/** Fields every content page shares. */
const pageBase = z.object({
  title: searchTitle.describe("The title search engines show, unique across the site."),
  description: searchDescription.describe("One sentence for search results, unique across the site."),
  /** The page's one h1. */
  headline: z.string().min(5).describe("The page's main heading."),
  summary: z.string().min(20).max(220).describe("One sentence shown on cards that link to this page."),
  /** Lead paragraph under the h1. */
  intro: z.string().min(60).describe(`The opening paragraph under the headline. ${tokenHint}`),
  /** Questions and answers shown on the page and as FAQPage JSON-LD. */
  faqs: z.array(faqSchema).default([]),
  /** Extra search keywords; the head builder adds generated ones. */
  keywords: z.array(z.string()).default([]).describe("Extra search keywords; the site adds the usual ones itself."),
  related: z.array(routePath).default([]).describe(`Pages linked at the end. ${routeHint}`),
  /** The drawing in the page's first screen; defaults to its family's. */
  visual: visualSchema
    .optional()
    .describe(
      "The drawing at the top of the page, which the pages under it share unless they name their own; leave empty for the drawing of the page above.",
    ),
  image: photoSchema.optional().describe("Your own photo, shown instead of the drawing."),
  /** When the page's technical statements were last checked, and against what. */
  reviewed: reviewedSchema.optional(),
  /**
   * Shared explanations shown after the article, by id from src/content/site/rules.json
   * (e.g. sewer-transfer, asbestos-survey): one text many pages use, never pasted.
   */
  explainers: z
    .array(slug)
    .default([])
    .describe(
      "Shared explanations shown after the page text, by id (see Rules and explanations), e.g. sewer-transfer.",
    ),
});

/** The project families the cost estimator covers; a page's `estimator` field picks from them. */
export const estimatorGroups = ["extension", "loft", "basement", "roof"] as const;
/** The kinds of property the cost estimator asks about; estimator.json names each. */
export const estimatorPropertyTypes = ["terrace", "semi", "detached", "flat"] as const;

export const pageSchema = pageBase.extend({
  kind: z
    .enum(["service", "landing", "guide", "local"])
    .default("service")
    .describe("Which template the page uses: service, landing, guide or local."),
  parent: routePath
    .optional()
    .describe(`The page this one sits under (back link, breadcrumbs, the parent's cards). ${routeHint}`),
  order: z
    .number()
    .int()
    .default(100)
    .describe("Position among its sibling pages on the parent's cards; lower comes first."),
  listOnParent: z.boolean().default(true).describe("Off keeps the page off its parent's cards (it still links back)."),
  alsoUnder: z.array(routePath).default([]).describe("Other hub pages that list this page as well as its parent."),
  group: z.string().optional().describe("Column heading on the parent that groups its children, e.g. Plumbing."),
  topics: z
    .array(topicCardSchema)
    .default([])
    .describe("Cards for topics without a page of their own, shown after the child pages."),
  reviews: z.array(z.string()).default([]).describe("Ids of the reviews shown on the page (see Reviews)."),
  reviewFigures: z
    .boolean()
    .optional()
    .describe(
      "On only on the review policy page: shows the review figures (invitations sent, reviews published, removed and why) after the text.",
    ),
  buttons: z
    .tuple([buttonSchema, buttonSchema])
    .optional()
    .describe("The primary and secondary button: a label and what it does."),
  theme: z
    .enum(["standard", "emergency"])
    .default("standard")
    .describe("`emergency` shows the red theme with the 24/7 line."),
  showAreaGroups: z
    .boolean()
    .default(false)
    .describe("On only on the building services hub: lists the areas by region."),
  estimator: z
    .array(z.enum(estimatorGroups))
    .default([])
    .describe("Shows the cost estimator with these kinds of project (see Cost estimator)."),
  aliases: z.array(routePath).default([]).describe(`Old addresses that redirect here. ${routeHint}`),
});

const regionSchema = z.enum(["central", "north", "south", "east", "west"]);

export const areaSchema = pageBase.extend({
  name: z.string().min(3).describe("The district's name as Londoners write it."),
  region: regionSchema.describe("The part of London, for grouping on the building services hub."),
  featured: z.boolean().default(false).describe("Shown as one of the four named districts of its region on the hub."),
  homeOrder: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe("Position on the home page's area grid (the footer shows the first few); leave empty to leave it off."),
  coordinates: z
    .object({ latitude: z.number(), longitude: z.number() })
    .optional()
    .describe("The district's approximate centre; leave empty for central London."),
  tagline: z
    .string()
    .min(15)
    .max(70)
    .describe("A few words on the district's houses, for compact cards such as the home page's area grid."),
  house: houseTypeSchema.describe("The house most typical of the district's streets, drawn on its pages."),
  services: z.array(routePath).min(3).describe(`The services most asked for in this district. ${routeHint}`),
  places: z
    .array(z.string().min(3))
    .default([])
    .describe(
      "Streets, estates, conservation areas and landmarks this page names, written as in its text. Each of the district's topic pages must name at least two of them.",
    ),
});

export const areaTopicSchema = pageBase.extend({
  order: z.number().int().default(100).describe("Position among the district's topics; lower comes first."),
});

export const reviewSchema = z.object({
  id: z.string().describe("A short stable name that pages refer to, e.g. `sarah-k-clapham`."),
  rating: z.number().int().min(1).max(5).describe("Stars."),
  author: z.string().min(3).max(40).describe('First name and initial with the area, e.g. "Sarah K., Clapham".'),
  /** 280 characters keeps the home page within its length budget on a phone (tests/owner). */
  text: z.string().min(30).max(280).describe("The review in the client's words."),
  date: isoDate.describe("The date of the review, yyyy-mm-dd."),
  sample: z
    .boolean()
    .describe(
      "On for the made-up examples the site launched with; off for a real review from a real client. UK law forbids publishing fake reviews.",
    ),
});

export const projectSchema = z.object({
  /** Left out, it is made from the title (see `listEntries`). */
  id: slug
    .optional()
    .describe(
      "The project's address, `/projects/<id>`: lowercase letters, digits and hyphens, e.g. `balham-kitchen-extension`. Leave it empty and the site makes it from the title. Do not change it once published.",
    ),
  title: z.string().min(5).max(60),
  location: z.string().min(2).max(40),
  description: z.string().min(20).max(200).describe("One or two sentences for the project card."),
  seoTitle: searchTitle.describe("The detail page's title for search engines."),
  seoDescription: searchDescription.describe("One sentence for search results."),
  completed: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .describe("Month of completion, yyyy-mm."),
  scene: projectSceneSchema.describe("The drawing shown until your photographs are added."),
  /** Each stage is drawn until `photo` names a file in src/assets/projects. */
  gallery: z
    .array(
      z.object({
        stage: projectStageSchema,
        alt: z.string().min(10).max(250).describe("What the picture shows, for people who cannot see it."),
        caption: z.string().min(10).max(140).describe("One line under the picture."),
        photo: z
          .string()
          .optional()
          .describe(
            "Your photo of this stage, saved in src/assets/projects; it replaces the drawing. Describe it above.",
          ),
      }),
    )
    .length(3)
    .describe("Before, during and after, in that order; the last is the cover picture."),
  features: z.array(z.string().min(5).max(90)).min(4).max(8).describe("What the job included, one point each."),
  story: z.array(z.string().min(20).max(900)).min(2).max(6).describe("The longer write-up, one paragraph each."),
  /** Pages label the samples as examples, never as a record of a client's home. */
  sample: z
    .boolean()
    .describe(
      "On for the example projects the site launched with, which the pages label as examples; off once this describes a job you really did.",
    ),
});

export type PageData = z.infer<typeof pageSchema>;
export type AreaData = z.infer<typeof areaSchema>;
export type Review = z.infer<typeof reviewSchema>;
export type Project = z.infer<typeof projectSchema>;
export type Faq = z.infer<typeof faqSchema>;
export type PageButton = z.infer<typeof buttonSchema>;
