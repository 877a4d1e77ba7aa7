/**
 * A quote's money against figures worked by hand (each row's working is in its comment). The rule:
 * line net = quantity × unit price, to the nearest penny; line VAT = net × rate, to the nearest
 * penny, half a penny up (VAT Notice 700 §17.5; HMRC's VATREC12030); totals are the lines' sums.
 */
import { describe, expect, it } from "vitest";
import {
  depositPence,
  divideRounded,
  formatPence,
  lineNetPence,
  parsePounds,
  quoteTotals,
  thousandths,
  type QuoteLine,
  type VatRate,
} from "../../src/lib/quoteMoney";

const line = (quantity: string, unitPricePence: number, vatRate: VatRate, optional = false): QuoteLine => ({
  description: "Work",
  quantity,
  unitPricePence,
  vatRate,
  optional,
});

describe("one line's net, VAT and total", () => {
  // [quantity, unit price (p), rate, net (p), VAT (p), gross (p), working]
  const table: [string, number, VatRate, number, number, number, string][] = [
    ["3", 33, 20, 99, 20, 119, "3 × 33p = 99p; 99 × 20% = 19.8p → 20p"],
    ["2.5", 1999, 5, 4998, 250, 5248, "2.5 × £19.99 = 4997.5p → 4998p (half up); 4998 × 5% = 249.9p → 250p"],
    ["0.5", 5, 20, 3, 1, 4, "0.5 × 5p = 2.5p (£0.025) → 3p; 3 × 20% = 0.6p → 1p"],
    ["1", 50, 5, 50, 3, 53, "50p × 5% = 2.5p (£0.025) → 3p, half up"],
    ["1", 10, 5, 10, 1, 11, "10p × 5% = 0.5p → 1p, half up"],
    ["1", 49, 5, 49, 2, 51, "49p × 5% = 2.45p → 2p"],
    ["1", 1, 20, 1, 0, 1, "1p × 20% = 0.2p → 0p"],
    ["1.005", 100, 0, 101, 0, 101, "1.005 × £1.00 = 100.5p → 101p (floating point makes it 100.4999… and 100p)"],
    ["4.35", 50, 20, 218, 44, 262, "4.35 × 50p = 217.5p → 218p (floating point: 217.4999…); 218 × 20% = 43.6p → 44p"],
    ["1.005", 1000, 20, 1005, 201, 1206, "1.005 × £10 = 1005p; 1005 × 20% = 201p exactly"],
    ["1", 25_000_000, 20, 25_000_000, 5_000_000, 30_000_000, "£250,000 + 20% = £300,000"],
    ["1000", 25_000_000, 20, 25_000_000_000, 5_000_000_000, 30_000_000_000, "1000 × £250,000 = £250m; VAT £50m"],
    ["12.5", 8_499, 0, 106_238, 0, 106_238, "12.5 × £84.99 = 106237.5p → 106238p; zero-rated, no VAT"],
    ["4", 12_345, null, 49_380, 0, 49_380, "not VAT-registered: 4 × £123.45 = £493.80 and no VAT"],
    ["0.5", -5, 20, -3, -1, -4, "a discount mirrors a charge: -2.5p → -3p; -0.6p → -1p"],
    ["0", 9_999, 20, 0, 0, 0, "nothing of it"],
  ];
  it.each(table)("%s × %ip at %s%%: net %ip, VAT %ip, total %ip (%s)", (quantity, price, rate, net, vat, gross) => {
    const [priced] = quoteTotals([line(quantity, price, rate)]).lines;
    expect(priced).toMatchObject({ netPence: net, vatPence: vat, grossPence: gross, included: true });
  });
});

describe("a quote's totals", () => {
  it("are the sums of the lines shown, so the VAT of each line adds up to the VAT total exactly", () => {
    // Three lines of 3p at 20%: each 0.6p → 1p, so 3p of VAT; 20% of the 9p total would be 1.8p → 2p.
    const totals = quoteTotals([line("1", 3, 20), line("1", 3, 20), line("1", 3, 20)]);
    expect(totals).toMatchObject({ netPence: 9, vatPence: 3, grossPence: 12, vatRegistered: true });
    expect(totals.lines.reduce((sum, l) => sum + l.vatPence, 0)).toBe(totals.vatPence);
  });

  it("show the net and VAT at each rate, for a quote of mixed rates", () => {
    // 2.5 × £19.99 at 5% = 4998p + 250p; 3 × 33p at 20% = 99p + 20p; £120 at 0% = 12000p.
    const totals = quoteTotals([line("2.5", 1999, 5), line("3", 33, 20), line("1", 12_000, 0)]);
    expect(totals).toMatchObject({ netPence: 17_097, vatPence: 270, grossPence: 17_367 });
    expect(totals.byRate).toEqual([
      { rate: 20, netPence: 99, vatPence: 20 },
      { rate: 5, netPence: 4998, vatPence: 250 },
      { rate: 0, netPence: 12_000, vatPence: 0 },
    ]);
  });

  it("count an optional line only when it is chosen, and price it either way", () => {
    // £1,000 + £200 VAT required; an optional £250 + £50 VAT.
    const lines = [line("1", 100_000, 20), line("1", 25_000, 20, true)];
    const without = quoteTotals(lines);
    expect(without).toMatchObject({ netPence: 100_000, vatPence: 20_000, grossPence: 120_000 });
    expect(without.lines[1]).toMatchObject({ included: false, netPence: 25_000, vatPence: 5_000 });
    const withOption = quoteTotals(lines, new Set([1]));
    expect(withOption).toMatchObject({ netPence: 125_000, vatPence: 25_000, grossPence: 150_000 });
    // Choosing a required line changes nothing: it is always in.
    expect(quoteTotals(lines, new Set([0]))).toEqual(without);
  });

  it("show no VAT for a firm not registered, and refuse lines that mix registered and not", () => {
    const totals = quoteTotals([line("2", 5_000, null), line("1", 1_999, null)]);
    expect(totals).toMatchObject({
      netPence: 11_999,
      vatPence: 0,
      grossPence: 11_999,
      vatRegistered: false,
      byRate: [],
    });
    expect(() => quoteTotals([line("1", 100, null), line("1", 100, 20)])).toThrow(RangeError);
    expect(() => quoteTotals([line("1", 100, 17 as VatRate)])).toThrow(RangeError);
  });

  it("are nothing for no lines", () => {
    expect(quoteTotals([])).toMatchObject({ netPence: 0, vatPence: 0, grossPence: 0, lines: [] });
  });
});

describe("quantities and amounts as written", () => {
  it("reads a quantity with up to three decimal places into thousandths, and nothing else", () => {
    expect(thousandths("2.5")).toBe(2500n);
    expect(thousandths("0.001")).toBe(1n);
    expect(thousandths("12")).toBe(12_000n);
    for (const bad of ["1.2345", "-1", "1e3", " 3", "3 ", ".5", "5.", "", "1,000", "NaN"])
      expect(() => thousandths(bad), bad).toThrow(RangeError);
  });

  it("refuses a unit price that is not whole pence", () => {
    expect(() => lineNetPence("1", 19.99)).toThrow(RangeError);
  });

  it("rounds halves away from zero and the rest to the nearer", () => {
    expect([5n, 15n, 14n, 16n, -5n, -15n, -14n].map((n) => divideRounded(n, 10n))).toEqual([
      1n,
      2n,
      1n,
      2n,
      -1n,
      -2n,
      -1n,
    ]);
  });

  it("reads pounds as an owner types them", () => {
    expect(parsePounds("£1,234.50")).toBe(123_450);
    expect(parsePounds("19.99")).toBe(1999);
    expect(parsePounds("1234.5")).toBe(123_450);
    expect(parsePounds("250000")).toBe(25_000_000);
    expect(parsePounds("-£2")).toBe(-200);
    for (const bad of ["£1.234", "1,23.00", "abc", "£", "1.2.3"])
      expect(() => parsePounds(bad), bad).toThrow(RangeError);
  });
});

describe("a deposit", () => {
  it("as a percentage of the total including VAT, to the nearest penny", () => {
    // 25% of £1,234.57 = 30864.25p → 30864p; 12.5% of £9.99 = 124.875p → 125p; 10% of 5p = 0.5p → 1p.
    expect(depositPence({ kind: "percent", percent: "25" }, 123_457)).toBe(30_864);
    expect(depositPence({ kind: "percent", percent: "12.5" }, 999)).toBe(125);
    expect(depositPence({ kind: "percent", percent: "10" }, 5)).toBe(1);
    // 33.333% of £300,000 = 9999900p exactly.
    expect(depositPence({ kind: "percent", percent: "33.333" }, 30_000_000)).toBe(9_999_900);
    expect(depositPence({ kind: "percent", percent: "100" }, 150_000)).toBe(150_000);
  });

  it("as an amount, never more than the total", () => {
    expect(depositPence({ kind: "amount", pence: 50_000 }, 150_000)).toBe(50_000);
    expect(() => depositPence({ kind: "amount", pence: 150_001 }, 150_000)).toThrow(RangeError);
    expect(() => depositPence({ kind: "amount", pence: -1 }, 150_000)).toThrow(RangeError);
    expect(() => depositPence({ kind: "percent", percent: "100.001" }, 150_000)).toThrow(RangeError);
  });
});

describe("amounts as the quote prints them", () => {
  it.each([
    [0, "£0.00"],
    [5, "£0.05"],
    [99, "£0.99"],
    [123_450, "£1,234.50"],
    [100_000, "£1,000.00"],
    [30_000_000, "£300,000.00"],
    [100_000_000_000, "£1,000,000,000.00"],
    [-150, "-£1.50"],
  ])("%ip is %s", (pence, text) => {
    expect(formatPence(pence)).toBe(text);
  });
});
