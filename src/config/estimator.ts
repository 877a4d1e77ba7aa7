/**
 * The cost estimator's assumptions from `src/content/site/estimator.json`,
 * validated, and the `{…Weeks}` tokens its jobs' times give copy.
 */
import estimatorData from "../content/site/estimator.json";
import { estimatorSchema } from "../content/schemas/estimator";
import { formatWeeks } from "./format";
import { parseData } from "./parseData";

export const estimatorSettings = parseData(estimatorSchema, estimatorData, "estimator.json");

/** The `{…Weeks}` tokens each job names for its own weeks (`weeksTokens`), e.g. {rooflightLoftWeeks}, so copy prints the same times. */
export const estimatorWeekTokens: Readonly<Record<string, string>> = Object.fromEntries(
  estimatorSettings.jobs.flatMap(({ weeks, weeksTokens = [] }) =>
    weeks ? weeksTokens.map((name) => [name, formatWeeks(weeks)]) : [],
  ),
);
