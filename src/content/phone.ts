/**
 * UK phone numbers as people type them, and as the site prints and dials
 * them. The owner may write `+44 (0)20 7946 0000`, `020-7946-0000` or
 * `(020) 7946 0000`; the pages print `020 7946 0000` and `tel:` and WhatsApp
 * links dial `+442079460000`. No dependencies: the quote form uses it in the browser.
 */

/** The start of a UK number: +44 or 0044, with or without (0), or a 0 (in a bracket or not). */
const start = String.raw`^(?:(?:\+|00)44 ?(?:\(0\) ?)?|\(?0)`;
/** A digit, after at most two spaces, hyphens or brackets. */
const digit = String.raw`(?:[ ()-]{0,2}\d)`;

/**
 * Any UK number (landline, mobile, 03, 08), with spaces, hyphens or brackets: ten digits after
 * the leading 0, or nine for the few short 01 and 08 numbers (01xxx xxxxx, 0800 xxxxxx).
 */
export const ukPhonePattern = new RegExp(`${start}(?:[1-9]${digit}{9}|[18]${digit}{8})$`);
/** A UK mobile number: 07 and nine more digits. */
export const ukMobilePattern = new RegExp(`${start}7${digit}{9}$`);

/** A UK phone number as shown to people and as dialled. */
export interface PhoneNumber {
  /** How the number is printed on the page, in the usual UK grouping: `020 7946 0000`, `07700 900123`. */
  display: string;
  /** E.164 form, used in tel: and wa.me links: `+442079460000`. */
  e164: string;
}

/** The digits after the leading 0 (or after +44), or undefined when the text is not a UK number. */
function nationalNumber(text: string): string | undefined {
  if (!ukPhonePattern.test(text.trim())) return undefined;
  const digits = text.replace(/\D/g, "");
  const national = /^\s*(?:\+|00)/.test(text) ? digits.replace(/^(?:00)?44/, "") : digits;
  // What is left may start with the 0 of a (0) or of a national number.
  return national.replace(/^0/, "");
}

/** The national number grouped as the UK writes it, with its 0. */
function grouped(n: string): string {
  const groups = (...sizes: number[]) => {
    let at = 0;
    return sizes.map((size) => n.slice(at, (at += size))).join(" ");
  };
  if (n.length === 9) return `0${n.startsWith("1") ? groups(4, 5) : groups(3, 6)}`;
  // London and the other 02 areas: 020 7946 0000.
  if (n.startsWith("2")) return `0${groups(2, 4, 4)}`;
  // Mobiles and pagers: 07700 900123.
  if (n.startsWith("7")) return `0${groups(4, 6)}`;
  // Large towns with a three-digit code (0113 …, 0121 …): 0113 496 0000.
  if (n.startsWith("1") && (n[1] === "1" || n[2] === "1")) return `0${groups(3, 3, 4)}`;
  // Other geographic numbers: 01632 960000.
  if (n.startsWith("1")) return `0${groups(4, 6)}`;
  // Non-geographic 03, 05, 08 and 09 numbers: 0300 123 4567.
  return `0${groups(3, 3, 4)}`;
}

/** A UK number as printed and as dialled, or undefined when the text is not one. */
export function ukPhoneNumber(text: string): PhoneNumber | undefined {
  const national = nationalNumber(text);
  return national === undefined ? undefined : { display: grouped(national), e164: `+44${national}` };
}
