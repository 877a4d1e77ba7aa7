/**
 * The cost estimator's arithmetic: from the visitor's choices and the prices
 * the pages print, a low-high range including VAT and a typical time on site.
 * Pure and free of React, so the island, the tests and the build share it.
 * Its shapes are in estimatorTypes.ts, the permissions it lists in
 * estimatePermissions.ts, its wording in estimateText.ts and the choices'
 * address in estimateQuery.ts.
 */
import { fillText } from "../config/format";
import { permissionsFor, type Permission } from "./estimatePermissions";
import type { EstimateInput, EstimatorConfig, EstimatorJob, Span } from "./estimatorTypes";

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

export type { Permission };

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

/** The estimate for a set of choices; sizes outside the job's range are clamped, with a note. */
export function estimate(config: EstimatorConfig, input: EstimateInput): Estimate {
  const job = jobById(config, input.job);
  const notes: string[] = [];
  let size = Number.isFinite(input.size) ? Math.round(input.size) : job.typicalSize;
  if (size < job.sizes.min) {
    notes.push(fillText(config.text.tooSmall, { size: job.sizes.min }));
    size = job.sizes.min;
  } else if (size > job.sizes.max) {
    notes.push(fillText(config.text.tooLarge, { size: job.sizes.max }));
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
