import { z } from "zod";
import { estimatorGroups, estimatorPropertyTypes } from "../schemas";
import { confirmed, range, slugId, token } from "./fields";

/** A multiplier applied to the low and the high end of an estimate. */
const factor = z.object({ low: z.number().min(0.5).max(3), high: z.number().min(0.5).max(3) });

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
