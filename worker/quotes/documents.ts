/**
 * The quote's two PDFs with the texts the law asks them to carry: the quote (version snapshot), and the
 * confirmation after an acceptance (the accepted version with the acceptance record).
 */
import type { AcceptanceRow } from "./queries";
import type { QuoteSnapshot } from "./content";

export async function quoteDocument(snapshot: QuoteSnapshot): Promise<Uint8Array<ArrayBuffer>> {
  throw new Error(`The PDFs land with worker/quotes/pdf (${snapshot.reference})`);
}

export async function confirmationDocument(acceptance: AcceptanceRow): Promise<Uint8Array<ArrayBuffer>> {
  throw new Error(`The PDFs land with worker/quotes/pdf (${acceptance.reference})`);
}
