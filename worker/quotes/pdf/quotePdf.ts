/**
 * The quote's PDF, made in the Worker: the quote as sent (the required lines counted, what every
 * option would add named), then each block of legal text the route passes (the cancellation
 * information and the model form, or the new-building notice; the complaints process). A pure
 * function of its arguments: the same version gives the same bytes.
 */
import type { QuoteSnapshot } from "../content";
import { fill, pdfCopy as copy } from "./copy";
import { PdfWriter, type PdfTextBlock } from "./layout";
import { quoteBody } from "./quoteBody";

export type { PdfTextBlock } from "./layout";

/** The footer's words on each page. */
export const footerText = (snapshot: QuoteSnapshot, title: string) => (page: number, pages: number) =>
  fill(copy.footer, {
    tradingName: snapshot.trader.tradingName,
    title,
    reference: snapshot.reference,
    version: snapshot.version,
    page,
    pages,
  });

export async function quotePdf(snapshot: QuoteSnapshot, legal: PdfTextBlock[]): Promise<Uint8Array> {
  const w = await PdfWriter.create();
  const { doc } = w;
  doc.setTitle(fill(copy.quote.fileTitle, { reference: snapshot.reference, version: snapshot.version }));
  doc.setAuthor(snapshot.trader.tradingName);
  doc.setCreationDate(new Date(`${snapshot.issuedOn}T12:00:00Z`));
  quoteBody(w, snapshot, copy.quote.title, null);
  w.blocks(legal);
  return w.finish(footerText(snapshot, copy.quote.title));
}
