/**
 * The content check's copy rules, each shown failing on a seeded bad page and
 * passing once the page is put right: a figure typed where data holds it, a
 * price that does not say it includes VAT, an area topic page that names
 * nothing of its district, and an unknown shared explanation. Values come
 * from the data files, never from this test.
 */
import { getCollection } from "astro:content";
import { renderToStaticMarkup } from "react-dom/server";
import { createElement } from "react";
import { describe, expect, it } from "vitest";
import { loadAllContent } from "../../scripts/lib/loadContent";
import { Explainers } from "../../src/components/sections/Explainers";
import { priceTokens } from "../../src/config/figures";
import { explainers, ruleByToken, rules, sourceName } from "../../src/config/rules";
import { sourceById, sources } from "../../src/config/sources";
import { auditContent, type AuditEntry, type AuditOptions } from "../../scripts/lib/contentAudit";
import {
  figureSubjects,
  minPlacesNamed,
  misattributedRules,
  pricesWithoutVat,
  ruleWords,
  ruleWordsIn,
  typedFigures,
  unitsOf,
} from "../../scripts/lib/copyRules";
import { explainersFor } from "../../src/lib/explainers";
import { contentPage } from "../../src/lib/routeData/contentPage";
import { fillFacts } from "../../src/lib/facts";
import { seededPage } from "./support/seededPage";

const page = seededPage;
const options: AuditOptions = { knownRoutes: new Set(), minWords: 0, figureSubjects, priceTokens };
const problemsOf = (entry: AuditEntry, extra: Partial<AuditOptions> = {}) =>
  auditContent([entry], { ...options, ...extra });

/** A sentence that types each subject's figure, and the same sentence with the figure's token. */
const typedExamples: Record<string, [typed: string, token: string]> = {
  "a loft conversion's time on site": [
    "A rear dormer loft conversion typically takes 9 to 11 weeks on site.",
    "A rear dormer loft conversion typically takes {dormerLoftWeeks} on site.",
  ],
  "a small shop fit-out's time on site": [
    "A small shop fit-out usually takes three to five weeks.",
    "A small shop fit-out usually takes {shopFitOutWeeks}.",
  ],
  "an extension's build time": [
    "A single-storey rear extension takes 7-9 weeks on site.",
    "A single-storey rear extension takes {singleStoreyWeeks} on site.",
  ],
  "a cellar conversion's or new basement's time on site": [
    "Converting an existing cellar takes eleven weeks.",
    "Converting an existing cellar takes {cellarConversionWeeks}.",
  ],
  "how long the council takes to decide a planning application": [
    "The council usually decides a planning application within 9 weeks.",
    "The council usually decides a planning application within {planningWeeks}.",
  ],
  "how often exterior timber needs repainting": [
    "Sash windows need a repaint every four to six years.",
    "Sash windows need a repaint {sashRepaintInterval}.",
  ],
  "how often a stucco or rendered front needs repainting": [
    "A stucco front needs a full repaint every six years.",
    "A stucco front needs a full repaint {stuccoRepaintInterval}.",
  ],
  "a ceiling or loft height": [
    "A habitable basement needs a finished ceiling height of 2.1 m.",
    "New dwellings are asked for a ceiling height of {ndssCeilingHeight} by the space standard.",
  ],
  "a guarantee or warranty the business gives": [
    "Every flat roof comes with a 20-year guarantee.",
    "Every flat roof comes with a {flatRoofWarranty} guarantee.",
  ],
  "a party wall notice period": [
    "Serve the party structure notice two months before work starts.",
    "Serve the party structure notice {partyWallNotice} before work starts.",
  ],
  "the distance at which digging near a neighbour needs notice": [
    "Excavating within 3 metres of next door's foundations needs notice.",
    "Excavating within {excavationNearDistance} of next door's foundations needs notice.",
  ],
  "a replacement window or door's U-value": [
    "Part L limits a replacement door's U-value to 1.8 W/m²K.",
    "Part L limits a replacement door's U-value to {doorUValue}.",
  ],
  "a permitted development size limit": [
    "Under permitted development a terraced house may extend 3 m at the rear.",
    "Under permitted development a terraced house may extend {pdRearExtensionDepth} at the rear.",
  ],
  "the year before which an asbestos survey is needed": [
    "In a house built before 2000 we survey for asbestos first.",
    "In a house built before {asbestosSurveyBefore} we survey for asbestos first.",
  ],
  "the 2011 transfer of private sewers": [
    "Shared sewers became public on 1 October 2011.",
    "Shared sewers became public on {sewerTransferDate}.",
  ],
  "the trunk size above which a conservation area tree needs notice": [
    "In a conservation area, a tree with a trunk more than 75 mm across needs six weeks' notice.",
    "In a conservation area, a tree with a trunk more than {conservationTreeTrunk} across needs six weeks' notice.",
  ],
};

describe("figures that data holds are printed through tokens", () => {
  it("has a seeded example for every subject on the list", () => {
    expect(Object.keys(typedExamples).sort()).toEqual(figureSubjects.map((s) => s.subject).sort());
  });

  it.each(Object.entries(typedExamples))("fails a page that types %s, naming the token", (subject, [typed]) => {
    const problems = problemsOf(page(`## Seeded\n\n${typed}`)).filter((p) => p.includes("typed for"));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(subject);
    const tokens = figureSubjects.find((s) => s.subject === subject)?.tokens ?? [];
    expect(problems[0]).toContain(`{${tokens[0] ?? ""}}`);
  });

  it.each(Object.entries(typedExamples))("passes the page once %s is a token", (_subject, [, token]) => {
    expect(problemsOf(page(token)).filter((p) => p.includes("typed for"))).toEqual([]);
    // Every token the examples use exists, so the fixed page also builds.
    expect(() => fillFacts(token)).not.toThrow();
  });

  it("reads FAQ answers and table rows, with the table's heading as context", () => {
    const faq = page("", { prose: ["How long does it take? A loft conversion takes 6 weeks."] });
    expect(problemsOf(faq).some((p) => p.includes("typed for a loft conversion"))).toBe(true);
    const table = "| Job | Time on site |\n| --- | --- |\n| Loft conversion | 6-8 weeks |";
    expect(typedFigures(table).map((t) => t.subject.subject)).toEqual(["a loft conversion's time on site"]);
  });

  it("leaves alone a figure for something else in the same words", () => {
    expect(typedFigures("The groundwork for a single-storey extension takes two to three weeks.")).toEqual([]);
    expect(typedFigures("A good double-glazed unit reaches a centre-pane Ug of 1.1 W/m²K.")).toEqual([]);
    expect(typedFigures("Lenders ask for a 10-year structural warranty on a new house.")).toEqual([]);
  });
});

describe("a rule is quoted as the kind of rule it is", () => {
  const soft = rules.filter((r) => r.kind === "planning policy" || r.kind === "British Standard");
  const [standard] = soft;
  if (!standard) throw new Error("no planning policy or British Standard on file");
  const softTokens = soft.map((r) => r.token);

  it("fails a page that calls a standard or planning policy a legal requirement", () => {
    const problems = problemsOf(page(`The Building Regulations require {${standard.token}} here.`), {
      softRuleTokens: softTokens,
    });
    expect(problems.filter((p) => p.includes("presented as the law"))).toHaveLength(1);
  });

  it("passes one that names the kind of rule, or says the regulations set none", () => {
    expect(misattributedRules(`The ${sourceName(standard)} asks for {${standard.token}}.`, softTokens)).toEqual([]);
    expect(
      misattributedRules(
        `The Building Regulations set no minimum; the standard asks for {${standard.token}}.`,
        softTokens,
      ),
    ).toEqual([]);
  });
});

describe("a page that states a rule cites its source", () => {
  const law = rules.find((r) => r.kind === "law" && r.sources.length > 0);
  const practice = rules.find((r) => r.kind === "trade practice");
  const [explainer] = explainers;
  const other = sources.find((s) => !law?.sources.includes(s.id));
  if (!law || !practice || !explainer || !other)
    throw new Error("rules.json lacks a law, a trade practice or an explainer, or sources.json a second source");
  const [lawSource] = law.sources;
  if (!lawSource) throw new Error("the law cites no source");
  const sourceProblems = (body: string, cited: string[], ids: string[] = []) =>
    problemsOf(page(body, { reviewedSources: cited, explainers: ids }), { rules }).filter(
      (p) => p.includes("do not cite") || p.includes("cites no source"),
    );

  it("fails, sentence by sentence, a page that prints a rule whose source it does not cite", () => {
    const problems = sourceProblems(`The rule is {${law.token}}. Again, {${law.token}}.`, [other.id]);
    expect(problems).toHaveLength(2);
    expect(problems[0]).toContain(sourceById(lawSource)?.title ?? lawSource);
    expect(problems[0]).toContain(`add ${lawSource}`);
  });

  it("fails the short wording's token the same way as the value's", () => {
    expect(sourceProblems(`In short: {${law.token}Short}`, [other.id])).toHaveLength(1);
  });

  it("passes once the page cites the rule's source by id", () => {
    expect(sourceProblems(`The rule is {${law.token}}.`, [lawSource])).toEqual([]);
  });

  it("fails, page by page, a rule sentence with no source at all, and passes once one is cited", () => {
    const sentence = "Work to a party wall needs notice under the Party Wall etc. Act 1996.";
    const problems = sourceProblems(sentence, []);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("party wall");
    expect(sourceProblems(sentence, [lawSource])).toEqual([]);
  });

  it("fails a page that cites an id sources.json does not hold", () => {
    const problems = problemsOf(page("Text.", { reviewedSources: ["no-such-source"] }), { rules });
    expect(problems.some((p) => p.includes('cites source "no-such-source"'))).toBe(true);
  });

  it("counts the rules of a listed explanation, and asks no source for trade practice", () => {
    const needed = explainer.rules.map((t) => ruleByToken(t)).filter((r) => r && r.kind !== "trade practice");
    expect(sourceProblems("Text.", [other.id], [explainer.id]).length).toBe(
      needed.filter((r) => !r?.sources.includes(other.id)).length,
    );
    expect(sourceProblems(`About {${practice.token}}.`, [other.id])).toEqual([]);
  });
});

describe("the rule words (scripts/lib/ruleWords.json)", () => {
  const examples: Record<string, string> = {
    "a Part of the Building Regulations": "The work is notifiable under Part P.",
    "the Building Regulations": "It must meet the Building Regulations.",
    "an Act or Regulations by name": "The Control of Asbestos Regulations 2012 apply.",
    "listed building consent": "You need listed building consent.",
    "planning permission": "It needs planning permission.",
    "permitted development": "It is permitted development.",
    "party wall": "Serve a party wall notice first.",
    "a British Standard by number": "We follow BS 8102 for basements.",
  };

  it("has an example for every word, and each example is found", () => {
    expect(Object.keys(examples).sort()).toEqual(ruleWords.map((w) => w.name).sort());
    for (const [name, text] of Object.entries(examples)) {
      expect(
        ruleWordsIn(text).map((w) => w.name),
        text,
      ).toContain(name);
    }
  });

  it("finds nothing in plain copy, nor in a known false positive", () => {
    expect(ruleWordsIn("We fit new kitchens and tile bathrooms across London.")).toEqual([]);
    expect(ruleWordsIn("See our [Planning Permission Assistance](/planning-permission-assistance) page.")).toEqual([]);
    expect(ruleWordsIn("Part 2 of the job is painting.")).toEqual([]);
  });
});

describe("every price says that it includes VAT", () => {
  const [token] = priceTokens;
  if (!token) throw new Error("no price token on file");

  it("fails a price without 'including VAT' in its sentence", () => {
    const problems = problemsOf(page(`A typical job costs {${token}} before any extras.`));
    expect(problems.filter((p) => p.includes('price without "including VAT"'))).toHaveLength(1);
  });

  it("passes a price whose sentence says it includes VAT", () => {
    for (const wording of ["including VAT", "inc. VAT", "VAT included"]) {
      expect(pricesWithoutVat(`A typical job costs {${token}}, ${wording}.`, priceTokens)).toEqual([]);
    }
  });

  it("fails a table of prices with no VAT in its heading, and passes one with it", () => {
    const table = (heading: string) => `| Job | ${heading} |\n| --- | --- |\n| A typical job | {${token}} |`;
    expect(pricesWithoutVat(table("Typical cost"), priceTokens)).toHaveLength(1);
    expect(pricesWithoutVat(table("Typical cost, including VAT"), priceTokens)).toEqual([]);
    expect(pricesWithoutVat(`Every price below includes VAT.\n\n${table("Typical cost")}`, priceTokens)).toEqual([]);
  });

  it("fails a page with prices that tells readers to add VAT", () => {
    const problems = problemsOf(page(`A typical job costs {${token}}, including VAT.\n\nAdd VAT where it applies.`));
    expect(problems.some((p) => p.includes("do not ask readers to add it"))).toBe(true);
  });

  it("counts a typed £ figure as a price", () => {
    expect(pricesWithoutVat("Labour is about £250 a day.", priceTokens)).toHaveLength(1);
  });
});

describe("an area topic page names places from its district's page", () => {
  const { areas } = loadAllContent();
  const district = areas.find((a) => a.data.places.length >= minPlacesNamed);
  if (!district) throw new Error("no district lists its places");
  const places = Object.fromEntries(areas.map((a) => [a.id, a.data.places]));
  const topic = (body: string) => page(body, { route: `areas/${district.id}/seeded`, district: district.id });
  const placeProblems = (body: string) =>
    problemsOf(topic(body), { districtPlaces: places }).filter((p) => p.includes("district's places"));

  it("fails a topic page that names nothing of its district beyond its name", () => {
    const problems = placeProblems(`Building work in ${district.data.name} needs care with older houses.`);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain("names none");
  });

  it("passes once the page names two of them", () => {
    const [first, second] = district.data.places;
    expect(placeProblems(`We often work near ${first ?? ""} and around ${second ?? ""}.`)).toEqual([]);
  });

  it("holds a list of places for every district, each named on the district's own page", () => {
    for (const area of areas) {
      expect(area.data.places.length, area.id).toBeGreaterThanOrEqual(3);
      const faqs = area.data.faqs.map((f) => `${f.question} ${f.answer}`);
      const text = [area.data.intro, area.data.summary, area.body, ...faqs]
        .join(" ")
        .replace(/\s+/g, " ")
        .toLowerCase();
      for (const place of area.data.places) expect(text, `${area.id}: ${place}`).toContain(place.toLowerCase());
    }
  });
});

describe("shared explanations", () => {
  const [first] = explainers;
  if (!first) throw new Error("no explainer on file");

  it("fail the content check when a page lists one that does not exist", () => {
    const problems = problemsOf(page("Text.", { explainers: ["no-such-explainer"] }));
    expect(problems).toContain(
      'guides/seeded-page: lists explainer "no-such-explainer", which is not in src/content/site/rules.json',
    );
    expect(() => explainersFor(["no-such-explainer"])).toThrow(/no-such-explainer/);
  });

  it("show a visitor the explanation with its tokens filled in and the source of each rule it relies on", () => {
    const html = renderToStaticMarkup(createElement(Explainers, { explainers: explainersFor([first.id]) }));
    expect(html).toContain(first.title);
    expect(html).not.toMatch(/\{[a-zA-Z]+\}/);
    for (const token of first.rules) {
      const rule = ruleByToken(token);
      expect(rule, token).toBeDefined();
      for (const id of rule?.sources ?? []) expect(html).toContain(sourceById(id)?.title ?? id);
      expect(html).toContain(rule?.kind ?? "");
    }
  });

  it("reach the page that lists them, in order, with every token filled in", async () => {
    const pages = await getCollection("pages");
    const listing = pages.find((p) => p.data.explainers.length > 0);
    if (!listing) throw new Error("no page lists an explainer");
    const { props } = await contentPage(listing);
    expect(props.explainers?.map((e) => e.id)).toEqual(listing.data.explainers);
    expect(JSON.stringify(props.explainers)).not.toMatch(/\{[a-zA-Z]+\}/);
    const without = pages.find((p) => p.data.explainers.length === 0);
    if (without) expect((await contentPage(without)).props.explainers).toEqual([]);
  });

  it("each rely only on rules on file, and every page listing one names a real one", () => {
    for (const explainer of explainers) for (const token of explainer.rules) expect(ruleByToken(token)).toBeDefined();
    const { pages, areas, areaTopics } = loadAllContent();
    const ids = new Set(explainers.map((e) => e.id));
    for (const entry of [...pages, ...areas, ...areaTopics]) {
      for (const id of entry.data.explainers) expect(ids.has(id), `${entry.id}: ${id}`).toBe(true);
    }
  });
});

describe("text units", () => {
  it("splits sentences, list items and table rows", () => {
    const units = unitsOf("First one. Second one.\n\n- item a\n- item b\n\n| h |\n| - |\n| row |");
    expect(units.map((u) => u.text)).toEqual(["First one.", "Second one.", "- item a", "- item b", "| row |"]);
  });
});
