import { describe, expect, it } from "vitest";
import { businessSchema, type BusinessFile } from "../../src/content/schemas/business";
import businessFile from "../../src/content/site/business.json";
import { business } from "../../src/config/site";
import { canSendQuote, quoteReadiness, type QuoteBusiness } from "../../src/lib/quoteReadiness";

/** A business that has given everything a quote needs, as a limited company registered for VAT. */
const complete: QuoteBusiness = {
  address: {
    streetAddress: "12 Voltaire Road",
    addressLine2: "",
    addressLocality: "London",
    postalCode: "SW4 6DH",
    addressCountry: "GB",
  },
  legal: {
    form: "limited-company",
    registeredName: "Hartley Building Ltd",
    companyNumber: "01234567",
    registeredIn: "England and Wales",
    registeredOffice: "12 Voltaire Road, London SW4 6DH",
  },
  vat: { registered: true, number: "GB 123 4567 89", confirmed: true },
};
const fields = (b: QuoteBusiness) => quoteReadiness(b).map((m) => m.field);

describe("what a written quote still needs from the business file", () => {
  it("needs nothing once address, legal details and VAT are given", () => {
    expect(quoteReadiness(complete)).toEqual([]);
    expect(canSendQuote(complete)).toBe(true);
  });

  it("names the street address and postcode while they are empty", () => {
    const b = { ...complete, address: { ...complete.address, streetAddress: " ", postalCode: "" } };
    expect(fields(b)).toEqual(["address.streetAddress", "address.postalCode"]);
    expect(canSendQuote(b)).toBe(false);
  });

  it("asks for the legal form, and a company's details until the form says it is not a company", () => {
    const blank = { registeredName: "", companyNumber: "", registeredIn: "", registeredOffice: "" };
    expect(fields({ ...complete, legal: blank })).toEqual([
      "legal.form",
      "legal.registeredName",
      "legal.companyNumber",
      "legal.registeredIn",
      "legal.registeredOffice",
    ]);
    for (const form of ["sole-trader", "partnership"] as const)
      expect(fields({ ...complete, legal: { ...blank, form, registeredName: "Sam Hartley" } })).toEqual([]);
    expect(fields({ ...complete, legal: { ...blank, form: "limited-company", registeredName: "H Ltd" } })).toEqual([
      "legal.companyNumber",
      "legal.registeredIn",
      "legal.registeredOffice",
    ]);
  });

  it("asks whether the firm is VAT-registered, and its number only when it is", () => {
    expect(fields({ ...complete, vat: { number: "", confirmed: false } })).toEqual(["vat.registered"]);
    expect(fields({ ...complete, vat: { registered: false, number: "", confirmed: true } })).toEqual([]);
    expect(fields({ ...complete, vat: { registered: true, number: "", confirmed: true } })).toEqual(["vat.number"]);
  });

  it("takes a VAT switch left off as the owner's answer only once confirmed (the editor saves it off untouched)", () => {
    expect(fields({ ...complete, vat: { registered: false, number: "", confirmed: false } })).toEqual([
      "vat.confirmed",
    ]);
  });

  it("lists every missing fact for the business file as shipped: none of them is invented", () => {
    expect(business.address.streetAddress).toBe("");
    expect(business.address.postalCode).toBe("");
    expect(business.legal.form).toBeUndefined();
    expect(business.vat.registered).toBeUndefined();
    expect(fields(business)).toEqual(expect.arrayContaining(["address.streetAddress", "legal.form", "vat.registered"]));
  });
});

describe("the business schema's checks on those facts", () => {
  const withChange = (change: (file: BusinessFile) => BusinessFile) =>
    businessSchema.safeParse(change(structuredClone(businessFile))).success;
  const address = (postalCode: string) => (f: BusinessFile) => ({ ...f, address: { ...f.address, postalCode } });
  const vat = (v: { registered?: boolean; number?: string; confirmed?: boolean }) => (f: BusinessFile) => ({
    ...f,
    vat: v,
  });
  const companyNumber = (n: string) => (f: BusinessFile) => ({ ...f, legal: { ...f.legal, companyNumber: n } });

  it("accepts the file as shipped, with nothing supplied", () => {
    expect(withChange((f) => f)).toBe(true);
  });

  it("accepts UK postcodes as Royal Mail writes them and refuses others", () => {
    for (const ok of [
      "SW4 6DH",
      "EC1A 1BB",
      "W1A 0AX",
      "M1 1AE",
      "B33 8TH",
      "CR2 6XH",
      "DN55 1PT",
      "SW46DH",
      "GIR 0AA",
    ])
      expect(withChange(address(ok)), ok).toBe(true);
    for (const bad of ["sw4 6dh", "SW4  6DH", "SW4 6CH", "QW4 6DH", "12345", "SW4", "SW4 6DH X"])
      expect(withChange(address(bad)), bad).toBe(false);
  });

  it("accepts a company number in Companies House's format", () => {
    for (const ok of ["01234567", "SC123456", "NI012345", "OC301234"])
      expect(withChange(companyNumber(ok)), ok).toBe(true);
    for (const bad of ["1234567", "123456789", "sc123456", "S1234567"])
      expect(withChange(companyNumber(bad)), bad).toBe(false);
  });

  it("needs a VAT number in UK form when VAT-registered", () => {
    expect(withChange(vat({}))).toBe(true);
    expect(withChange(vat({ registered: false }))).toBe(true);
    expect(withChange(vat({ registered: true }))).toBe(false);
    for (const ok of ["GB 123 4567 89", "GB123456789", "123456789", "GB 123 4567 89 001", "GBGD001", "GBHA599"])
      expect(withChange(vat({ registered: true, number: ok })), ok).toBe(true);
    for (const bad of ["GB 12345678", "FR12345678901", "GB1234567890", "gb123456789"])
      expect(withChange(vat({ registered: true, number: bad })), bad).toBe(false);
  });

  it("refuses an unknown legal form", () => {
    expect(withChange((f) => ({ ...f, legal: { ...f.legal, form: "llp" as "partnership" } }))).toBe(false);
  });
});
