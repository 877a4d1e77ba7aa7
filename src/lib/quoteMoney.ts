/**
 * A written quote's money, as plain integer arithmetic: amounts are whole pence, quantities and
 * percentages are decimals read from their text into thousandths, and every product is worked in
 * BigInt, so no binary fraction ever drifts a total by a penny (1.005 × £1.00 is 100.5p here, and 101p
 * rounded, not the 100.49999999999999 and 100p of floating point).
 *
 * The rule, for the quote, its page and its PDF alike:
 * - a line's net is its quantity × its unit price (net of VAT), rounded to the nearest penny;
 * - a line's VAT is its net × its rate, rounded to the nearest penny, half a penny rounding up
 *   (away from zero, so a discount line mirrors a charge);
 * - the quote's net, VAT and total are the sums of the lines it includes, so the lines shown add
 *   up to the totals shown, exactly.
 *
 * HMRC allows VAT worked out line by line and rounded to the nearer penny: VAT Notice 700 (the VAT
 * Guide), paragraph 17.5. As HMRC's own manual summarises it (VATREC12010,
 * https://www.gov.uk/hmrc-internal-manuals/vat-trader-records/vatrec12010), 17.5's first
 * sub-paragraph lets VAT worked out on an invoice's total net be rounded down to the penny, and
 * its remaining sub-paragraphs, for VAT worked out per unit or per line, provide for "rounding to
 * the nearer 1p or 0.5p" (or to a tenth of a penny), none of them for rounding down to whole
 * pennies. This code takes the nearer 1p, per line. What "nearer" means is
 * VATREC12030 (https://www.gov.uk/hmrc-internal-manuals/vat-trader-records/vatrec12030): VAT under
 * 0.5 of a penny is rounded down, 0.5 of a penny or more is rounded up. docs/architecture.md
 * ("A quote's money") states the same rule.
 */

/** A rate of VAT a line may carry; `null` on every line of a firm not registered for VAT. */
export type VatRate = 20 | 5 | 0 | null;
export const vatRates: readonly VatRate[] = [20, 5, 0, null];

export interface QuoteLine {
  description: string;
  /** What one is ("m²", "day"), where it is printed. */
  unit?: string;
  /** How many, as written: a whole number or a decimal with up to three places, e.g. "2.5". */
  quantity: string;
  /** The price of one, net of VAT, in pence (negative for a discount). */
  unitPricePence: number;
  vatRate: VatRate;
  /** A line the homeowner may choose to include; counted only when chosen. */
  optional?: boolean;
}

export interface PricedLine extends QuoteLine {
  /** Its place in the quote's lines, the key a choice of options uses. */
  index: number;
  /** Whether the totals count it: every required line, and the optional lines chosen. */
  included: boolean;
  netPence: number;
  vatPence: number;
  grossPence: number;
}

export interface QuoteTotals {
  lines: PricedLine[];
  netPence: number;
  vatPence: number;
  grossPence: number;
  /** The net and VAT of the included lines at each rate, as a VAT invoice shows them; empty when not registered. */
  byRate: { rate: 20 | 5 | 0; netPence: number; vatPence: number }[];
  /** False when every line's rate is null: the firm is not VAT-registered and no VAT is shown. */
  vatRegistered: boolean;
}

/** A decimal with up to three places, no sign, no exponent: "3", "2.5", "0.125". */
const decimalPattern = /^(\d{1,9})(?:\.(\d{1,3}))?$/;

/** A quantity or percentage as written, in thousandths: "2.5" is 2500. Throws on anything else. */
export function thousandths(text: string): bigint {
  const match = decimalPattern.exec(text);
  if (!match) throw new RangeError(`Not a number with up to three decimal places: "${text}"`);
  const [, whole = "0", fraction = ""] = match;
  return BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, "0"));
}

/** `numerator / denominator` rounded to the nearest whole number, halves away from zero. */
export function divideRounded(numerator: bigint, denominator: bigint): bigint {
  if (denominator <= 0n) throw new RangeError("The divisor must be positive");
  const quotient = numerator / denominator;
  const remainder = numerator % denominator;
  const abs = remainder < 0n ? -remainder : remainder;
  if (2n * abs < denominator) return quotient;
  return numerator < 0n ? quotient - 1n : quotient + 1n;
}

const toPence = (value: bigint): number => {
  const pence = Number(value);
  if (!Number.isSafeInteger(pence)) throw new RangeError("The amount is too large to hold in pence");
  return pence;
};

const wholePence = (value: number, what: string): bigint => {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a whole number of pence`);
  return BigInt(value);
};

/** A line's net: quantity × unit price, to the nearest penny. */
export function lineNetPence(quantity: string, unitPricePence: number): number {
  return toPence(divideRounded(thousandths(quantity) * wholePence(unitPricePence, "A unit price"), 1000n));
}

/** A line's VAT: its net × the rate, to the nearest penny (VAT Notice 700 §17.5; half a penny up). */
export function lineVatPence(netPence: number, rate: VatRate): number {
  if (rate === null || rate === 0) return 0;
  return toPence(divideRounded(wholePence(netPence, "A net amount") * BigInt(rate), 100n));
}

/**
 * Each line priced and the totals of those the quote includes: every required line, and each
 * optional line whose index is in `chosen`. Lines from a registered firm carry 20, 5 or 0; a firm
 * not registered gives every line `null`, and a mix of the two is refused.
 */
export function quoteTotals(lines: readonly QuoteLine[], chosen: ReadonlySet<number> = new Set()): QuoteTotals {
  const unregistered = lines.filter((line) => line.vatRate === null).length;
  if (unregistered !== 0 && unregistered !== lines.length)
    throw new RangeError("Either every line has a VAT rate (registered) or none has (not registered)");
  let net = 0n;
  let vat = 0n;
  const byRate = new Map<20 | 5 | 0, { netPence: bigint; vatPence: bigint }>();
  const priced = lines.map((line, index): PricedLine => {
    if (!vatRates.includes(line.vatRate)) throw new RangeError(`Not a VAT rate: ${String(line.vatRate)}`);
    const netPence = lineNetPence(line.quantity, line.unitPricePence);
    const vatPence = lineVatPence(netPence, line.vatRate);
    const included = !line.optional || chosen.has(index);
    if (included) {
      net += BigInt(netPence);
      vat += BigInt(vatPence);
      if (line.vatRate !== null) {
        const sums = byRate.get(line.vatRate) ?? { netPence: 0n, vatPence: 0n };
        byRate.set(line.vatRate, {
          netPence: sums.netPence + BigInt(netPence),
          vatPence: sums.vatPence + BigInt(vatPence),
        });
      }
    }
    return { ...line, index, included, netPence, vatPence, grossPence: toPence(BigInt(netPence) + BigInt(vatPence)) };
  });
  return {
    lines: priced,
    netPence: toPence(net),
    vatPence: toPence(vat),
    grossPence: toPence(net + vat),
    byRate: ([20, 5, 0] as const)
      .filter((rate) => byRate.has(rate))
      .map((rate) => {
        const sums = byRate.get(rate) ?? { netPence: 0n, vatPence: 0n };
        return { rate, netPence: toPence(sums.netPence), vatPence: toPence(sums.vatPence) };
      }),
    vatRegistered: lines.length > 0 && unregistered === 0,
  };
}

/** A deposit: a fixed amount, or a percentage (up to three decimal places) of the total including VAT. */
export type Deposit = { kind: "amount"; pence: number } | { kind: "percent"; percent: string };

/** The deposit in pence, from the quote's total including VAT; a percentage is rounded to the nearest penny. */
export function depositPence(deposit: Deposit, grossPence: number): number {
  const gross = wholePence(grossPence, "A total");
  let pence: bigint;
  if (deposit.kind === "amount") {
    pence = wholePence(deposit.pence, "A deposit");
  } else {
    const percent = thousandths(deposit.percent);
    if (percent > 100_000n) throw new RangeError("A deposit cannot be more than 100%");
    pence = divideRounded(gross * percent, 100_000n);
  }
  if (pence < 0n || pence > gross) throw new RangeError("A deposit must be between nothing and the total");
  return toPence(pence);
}

/** Pence as the quote prints them: "£1,234.50", "-£2.00". */
export function formatPence(pence: number): string {
  const value = wholePence(pence, "An amount");
  const abs = value < 0n ? -value : value;
  const pounds = (abs / 100n).toString().replace(/\B(?=(\d{3})+$)/g, ",");
  const rest = (abs % 100n).toString().padStart(2, "0");
  return `${value < 0n ? "-" : ""}£${pounds}.${rest}`;
}

/** Pounds as an owner types them ("1,234.5", "£19.99", "250000") in pence; throws on anything else. */
export function parsePounds(text: string): number {
  const match = /^(-)?£?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match) throw new RangeError(`Not an amount in pounds and pence: "${text}"`);
  const [, minus, pounds = "0", pence = ""] = match;
  const value = BigInt(pounds.replaceAll(",", "")) * 100n + BigInt(pence.padEnd(2, "0"));
  return toPence(minus ? -value : value);
}
