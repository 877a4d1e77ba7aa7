/** The owner's words around a quote (src/content/site/quote-terms.json) as the request page shows them, filled with the version's trader. */
import { quoteTerms, termText } from "../../src/lib/quoteTerms";
import type { Trader } from "./content";

export function pageTerms(trader: Trader) {
  const text = (term: keyof typeof pageTermKeys) => termText(quoteTerms[term], trader);
  return Object.fromEntries(
    Object.keys(pageTermKeys).map((key) => [key, text(key as keyof typeof pageTermKeys)]),
  ) as Record<keyof typeof pageTermKeys, string>;
}

/** The texts the page shows. */
const pageTermKeys = {
  cancelIntro: true,
  acceptIntro: true,
  acceptRecord: true,
  earlyStartLabel: true,
  earlyStartExplained: true,
  earlyStartRequested: true,
  earlyStartNotRequested: true,
  cancelNextSteps: true,
  cancelConfirm: true,
} as const;

export type PageTerms = ReturnType<typeof pageTerms>;
