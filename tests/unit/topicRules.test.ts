/**
 * The content check's topic rules (issue 33), each shown failing on a seeded
 * bad page, passing once the page is put right, and silent with the rule
 * switched off, so the seeded page fails only because of that rule: a
 * section 6 distance without the other; a reply or written-quote time typed
 * instead of printed through its token; a price in words that does not say
 * it includes VAT; a page about flats in a block that names building control
 * with no conditional word of the Building Safety Regulator. Promise values
 * and rule values come from the data, never from this test.
 */
import { describe, expect, it } from "vitest";
import { site } from "../../src/config/site";
import { explainerById, ruleByToken } from "../../src/config/rules";
import { auditContent, type AuditEntry, type AuditOptions } from "../../scripts/lib/contentAudit";
import {
  buildingControlWithoutRegulator,
  excavationDistanceTokens,
  higherRiskExplainer,
  oneExcavationDistance,
  typedPromises,
  wordPricesWithoutVat,
} from "../../scripts/lib/copyRules";
import { fillFacts } from "../../src/lib/facts";
import { seededPage } from "./support/seededPage";

const page = seededPage;
const options: AuditOptions = { knownRoutes: new Set(), minWords: 0 };
const problemsOf = (entry: AuditEntry, extra: Partial<AuditOptions> = {}) =>
  auditContent([entry], { ...options, ...extra });
/** The problems one rule reports, by the words of its message. */
const reported = (entry: AuditEntry, words: string, extra: Partial<AuditOptions> = {}) =>
  problemsOf(entry, extra).filter((p) => p.includes(words));

describe("a section 6 distance is never stated without the other", () => {
  const words = "one section 6 distance without the other";
  const bad = page(
    "## Neighbours\n\nDigging within {excavationNearDistance} of next door and below its footings needs notice.",
  );
  const good = page(
    "## Neighbours\n\nDigging within {excavationNearDistance} of next door and below its footings, or within {excavationFarDistance} where the dig cuts a 45-degree line down from them, needs notice.",
  );

  it("fails a paragraph that gives only the near distance, or only the far one", () => {
    expect(reported(bad, words)).toHaveLength(1);
    expect(reported(page("A pile within {excavationFarDistance} of the house needs notice."), words)).toHaveLength(1);
    expect(
      reported(page("", { prose: ["Do I need notice? Only within {excavationNearDistance}."] }), words),
    ).toHaveLength(1);
  });

  it("passes a paragraph that gives both, and one that refers to the explainer instead", () => {
    expect(reported(good, words)).toEqual([]);
    expect(reported(page("Either section 6 test (see the rules explained below) needs notice."), words)).toEqual([]);
    expect(
      oneExcavationDistance("- **Excavation.** Within {excavationNearDistance},\n  or {excavationFarDistance}."),
    ).toEqual([]);
  });

  it("is what fails the seeded page: with the rule off, it passes", () => {
    expect(reported(bad, words, { topicRules: false })).toEqual([]);
  });

  it("has both distances on file as law, and an explainer that prints both", () => {
    for (const token of excavationDistanceTokens) expect(ruleByToken(token)?.kind).toBe("law");
    const explainer = explainerById("party-wall-excavation");
    expect(explainer?.rules).toEqual(expect.arrayContaining([...excavationDistanceTokens]));
    expect(oneExcavationDistance(explainer?.text ?? "")).toEqual([]);
  });
});

describe("the two promises are printed through their own tokens", () => {
  const words = "print the reply as {responseHours}";

  it("fails a reply or a written quote whose time is typed", () => {
    for (const typed of [
      "Within a few days you get a written quote split by trade.",
      "A written quote follows within a week or so of the visit.",
      "We reply within 48 hours and visit free of charge.",
      "You will hear from us the same day.",
    ]) {
      expect(reported(page(typed), words), typed).toHaveLength(1);
    }
  });

  it("fails the written quote printed through the reply's token", () => {
    const mixed = page("", { prose: ["You get a written quote within {responseHours} hours of the site visit."] });
    expect(reported(mixed, "the written quote printed through the reply's {responseHours}")).toHaveLength(1);
  });

  it("passes each promise through its own token, and times that are someone else's", () => {
    for (const right of [
      "We reply within {responseHours} hours and send a written quote within {quoteAfterVisitHours} hours of the visit.",
      "Send the quote form and we will come back to you within {responseHours} hours.",
      "The council decides most applications within {planningWeeks}.",
      "The neighbour has 14 days to reply to the notice.",
      "We can often start within a few weeks of you accepting the quote.",
    ]) {
      expect(reported(page(right), words), right).toEqual([]);
    }
  });

  it("is what fails the seeded page: with the rule off, it passes", () => {
    const bad = page("A written quote follows within a week or so of the visit.");
    expect(reported(bad, words, { topicRules: false })).toEqual([]);
  });

  it("prints the business's two promises from its data", () => {
    expect(fillFacts("{responseHours}")).toBe(String(site.promises.responseHours));
    expect(fillFacts("{quoteAfterVisitHours}")).toBe(String(site.promises.quoteAfterVisitHours.value));
    expect(typedPromises(`We reply within ${site.promises.responseHours} hours.`)).toHaveLength(1);
  });
});

describe("a price in words says that it includes VAT", () => {
  const words = 'price in words without "including VAT"';

  it("fails a price in words without VAT", () => {
    for (const typed of [
      "Rebuilding a pier is often a day's work and priced in the hundreds.",
      "A repair from a ladder typically costs a few hundred pounds.",
      "A full re-roof usually runs to five figures once scaffold is counted.",
      "Expect a five-figure sum for a new basement.",
    ]) {
      expect(reported(page(typed), words), typed).toHaveLength(1);
    }
  });

  it("passes one that says it includes VAT, in its sentence or its table's heading, and words that are not a price", () => {
    expect(wordPricesWithoutVat("A repair typically costs a few hundred pounds, including VAT.")).toEqual([]);
    expect(
      wordPricesWithoutVat(
        "Typical prices, including VAT:\n\n| Job | Price |\n| --- | --- |\n| Pier rebuild | In the hundreds of pounds |",
      ),
    ).toEqual([]);
    expect(wordPricesWithoutVat("Hundreds of London streets are in conservation areas.")).toEqual([]);
  });

  it("is what fails the seeded page: with the rule off, it passes", () => {
    const bad = page("A repair from a ladder typically costs a few hundred pounds.");
    expect(reported(bad, words, { topicRules: false })).toEqual([]);
  });
});

describe("a page about flats in a block says when the Regulator approves the work", () => {
  const words = "never says when the Building Safety Regulator approves the work";
  const bad = page(
    "## Flats\n\nIn a mansion block, a new bathroom with a new circuit is notified to building control or certified by the electrician.",
  );

  it("fails a page about flats in a block that names building control alone", () => {
    expect(reported(bad, words)).toHaveLength(1);
  });

  it("fails one that names the Regulator with no condition, as if it always applied", () => {
    const always = page(`${bad.body}\n\nThe Building Safety Regulator approves all work in flats.`);
    expect(reported(always, words)).toHaveLength(1);
  });

  it("passes a conditional line about the Regulator, or the explainer listed", () => {
    const conditional = page(
      `${bad.body}\n\nIf the block is {higherRiskBuildingHeight} high with {higherRiskBuildingHomes}, the Building Safety Regulator approves the work instead.`,
    );
    expect(reported(conditional, words)).toEqual([]);
    expect(reported(page(bad.body, { explainers: [higherRiskExplainer] }), words)).toEqual([]);
    expect(buildingControlWithoutRegulator(["A house extension is approved by building control."])).toBeUndefined();
  });

  it("is what fails the seeded page: with the rule off, it passes", () => {
    expect(reported(bad, words, { topicRules: false })).toEqual([]);
  });

  it("has an explainer that names the test, the approval and its exceptions as law", () => {
    const explainer = explainerById(higherRiskExplainer);
    for (const token of [
      "higherRiskBuildingHeight",
      "higherRiskBuildingHomes",
      "regulatorApproval",
      "regulatorExceptions",
    ]) {
      expect(explainer?.rules).toContain(token);
      expect(ruleByToken(token)?.kind).toBe("law");
    }
    expect(ruleByToken("regulatorApproval")?.statement).toMatch(/consultation[^.]*2026/);
  });
});
