import { z } from "zod";

/**
 * What a quote term may print, filled from the trader's details frozen with each quote version
 * (worker/quotes/content.ts's `Trader`) and from the quote itself: `{deposit}` the deposit as written,
 * `{reason}` the owner's reason a job is a new building.
 */
export const quoteTermTokens = ["legalName", "tradingName", "phone", "email", "deposit", "reason"] as const;
const knownTokensOnly = new RegExp(String.raw`^(?:[^{}]|\{(?:${quoteTermTokens.join("|")})\})*$`);
const tokenRule = `no token but ${quoteTermTokens.map((t) => `{${t}}`).join(", ")}`;

/**
 * The law a text meets, named so it can be looked up: an Act or Regulations (CCR 2013 is the Consumer
 * Contracts Regulations 2013) and the provision ("reg 36(1)", "Schedule 2(k)", "s.49", "art. 17(3)(b)").
 */
const lawNamed = /(CCR 2013|Consumer Contracts|Consumer Rights Act 2015|CRA 2015|UK GDPR|Limitation Act 1980)/;
const provisionNamed =
  /\b(reg(ulation)?s?\.?\s*\d|Sch(edule)?\.?\s*\d|ss?\.\s*\d|sections?\s+\d|art(icle)?s?\.?\s*\d)/i;
const meets = z
  .string()
  .trim()
  .regex(lawNamed, "name the law this text meets: CCR 2013, the Consumer Rights Act 2015 or UK GDPR")
  .regex(provisionNamed, "name the provision too, e.g. reg 36(1), Schedule 2(k), s.49 or art. 13")
  .describe("The law this text meets, with its provision, e.g. CCR 2013 reg 36(1)-(2).");

/** One of the owner's texts around the law's model wording, with the law it meets named beside it. */
const term = (min: number, max: number, needs?: (typeof quoteTermTokens)[number]) =>
  z
    .object({
      text: z
        .string()
        .trim()
        .min(min)
        .max(max)
        .regex(knownTokensOnly, tokenRule)
        .refine((text) => !needs || text.includes(`{${needs}}`), `the text must print {${needs}}`),
      meets,
    })
    .strict();
const heading = z.string().trim().min(3).max(80);

/**
 * The words of a written quote that are the owner's, around the law's own (the model cancellation
 * instructions and form, src/lib/consumerCancellation.ts, which are not edited here): the homeowner's
 * page shows them when accepting or cancelling, and the quote's and confirmation's PDFs print them
 * (src/lib/quoteTerms.ts). Each names the law it meets, so an edit can be checked against it.
 */
export const quoteTermsSchema = z.object({
  headings: z
    .object({
      cancellation: heading,
      earlyStart: heading,
      payment: heading,
      complaints: heading,
      statutoryRights: heading,
      newBuild: heading,
    })
    .describe("The headings the quote's PDFs print above these texts."),
  earlyStartLabel: term(10, 120).describe(
    "The unticked box on the acceptance form that asks for the work to start within the 14 days.",
  ),
  earlyStartExplained: term(60, 600).describe("Beside the box: what ticking it means."),
  earlyStartRequested: term(40, 500).describe("The confirmation, when the homeowner ticked the box."),
  earlyStartNotRequested: term(40, 500).describe("The confirmation, when the homeowner left the box unticked."),
  cancelIntro: term(60, 800).describe("The request page: the right to cancel and the ways to do it."),
  cancelNextSteps: term(60, 800).describe("The request page, once cancelled: what happens next."),
  cancelConfirm: term(10, 200).describe("The one question asked before a cancellation is recorded."),
  acceptIntro: term(60, 800).describe("Above the acceptance form: what accepting means and what to type."),
  acceptRecord: term(60, 1000).describe("What an acceptance records, and why."),
  complaints: term(40, 800).describe("How to complain; {phone} and {email} print the firm's."),
  paymentArrangements: z
    .object({
      withDeposit: term(20, 500, "deposit").describe("When a deposit is due; {deposit} prints it."),
      withoutDeposit: term(20, 500).describe("When no deposit is due."),
    })
    .describe("How the total is paid, above the quote's payment stages."),
  newBuildExclusion: term(60, 800).describe(
    "Printed instead of the cancellation texts when a quote is for a new building (the owner's switch).",
  ),
  newBuildReason: term(8, 200, "reason").describe("How the owner's recorded reason is printed; {reason} prints it."),
  statutoryRights: term(40, 600).describe("The homeowner's rights about the work itself."),
});
export type QuoteTermsData = z.infer<typeof quoteTermsSchema>;
/** One owner's text and the law it meets. */
export type QuoteTerm = QuoteTermsData["earlyStartLabel"];
