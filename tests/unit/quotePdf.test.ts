/**
 * The quote's two PDFs (worker/quotes/pdf), read back as the homeowner's PDF reader reads them
 * (pdf.js): the total including VAT, the lines, the deposit, the acceptance's name and London time,
 * the legal text as given, a name outside WinAnsi, page breaks; and the committed font: what
 * `npm run fonts:pdf` makes, covering the Latin ranges.
 */
import fontkit from "@pdf-lib/fontkit";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { business } from "../../src/config/site";
import { depositPence, formatPence, quoteTotals } from "../../src/lib/quoteMoney";
import type { AcceptanceRecord, QuoteSnapshot } from "../../worker/quotes/content";
import { confirmationPdf } from "../../worker/quotes/pdf/confirmationPdf";
import { fill, pdfCopy } from "../../worker/quotes/pdf/copy";
import { publicSansBold, publicSansRegular } from "../../worker/quotes/pdf/fontData";
import { pdfFontRanges } from "../../worker/quotes/pdf/fontRange";
import { londonWords } from "../../worker/quotes/pdf/quoteBody";
import { quotePdf, type PdfTextBlock } from "../../worker/quotes/pdf/quotePdf";
import { readPdf as read } from "../worker/support/pdfText";
import { pdfFontModule, pdfFontModuleText, pdfFontSource } from "../../scripts/lib/pdfFonts";

/** Invented for the test: a homeowner whose name WinAnsi (pdf-lib's standard fonts) cannot write. */
const homeowner = "Łucja Nguyễn";

const snapshot = (lines: QuoteSnapshot["content"]["lines"]): QuoteSnapshot => ({
  reference: "Q-TEST-1",
  version: 2,
  issuedOn: "2026-12-07",
  trader: {
    tradingName: business.name,
    legalName: `${business.shortName} Ltd`,
    legalForm: "private limited company",
    address: ["1 Test Street", business.address.addressLocality, "N1 1AA"],
    phone: business.phone,
    email: business.email,
    companyNumber: "01234567",
    registeredIn: business.legal.registeredIn,
    registeredOffice: `1 Test Street, ${business.address.addressLocality} N1 1AA`,
    vatNumber: "GB123456789",
    website: business.url,
  },
  customer: { name: homeowner, email: "lucja@example.com", phone: "" },
  content: {
    summary: "A rear extension of about 18 m² with a flat roof and bi-fold doors.",
    lines,
    exclusions: ["Kitchen units and appliances"],
    assumptions: ["Clear access through the side return"],
    deposit: { kind: "percent", percent: "10" },
    stages: ["40% when the roof is on", "The rest on completion"],
    startWindow: "the week of 1 March 2027",
    duration: "about 8 weeks",
    expiresOn: "2027-01-06",
    cancellation: { applies: true },
    siteAddress: "4 Żółć Road, London E8 2AB",
  },
});

/** Five lines and one optional line, with amounts whose VAT rounds (VAT per line, to the penny). */
const typical = snapshot([
  {
    description: "Foundations, drainage and slab",
    quantity: "1",
    unit: "",
    unitPricePence: 845_000,
    vatRate: 20,
    optional: false,
  },
  {
    description: "Blockwork and brick outer skin",
    quantity: "42.5",
    unit: "m²",
    unitPricePence: 18_750,
    vatRate: 20,
    optional: false,
  },
  {
    description: "Flat roof with two rooflights",
    quantity: "18",
    unit: "m²",
    unitPricePence: 22_333,
    vatRate: 20,
    optional: false,
  },
  {
    description: "Bi-fold doors, supplied and fitted",
    quantity: "1",
    unit: "item",
    unitPricePence: 620_000,
    vatRate: 20,
    optional: false,
  },
  {
    description: "Insulation to the existing loft",
    quantity: "1",
    unit: "",
    unitPricePence: 95_000,
    vatRate: 0,
    optional: false,
  },
  {
    description: "Underfloor heating in the extension",
    quantity: "18",
    unit: "m²",
    unitPricePence: 8_500,
    vatRate: 20,
    optional: true,
  },
]);

/** The model cancellation form's words (Schedule 3 Part B) as a route would pass them, and a block of terms. */
const legal: PdfTextBlock[] = [
  {
    heading: "Model cancellation form",
    paragraphs: [
      "(Complete and return this form only if you wish to withdraw from the contract)",
      "I/We [*] hereby give notice that I/We [*] cancel my/our [*] contract of sale of the following goods [*]/for the supply of the following service [*],",
      "Name of consumer(s),",
    ],
  },
  {
    heading: "Complaints",
    paragraphs: ["Tell us first: we answer every complaint in writing within 10 working days."],
  },
];

const acceptance: AcceptanceRecord = {
  version: 2,
  contentSha256: "9f2c4e1b7a0d3c5e8f6a1b2c3d4e5f60718293a4b5c6d7e8f9a0b1c2d3e4f5a6",
  options: [5],
  fullName: homeowner,
  email: "lucja@example.com",
  earlyStart: false,
  userAgent: "Mozilla/5.0",
  acceptedAt: "2026-12-07T14:05:00.000Z",
  cancelBy: "2026-12-21",
  cancelledAt: null,
  cancelledVia: null,
};

describe("the quote PDF", () => {
  it("prints the total including VAT of the required lines, the lines, the deposit and the trader", async () => {
    const { text } = await read(await quotePdf(typical, legal));
    const totals = quoteTotals(typical.content.lines);
    const everyOption = quoteTotals(typical.content.lines, new Set([5]));
    expect(text).toContain(`${pdfCopy.totals.total} ${formatPence(totals.grossPence)}`);
    expect(text).toContain(fill(pdfCopy.totals.withOptions, { amount: formatPence(everyOption.grossPence) }));
    for (const line of totals.lines) {
      expect(text).toContain(line.description);
      expect(text).toContain(formatPence(line.vatPence));
    }
    expect(text).toContain(pdfCopy.lines.optional);
    const deposit = typical.content.deposit ?? { kind: "amount", pence: 0 };
    expect(text).toContain(formatPence(depositPence(deposit, totals.grossPence)));
    for (const fact of [business.name, business.phone, business.email, business.url, business.legal.registeredIn])
      expect(text).toContain(fact);
    expect(text).toContain("6 January 2027");
  });

  it("writes a name outside WinAnsi as text a reader can copy", async () => {
    const { text } = await read(await quotePdf(typical, legal));
    expect(text).toContain(homeowner);
    expect(text).toContain("4 Żółć Road");
  });

  it("prints each legal block as given", async () => {
    const { text } = await read(await quotePdf(typical, legal));
    for (const block of legal) for (const words of [block.heading, ...block.paragraphs]) expect(text).toContain(words);
  });

  it("breaks a long quote over pages, keeping every line and all text inside the margins", async () => {
    const lines = Array.from({ length: 60 }, (_, i) => ({
      description: `Line ${i + 1}: ${"brickwork and pointing to the rear elevation ".repeat(3).trim()}`,
      quantity: "2.5",
      unit: "m²",
      unitPricePence: 1_999 + i,
      vatRate: 20 as const,
      optional: false,
    }));
    const long = snapshot(lines);
    const longLegal = [
      { heading: "Terms", paragraphs: Array.from({ length: 80 }, (_, i) => `Term ${i + 1}. ${"words ".repeat(60)}`) },
    ];
    const pdf = await read(await quotePdf(long, longLegal));
    expect(pdf.pages).toBeGreaterThan(4);
    for (let i = 1; i <= 60; i++) expect(pdf.text).toContain(`Line ${i}: brickwork`);
    expect(pdf.text).toContain("Term 80.");
    // The table's header again on each page the lines run onto.
    expect(pdf.text.split(pdfCopy.lines.unitPrice).length - 1).toBeGreaterThan(1);
    expect(pdf.text).toContain(formatPence(quoteTotals(lines).grossPence));
    expect(pdf.text).toContain(
      fill(pdfCopy.footer, {
        tradingName: business.name,
        title: pdfCopy.quote.title,
        reference: "Q-TEST-1",
        version: 2,
        page: pdf.pages,
        pages: pdf.pages,
      }),
    );
    // A4 is 842 points tall: nothing set in the top or bottom 20 points, over the edge.
    expect(pdf.lowest).toBeGreaterThan(20);
    expect(pdf.highest).toBeLessThan(842 - 20);
  });

  it("shows no VAT for a firm not registered for it", async () => {
    const unregistered = snapshot(typical.content.lines.map((line) => ({ ...line, vatRate: null })));
    const { text } = await read(await quotePdf(unregistered, legal));
    expect(text).toContain(
      `${pdfCopy.totals.totalNotRegistered} ${formatPence(quoteTotals(unregistered.content.lines).grossPence)}`,
    );
    expect(text).toContain(pdfCopy.totals.notRegistered);
    expect(text).not.toContain(pdfCopy.totals.total);
  });

  it("is the same bytes for the same version", async () => {
    expect(await quotePdf(typical, legal)).toEqual(await quotePdf(typical, legal));
  });
});

describe("the confirmation PDF", () => {
  it("counts the options chosen and records the acceptance: name, London time, early start, last day to cancel", async () => {
    const { text } = await read(await confirmationPdf(typical, acceptance, legal));
    const chosen = quoteTotals(typical.content.lines, new Set(acceptance.options));
    expect(text).toContain(`${pdfCopy.totals.total} ${formatPence(chosen.grossPence)}`);
    expect(text).toContain(pdfCopy.lines.chosen);
    expect(text).toContain(`${pdfCopy.acceptance.name} ${homeowner}`);
    expect(text).toContain(`${pdfCopy.acceptance.time} 7 December 2026, 14:05`);
    expect(text).toContain(acceptance.contentSha256.slice(0, 40));
    expect(text).toContain(`${pdfCopy.acceptance.options} ${typical.content.lines[5]?.description ?? ""}`);
    expect(text).toContain(pdfCopy.acceptance.earlyStartNo);
    expect(text).toContain(`${pdfCopy.acceptance.cancelBy} 21 December 2026`);
    for (const block of legal) expect(text).toContain(block.paragraphs[1] ?? block.paragraphs[0]);
  });

  it("says so when the homeowner asked for the work to start within the cancellation period", async () => {
    const { text } = await read(
      await confirmationPdf(typical, { ...acceptance, earlyStart: true, options: [] }, legal),
    );
    expect(text).toContain(pdfCopy.acceptance.earlyStartYes);
    expect(text).toContain(`${pdfCopy.acceptance.options} ${pdfCopy.acceptance.noOptions}`);
    expect(text).toContain(`${pdfCopy.totals.total} ${formatPence(quoteTotals(typical.content.lines).grossPence)}`);
  });

  it("writes times in London's clock, summer time included", () => {
    expect(londonWords("2027-06-01T13:05:00Z")).toBe("1 June 2027, 14:05");
    expect(londonWords("2026-12-07T14:05:00Z")).toBe("7 December 2026, 14:05");
  });
});

describe("the PDFs' font", () => {
  const fonts = { regular: publicSansRegular, bold: publicSansBold };

  it("is what npm run fonts:pdf makes from the source", async () => {
    expect(readFileSync(pdfFontModule, "utf8")).toBe(await pdfFontModuleText());
  });

  it.each(Object.entries(fonts))("%s covers the Latin ranges as far as Public Sans does", (_, base64) => {
    const cut = new Set(fontkit.create(Buffer.from(base64, "base64")).characterSet);
    const source = new Set(fontkit.create(readFileSync(pdfFontSource)).characterSet);
    const missing = pdfFontRanges
      .flatMap(([from, to]) => Array.from({ length: to - from + 1 }, (__, i) => from + i))
      .filter((point) => source.has(point) && !cut.has(point));
    expect(missing.map((point) => point.toString(16))).toEqual([]);
    const wanted = `${homeowner}Żółć£€²–—‘’“”•…ĀāĂăĄąČčĎďĘęĚěŁłŃńŇňŐőŘřŚśŠšŢţŤťŮůŰűŸŹźŻżŽž`;
    const vietnamese = Array.from({ length: 0x1ef9 - 0x1ea0 + 1 }, (__, i) => 0x1ea0 + i);
    const points = [...Array.from(wanted, (c) => c.codePointAt(0) ?? 0), ...vietnamese];
    expect(points.filter((point) => !cut.has(point)).map((point) => String.fromCodePoint(point))).toEqual([]);
  });
});
