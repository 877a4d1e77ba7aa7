import { z } from "zod";
import { tokenHint } from "../hints";
import { confirmed, slugId, token } from "./fields";

/** What kind of rule a page is quoting: the copy must say which. */
const ruleKinds = [
  "law",
  "Approved Document guidance",
  "British Standard",
  "planning policy",
  "trade practice",
] as const;

/**
 * The rules pages restate (regulations, standards, planning limits, trade
 * practice), each with its source and the date it was last checked against
 * it, and the shared explanations pages include by id (`explainers:` in front
 * matter). Copy prints a rule's value through its `{token}`.
 */
export const rulesSchema = z.object({
  rules: z
    .array(
      z.object({
        token: token.describe("The name copy uses to print the value, e.g. `windowUValue`."),
        value: z.string().min(1).describe("The value as the pages print it, e.g. 1.4 W/m²K or two months."),
        /** Law, Approved Document guidance, British Standard, planning policy or trade practice. */
        kind: z.enum(ruleKinds).describe("What kind of rule it is; the pages must say which."),
        /** Ids in sources.json; none for trade practice, which has a `basis` instead. */
        sources: z
          .array(slugId)
          .describe("The sources it is checked against, by id from Sources (sources.json); none for trade practice."),
        /** What a trade-practice figure rests on, e.g. "Our programmes for office fit-outs". */
        basis: z
          .string()
          .min(3)
          .optional()
          .describe("Trade practice only: what the figure rests on, e.g. Our programmes for office fit-outs."),
        clause: z.string().min(2).describe("Where in the source, e.g. table 4.1 or s. 3(2)(a)."),
        checked: z
          .string()
          .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, "a date like 2026-11-26")
          .describe("The day you last checked the value against the source, yyyy-mm-dd."),
        statement: z.string().min(20).describe("The rule in one or two plain sentences."),
        short: z
          .string()
          .min(20)
          .max(160)
          .describe(
            "The same rule in one short sentence, for FAQ answers and table cells; pages print it as {tokenShort}, e.g. {windowUValueShort}.",
          ),
        /**
         * Trade practice is the firm's own figure, which only the owner can vouch for; the launch
         * check lists it until this is ticked. A law or a standard is checked by date instead, and
         * its box is ignored. Every rule carries the field, because the editor writes it on save.
         */
        confirmed: confirmed.describe(
          "Trade practice only: tick once the figure matches your own jobs (the launch check lists it until then). Ignored for other kinds.",
        ),
      }),
    )
    .describe(
      "The rules pages restate: regulations, standards, planning limits and trade practice. Re-check each against its source at least once a year; the launch check warns about any checked more than 12 months ago.",
    ),
  explainers: z
    .array(
      z.object({
        id: slugId.describe("The name pages list, e.g. sewer-transfer."),
        /** The explanation's heading on the page. */
        title: z.string().min(5).max(80),
        text: z.string().min(80).max(900).describe(`One paragraph. ${tokenHint}`),
        rules: z.array(token).min(1).describe("Tokens of the rules it relies on; their sources are shown under it."),
      }),
    )
    .describe("Explanations several pages share; a page shows one by listing its id under Explainers."),
});
export type RulesData = z.infer<typeof rulesSchema>;
