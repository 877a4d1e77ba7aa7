/**
 * The home page keeps every section the spec gives it, with what the spec
 * says each holds, however compact the layout becomes.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { homeCopy, sectionTitles } from "../../src/config/pageCopy";
import { site } from "../../src/config/site";
import { fillFacts } from "../../src/lib/facts";
import { loadAllContent } from "../../scripts/lib/loadContent";
import { homeAreas } from "../specRoutes";
import { testConfig } from "../e2e/support/testConfig";

const doc = parse(readFileSync(join(testConfig.outDir, "index.html"), "utf8"));
const main = doc.querySelector("main");
const section = (id: string) => {
  const found = doc.querySelector(`#${id}`);
  if (!found) throw new Error(`The home page has no #${id} section`);
  return found;
};
const hrefs = (scope: { querySelectorAll(s: string): { getAttribute(n: string): string | undefined }[] }) =>
  scope.querySelectorAll("a[href]").map((a) => a.getAttribute("href"));

describe("home page sections", () => {
  it("opens with its headline, its two buttons, its trust badges and a named drawing", () => {
    const { hero: copy } = homeCopy;
    expect(doc.querySelectorAll("h1").map((h) => h.text.trim())).toEqual([fillFacts(copy.headline)]);
    const hero = main?.querySelector("div");
    const buttons = hero?.querySelectorAll("a").map((a) => [a.text.trim(), a.getAttribute("href")]);
    expect(buttons).toEqual(
      expect.arrayContaining([copy.primary, copy.secondary].map((action) => [action.label, action.href])),
    );
    expect(copy.badges.length).toBeGreaterThan(0);
    for (const badge of copy.badges) expect(hero?.text).toContain(fillFacts(badge));
    expect(hero?.querySelector("svg[role=img] title")?.text.length).toBeGreaterThan(10);
  });

  it("shows a trust strip of the business's own facts, and no accreditation row while there are none", () => {
    const strip = doc.querySelector('[aria-label="Why you can trust us"]');
    for (const fact of [
      `Trading since ${site.foundedYear}`,
      `${site.claims.projectsCompleted} projects completed`,
      `${site.claims.publicLiability} public liability`,
      "Fully insured",
      `Free site visits within ${site.promises.siteVisitMiles} miles`,
      `A reply within ${site.promises.responseHours} hours`,
    ])
      expect(strip?.text).toContain(fact);
    expect(doc.querySelector('[aria-label="Accreditations"]')).toBeNull();
  });

  it("lists its service categories, each with a Learn More link to its page", () => {
    const learnMore = section("services")
      .querySelectorAll("a")
      .filter((a) => a.text.startsWith("Learn More"))
      .map((a) => a.getAttribute("href"));
    expect(learnMore).toEqual(homeCopy.categories.map((route) => `/${route}`));
  });

  it("offers a custom quote and a call for projects not listed", () => {
    const { customProject: copy } = homeCopy;
    const block = section("custom-project");
    expect(block.querySelector("h2")?.text).toBe(fillFacts(copy.title));
    expect(hrefs(block)).toEqual([copy.primary.href, copy.secondary.href]);
  });

  it("keeps the services links, the why-choose answer, the extension guide and the explore grid", () => {
    expect(hrefs(section("popular-services")).length).toBeGreaterThanOrEqual(12);
    expect(section("why-choose-us").querySelector("h2")?.text).toMatch(/^Why choose /);
    expect(section("extension-guide").querySelectorAll("ol > li").length).toBeGreaterThanOrEqual(5);
    expect(hrefs(section("explore")).length).toBeGreaterThanOrEqual(12);
  });

  it("gives the extension guide's tips under home.json's label, on the page and in its HowTo data", () => {
    const { steps, labels } = homeCopy.extensionGuide;
    const tipped = steps.filter((step) => step.tip);
    expect(tipped.length).toBeGreaterThan(0);
    const items = section("extension-guide").querySelectorAll("ol > li");
    expect(items.map((li) => li.querySelector("h3 .sr-only")?.text.trim())).toEqual(
      steps.map((_, i) => `${labels.step} ${i + 1}:`),
    );
    const howTo = doc
      .querySelectorAll('script[type="application/ld+json"]')
      .map((s) => JSON.parse(s.text) as { "@type": string; step?: { text: string }[] })
      .find((data) => data["@type"] === "HowTo");
    for (const step of tipped) {
      const tip = fillFacts(step.tip ?? "");
      expect(section("extension-guide").text).toContain(`${labels.tip} ${tip}`);
      expect(howTo?.step?.map((s) => s.text)).toContain(`${fillFacts(step.text)} ${labels.tip} ${tip}`);
    }
  });

  it("recommends about thirty tiling specialists, each opening in a new tab", () => {
    const links = section("tiling-specialists").querySelectorAll("a");
    expect(links.length).toBeGreaterThanOrEqual(27);
    for (const link of links) expect(link.getAttribute("target")).toBe("_blank");
  });

  it("holds the quote form, beside the ways to reach us in the words of page-sections.json", () => {
    const contact = section("contact");
    expect(contact.querySelector("astro-island")).not.toBeNull();
    const words = sectionTitles.contact;
    expect(contact.querySelector("h2")?.text.trim()).toBe(words.title);
    const details = contact.querySelector("ul");
    expect(details?.querySelectorAll("li > div > p:first-child").map((p) => p.text.trim())).toEqual([
      words.call,
      words.email,
      words.hours,
      words.area,
    ]);
    // The business's facts: its promises filled in, its phone, e-mail, hours and emergency line as business.json has them.
    expect(contact.text).toContain(fillFacts(words.lead));
    for (const fact of [site.phone.display, site.email, site.hours.emergency, site.serviceArea.contact])
      expect(details?.text).toContain(fact);
  });

  it("ends with a footer in the words of page-sections.json, the business's facts filled in", () => {
    const words = sectionTitles.footer;
    const footer = doc.querySelector("footer");
    const headings = footer?.querySelectorAll("h2").map((h) => h.text.trim());
    expect(headings).toEqual(
      expect.arrayContaining([words.quickLinks, words.areas, words.localServices, words.localSearch]),
    );
    expect(footer?.querySelector('a[href="/areas"]')?.text.trim()).toBe(words.allAreas);
    for (const line of [words.about, words.partner, words.serving]) expect(footer?.text).toContain(fillFacts(line));
    expect(footer?.text).not.toMatch(/\{\w+\}/);
  });

  it("links to all 27 areas, each card with its name and a short description", () => {
    const cards = section("areas").querySelectorAll("a");
    expect(cards.map((a) => a.getAttribute("href")).sort()).toEqual(homeAreas.map((s) => `/areas/${s}`).sort());
    for (const card of cards) expect(card.querySelectorAll("span").map((s) => s.text.length > 3)).toEqual([true, true]);
  });

  it("ends with the Why Choose cards, the trusted-partner block and its statistics", () => {
    expect(
      section("why-choose")
        .querySelectorAll("h3")
        .map((h) => h.text),
    ).toEqual(homeCopy.whyChooseCards.map((card) => fillFacts(card.title)));
    expect(section("about").querySelector("h2")?.text).toBe(fillFacts(homeCopy.trustedPartner.title));
    expect(section("about").querySelectorAll("dl > div").length).toBe(homeCopy.stats.length);
  });

  const reviews = loadAllContent().reviews.map((review) => review.data);

  it("shows the reviews in a row that scrolls without script", () => {
    const row = section("reviews").querySelector("[role=region]");
    expect(row?.getAttribute("class")).toContain("snap-x");
    expect(row?.getAttribute("tabindex")).toBe("0");
    expect(row?.querySelectorAll("blockquote").length).toBe(reviews.length);
  });

  it("labels each sample review as an example, and no genuine one", () => {
    const cards = section("reviews").querySelectorAll("li");
    expect(cards.length).toBe(reviews.length);
    for (const review of reviews) {
      const card = cards.find((li) => li.querySelector("blockquote")?.text === review.text);
      expect(card, review.author).toBeDefined();
      expect(card?.textContent.includes("review, not from a real client"), review.author).toBe(review.sample);
    }
  });
});
