import { describe, expect, it } from "vitest";
import { legalNotice } from "../../src/lib/legalNotice";

const empty = {
  legal: { registeredName: "", companyNumber: "", registeredIn: "England and Wales", registeredOffice: "" },
  registrations: { gasSafeNumber: "", electricalScheme: "", electricalSchemeNumber: "" },
};

describe("the footer's legal notice", () => {
  it("says nothing it cannot back with the owner's data", () => {
    expect(legalNotice(empty)).toEqual([]);
  });

  it("names the company, its number, where it is registered and its registered office", () => {
    const legal = {
      registeredName: "Keystone Builders London Ltd",
      companyNumber: "01234567",
      registeredIn: "England and Wales",
      registeredOffice: "1 Example Street, London N1 1AA",
    };
    expect(legalNotice({ ...empty, legal })).toEqual([
      "Keystone Builders London Ltd is registered in England and Wales, company number 01234567. Registered office: 1 Example Street, London N1 1AA.",
    ]);
  });

  it("states the Gas Safe number and the electrical scheme once supplied", () => {
    const registrations = { gasSafeNumber: "123456", electricalScheme: "NICEIC", electricalSchemeNumber: "R12345" };
    expect(legalNotice({ ...empty, registrations })).toEqual([
      "Gas Safe registered, number 123456; electrical work certified through NICEIC, number R12345.",
    ]);
  });
});
