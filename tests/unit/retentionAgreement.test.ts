/**
 * What is kept of a contract, and for how long, is said in four places: the retention table in
 * docs/architecture.md, the privacy notice, the request page's "Delete my details now" and the quote
 * terms' note on what accepting records. They say the same period, on the same grounds, about the
 * same details; a change to one that leaves another behind fails here.
 */
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { quoteTerms } from "../../src/lib/quoteTerms";

const read = (path: string) => readFileSync(new URL(`../../${path}`, import.meta.url), "utf8");
const privacy = read("src/content/pages/privacy.md");
const architecture = read("docs/architecture.md");
const requestCopy = JSON.parse(read("worker/request/copy.json")) as Record<string, string>;

/** The retention table's rows, by their first cell. */
const table = new Map(
  architecture
    .split("\n")
    .filter((line) => line.startsWith("| ") && !line.startsWith("| ---"))
    .map((line) => line.split("|").map((cell) => cell.trim()))
    .map((cells) => [cells[1] ?? "", cells.slice(2, -1).join(" | ")] as const),
);
const row = (start: string) => {
  const found = [...table].find(([what]) => what.startsWith(start));
  if (!found) throw new Error(`no retention row starts "${start}"`);
  return `${found[0]} | ${found[1]}`;
};

const period = "six years after the contract ends";
/** The details an acceptance records, as each text names them. */
const recorded = ["SHA-256", "options", "name", "e-mail", "time", "user agent"];

describe("what is kept of a contract", () => {
  it("is kept for the same period everywhere it is described", () => {
    expect(row("an accepted quote")).toContain(period);
    expect(privacy).toContain(period);
    expect(requestCopy.eraseHint).toContain(period);
    expect(quoteTerms.acceptRecord.text).toContain(period);
  });

  it("rests on the same law in the table and the notice, and outlives an erasure in both", () => {
    const accepted = row("an accepted quote");
    expect(accepted).toContain("Limitation Act 1980 s.5");
    expect(privacy).toContain("Limitation Act 1980, section 5");
    for (const text of [accepted, privacy]) {
      expect(text).toContain("HMRC");
      expect(text).toMatch(/17\(3\)\(b\) and \(e\)/);
    }
    expect(row("the acceptance record")).toMatch(/kept: art\. 17\(3\)\(b\) and \(e\)/);
  });

  it("names the same details an acceptance records", () => {
    for (const detail of recorded) {
      expect(row("the acceptance record"), detail).toContain(detail);
      expect(privacy, detail).toContain(detail);
      expect(quoteTerms.acceptRecord.text, detail).toContain(detail);
    }
  });

  it("lets a declined or expired quote go with the request", () => {
    expect(row("a quote declined, expired")).toMatch(/with the lead .*\| deleted$/);
    expect(privacy).toContain("A quote you declined, or let expire without accepting, is deleted with your request.");
  });
});
