import { z } from "zod";
import { confirmed, token } from "./fields";

/** Indicative prices quoted in copy before a survey; each needs the owner's confirmation. */
export const pricesSchema = z.object({
  reviewed: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, "a month like 2026-11")
    .describe("Month the prices were last checked, yyyy-mm."),
  reviewedToken: token.describe("The name copy uses to print that month, e.g. `pricesReviewed`."),
  prices: z.array(
    z.object({
      token: token.describe("The name copy uses to print the price, e.g. `sashOverhaulCost`."),
      label: z.string().min(5).describe("What the price is for."),
      min: z.number().int().positive().describe("Pounds, VAT included."),
      max: z.number().int().positive().optional().describe("Pounds; leave empty for a starting figure."),
      confirmed,
    }),
  ),
});
