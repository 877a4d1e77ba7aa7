import { z } from "zod";
import { confirmed, range, token } from "./fields";

/** An extension's cost and build time, each with the `{token}` copy prints it through. */
const extensionFigure = z.object({
  label: z.string(),
  costToken: token.describe("The name copy uses to print the cost, e.g. `singleStoreyCost`."),
  cost: range,
  weeksToken: token.describe("The name copy uses to print the build time, e.g. `singleStoreyWeeks`."),
  weeks: range,
});

/** The business's own figures (specification section 9) that copy prints through `{token}`s. */
export const factsSchema = z.object({
  extensions: z
    .object({
      singleStorey: extensionFigure,
      doubleStorey: extensionFigure,
      /** The how-to-plan-an-extension guide's overall estimate. */
      guide: extensionFigure,
    })
    .describe("Extension costs (pounds) and build times (weeks)."),
  figures: z
    .array(
      z.object({
        token: token.describe("The name copy uses, e.g. `sashOverhaulCost`."),
        label: z.string().min(5),
        value: z.string().min(1),
        confirmed,
      }),
    )
    .describe("Other figures copy prints through `{token}`s: warranties, approval times, performance claims."),
});
