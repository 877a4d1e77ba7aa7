/**
 * The confirmation's PDF (regs 12 and 16 of the Consumer Contracts Regulations 2013: the contract
 * confirmed on a durable medium): the accepted version with the options the homeowner chose counted,
 * the record of the acceptance, then each block of legal text the route passes (the cancellation
 * information and the model form). A pure function of its arguments.
 */
import { quoteTotals } from "../../../src/lib/quoteMoney";
import type { AcceptanceRecord, QuoteSnapshot } from "../content";
import { fill, pdfCopy as copy } from "./copy";
import { PdfWriter, type PdfTextBlock } from "./layout";
import { dayWords } from "../../html/dates";
import { londonWords, quoteBody } from "./quoteBody";
import { footerText } from "./quotePdf";

export async function confirmationPdf(
  snapshot: QuoteSnapshot,
  acceptance: AcceptanceRecord,
  legal: PdfTextBlock[],
): Promise<Uint8Array> {
  const w = await PdfWriter.create();
  const { doc } = w;
  const c = copy.confirmation;
  const a = copy.acceptance;
  const accepted = londonWords(acceptance.acceptedAt);
  doc.setTitle(fill(c.fileTitle, { reference: snapshot.reference, version: snapshot.version }));
  doc.setAuthor(snapshot.trader.tradingName);
  doc.setCreationDate(new Date(acceptance.acceptedAt));

  const chosen = new Set(acceptance.options);
  quoteBody(w, snapshot, c.title, chosen, fill(c.intro, { time: accepted }));
  const options = quoteTotals(snapshot.content.lines, chosen)
    .lines.filter((line) => line.optional && line.included)
    .map((line) => line.description);

  w.heading(a.heading);
  w.pairs([
    [a.version, String(acceptance.version)],
    [a.sha256, acceptance.contentSha256],
    [a.options, options.length ? options.join("; ") : a.noOptions],
    [a.name, acceptance.fullName],
    [a.email, acceptance.email],
    [a.time, accepted],
    [a.earlyStart, acceptance.earlyStart ? a.earlyStartYes : a.earlyStartNo],
    [a.cancelBy, acceptance.cancelBy ? dayWords(acceptance.cancelBy) : a.noCancellation],
  ]);
  w.blocks(legal);
  return w.finish(footerText(snapshot, c.title));
}
