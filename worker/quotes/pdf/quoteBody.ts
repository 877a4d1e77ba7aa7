/**
 * What both PDFs print of a quote: the trader, the quote's details, the work, its lines and totals,
 * payment, timing, exclusions and assumptions. The quote PDF counts the required lines (and says what
 * every option would add); the confirmation counts the options the homeowner chose.
 */
import { depositPence, formatPence, quoteTotals, type QuoteTotals } from "../../../src/lib/quoteMoney";
import type { QuoteSnapshot } from "../content";
import { dayWords } from "../../html/dates";
import { fill, pdfCopy as copy } from "./copy";
import { sizes, type Cell, type PdfWriter } from "./layout";

const londonMoment = new Intl.DateTimeFormat("en-GB", {
  timeZone: "Europe/London",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
});

/** A moment in London time: `7 December 2026, 14:05`. */
export function londonWords(iso: string): string {
  const parts = Object.fromEntries(londonMoment.formatToParts(new Date(iso)).map((part) => [part.type, part.value]));
  return `${parts["day"] ?? ""} ${parts["month"] ?? ""} ${parts["year"] ?? ""}, ${parts["hour"] ?? ""}:${parts["minute"] ?? ""}`;
}

/** The trader's identity and contact details (Schedule 2 (b)–(d); the Companies (Trading Disclosures) Regulations 2015). */
function trader(w: PdfWriter, { trader: t }: QuoteSnapshot) {
  w.paragraph(t.tradingName, { size: sizes.title, bold: true });
  w.space(4);
  w.pairs(
    [
      [copy.trader.legalName, [t.legalName, t.legalForm].filter(Boolean).join(", ")],
      [copy.trader.address, t.address.filter(Boolean).join(", ")],
      [copy.trader.phone, t.phone],
      [copy.trader.email, t.email],
      [copy.trader.website, t.website],
      [
        copy.trader.companyNumber,
        t.companyNumber && t.registeredIn
          ? fill(copy.trader.companyRegistered, { number: t.companyNumber, registeredIn: t.registeredIn })
          : t.companyNumber,
      ],
      [copy.trader.registeredOffice, t.companyNumber ? t.registeredOffice : ""],
      [copy.trader.vatNumber, t.vatNumber],
    ],
    120,
    { size: sizes.small },
  );
}

/** The table of lines: figures right-aligned, each optional line marked as such. */
function lines(w: PdfWriter, snapshot: QuoteSnapshot, totals: QuoteTotals, chosen: ReadonlySet<number> | null) {
  const vat = totals.vatRegistered;
  const figure = (width: number, text: string): Cell => ({ lines: [{ text }], width, align: "right" });
  const numbers = vat ? [30, 34, 56, 60, 40, 52] : [30, 34, 62, 66];
  const descriptionWidth = w.width - numbers.reduce((sum, n) => sum + n + 8, 0);
  const [qty = 0, unit = 0, price = 0, net = 0, rate = 0, vatWidth = 0] = numbers;
  const l = copy.lines;
  const header = () =>
    w.row(
      [
        { lines: [{ text: l.description }], width: descriptionWidth },
        figure(qty, l.quantity),
        { lines: [{ text: l.unit }], width: unit },
        figure(price, l.unitPrice),
        figure(net, vat ? l.net : l.amount),
        ...(vat ? [figure(rate, l.vatRate), figure(vatWidth, l.vat)] : []),
      ],
      { size: sizes.small, bold: true },
      { ruleBelow: true },
    );
  // A line's row starts a new page with the header again.
  const row = (cells: Cell[]) => w.row(cells, { size: sizes.small }, { ruleBelow: true, onNewPage: header });

  w.heading(l.heading);
  header();
  for (const line of totals.lines) {
    const mark = !line.optional ? null : chosen === null ? l.optional : line.included ? l.chosen : l.notChosen;
    row([
      {
        lines: [{ text: line.description }, ...(mark ? [{ text: mark, bold: true, muted: true }] : [])],
        width: descriptionWidth,
      },
      figure(qty, line.quantity),
      { lines: [{ text: snapshot.content.lines[line.index]?.unit ?? "" }], width: unit },
      figure(price, formatPence(line.unitPricePence)),
      figure(net, formatPence(line.netPence)),
      ...(vat ? [figure(rate, `${line.vatRate ?? 0}%`), figure(vatWidth, formatPence(line.vatPence))] : []),
    ]);
  }
}

/** The totals: net and VAT by rate, then the total including VAT, large. */
function totalsBlock(w: PdfWriter, totals: QuoteTotals, withEveryOption: QuoteTotals | null) {
  const t = copy.totals;
  const figures = 110;
  const pair = (label: string, amount: string, size: number = sizes.body, bold = false) =>
    w.row(
      [
        { lines: [{ text: label }], width: w.width - figures - 8, align: "right" },
        { lines: [{ text: amount }], width: figures, align: "right" },
      ],
      { size, bold },
    );
  w.space(6);
  if (totals.vatRegistered) {
    pair(t.net, formatPence(totals.netPence));
    for (const rate of totals.byRate)
      pair(fill(t.vatAt, { rate: rate.rate, net: formatPence(rate.netPence) }), formatPence(rate.vatPence));
    pair(t.vat, formatPence(totals.vatPence));
    pair(t.total, formatPence(totals.grossPence), sizes.total, true);
  } else {
    pair(t.totalNotRegistered, formatPence(totals.grossPence), sizes.total, true);
    w.paragraph(t.notRegistered, { size: sizes.small, color: "muted" });
  }
  if (withEveryOption && withEveryOption.grossPence !== totals.grossPence) {
    w.space(4);
    const sentence = totals.vatRegistered ? t.withOptions : t.withOptionsNotRegistered;
    w.paragraph(fill(sentence, { amount: formatPence(withEveryOption.grossPence) }));
  }
}

function payment(w: PdfWriter, { content }: QuoteSnapshot, totals: QuoteTotals) {
  const p = copy.payment;
  w.heading(p.heading);
  const deposit = content.deposit;
  if (!deposit) w.paragraph(p.noDeposit);
  else {
    const amount = formatPence(depositPence(deposit, totals.grossPence));
    w.paragraph(
      deposit.kind === "amount"
        ? fill(p.depositAmount, { amount })
        : fill(p.depositPercent, { amount, percent: deposit.percent }),
    );
  }
  if (content.stages.length) {
    w.space(2);
    w.paragraph(p.stages);
    w.bullets(content.stages);
  }
}

/**
 * The quote as far as its totals and terms. `chosen` is the options the homeowner chose (the
 * confirmation), or null for the quote as sent, which counts the required lines and names the total
 * with every option.
 */
export function quoteBody(
  w: PdfWriter,
  snapshot: QuoteSnapshot,
  title: string,
  chosen: ReadonlySet<number> | null,
  intro = "",
) {
  const { content } = snapshot;
  const totals = quoteTotals(content.lines, chosen ?? new Set());
  const optional = content.lines.flatMap((line, index) => (line.optional ? [index] : []));
  const withEveryOption = chosen === null && optional.length ? quoteTotals(content.lines, new Set(optional)) : null;
  const d = copy.details;

  trader(w, snapshot);
  w.space(10);
  w.paragraph(title, { size: sizes.title, bold: true });
  w.space(4);
  if (intro) {
    w.paragraph(intro);
    w.space(6);
  }
  w.pairs([
    [d.reference, snapshot.reference],
    [d.version, String(snapshot.version)],
    [d.issued, dayWords(snapshot.issuedOn)],
    [d.expires, dayWords(content.expiresOn)],
    [d.customer, snapshot.customer.name],
    [d.siteAddress, content.siteAddress],
  ]);
  if (content.summary) {
    w.heading(copy.summary);
    w.paragraph(content.summary);
  }
  lines(w, snapshot, totals, chosen);
  totalsBlock(w, totals, withEveryOption);
  payment(w, snapshot, totals);
  w.heading(copy.timing.heading);
  w.pairs([
    [copy.timing.start, content.startWindow],
    [copy.timing.duration, content.duration],
  ]);
  if (content.exclusions.length) {
    w.heading(copy.exclusions);
    w.bullets(content.exclusions);
  }
  if (content.assumptions.length) {
    w.heading(copy.assumptions);
    w.bullets(content.assumptions);
  }
}
