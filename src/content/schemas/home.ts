import { z } from "zod";
import { routeHint, tokenHint } from "../hints";
import { featureIconSchema, trustIconSchema } from "../icons";
import { faqSchema, photoSchema, routePath, reviewedSchema } from "../schemas";
import { visualSchema } from "../visuals";
import { link, metaSchema } from "./fields";

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
  /** When the page's rules were checked, and against which sources (listed at its end). */
  reviewed: reviewedSchema.optional(),
});
export type HomeData = z.infer<typeof homeSchema>;
