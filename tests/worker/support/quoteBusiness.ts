/**
 * The business details the tests send quotes with (the Worker's QUOTE_BUSINESS, worker/quotes/trader.ts),
 * whatever the owner's business.json holds: a test company, VAT-registered, at an address of its own.
 * A test of the refusal for a missing address blanks the address over these.
 */
import { site } from "../../../src/config/site";

export const testQuoteBusiness = {
  address: { streetAddress: "12 Test Row", addressLine2: "", postalCode: "E8 1AA" },
  legal: {
    form: "limited-company",
    registeredName: "Test Builders (Quotes) Ltd",
    companyNumber: "01234567",
    registeredIn: "England and Wales",
    registeredOffice: "12 Test Row, London E8 1AA",
  },
  vat: { registered: true, number: "GB 123 4567 89", confirmed: true },
} as const;

export const testQuoteBusinessVar = JSON.stringify(testQuoteBusiness);

/**
 * The trader a quote prints, for tests that build one without the Worker: the site's own name, phone,
 * e-mail and address (business.json, read, never typed) with the test company's legal and VAT details,
 * as worker/quotes/trader.ts's traderOf puts them together.
 */
export const testTrader = {
  tradingName: site.name,
  legalName: testQuoteBusiness.legal.registeredName,
  legalForm: "Limited company",
  address: [
    testQuoteBusiness.address.streetAddress,
    site.address.addressLocality,
    testQuoteBusiness.address.postalCode,
  ],
  phone: site.phone.display,
  email: site.email,
  companyNumber: testQuoteBusiness.legal.companyNumber,
  registeredIn: testQuoteBusiness.legal.registeredIn,
  registeredOffice: testQuoteBusiness.legal.registeredOffice,
  vatNumber: testQuoteBusiness.vat.number,
  website: site.url,
};

/** Where the cancellation information says a homeowner can cancel online (worker/quotes/documents.ts). */
export const testCancellationAddress = new URL("/request", site.url).href;
