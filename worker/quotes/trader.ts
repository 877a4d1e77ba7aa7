/**
 * The business details a quote prints (business.json), and whether a quote can be sent with them
 * (src/lib/quoteReadiness.ts). `QUOTE_BUSINESS`, a variable for tests and a staging copy only, may give
 * other address, legal and VAT details as JSON ({"address": {...}, "legal": {...}, "vat": {...}}), each
 * part merged over the file's: the tests send quotes whatever the owner's file holds, and refuse one
 * for a missing address whatever it holds.
 */
import { business, site } from "../../src/config/site";
import { quoteReadiness, type MissingFact, type QuoteBusiness } from "../../src/lib/quoteReadiness";
import type { WorkerEnv } from "../platform/env";
import type { Trader } from "./content";

export function quoteBusiness(env: Pick<WorkerEnv, "QUOTE_BUSINESS">): QuoteBusiness {
  const own: QuoteBusiness = { address: business.address, legal: business.legal, vat: business.vat };
  if (!env.QUOTE_BUSINESS) return own;
  const given = JSON.parse(env.QUOTE_BUSINESS) as Partial<{ [K in keyof QuoteBusiness]: Partial<QuoteBusiness[K]> }>;
  return {
    address: { ...own.address, ...given.address },
    legal: { ...own.legal, ...given.legal },
    vat: { ...own.vat, ...given.vat },
  };
}

/** The facts a quote still lacks (empty when one can be sent). */
export const missingFacts = (env: Pick<WorkerEnv, "QUOTE_BUSINESS">): MissingFact[] =>
  quoteReadiness(quoteBusiness(env));

/** Whether the quote's lines carry VAT. */
export const vatRegistered = (env: Pick<WorkerEnv, "QUOTE_BUSINESS">) => quoteBusiness(env).vat.registered === true;

const legalFormWords = {
  "sole-trader": "Sole trader",
  partnership: "Partnership",
  "limited-company": "Limited company",
};

/** The trader as a version's snapshot keeps it. */
export function traderOf(env: Pick<WorkerEnv, "QUOTE_BUSINESS">): Trader {
  const { address, legal, vat } = quoteBusiness(env);
  const company = legal.form === "limited-company";
  return {
    tradingName: site.name,
    legalName: legal.registeredName,
    legalForm: legal.form ? legalFormWords[legal.form] : "",
    address: [address.streetAddress, address.addressLine2, address.addressLocality, address.postalCode].filter(
      (line) => line.trim() !== "",
    ),
    phone: site.phone.display,
    email: site.email,
    companyNumber: company ? legal.companyNumber : "",
    registeredIn: company ? legal.registeredIn : "",
    registeredOffice: company ? legal.registeredOffice : "",
    vatNumber: vat.registered ? vat.number : "",
    website: site.url,
  };
}
