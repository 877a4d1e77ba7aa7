/**
 * The business details the tests send quotes with (the Worker's QUOTE_BUSINESS, worker/quotes/trader.ts),
 * whatever the owner's business.json holds: a test company, VAT-registered, at an address of its own.
 * A test of the refusal for a missing address blanks the address over these.
 */
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
