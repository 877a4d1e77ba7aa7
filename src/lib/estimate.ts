/**
 * The cost estimator's arithmetic: from the visitor's choices and the prices
 * the pages print, a low-high range including VAT, a typical time on site and
 * the permissions the job is likely to need. Pure and free of React, so the
 * island, the tests and the build share it.
 */
// zod's mini build, which the quote form already ships: no second copy of zod.
import * as z from "zod/v4-mini";
import { formatPounds, formatWeeks } from "../config/format";
import type { EstimatorData } from "../content/siteSchemas";
import type { projectTypes } from "./quoteSchema";

// No compiled validators: the site's content security policy forbids `new Function`.
z.config({ jitless: true });

/** The project families the estimator covers, as its schema lists them. */
export type EstimatorGroup = EstimatorData["jobs"][number]["group"];
/** One of the quote form's project types. */
export type ProjectType = (typeof projectTypes)[number];

export const propertyTypes = ["terrace", "semi", "detached", "flat"] as const;
export type PropertyType = (typeof propertyTypes)[number];

export const propertyLabels: Record<PropertyType, string> = {
  terrace: "Terraced house",
  semi: "Semi-detached house",
  detached: "Detached house",
  flat: "Flat or maisonette",
};

interface Span {
  low: number;
  high: number;
}

/** One job the estimator prices, with its price resolved from the pages' data. */
export interface EstimatorJob {
  id: string;
  group: EstimatorGroup;
  label: string;
  /** The group's name, e.g. "Loft conversion", for option groups and the summary. */
  groupLabel: string;
  /** The quote form's project type this job belongs to. */
  projectType: ProjectType;
  /** Pounds including VAT at the typical size, as the pages print them. */
  price: { min: number; max: number | undefined };
  /** Pounds per m² including VAT, for jobs priced by floor area. */
  ratePerM2?: { min: number; max: number } | undefined;
  typicalSize: number;
  sizes: { min: number; max: number };
  weeks: { min: number; max: number };
  needsPlanning: boolean;
  permittedInConservationArea: boolean;
  partyWall: boolean;
}

/** Everything the estimator needs, built from content at build time and passed to the island. */
export interface EstimatorConfig {
  jobs: EstimatorJob[];
  finishes: { id: string; label: string; hint: string; factor: Span }[];
  adjustments: { flat: Span; listed: Span; conservationArea: Span };
  /** Fees outside the estimate, with the ranges the cost guide prints. */
  fees: { label: string; value: string }[];
  /** Guide pages the permissions link to. */
  links: { planning: string; partyWall: string; buildingRegs: string; listed: string; conservationArea: string };
}

export interface EstimateInput {
  job: string;
  size: number;
  finish: string;
  property: PropertyType;
  listed: boolean;
  conservationArea: boolean;
}

export interface Permission {
  name: string;
  /** How likely, in a few words. */
  status: string;
  href: string;
}

export interface Estimate {
  job: EstimatorJob;
  /** The finish level used: the one chosen, or the first. */
  finish: EstimatorConfig["finishes"][number] | undefined;
  /** The size used, after clamping to what the job covers. */
  size: number;
  /** Pounds including VAT, rounded. */
  low: number;
  high: number;
  /** The VAT within the range, at 20%, to the nearest £100 (£10 under £1,000). */
  vatLow: number;
  vatHigh: number;
  weeks: { min: number; max: number };
  permissions: Permission[];
  /** Why an input was changed, e.g. a size outside the job's range. */
  notes: string[];
}

/** The standard rate of VAT; the share of a price that includes it follows from it (a sixth at 20%). */
export const VAT_RATE = 0.2;
const VAT_SHARE = VAT_RATE / (1 + VAT_RATE);

/** Rounds to a step a builder would quote in: £100s under £10,000, £500s under £100,000, then £1,000s. */
function roundTo(value: number, direction: "down" | "up"): number {
  const step = value < 10_000 ? 100 : value < 100_000 ? 500 : 1000;
  const f = direction === "down" ? Math.floor : Math.ceil;
  return Math.max(step, f(value / step) * step);
}

/** VAT to the nearest £100, or £10 on small jobs, so it never rounds to nothing. */
const roundVat = (vat: number) => (vat < 1000 ? Math.max(10, Math.round(vat / 10) * 10) : Math.round(vat / 100) * 100);

const clampNumber = (n: number, min: number, max: number) => Math.min(max, Math.max(min, n));

/** The choices a fresh estimator starts with for a set of jobs. */
export function defaultInput(config: EstimatorConfig): EstimateInput {
  const job = config.jobs[0];
  if (!job) throw new Error("The estimator has no jobs");
  return {
    job: job.id,
    size: job.typicalSize,
    finish: config.finishes[0]?.id ?? "",
    property: "terrace",
    listed: false,
    conservationArea: false,
  };
}

export function jobById(config: EstimatorConfig, id: string): EstimatorJob {
  const job = config.jobs.find((j) => j.id === id) ?? config.jobs[0];
  if (!job) throw new Error("The estimator has no jobs");
  return job;
}

/** Sizes offered as shortcuts: smaller, typical and larger than the price's size. */
export function typicalSizes(job: EstimatorJob): number[] {
  const sizes = [job.typicalSize * 0.6, job.typicalSize, job.typicalSize * 1.6].map((s) =>
    clampNumber(Math.round(s), job.sizes.min, job.sizes.max),
  );
  return [...new Set(sizes)];
}

function permissionsFor(config: EstimatorConfig, job: EstimatorJob, input: EstimateInput): Permission[] {
  const { links } = config;
  const list: Permission[] = [];
  const isFlat = input.property === "flat";
  const planningStatus = job.needsPlanning
    ? "Usually needed for this work"
    : isFlat && job.group !== "roof"
      ? "Needed: flats have no permitted development rights"
      : input.conservationArea && !job.permittedInConservationArea
        ? "Likely: this is not permitted development in a conservation area"
        : job.group === "roof" || job.group === "basement"
          ? "Not usually needed for like-for-like or internal work; check if the outside changes"
          : "Often permitted development on a house; confirm with a lawful development certificate";
  list.push({ name: "Planning permission", status: planningStatus, href: links.planning });
  if (input.listed)
    list.push({
      name: "Listed building consent",
      status: "Needed for any work that affects the building's character, inside or out",
      href: links.listed,
    });
  if (input.conservationArea && !input.listed)
    list.push({
      name: "Conservation area rules",
      status: "Materials and anything seen from the street are checked more closely",
      href: links.conservationArea,
    });
  if (job.partyWall && input.property !== "detached")
    list.push({
      name: "Party wall notice",
      status: "Likely: the work touches or digs near a wall you share",
      href: links.partyWall,
    });
  else if (job.partyWall)
    list.push({
      name: "Party wall notice",
      status: "Only if you dig near a neighbour's foundations",
      href: links.partyWall,
    });
  list.push({
    name: "Building regulations",
    status:
      job.id === "flat-roof-repair" ? "Not needed for a small repair" : "Needed: building control signs the work off",
    href: links.buildingRegs,
  });
  return list;
}

/** The estimate for a set of choices; sizes outside the job's range are clamped, with a note. */
export function estimate(config: EstimatorConfig, input: EstimateInput): Estimate {
  const job = jobById(config, input.job);
  const notes: string[] = [];
  let size = Number.isFinite(input.size) ? Math.round(input.size) : job.typicalSize;
  if (size < job.sizes.min) {
    notes.push(`We have used ${job.sizes.min} m², the smallest size this estimate covers.`);
    size = job.sizes.min;
  } else if (size > job.sizes.max) {
    notes.push(
      `We have used ${job.sizes.max} m², the largest size this estimate covers: a bigger job needs a survey to price.`,
    );
    size = job.sizes.max;
  }
  const base: Span = job.ratePerM2
    ? { low: job.ratePerM2.min * size, high: job.ratePerM2.max * size }
    : {
        low: (job.price.min * size) / job.typicalSize,
        high: ((job.price.max ?? job.price.min) * size) / job.typicalSize,
      };
  // A page's starting figure stays the floor of the estimate.
  if (job.ratePerM2) base.low = Math.max(base.low, job.price.min);
  base.high = Math.max(base.high, base.low);
  const finish = config.finishes.find((f) => f.id === input.finish) ?? config.finishes[0];
  const factors: Span[] = [finish?.factor ?? { low: 1, high: 1 }];
  if (input.property === "flat") factors.push(config.adjustments.flat);
  if (input.listed) factors.push(config.adjustments.listed);
  if (input.conservationArea) factors.push(config.adjustments.conservationArea);
  const low = roundTo(
    factors.reduce((n, f) => n * f.low, base.low),
    "down",
  );
  const high = Math.max(
    low,
    roundTo(
      factors.reduce((n, f) => n * f.high, base.high),
      "up",
    ),
  );
  return {
    job,
    finish,
    size,
    low,
    high,
    vatLow: roundVat(low * VAT_SHARE),
    vatHigh: roundVat(high * VAT_SHARE),
    weeks: job.weeks,
    permissions: permissionsFor(config, job, input),
    notes,
  };
}

/** The short, editable text the quote form's details start with. */
export function estimateSummary(input: EstimateInput, result: Estimate): string {
  const where = [
    propertyLabels[input.property].toLowerCase(),
    input.listed ? "listed" : "",
    input.conservationArea ? "in a conservation area" : "",
  ]
    .filter(Boolean)
    .join(", ");
  return (
    `From the cost estimator: ${result.job.label.toLowerCase()}, about ${result.size} m², ` +
    `${(result.finish?.label ?? "standard").toLowerCase()} finish, ${where}. ` +
    `Estimate ${formatPounds(result.low)} to ${formatPounds(result.high)} including VAT, ` +
    `${formatWeeks(result.weeks)} on site.`
  );
}

const flag = z.enum(["1", "0"]);

/**
 * Choices read from a page address, so an estimate can be shared. Each value
 * is checked on its own and anything unknown or malformed falls back to the
 * default, so a crafted address can change nothing but the choices.
 */
export function inputFromQuery(config: EstimatorConfig, query: URLSearchParams): EstimateInput {
  const input = defaultInput(config);
  const jobIds = config.jobs.map((j) => j.id);
  const job = z.enum(jobIds as [string, ...string[]]).safeParse(query.get("job"));
  if (job.success) input.job = job.data;
  const chosen = jobById(config, input.job);
  input.size = chosen.typicalSize;
  const size = z
    .number()
    .check(z.int(), z.minimum(1), z.maximum(10_000))
    .safeParse(Number(query.get("size") ?? Number.NaN));
  if (size.success) input.size = size.data;
  const finishIds = config.finishes.map((f) => f.id);
  const finish = z.enum(finishIds as [string, ...string[]]).safeParse(query.get("finish"));
  if (finish.success) input.finish = finish.data;
  const property = z.enum(propertyTypes).safeParse(query.get("property"));
  if (property.success) input.property = property.data;
  const listed = flag.safeParse(query.get("listed"));
  if (listed.success) input.listed = listed.data === "1";
  const conservation = flag.safeParse(query.get("conservation"));
  if (conservation.success) input.conservationArea = conservation.data === "1";
  return input;
}

/** The choices as a query string, the inverse of `inputFromQuery`. */
export function queryFromInput(input: EstimateInput): string {
  const query = new URLSearchParams({
    job: input.job,
    size: String(input.size),
    finish: input.finish,
    property: input.property,
  });
  if (input.listed) query.set("listed", "1");
  if (input.conservationArea) query.set("conservation", "1");
  return query.toString();
}
