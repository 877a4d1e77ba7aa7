/**
 * A lead's reference, the one a homeowner reads out on the phone: `Q-` and 6 characters of an
 * upper-case alphabet without 0/O and 1/I (32^6, about a billion values), so guessing one is not
 * the way into a request. References made before (`Q-` and four or more digits) keep working.
 * The one statement of their shape: the copy's example, the Worker's checks and the tests read it.
 */

/** The characters of new references: no 0 or O, no 1 or I. 32 of them, so a random byte maps evenly. */
export const referenceAlphabet = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789";
export const referenceLength = 6;

const newBody = `[${referenceAlphabet}]{${referenceLength}}`;
const oldBody = "[0-9]{4,}";

/** A reference in a text, new or old (for a RegExp). */
export const referenceSource = `Q-(?:${newBody}|${oldBody})`;
/** A whole string that is a reference. */
export const referencePattern = new RegExp(`^${referenceSource}$`);
/** How the copy shows one ("it looks like Q-7K3M9P"). */
export const referenceExample = "Q-7K3M9P";

/** A new reference, from the platform's random source. */
export function makeReference(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(referenceLength));
  return `Q-${Array.from(bytes, (byte) => referenceAlphabet.charAt(byte % referenceAlphabet.length)).join("")}`;
}

const isBody = (text: string) => new RegExp(`^(?:${newBody}|[0-9OI]{4,})$`).test(text);

/**
 * The reference as people type it, made the one stored: any case, with or without the `Q` and the
 * dash, with spaces inside; in an old, digits-only reference an O read as 0 and an I as 1.
 */
export function normaliseReference(typed: string): string {
  const compact = typed.toUpperCase().replace(/[^A-Z0-9]/g, "");
  const body = compact.startsWith("Q") && !isBody(compact) ? compact.slice(1) : compact;
  return `Q-${/^[0-9OI]+$/.test(body) ? body.replace(/O/g, "0").replace(/I/g, "1") : body}`;
}
