/** The shape of a lead's reference: made with enough entropy, and read back as people type it. */
import { describe, expect, it } from "vitest";
import {
  makeReference,
  normaliseReference,
  referenceAlphabet,
  referenceExample,
  referenceLength,
  referencePattern,
} from "../../src/lib/leadReference";

describe("a new reference", () => {
  it("is Q- and characters of an alphabet easy to read out, with no 0, O, 1 or I", () => {
    expect(referenceAlphabet).not.toMatch(/[0O1I]/);
    const made = Array.from({ length: 2000 }, makeReference);
    for (const reference of made) {
      expect(reference).toMatch(referencePattern);
      expect(reference).toHaveLength(2 + referenceLength);
    }
    // About 30 bits: 2,000 draws from a billion values repeat almost never.
    expect(new Set(made).size).toBeGreaterThan(1995);
    expect(referenceExample).toMatch(referencePattern);
  });

  it("keeps old references (Q- and four or more digits) valid", () => {
    expect("Q-4821").toMatch(referencePattern);
    expect("Q-48213").toMatch(referencePattern);
    expect("Q-482").not.toMatch(referencePattern);
    expect("Q-7K3M9").not.toMatch(referencePattern);
  });
});

describe("a reference as people type it", () => {
  const reference = makeReference();
  const body = reference.slice(2);
  it.each([
    ["as given", reference],
    ["in lower case", reference.toLowerCase()],
    ["without the dash", `Q${body}`],
    ["without the Q", body],
    ["with spaces inside", `Q - ${body.slice(0, 3)} ${body.slice(3)}`],
    ["with outer spaces", `  ${reference} `],
  ])("is found %s", (_, typed) => {
    expect(normaliseReference(typed)).toBe(reference);
  });

  it("reads O as 0 and I as 1 in an old, digits-only reference", () => {
    expect(normaliseReference("q-48O1")).toBe("Q-4801");
    expect(normaliseReference("Q 4I2I")).toBe("Q-4121");
    expect(normaliseReference("4821")).toBe("Q-4821");
  });

  it("keeps a new reference that starts with Q", () => {
    expect(normaliseReference("Q-QABCDE")).toBe("Q-QABCDE");
    expect(normaliseReference("qqabcde")).toBe("Q-QABCDE");
  });
});
