/**
 * The cost estimator's data, resolved at build time: each job's price comes
 * from the figures the pages print (`{token}`s in prices.json and facts.json),
 * so the estimator and the copy can never disagree.
 */
import { estimatorSettings } from "../config/estimator";
import { figures, prices } from "../config/figures";
import { formatCost, parseWeeks } from "../config/format";
import type { EstimatorConfig, EstimatorGroup, EstimatorJob, ProjectType, PropertyType } from "./estimatorTypes";

/** The quote form's project type each family of jobs belongs to. */
const projectTypeOf: Record<EstimatorGroup, ProjectType> = {
  extension: "Home Extension",
  loft: "Loft Conversion",
  basement: "Basement Conversion",
  roof: "Roofing Work",
};

const extensionFigures: Record<string, { cost: { min: number; max: number }; weeks: { min: number; max: number } }> = {
  singleStoreyCost: figures.extensions.singleStorey,
  doubleStoreyCost: figures.extensions.doubleStorey,
  extensionGuideCost: figures.extensions.guide,
};

function priceOf(token: string): { min: number; max: number | undefined } {
  const extension = extensionFigures[token];
  if (extension) return extension.cost;
  const price = prices.prices.find((p) => p.token === token);
  if (!price) throw new Error(`estimator.json names the price {${token}}, which prices.json does not have`);
  return { min: price.min, max: price.max };
}

/** A job's weeks: its own, else the extension figures' or the `{…Weeks}` figure named after its price. */
function weeksOf(job: (typeof estimatorSettings.jobs)[number]): { min: number; max: number } {
  if (job.weeks) return job.weeks;
  const extension = extensionFigures[job.price];
  if (extension) return extension.weeks;
  const figureToken = job.price.replace(/Cost$/, "Weeks");
  const figure = figures.figures.find((f) => f.token === figureToken);
  const weeks = figure && parseWeeks(figure.value);
  if (!weeks)
    throw new Error(`estimator.json: give "${job.id}" its weeks, or a figure {${figureToken}} like "8 to 12 weeks"`);
  return weeks;
}

const jobs: EstimatorJob[] = estimatorSettings.jobs.map((job) => {
  const rate = job.ratePerM2 ? priceOf(job.ratePerM2) : undefined;
  return {
    id: job.id,
    group: job.group,
    label: job.label,
    groupLabel: estimatorSettings.groups[job.group].label,
    projectType: projectTypeOf[job.group],
    price: priceOf(job.price),
    ratePerM2: rate && { min: rate.min, max: rate.max ?? rate.min },
    typicalSize: job.typicalSize,
    sizes: job.sizes,
    weeks: weeksOf(job),
    needsPlanning: job.needsPlanning,
    permittedInConservationArea: job.permittedInConservationArea,
    partyWall: job.partyWall,
    buildingRegs: job.buildingRegs,
  };
});

/** The estimator's data for a page, with the jobs of the families it asks for. */
export function estimatorConfig(families: readonly EstimatorGroup[]): EstimatorConfig {
  return {
    jobs: jobs.filter((job) => families.includes(job.group)),
    finishes: estimatorSettings.finishes.map(({ id, label, hint, factor }) => ({ id, label, hint, factor })),
    adjustments: estimatorSettings.adjustments,
    notIncluded: Object.fromEntries(families.map((group) => [group, estimatorSettings.groups[group].notIncluded])),
    properties: Object.entries(estimatorSettings.properties).map(([id, label]) => ({
      id: id as PropertyType,
      label,
    })),
    fees: estimatorSettings.fees.map(({ label, price }) => ({ label, value: formatCost(priceOf(price)) })),
    permissions: estimatorSettings.permissions,
    text: estimatorSettings.text,
  };
}
