/**
 * The cost estimator's data, resolved at build time: each job's price comes
 * from the figures the pages print (`{token}`s in prices.json and facts.json),
 * so the estimator and the copy can never disagree.
 */
import { estimatorSettings } from "../config/estimator";
import { figures, prices } from "../config/figures";
import { formatCost, parseWeeks } from "../config/format";
import type { EstimatorConfig, EstimatorGroup, EstimatorJob, ProjectType } from "./estimate";

/** What each family is called, and the quote form's project type it maps to. */
const groups: Record<EstimatorGroup, { label: string; projectType: ProjectType }> = {
  extension: { label: "Extension", projectType: "Home Extension" },
  loft: { label: "Loft conversion", projectType: "Loft Conversion" },
  basement: { label: "Basement", projectType: "Basement Conversion" },
  roof: { label: "Roof", projectType: "Roofing Work" },
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
    groupLabel: groups[job.group].label,
    projectType: groups[job.group].projectType,
    price: priceOf(job.price),
    ratePerM2: rate && { min: rate.min, max: rate.max ?? rate.min },
    typicalSize: job.typicalSize,
    sizes: job.sizes,
    weeks: weeksOf(job),
    needsPlanning: job.needsPlanning,
    permittedInConservationArea: job.permittedInConservationArea,
    partyWall: job.partyWall,
  };
});

/** The estimator's data for a page, with the jobs of the families it asks for. */
export function estimatorConfig(families: readonly EstimatorGroup[]): EstimatorConfig {
  return {
    jobs: jobs.filter((job) => families.includes(job.group)),
    finishes: estimatorSettings.finishes.map(({ id, label, hint, factor }) => ({ id, label, hint, factor })),
    adjustments: estimatorSettings.adjustments,
    fees: [
      ["Measured survey and design drawings", "surveyDrawingsCost"],
      ["Structural engineer", "structuralEngineerCost"],
      ["Building control", "buildingControlCost"],
      ["Party wall surveyors, per neighbour", "partyWallSurveyorCost"],
    ].map(([label = "", token = ""]) => ({ label, value: formatCost(priceOf(token)) })),
    links: {
      planning: "/planning-permission-assistance",
      partyWall: "/areas/clapham/party-wall-agreements",
      buildingRegs: "/london-building-regulations-guide",
      listed: "/listed-building-conservation",
      conservationArea: "/conservation-area-compliance",
    },
  };
}
