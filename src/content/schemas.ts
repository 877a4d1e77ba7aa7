/**
 * Zod schemas of the content collections. Plain zod (the same copy Astro
 * uses) so that build, unit tests and the content checker share one source.
 */
import { z } from "zod";
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

export const faqSchema = z.object({
  question: z.string().min(10).describe("The question as a homeowner would ask it."),
  /** A complete answer in plain text; `{token}` facts allowed. */
  answer: z.string().min(30),
});

const topicCardSchema = z.object({
  title: z.string().min(3).describe("Card heading."),
  text: z.string().min(20).describe("One or two sentences."),
  /** Optional route path the card links to. */
  href: routePath.optional(),
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
  file: z.string().regex(/^[\w.-]+\.(jpe?g|png|webp|avif)$/i, "a file name like `rear-extension.jpg`"),
  alt: z.string().min(10).describe("What the photo shows, for people who cannot see it."),
});

/** Fields every content page shares. */
const pageBase = z.object({
  /** Search title, unique across the site. */
  title: searchTitle,
  /** Meta description, unique across the site. */
  description: searchDescription,
  /** The page's one h1. */
  headline: z.string().min(5),
  summary: z.string().min(20).max(220).describe("One sentence shown on cards that link to this page."),
  /** Lead paragraph under the h1. */
  intro: z.string().min(60),
  /** Questions and answers shown on the page and as FAQPage JSON-LD. */
  faqs: z.array(faqSchema).default([]),
  /** Extra search keywords; the head builder adds generated ones. */
  keywords: z.array(z.string()).default([]),
  /** Route paths of related pages shown as links. */
  related: z.array(routePath).default([]),
  /** The drawing in the page's first screen; defaults to its family's. */
  visual: visualSchema.optional(),
  /** An owner photo shown instead of the drawing. */
  image: photoSchema.optional(),
  /** When the page's technical statements were last checked, and against what. */
  reviewed: z
    .object({
      /** The date of the check, yyyy-mm-dd. */
      date: isoDate,
      /** The documents checked, e.g. "Approved Document L 2021 vol. 1", "BS 8102:2022". */
      sources: z.array(z.string().min(3)).min(1),
      /** The topic sweeps (docs/content-review.md) that read this page's statements, e.g. "2026-11-27 sweep (the Party Wall Act)". */
      sweeps: z.array(z.string().min(3)).optional(),
    })
    .optional(),
  /**
   * Shared explanations shown after the article, by id from src/content/site/rules.json
   * (e.g. sewer-transfer, asbestos-survey): one text many pages use, never pasted.
   */
  explainers: z.array(slug).default([]),
});

/** The project families the cost estimator covers; a page's `estimator` field picks from them. */
export const estimatorGroups = ["extension", "loft", "basement", "roof"] as const;
/** The kinds of property the cost estimator asks about; estimator.json names each. */
export const estimatorPropertyTypes = ["terrace", "semi", "detached", "flat"] as const;

export const pageSchema = pageBase.extend({
  /** Which template family the page belongs to. */
  kind: z.enum(["service", "landing", "guide", "local"]).default("service"),
  /** Route path of the page this one sits under: back link, breadcrumbs, parent's card grid. */
  parent: routePath.optional(),
  /** Position among its siblings on the parent's grid. */
  order: z.number().int().default(100),
  /** False keeps the page off its parent's card grid (it still links back). */
  listOnParent: z.boolean().default(true),
  /** Other hubs that list this page on their grid as well as its parent. */
  alsoUnder: z.array(routePath).default([]),
  /** Column heading on a parent that groups its children (e.g. Plumbing, Electrical). */
  group: z.string().optional(),
  topics: z
    .array(topicCardSchema)
    .default([])
    .describe("Cards for topics without a page of their own, shown after the child pages."),
  /** Sample review ids shown on the page. */
  reviews: z.array(z.string()).default([]),
  /** Primary and secondary button: label and what it does. */
  buttons: z.tuple([buttonSchema, buttonSchema]).optional(),
  /** `emergency` renders the red theme with the 24/7 line. */
  theme: z.enum(["standard", "emergency"]).default("standard"),
  /** True on the building services hub: shows areas grouped by region. */
  showAreaGroups: z.boolean().default(false),
  /** Shows the cost estimator with these project families, e.g. [loft]. */
  estimator: z.array(z.enum(estimatorGroups)).default([]),
  /** Old paths that redirect here, e.g. a route the old site used. */
  aliases: z.array(routePath).default([]),
});

const regionSchema = z.enum(["central", "north", "south", "east", "west"]);

export const areaSchema = pageBase.extend({
  /** District name as Londoners write it. */
  name: z.string().min(3),
  /** Part of London, for grouping on the building services hub. */
  region: regionSchema,
  featured: z.boolean().default(false).describe("Shown as one of the four named districts of its region on the hub."),
  homeOrder: z
    .number()
    .int()
    .min(1)
    .optional()
    .describe("Position on the home page's area grid (the footer shows the first few); leave empty to leave it off."),
  /** Approximate centre; areas without one fall back to central London. */
  coordinates: z.object({ latitude: z.number(), longitude: z.number() }).optional(),
  tagline: z
    .string()
    .min(15)
    .max(70)
    .describe("A few words on the district's houses, for compact cards such as the home page's area grid."),
  house: houseTypeSchema.describe("The house most typical of the district's streets, drawn on its pages."),
  /** Route paths of the services most asked for in this district. */
  services: z.array(routePath).min(3),
  /**
   * Streets, estates, conservation areas and landmarks this page names, as written in its copy;
   * each of the district's topic pages must name at least two of them.
   */
  places: z.array(z.string().min(3)).default([]),
});

export const areaTopicSchema = pageBase.extend({
  /** Position among the district's topics. */
  order: z.number().int().default(100),
});

export const reviewSchema = z.object({
  /** Stable id pages refer to. */
  id: z.string(),
  rating: z.number().int().min(1).max(5),
  /** First name and initial with the area, e.g. "Sarah K., Clapham". */
  author: z.string().min(3).max(40),
  /** The client's words. 280 characters keeps the home page within its length budget on a phone (tests/owner). */
  text: z.string().min(30).max(280),
  /** ISO date, yyyy-mm-dd. */
  date: isoDate,
  /** True for the made-up examples the site launched with; a real review from a real client is false. */
  sample: z.boolean(),
});

export const projectSchema = z.object({
  /** The page's address, `/projects/<id>`; left out, it is made from the title (see `listEntries`). */
  id: slug.optional(),
  title: z.string().min(5).max(60),
  location: z.string().min(2).max(40),
  description: z.string().min(20).max(200),
  /** Search title and meta description of the detail page. */
  seoTitle: searchTitle,
  seoDescription: searchDescription,
  completed: z
    .string()
    .regex(/^\d{4}-\d{2}$/)
    .describe("Month of completion, yyyy-mm."),
  /** The drawn scene shown until the owner's photographs arrive. */
  scene: projectSceneSchema,
  /**
   * Before, during and after, in that order; the last is the cover. Each is
   * drawn until `photo` names a file in src/assets/projects.
   */
  gallery: z
    .array(
      z.object({
        stage: projectStageSchema,
        alt: z.string().min(10).max(250).describe("What the picture shows, for people who cannot see it."),
        caption: z.string().min(10).max(140).describe("One line under the picture."),
        /** An owner photograph in src/assets/projects that replaces the drawing. */
        photo: z.string().optional(),
      }),
    )
    .length(3),
  features: z.array(z.string().min(5).max(90)).min(4).max(8),
  /** Longer write-up of the job, paragraphs. */
  story: z.array(z.string().min(20).max(900)).min(2).max(6),
  /** True for the example projects the site launched with: pages label them as examples, never as a record of a client's home. */
  sample: z.boolean(),
});

export type PageData = z.infer<typeof pageSchema>;
export type AreaData = z.infer<typeof areaSchema>;
export type Review = z.infer<typeof reviewSchema>;
export type Project = z.infer<typeof projectSchema>;
export type Faq = z.infer<typeof faqSchema>;
export type PageButton = z.infer<typeof buttonSchema>;
