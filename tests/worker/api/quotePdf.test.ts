/**
 * The quote's PDFs made inside workerd, as the Worker makes them: pdf-lib, fontkit and the embedded
 * font run there (no Node API) and a name outside WinAnsi does not fail. pdf.js does not run in
 * workerd (it wants a canvas), so what the PDFs say is read in Node (tests/unit/quotePdf.test.ts), from
 * the same functions; here pdf-lib reads them back: pages, and the site's typeface embedded.
 */
import { PDFDict, PDFDocument, PDFName } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { business } from "../../../src/config/site";
import type { QuoteSnapshot } from "../../../worker/quotes/content";
import { confirmationPdf } from "../../../worker/quotes/pdf/confirmationPdf";
import { quotePdf } from "../../../worker/quotes/pdf/quotePdf";

const homeowner = "Łucja Nguyễn";
const snapshot: QuoteSnapshot = {
  reference: "Q-WORKERD-1",
  version: 1,
  issuedOn: "2026-12-07",
  trader: {
    tradingName: business.name,
    legalName: business.name,
    legalForm: "",
    address: ["1 Test Street", business.address.addressLocality],
    phone: business.phone,
    email: business.email,
    companyNumber: "",
    registeredIn: "",
    registeredOffice: "",
    vatNumber: "GB123456789",
    website: business.url,
  },
  customer: { name: homeowner, email: "lucja@example.com", phone: "", siteAddress: "4 Test Road" },
  content: {
    summary: "A loft conversion.",
    lines: [
      { description: "Dormer", quantity: "1", unit: "", unitPricePence: 1_234_567, vatRate: 20, optional: false },
      { description: "Rooflight", quantity: "2", unit: "item", unitPricePence: 45_001, vatRate: 20, optional: true },
    ],
    exclusions: [],
    assumptions: [],
    deposit: null,
    stages: [],
    startWindow: "March 2027",
    duration: "6 weeks",
    expiresOn: "2027-01-06",
    cancellation: { applies: true },
  },
};
const legal = [
  { heading: "Model cancellation form", paragraphs: ["I/We [*] hereby give notice that I/We [*] cancel"] },
];

/** The PDF's page count and the names of the fonts its pages use. */
const readBack = async (bytes: Uint8Array) => {
  const doc = await PDFDocument.load(bytes);
  const fonts = new Set<string>();
  for (const page of doc.getPages()) {
    const resources = page.node.Resources()?.lookup(PDFName.of("Font"), PDFDict);
    for (const ref of resources?.values() ?? []) {
      const font = doc.context.lookup(ref, PDFDict);
      fonts.add(font.get(PDFName.of("BaseFont"))?.toString() ?? "");
    }
  }
  return { pages: doc.getPageCount(), fonts: [...fonts].map((name) => name.replace(/^\/[A-Z]{6}\+/, "")) };
};

describe("the quote's PDFs in workerd", () => {
  it("makes the quote and its confirmation in Public Sans, a name outside WinAnsi included", async () => {
    const quote = await quotePdf(snapshot, legal);
    const confirmation = await confirmationPdf(
      snapshot,
      {
        version: 1,
        contentSha256: "0".repeat(64),
        options: [1],
        fullName: homeowner,
        email: "lucja@example.com",
        earlyStart: true,
        userAgent: "test",
        acceptedAt: "2026-12-07T14:05:00Z",
        cancelBy: "2026-12-21",
        cancelledAt: null,
        cancelledVia: null,
      },
      legal,
    );
    for (const pdf of [quote, confirmation]) {
      expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe("%PDF-");
      const { pages, fonts } = await readBack(pdf);
      expect(pages).toBeGreaterThan(0);
      expect(fonts.sort()).toEqual(["PublicSans-Bold", "PublicSans-Regular"]);
    }
  });
});
