/**
 * The home page keeps every section the spec gives it, with what the spec
 * says each holds, however compact the layout becomes.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { site } from "../../src/config/site";
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
  it("opens with the spec's headline, its two buttons, three trust badges and a named drawing", () => {
    expect(doc.querySelectorAll("h1").map((h) => h.text.trim())).toEqual([
      "Professional Building Services Across London",
    ]);
    const hero = main?.querySelector("div");
    expect(hero?.querySelectorAll("a").map((a) => a.text.trim())).toEqual(
      expect.arrayContaining(["Get Free Quote", "View Our Work"]),
    );
    expect(hero?.text).toContain("Fully Insured & Licensed");
    expect(hero?.text).toContain("15+ Years Experience");
    expect(hero?.text).toContain("5-Star Rated Service");
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

  it("lists the six service categories, each with a Learn More link to its page", () => {
    const learnMore = section("services")
      .querySelectorAll("a")
      .filter((a) => a.text.startsWith("Learn More"))
      .map((a) => a.getAttribute("href"));
    expect(learnMore).toEqual([
      "/general-building",
      "/brickwork",
      "/roofing-groundwork",
      "/interior-renovation",
      "/carpentry-joinery",
      "/plumbing-electrical",
    ]);
  });

  it("offers a custom quote and a call for projects not listed", () => {
    const block = section("custom-project");
    expect(block.text).toContain("Don't See Your Project Listed?");
    expect(hrefs(block)).toEqual(["/request-custom-quote", "/call-us-today"]);
  });

  it("keeps the services links, the why-choose answer, the extension guide and the explore grid", () => {
    expect(hrefs(section("popular-services")).length).toBeGreaterThanOrEqual(12);
    expect(section("why-choose-us").querySelector("h2")?.text).toMatch(/^Why choose /);
    expect(section("extension-guide").querySelectorAll("ol > li").length).toBeGreaterThanOrEqual(5);
    expect(hrefs(section("explore")).length).toBeGreaterThanOrEqual(12);
  });

  it("recommends about thirty tiling specialists, each opening in a new tab", () => {
    const links = section("tiling-specialists").querySelectorAll("a");
    expect(links.length).toBeGreaterThanOrEqual(27);
    for (const link of links) expect(link.getAttribute("target")).toBe("_blank");
  });

  it("holds the quote form", () => {
    expect(section("contact").querySelector("astro-island")).not.toBeNull();
  });

  it("links to all 27 areas, each card with its name and a short description", () => {
    const cards = section("areas").querySelectorAll("a");
    expect(cards.map((a) => a.getAttribute("href")).sort()).toEqual(homeAreas.map((s) => `/areas/${s}`).sort());
    for (const card of cards) expect(card.querySelectorAll("span").map((s) => s.text.length > 3)).toEqual([true, true]);
  });

  it("ends with the four Why Choose cards, Your Trusted Building Partner and four statistics", () => {
    expect(
      section("why-choose")
        .querySelectorAll("h3")
        .map((h) => h.text),
    ).toEqual(["Fully Insured", "Expert Team", "Quality Guarantee", "On-Time Delivery"]);
    expect(section("about").querySelector("h2")?.text).toBe("Your Trusted Building Partner");
    expect(section("about").querySelectorAll("dl > div").length).toBe(4);
  });

  it("shows the sample reviews in a row that scrolls without script", () => {
    const row = section("reviews").querySelector("[role=region]");
    expect(row?.getAttribute("class")).toContain("snap-x");
    expect(row?.getAttribute("tabindex")).toBe("0");
    expect(row?.querySelectorAll("blockquote").length).toBeGreaterThanOrEqual(3);
  });

  it("labels every sample review as an example", () => {
    const cards = section("reviews").querySelectorAll("li");
    expect(cards.length).toBeGreaterThanOrEqual(3);
    for (const card of cards) expect(card.textContent).toContain("Example review, not from a real client");
  });
});
