/**
 * Each route-data module against the real content (served from disk by
 * tests/unit/support/astroContent.ts): what its page will show, and that no
 * `{token}` reaches a visitor unfilled.
 */
import { getCollection, type CollectionEntry } from "astro:content";
import { describe, expect, it } from "vitest";
import { loadAllContent } from "../../scripts/lib/loadContent";
import { figures } from "../../src/config/figures";
import { sectionTitles } from "../../src/config/pageCopy";
import { site } from "../../src/config/site";
import { aboutPage } from "../../src/lib/routeData/aboutPage";
import { areaPage } from "../../src/lib/routeData/areaPage";
import { areaTopicPage } from "../../src/lib/routeData/areaTopicPage";
import { contentPage } from "../../src/lib/routeData/contentPage";
import { homePage } from "../../src/lib/routeData/homePage";
import homeData from "../../src/content/site/home.json";
import { areasIndexPage, servicesIndexPage } from "../../src/lib/routeData/indexPages";
import { projectPage, projectsIndexPage } from "../../src/lib/routeData/projectPages";
import { quotePage } from "../../src/lib/routeData/quotePage";

async function entry<Name extends "pages" | "areas" | "areaTopics" | "projects">(
  collection: Name,
  id: string,
): Promise<CollectionEntry<Name>> {
  const found = (await getCollection(collection)).find((e) => e.id === id);
  if (!found) throw new Error(`${collection}/${id} missing`);
  return found;
}

/** Any `{token}` left in what a page would render. */
const unfilled = (value: unknown) => JSON.stringify(value).match(/\{[a-zA-Z]+\}/g) ?? [];
const crumbNames = (crumbs: readonly { name: string }[]) => crumbs.map((c) => c.name);

describe("content pages", () => {
  it("places a service in its family, with a back link, its sub-pages as cards and facts filled in", async () => {
    const { meta, crumbs, props } = await contentPage(await entry("pages", "flooring"));
    expect(meta.path).toBe("/flooring");
    expect(crumbNames(crumbs).slice(0, 2)).toEqual(["Home", "Services"]);
    expect(crumbs.at(-1)?.path).toBe("/flooring");
    expect(props.back?.href).toBe("/interior-renovation");
    const cardLinks = props.cardGroups?.flatMap((g) => g.cards.map((c) => c.href)) ?? [];
    expect(cardLinks).toContain("/flooring/laminate-installation");
    expect(props.secondary?.href).toBe(`tel:${site.phone.e164}`);
    expect(props.cardsTitle).toBe(sectionTitles.content.cards);
    expect(unfilled(props)).toEqual([]);
  });

  it("heads the building services hub's cards with the areas by region, from the section headings", async () => {
    const { props } = await contentPage(await entry("pages", "building-services-london"));
    expect(props.cardsTitle).toBe(sectionTitles.content.areaGroups);
  });
});

describe("district pages", () => {
  it("names the region, lists the district's own guides and links back to all areas", async () => {
    const { meta, props } = await areaPage(await entry("areas", "chelsea"));
    expect(meta.path).toBe("/areas/chelsea");
    expect(props.eyebrow).toBe("West London");
    expect(props.back).toEqual({ label: sectionTitles.area.back, href: "/areas" });
    // The headings are the owner's, with the district's name where they say {district}.
    expect(props.cardGroups?.map((g) => g.heading)).toEqual([
      sectionTitles.area.guides.replace("{district}", "Chelsea"),
      sectionTitles.area.services.replace("{district}", "Chelsea"),
    ]);
    const guides = props.cardGroups?.[0]?.cards.map((c) => c.href);
    expect(guides).toEqual(
      expect.arrayContaining(["/areas/chelsea/georgian-house-repairs", "/areas/chelsea/studio-house-renovation"]),
    );
    expect(unfilled(props)).toEqual([]);
  });
});

describe("district topic pages", () => {
  it("sits under its district and links to its sibling guides", async () => {
    const { crumbs, props } = await areaTopicPage(await entry("areaTopics", "chelsea/georgian-house-repairs"));
    expect(crumbNames(crumbs)).toEqual(["Home", "Areas We Cover", "Chelsea", expect.any(String)]);
    expect(props.eyebrow).toBe("Chelsea");
    expect(props.back?.href).toBe("/areas/chelsea");
    const related = props.related?.map((c) => c.href) ?? [];
    expect(related).toContain("/areas/chelsea/studio-house-renovation");
    expect(related).not.toContain("/areas/chelsea/georgian-house-repairs");
  });
});

describe("home page", () => {
  it("marks the figures that state the rating or the satisfaction, with their copy around the figure", async () => {
    const { props } = await homePage();
    const claimed = (value: string) =>
      (["rating", "satisfaction"] as const).filter((figure) => value.includes(`{${site.tokens[figure]}}`));
    expect(props.statFigures.map((figure) => figure?.figure)).toEqual(
      homeData.stats.map((stat) => claimed(stat.value)[0]),
    );
    // The built page prints the figure between its copy; on Cloudflare the Worker puts the published one there.
    props.statFigures.forEach((figure, i) => {
      if (figure)
        expect(`${figure.before}${site.claims[figure.figure]}${figure.after}`).toBe(props.copy.stats[i]?.value);
    });
  });

  it("lists six categories with their services, the 27 home districts in order and the owner's figures", async () => {
    const { meta, props } = await homePage();
    const guide = figures.extensions.guide;
    expect(meta.path).toBe("/");
    expect(props.categories).toHaveLength(6);
    for (const category of props.categories) expect(category.lines.length).toBeGreaterThan(0);
    const districts = props.areaRegions.flatMap((r) => r.cards);
    expect(districts).toHaveLength(27);
    expect(props.copy.stats.map((s) => s.value)).toEqual([
      site.claims.yearsExperience,
      site.claims.projectsCompleted,
      site.claims.satisfaction,
      `${site.claims.rating}-star`,
    ]);
    const { factLabels } = props.copy.extensionGuide;
    expect(props.guideFacts).toEqual([
      { label: factLabels.time, value: `${guide.weeks.min} to ${guide.weeks.max} weeks` },
      {
        label: factLabels.cost,
        value: `£${guide.cost.min.toLocaleString("en-GB")}-£${guide.cost.max.toLocaleString("en-GB")}`,
      },
    ]);
    // The guide's cost is a price to consumers: its label says that it includes VAT.
    expect(props.guideFacts[1]?.label).toMatch(/including VAT/);
    expect(props.tilingLinks).toHaveLength(30);
    expect(unfilled({ meta, props })).toEqual([]);
  });
});

describe("about page", () => {
  it("states the founding year from the business data and shows the figures", async () => {
    const { meta, crumbs, props } = await aboutPage();
    expect(meta.title).toContain(String(site.foundedYear));
    expect(crumbNames(crumbs)).toEqual(["Home", "About"]);
    expect(props.stats).toHaveLength(4);
    expect(unfilled({ meta, props })).toEqual([]);
  });
});

describe("quote pages", () => {
  it("gives each quote page its copy, its breadcrumbs and FAQ structured data", async () => {
    const { meta, crumbs, props } = await quotePage("call-us-today");
    expect(meta.path).toBe("/call-us-today");
    expect(crumbNames(crumbs)).toEqual(["Home", "Call Us Today"]);
    expect(props.page.tone).toBe("emergency");
    expect(props.page.channels.map((c) => c.channel)).toContain("emergency-call");
    expect(meta.jsonLd?.map((d) => (d as { "@type": string })["@type"])).toContain("FAQPage");
    expect(unfilled(props)).toEqual([]);
  });
});

describe("index pages", () => {
  it("groups every service under its category, then the specialist services", async () => {
    const { props } = await servicesIndexPage();
    expect(props.groups).toHaveLength(7);
    expect(props.groups[0]?.href).toBe("/general-building");
    const specialist = props.groups.at(-1)?.cards.map((c) => c.href) ?? [];
    expect(specialist).toContain("/sash-window-renovation");
  });

  it("lists all 30 districts by region", async () => {
    const { props } = await areasIndexPage();
    expect(props.groups.map((g) => g.heading)).toEqual([
      "Central London",
      "North London",
      "South London",
      "East London",
      "West London",
    ]);
    expect(props.groups.flatMap((g) => g.cards)).toHaveLength(30);
  });
});

describe("project pages", () => {
  const projects = loadAllContent().projects;

  it("lists every project on file with its finished picture", async () => {
    const { props } = await projectsIndexPage();
    expect(props.projects.map((p) => p.href)).toEqual(projects.map((p) => `/projects/${p.id}`));
    for (const project of props.projects) expect(project.cover.stage).toBe("after");
  });

  it.each(projects.map((p) => p.id))("shows the story of %s, dated, with a before-and-after pair", async (id) => {
    const { meta, crumbs, props } = await projectPage(await entry("projects", id));
    expect(meta.path).toBe(`/projects/${id}`);
    expect(crumbNames(crumbs).slice(0, 2)).toEqual(["Home", "Projects"]);
    expect(props.completed.label).toMatch(/^[A-Z][a-z]+ \d{4}$/);
    expect(props.comparison.before.stage).toBe("before");
    expect(props.comparison.after.stage).toBe("after");
  });
});
