/**
 * The estimator's wording, from estimator.json: `{name}` in a sentence prints
 * a value, and the summary the quote form's details start with.
 */
import { fillText, formatPounds, formatWeeks } from "../config/format";
import type { Estimate } from "./estimate";
import type { EstimateInput, EstimatorConfig } from "./estimatorTypes";

/** The short, editable text the quote form's details start with. */
export function estimateSummary(config: EstimatorConfig, input: EstimateInput, result: Estimate): string {
  const property = config.properties.find((p) => p.id === input.property)?.label ?? input.property;
  const where = [
    property.toLowerCase(),
    input.listed ? config.text.summaryListed : "",
    input.conservationArea ? config.text.summaryConservationArea : "",
  ]
    .filter(Boolean)
    .join(", ");
  return fillText(config.text.summary, {
    job: result.job.label.toLowerCase(),
    size: result.size,
    finish: (result.finish?.label ?? config.finishes[0]?.label ?? "").toLowerCase(),
    where,
    low: formatPounds(result.low),
    high: formatPounds(result.high),
    weeks: formatWeeks(result.weeks),
  });
}
