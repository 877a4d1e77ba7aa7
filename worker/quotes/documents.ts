/**
 * The quote's two PDFs with the texts the law asks them to carry (src/lib/quoteTerms.ts): the quote, from
 * its version's snapshot; the confirmation after an acceptance, from the acceptance's own copy of the
 * version it accepted (so it can be made for as long as the contract record is kept). The cancellation
 * information names the request lookup as the website where a homeowner can cancel: their page's address
 * is a private link, which a PDF that may be forwarded must not carry.
 */
import { site } from "../../src/config/site";
import { confirmationLegalBlocks, quoteLegalBlocks } from "../../src/lib/quoteTerms";
import type { QuoteSnapshot } from "./content";
import { confirmationPdf } from "./pdf/confirmationPdf";
import { quotePdf } from "./pdf/quotePdf";
import { acceptanceRecord, type AcceptanceRow } from "./queries";
import { snapshotOf } from "./versions";

/** Where on the site a homeowner reaches their request's page, and its "Cancel the contract". */
const onlineCancellationAddress = new URL("/request", site.url).href;

/** A PDF's answer: shown in the browser (the owner checks it) or saved (the homeowner keeps it); never cached. */
export const pdfHeaders = (fileName: string, disposition: "inline" | "attachment") => ({
  "Content-Type": "application/pdf",
  "Content-Disposition": `${disposition}; filename="${fileName}"`,
  "Cache-Control": "private, no-store",
});

/** pdf-lib's bytes in a buffer of their own, as a response body takes them. */
const own = (bytes: Uint8Array) => new Uint8Array(bytes);

export async function quoteDocument(snapshot: QuoteSnapshot): Promise<Uint8Array<ArrayBuffer>> {
  const legal = quoteLegalBlocks(snapshot.trader, {
    cancellation: snapshot.content.cancellation,
    onlineCancellationAddress,
  });
  return own(await quotePdf(snapshot, legal));
}

export async function confirmationDocument(acceptance: AcceptanceRow): Promise<Uint8Array<ArrayBuffer>> {
  const snapshot = snapshotOf(acceptance);
  const legal = confirmationLegalBlocks(snapshot.trader, {
    cancellation: snapshot.content.cancellation,
    onlineCancellationAddress,
    earlyStart: acceptance.early_start === 1,
  });
  return own(await confirmationPdf(snapshot, acceptanceRecord(acceptance), legal));
}
