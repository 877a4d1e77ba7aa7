/**
 * The law's model cancellation instructions and form (Consumer Contracts Regulations 2013, Schedule 3)
 * stay word for word as the fixture of the Schedule's text gives them, and come out filled in with
 * the firm's details and nothing left to fill but the homeowner's own `[*]` choices.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { testCancellationAddress, testTrader } from "../worker/support/quoteBusiness";
import {
  modelCancellationForm,
  modelCancellationInstructions,
  schedule3,
  traderContactLine,
  traderName,
  type TraderDetails,
} from "../../src/lib/consumerCancellation";

/** The fixture's sections, by their `## ` heading: each a list of lines (paragraphs). */
const fixtureText = readFileSync(new URL("fixtures/ccr-2013-schedule-3.txt", import.meta.url), "utf8");
const FIXTURE_SHA256 = "147fe3f2c2a49a64f5b1b0173f6202e27e61c06087af13862ddf11d0653d37d9";
function fixtureSections(text = fixtureText): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  let current: string[] | undefined;
  for (const line of text.split("\n")) {
    if (line.startsWith("## ")) sections.set(line.slice(3), (current = []));
    else if (current && line.trim()) current.push(line);
  }
  return sections;
}
const law = fixtureSections();
const section = (name: string) => {
  const lines = law.get(name);
  if (!lines) throw new Error(`the fixture has no section ${name}`);
  return lines;
};

const trader: TraderDetails = testTrader;

describe("the Schedule's words", () => {
  it("are the fixture's, word for word, fill-in points included", () => {
    const { partA, partB } = schedule3;
    expect([partA.heading]).toEqual(section("Part A heading"));
    expect([partA.rightToCancel.heading, ...partA.rightToCancel.paragraphs]).toEqual(
      section("Part A: Right to cancel"),
    );
    expect([partA.effectsOfCancellation.heading, ...partA.effectsOfCancellation.paragraphs]).toEqual(
      section("Part A: Effects of cancellation"),
    );
    expect([partA.notes["1(a)"]]).toEqual(section("Part A: note 1(a)"));
    expect([partA.notes["3"]]).toEqual(section("Part A: note 3"));
    expect([partA.notes["6"]]).toEqual(section("Part A: note 6"));
    expect([partB.heading, ...partB.lines]).toEqual(section("Part B"));
  });

  it("come from a fixture that is itself unchanged: an edit to the law's words is made on purpose", () => {
    // Changing the fixture means changing this digest too, after checking legislation.gov.uk.
    const digest = createHash("sha256").update(fixtureText).digest("hex");
    expect(digest).toBe(FIXTURE_SHA256);
  });
});

describe("Part A filled in for building work", () => {
  const [right, effects] = modelCancellationInstructions(trader, { onlineCancellationAddress: null });

  it("runs the 14 days from the conclusion of the contract and names the firm, its address, phone and e-mail", () => {
    expect(right?.heading).toBe("Right to cancel");
    expect(right?.paragraphs[1]).toBe(
      "The cancellation period will expire after 14 days from the day of the conclusion of the contract.",
    );
    const inform = right?.paragraphs[2] ?? "";
    expect(inform).toContain(
      `you must inform us (${traderName(trader)}, ${trader.address.join(", ")}, telephone ${trader.phone}, e-mail ${trader.email}) of your decision`,
    );
    expect(inform).toMatch(/You may use the attached model cancellation form, but it is not obligatory\.$/);
  });

  it("offers cancelling on the website only when the caller gives its address", () => {
    const online = modelCancellationInstructions(trader, {
      onlineCancellationAddress: testCancellationAddress,
    })[0];
    expect(online?.paragraphs[2]).toContain(
      `You can also electronically fill in and submit the model cancellation form or any other clear statement on our website ${testCancellationAddress}. If you use this option,`,
    );
    expect(right?.paragraphs[2]).not.toContain("electronically");
  });

  it("ends the effects with the service contract's proportionate payment, and no goods notes", () => {
    expect(effects?.heading).toBe("Effects of cancellation");
    expect(effects?.paragraphs.at(-1)).toBe(schedule3.partA.notes["6"]);
    expect(effects?.paragraphs).toContain(
      "We will make the reimbursement using the same means of payment as you used for the initial transaction, unless you have expressly agreed otherwise; in any event, you will not incur any fees as a result of the reimbursement.",
    );
  });

  it("leaves no fill-in point", () => {
    for (const block of modelCancellationInstructions(trader, { onlineCancellationAddress: testCancellationAddress })) {
      for (const paragraph of block.paragraphs) expect(paragraph).not.toMatch(/\[/);
    }
  });
});

describe("Part B filled in", () => {
  const form = modelCancellationForm(trader);

  it("is addressed to the firm and keeps the homeowner's [*] choices and their note", () => {
    expect(form.heading).toBe("Model cancellation form");
    expect(form.paragraphs[1]).toBe(`To ${traderContactLine(trader)}:`);
    expect(form.paragraphs[2]).toBe(
      "I/We [*] hereby give notice that I/We [*] cancel my/our [*] contract of sale of the following goods [*]/for the supply of the following service [*],",
    );
    expect(form.paragraphs.at(-1)).toBe("[*] Delete as appropriate");
    // Only the [*] marks are left in brackets.
    for (const paragraph of form.paragraphs) expect(paragraph.replaceAll("[*]", "")).not.toMatch(/[[\]]/);
  });
});

describe("the trader's details", () => {
  it("give the legal name alone when the trading name is the same or absent", () => {
    expect(traderName({ legalName: trader.tradingName, tradingName: trader.tradingName })).toBe(trader.tradingName);
    expect(traderName({ legalName: "", tradingName: trader.tradingName })).toBe(trader.tradingName);
  });

  it("leave out a phone or e-mail not given ('where available'), and refuse without an address", () => {
    expect(traderContactLine({ ...trader, phone: "", email: "" })).toBe(
      `${trader.legalName}, trading as ${trader.tradingName}, ${trader.address.join(", ")}`,
    );
    expect(() => modelCancellationForm({ ...trader, address: [" "] })).toThrow(/geographic address/);
  });
});
