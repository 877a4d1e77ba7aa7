/**
 * Which of the business's own details a written quote still lacks. Before a homeowner is bound by
 * a quote accepted after a site visit or online, the Consumer Contracts (Information, Cancellation
 * and Additional Charges) Regulations 2013, Schedule 2, require the trader's identity and
 * **geographic address**, and the total price including VAT; a company must also give its
 * registered name, number, place of registration and registered office (the Company, Limited
 * Liability Partnership and Business (Names and Trading Disclosures) Regulations 2015). None of
 * these is invented: an empty field is "not yet supplied", and a quote cannot be sent while any
 * fact listed here is missing. The launch check lists the same facts; the Worker's quote refuses
 * to send on them.
 */
import type { BusinessData } from "../content/schemas/business";

export interface MissingFact {
  /** The field in `src/content/site/business.json`, dotted, e.g. `address.postalCode`. */
  field: string;
  /** What is missing, in the owner's words. */
  fact: string;
}

/** The parts of the business file a quote reads. */
export type QuoteBusiness = Pick<BusinessData, "address" | "legal" | "vat">;

/**
 * The facts a quote needs that the business file does not yet give, in the order a quote prints
 * them; empty when a quote can be sent. Until the legal form is given, a company's details are
 * asked for too: a sole trader or partnership has none to disclose, and saying so removes them.
 */
export function quoteReadiness({ address, legal, vat }: QuoteBusiness): MissingFact[] {
  const missing: MissingFact[] = [];
  const need = (given: boolean, field: string, fact: string) => {
    if (!given) missing.push({ field, fact });
  };
  need(address.streetAddress.trim() !== "", "address.streetAddress", "the street address (building and street)");
  need(address.postalCode.trim() !== "", "address.postalCode", "the postcode");
  need(legal.form !== undefined, "legal.form", "whether the business is a sole trader, a partnership or a company");
  need(legal.registeredName.trim() !== "", "legal.registeredName", "the legal name the business trades under");
  if (legal.form !== "sole-trader" && legal.form !== "partnership") {
    need(legal.companyNumber !== "", "legal.companyNumber", "the company number (Companies House)");
    need(legal.registeredIn.trim() !== "", "legal.registeredIn", "where the company is registered");
    need(legal.registeredOffice.trim() !== "", "legal.registeredOffice", "the company's registered office address");
  }
  need(vat.registered !== undefined, "vat.registered", "whether the business is registered for VAT");
  if (vat.registered === true) need(vat.number !== "", "vat.number", "the VAT registration number");
  // The editor saves an untouched switch as off: only the owner's confirmation makes it their answer.
  if (vat.registered !== undefined)
    need(vat.confirmed, "vat.confirmed", "confirmation that the VAT registration above is right");
  return missing;
}

/** True when no fact a quote needs is missing. */
export const canSendQuote = (business: QuoteBusiness) => quoteReadiness(business).length === 0;
