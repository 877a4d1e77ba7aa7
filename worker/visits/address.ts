/**
 * The visit's address as the homeowner types it once a time is confirmed: an address line (house and
 * street), a postcode (optional, but a UK postcode when given) and access notes (parking, a side gate).
 * Cleaned as every visitor's text is (src/lib/cleanText.ts), then checked; pure.
 */
import { cleanText } from "../../src/lib/cleanText";
import { visitsCopy } from "./copy";
import type { VisitAddress } from "./queries";

/** The limits of each field, in characters. */
export const addressLimits = { line: { min: 5, max: 120 }, postcode: 10, notes: 500 } as const;

const fullPostcode = /^([A-Z]{1,2}\d[A-Z\d]?) ?(\d[A-Z]{2})$/i;

/** The fields as posted (each a string, '' when missing). */
export type AddressInput = Record<keyof VisitAddress, string>;

export type AddressErrors = Partial<Record<keyof VisitAddress, string>>;

/** The address cleaned, or the problem of each field. */
export function checkAddress(input: AddressInput): { address: VisitAddress } | { errors: AddressErrors } {
  const errors = visitsCopy.homeowner.addressErrors;
  const line = cleanText(input.line).replace(/\s+/g, " ").trim();
  const postcodeMatch = fullPostcode.exec(cleanText(input.postcode).trim());
  const notes = cleanText(input.notes, true).trim();
  const problems: AddressErrors = {};
  if (line.length < addressLimits.line.min || line.length > addressLimits.line.max) problems.line = errors.line;
  if (input.postcode.trim() && !postcodeMatch) problems.postcode = errors.postcode;
  if (notes.length > addressLimits.notes) problems.notes = errors.notes;
  if (Object.keys(problems).length) return { errors: problems };
  const postcode = postcodeMatch ? `${postcodeMatch[1]} ${postcodeMatch[2]}`.toUpperCase() : "";
  return { address: { line, postcode, notes } };
}

/** The optional line that goes with "None of these times suit me", cleaned; at most this long. */
export const declineNoteMax = 300;
