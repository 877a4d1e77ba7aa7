/**
 * The estimator's shapes: the configuration built from content at build time
 * (estimatorConfig.ts) and handed to the island, one job of it, and the
 * visitor's choices. The arithmetic (estimate.ts), the permissions
 * (estimatePermissions.ts), the wording and the address all read them.
 */
import type { EstimatorData } from "../content/schemas/estimator";
import type { projectTypes } from "./quoteSchema";

/** The project families the estimator covers, as its schema lists them. */
export type EstimatorGroup = EstimatorData["jobs"][number]["group"];
/** One of the quote form's project types. */
export type ProjectType = (typeof projectTypes)[number];

/** The kinds of property the estimator asks about, as its schema lists them. */
export type PropertyType = keyof EstimatorData["properties"];

/** A low and a high end: multipliers, or pounds. */
export interface Span {
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
  buildingRegs: boolean;
}

/** Everything the estimator needs, built from content at build time and passed to the island. */
export interface EstimatorConfig {
  jobs: EstimatorJob[];
  finishes: { id: string; label: string; hint: string; factor: Span }[];
  adjustments: { flat: Span; listed: Span; conservationArea: Span };
  /** What each family adds besides the fees. */
  notIncluded: Partial<Record<EstimatorGroup, string[]>>;
  /** The kinds of property, in the order offered. */
  properties: { id: PropertyType; label: string }[];
  /** Fees outside the estimate, with the ranges the cost guide prints. */
  fees: { label: string; value: string }[];
  /** The permissions' names, guide pages and sentences. */
  permissions: EstimatorData["permissions"];
  /** The estimator's wording, with `{name}` for values. */
  text: EstimatorData["text"];
}

export interface EstimateInput {
  job: string;
  size: number;
  finish: string;
  property: PropertyType;
  listed: boolean;
  conservationArea: boolean;
}
