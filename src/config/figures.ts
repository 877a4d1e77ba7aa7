/**
 * The figures copy prints through `{token}`s, read from
 * `src/content/site/facts.json` (the business's own figures) and
 * `src/content/site/prices.json` (indicative prices), both edited in the CMS.
 */
import factsData from "../content/site/facts.json";
import pricesData from "../content/site/prices.json";
import { factsSchema } from "../content/schemas/facts";
import { pricesSchema } from "../content/schemas/prices";
import { formatCost, formatWeeks } from "./format";
import { parseData } from "./parseData";

export const figures = parseData(factsSchema, factsData, "facts.json");
export const prices = parseData(pricesSchema, pricesData, "prices.json");

const extensions = Object.values(figures.extensions);

/** Every figure and price by its `{token}` name (as each is named in its file), formatted as copy prints it. */
export const figureTokens: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    extensions.flatMap((e) => [
      [e.costToken, formatCost(e.cost)],
      [e.weeksToken, formatWeeks(e.weeks)],
    ]),
  ),
  ...Object.fromEntries(figures.figures.map((f) => [f.token, f.value])),
  ...Object.fromEntries(prices.prices.map((p) => [p.token, formatCost(p)])),
  /** When the indicative prices were last checked, e.g. "November 2026". */
  [prices.reviewedToken]: new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric" }).format(
    new Date(`${prices.reviewed}-01T12:00:00Z`),
  ),
};

/** Tokens that print a price: the extension costs and every price in prices.json. */
export const priceTokens: readonly string[] = [
  ...extensions.map((e) => e.costToken),
  ...prices.prices.map((p) => p.token),
];
