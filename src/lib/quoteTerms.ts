/**
 * The legal texts a written quote carries, as the quote's and the confirmation's PDFs print them and
 * the homeowner's page shows them: the law's model cancellation instructions and form
 * (consumerCancellation.ts, the Regulations' words) and the owner's words around them
 * (src/content/site/quote-terms.json, edited at /admin, each text naming the law it meets), filled
 * with the trader's details frozen with the quote version.
 */
import { fillText } from "../config/format";
import { parseData } from "../config/parseData";
import { quoteTermsSchema, type QuoteTerm, type QuoteTermsData } from "../content/schemas/quoteTerms";
import quoteTermsData from "../content/site/quote-terms.json";
import {
  modelCancellationForm,
  modelCancellationInstructions,
  type PdfTextBlock,
  type TraderDetails,
} from "./consumerCancellation";

export type { PdfTextBlock, TraderDetails } from "./consumerCancellation";

/** The owner's texts, validated (the build checks the file too: config/validateSiteData.ts). */
export const quoteTerms: QuoteTermsData = parseData(quoteTermsSchema, quoteTermsData, "quote-terms.json");

/** Whether the cancellation pack goes with a quote, as worker/quotes/content.ts records it. */
export type QuoteCancellation = { applies: true } | { applies: false; newBuildReason: string };

export interface LegalBlockOptions {
  cancellation: QuoteCancellation;
  /**
   * The address on the firm's website where the homeowner can cancel (the request page with its
   * "Cancel the contract" button), or null if none is offered. Part A's note 3 then prints it, and
   * the firm must acknowledge a cancellation made there on a durable medium without delay (reg 32(4)).
   */
  onlineCancellationAddress: string | null;
}

/** One of the owner's texts with its tokens filled from the trader (and `{deposit}` or `{reason}` when given). */
export function termText(
  term: QuoteTerm,
  trader: TraderDetails,
  extra: Partial<Record<"deposit" | "reason", string>> = {},
): string {
  return fillText(term.text, {
    legalName: trader.legalName.trim() || trader.tradingName,
    tradingName: trader.tradingName,
    phone: trader.phone,
    email: trader.email,
    ...extra,
  });
}

/** How the total is paid: the deposit as written ("£1,200.00", "10% (£1,200.00)"), or null for none. */
export function paymentArrangementsText(trader: TraderDetails, deposit: string | null, terms = quoteTerms): string {
  const { withDeposit, withoutDeposit } = terms.paymentArrangements;
  return deposit === null ? termText(withoutDeposit, trader) : termText(withDeposit, trader, { deposit });
}

/** The blocks every quote and confirmation ends with: how to complain and the homeowner's rights about the work. */
function closingBlocks(trader: TraderDetails, terms: QuoteTermsData): PdfTextBlock[] {
  return [
    { heading: terms.headings.complaints, paragraphs: [termText(terms.complaints, trader)] },
    { heading: terms.headings.statutoryRights, paragraphs: [termText(terms.statutoryRights, trader)] },
  ];
}

/** What a quote for a new building says in place of the cancellation pack, with the owner's recorded reason. */
function newBuildBlock(trader: TraderDetails, reason: string, terms: QuoteTermsData): PdfTextBlock {
  return {
    heading: terms.headings.newBuild,
    paragraphs: [termText(terms.newBuildExclusion, trader), termText(terms.newBuildReason, trader, { reason })],
  };
}

/**
 * The legal part of the quote's PDF. With the cancellation pack: the model instructions for
 * cancellation filled in (Schedule 3 Part A), what starting within the 14 days means, how to complain,
 * the homeowner's rights about the work, and the model cancellation form (Part B) last, to fill in and
 * send. Without it (a new building, reg 6(1)(e)): why there is no right to cancel, then complaints and rights.
 */
export function quoteLegalBlocks(
  trader: TraderDetails,
  { cancellation, onlineCancellationAddress }: LegalBlockOptions,
  terms = quoteTerms,
): PdfTextBlock[] {
  if (!cancellation.applies) {
    return [newBuildBlock(trader, cancellation.newBuildReason, terms), ...closingBlocks(trader, terms)];
  }
  return [
    ...modelCancellationInstructions(trader, { onlineCancellationAddress }),
    { heading: terms.headings.earlyStart, paragraphs: [termText(terms.earlyStartExplained, trader)] },
    ...closingBlocks(trader, terms),
    modelCancellationForm(trader),
  ];
}

/**
 * The legal part of the confirmation's PDF (reg 12 off-premises, reg 16 distance): as the quote's,
 * with the homeowner's early-start choice confirmed first (reg 36(2): the request on a durable medium).
 */
export function confirmationLegalBlocks(
  trader: TraderDetails,
  options: LegalBlockOptions & { earlyStart: boolean },
  terms = quoteTerms,
): PdfTextBlock[] {
  const blocks = quoteLegalBlocks(trader, options, terms);
  if (!options.cancellation.applies) return blocks;
  const choice = options.earlyStart ? terms.earlyStartRequested : terms.earlyStartNotRequested;
  // The quote's explanation of the box gives way to what the homeowner chose.
  return [
    { heading: terms.headings.earlyStart, paragraphs: [termText(choice, trader)] },
    ...blocks.filter((block) => block.heading !== terms.headings.earlyStart),
  ];
}
