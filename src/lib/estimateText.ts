/**
 * The estimator's wording, from estimator.json: `{name}` in a sentence prints
 * a value, and the summary the quote form's details start with.
 */
import { formatPounds, formatWeeks } from "../config/format";
import type { Estimate, EstimateInput, EstimatorConfig } from "./estimate";

/** The sentence with each `{name}` replaced by its value; an unknown name stays as written. */
export function fillText(template: string, values: Readonly<Record<string, string | number>>): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : String(value);
  });
}

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
