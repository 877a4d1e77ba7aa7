/**
 * Checks over the whole built site: every route of the spec exists, every
 * internal link resolves, every page has its own title, description,
 * canonical and one h1, structured data parses, and the sitemap lists
 * exactly the canonical pages.
 */
import { createHash } from "node:crypto";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse, type HTMLElement } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { homeCopy } from "../../src/config/pageCopy";
import { site } from "../../src/config/site";
import { editorRoute, filesWithExtension, routeOfBuiltFile } from "../../scripts/lib/files";
import { loadAllContent, siteRedirects } from "../../scripts/lib/loadContent";
import { testConfig } from "../e2e/support/testConfig";
import { extraAreas, homeAreas, specRedirects, specRoutes } from "../specRoutes";
import { reviewPagePaths } from "../../worker/reviews/publicCache";

const root = testConfig.outDir;

interface BuiltPage {
  route: string;
  doc: HTMLElement;
  html: string;
}

const redirects = siteRedirects();
const redirectRoutes = new Set(Object.keys(redirects));
const pages: BuiltPage[] = filesWithExtension(root, ".html")
  .map((file) => ({ file, route: routeOfBuiltFile(root, file) }))
  .filter(({ route }) => route !== "404" && route !== editorRoute && !redirectRoutes.has(route))
  .map(({ file, route }) => {
    const html = readFileSync(file, "utf8");
    return { route, html, doc: parse(html) };
  });
const byRoute = new Map(pages.map((p) => [p.route, p]));

const jsonLdOf = (page: BuiltPage) =>
  page.doc.querySelectorAll('script[type="application/ld+json"]').map((s) => JSON.parse(s.text) as { "@type": string });
const typesOf = (page: BuiltPage) => jsonLdOf(page).map((d) => d["@type"]);

describe("routes", () => {
  it("builds every route the spec names as a page or a redirect to one", () => {
    const missing = specRoutes.filter((route) => !byRoute.has(route) && !redirectRoutes.has(route));
    expect(missing).toEqual([]);
  });

  it("redirects every route the spec names twice to its one page", () => {
    expect(redirects).toMatchObject(specRedirects);
  });

  it("serves each redirect as a static page pointing at the canonical page", () => {
    for (const [from, to] of Object.entries(redirects)) {
      expect(byRoute.has(to), `${from} -> ${to}`).toBe(true);
      const html = readFileSync(join(root, `${from}.html`), "utf8");
      expect(html).toContain(`url=/${to}`);
      expect(html).toContain(`rel="canonical" href="${site.url}/${to}"`);
    }
  });

  it("has a page for all 30 districts and two to six topic pages for each", () => {
    for (const district of [...homeAreas, ...extraAreas]) {
      expect(byRoute.has(`areas/${district}`), district).toBe(true);
      const topics = pages.filter((p) => p.route.startsWith(`areas/${district}/`));
      expect(topics.length, district).toBeGreaterThanOrEqual(2);
      expect(topics.length, district).toBeLessThanOrEqual(6);
    }
    const topicCount = pages.filter((p) => p.route.split("/").length === 3 && p.route.startsWith("areas/")).length;
    expect(topicCount).toBeGreaterThanOrEqual(60);
  });

  it("builds about 350 pages", () => {
    expect(pages.length).toBeGreaterThan(330);
  });
});

describe("links", () => {
  it("has no internal link to a missing page", () => {
    const broken: string[] = [];
    for (const page of pages) {
      for (const a of page.doc.querySelectorAll("a[href^='/']")) {
        const href = a.getAttribute("href") ?? "";
        const target = href.split(/[?#]/)[0]?.replace(/^\/|\/$/g, "") ?? "";
        if (!byRoute.has(target) && !redirectRoutes.has(target)) broken.push(`/${page.route} -> ${href}`);
      }
    }
    expect(broken).toEqual([]);
  });

  it("links only to canonical pages, never to a redirect", () => {
    const viaRedirect = pages.flatMap((page) =>
      page.doc
        .querySelectorAll("a[href^='/']")
        .map((a) => (a.getAttribute("href") ?? "").split(/[?#]/)[0]?.slice(1) ?? "")
        .filter((target) => redirectRoutes.has(target))
        .map((target) => `/${page.route} -> /${target}`),
    );
    expect(viaRedirect).toEqual([]);
  });

  it("opens every new-tab link with noopener noreferrer", () => {
    const unsafe = pages.flatMap((page) =>
      page.doc
        .querySelectorAll("a[target='_blank']")
        .filter((a) => a.getAttribute("rel") !== "noopener noreferrer")
        .map((a) => `/${page.route}: ${a.getAttribute("href") ?? ""}`),
    );
    expect(unsafe).toEqual([]);
  });
});

describe("search metadata", () => {
  it("gives every page one h1, a title, a description within 160 characters and its canonical", () => {
    for (const page of pages) {
      const where = `/${page.route}`;
      expect(page.doc.querySelectorAll("h1").length, where).toBe(1);
      expect(page.doc.querySelector("title")?.text.length, where).toBeGreaterThan(5);
      const description = page.doc.querySelector('meta[name="description"]')?.getAttribute("content") ?? "";
      expect(description.length, where).toBeGreaterThan(50);
      expect(description.length, where).toBeLessThanOrEqual(160);
      const canonical = page.doc.querySelector('link[rel="canonical"]')?.getAttribute("href");
      expect(canonical, where).toBe(page.route ? `${site.url}/${page.route}` : site.url);
      expect(page.doc.querySelector("html")?.getAttribute("lang"), where).toBe("en-GB");
      expect(page.doc.querySelector('meta[name="keywords"]')?.getAttribute("content"), where).toBeTruthy();
    }
  });

  it("never shares a title or a description between two pages", () => {
    const seen = new Map<string, string>();
    const repeats: string[] = [];
    for (const page of pages) {
      for (const key of [
        `title:${page.doc.querySelector("title")?.text ?? ""}`,
        `description:${page.doc.querySelector('meta[name="description"]')?.getAttribute("content") ?? ""}`,
      ]) {
        const owner = seen.get(key);
        if (owner) repeats.push(`${key} on /${owner} and /${page.route}`);
        seen.set(key, page.route);
      }
    }
    expect(repeats).toEqual([]);
  });

  it("keeps every title within 60 characters", () => {
    const long = pages
      .map((p) => ({ route: p.route, title: p.doc.querySelector("title")?.text ?? "" }))
      .filter((p) => p.title.length > 60);
    expect(long).toEqual([]);
  });

  it("leaves no fact token unfilled", () => {
    const visibleText = (page: BuiltPage) => {
      const main = page.doc.querySelector("main")?.clone() as HTMLElement | undefined;
      main?.querySelectorAll("script, style").forEach((el) => {
        el.remove();
      });
      return main?.text ?? "";
    };
    const unfilled = pages.filter((p) => /\{[a-zA-Z]+\}/.test(visibleText(p)));
    expect(unfilled.map((p) => p.route)).toEqual([]);
  });
});

describe("example projects", () => {
  const examples = (parseYaml(readFileSync("src/content/projects.yaml", "utf8")) as { id: string; sample: boolean }[])
    .filter((project) => project.sample)
    .map((project) => project.id);

  it("say they are examples on their own pages, with no completion date", () => {
    for (const id of examples) {
      const page = byRoute.get(`projects/${id}`);
      expect(page?.doc.querySelector("main")?.text, id).toContain("Example project.");
      expect(page?.doc.querySelector("main time"), id).toBeNull();
    }
  });

  it("are labelled Example on the projects page, and no page calls one ours without saying so", () => {
    const cards = byRoute.get("projects")?.doc.querySelectorAll("main li") ?? [];
    for (const id of examples) {
      const card = cards.find((li) => li.querySelector(`a[href="/projects/${id}"]`));
      expect(card?.text, id).toContain("Example");
    }
    for (const page of pages) {
      for (const link of page.doc.querySelectorAll("main a[href^='/projects/']")) {
        const id = link.getAttribute("href")?.replace("/projects/", "") ?? "";
        if (examples.includes(id)) expect(link.text.toLowerCase(), page.route).not.toMatch(/^our (?!example)/);
      }
    }
  });
});

describe("structured data", () => {
  it("carries no Review or AggregateRating for the business's own reviews", () => {
    for (const page of pages) {
      expect(page.html, page.route).not.toMatch(/"@type":\s*"(Review|AggregateRating)"|"aggregateRating"|"review":/);
    }
  });

  it("carries no review microdata about the business either", () => {
    for (const page of pages) {
      expect(page.html, page.route).not.toMatch(
        /itemtype="[^"]*schema\.org\/(Review|AggregateRating)"|itemprop="(review|aggregateRating|reviewRating|ratingValue)"/,
      );
    }
  });

  it("leaves the reviews the Worker writes in on the pages it serves to markers (what it adds, this build cannot see: tests/worker/api/publicReviews.test.ts checks those pages as served)", () => {
    for (const path of reviewPagePaths) {
      const page = byRoute.get(path.slice(1));
      // The review policy page is the owner's words; until it is written its address is the assets' 404.
      if (!page) continue;
      if (path === "/review-policy") {
        expect(page.doc.querySelectorAll("[data-review-figures]"), path).toHaveLength(1);
        continue;
      }
      const section = page.doc.querySelector("section[data-reviews]");
      expect(section?.querySelector("[data-review-list] [data-review-items]"), path).toBeTruthy();
    }
    // The home page's figures that state a review figure: the hero's badges, then the stats, whose copy
    // holds the {rating} or {satisfaction} token.
    const figureOf = (value: string) =>
      (["rating", "satisfaction"] as const).find((figure) => value.includes(`{${site.tokens[figure]}}`));
    const stated = [...homeCopy.hero.badges, ...homeCopy.stats.map((stat) => stat.value)].flatMap(
      (value) => figureOf(value) ?? [],
    );
    expect(stated.length).toBeGreaterThan(0);
    const home = byRoute.get("");
    expect(
      home?.doc.querySelectorAll("[data-review-figure]").map((dd) => dd.getAttribute("data-review-figure")),
    ).toEqual(stated);
  });

  it("parses every JSON-LD block, with a BreadcrumbList on every page but the home page", () => {
    for (const page of pages) {
      const types = typesOf(page);
      if (page.route === "") expect(types).not.toContain("BreadcrumbList");
      else expect(types, `/${page.route}`).toContain("BreadcrumbList");
    }
  });

  it("describes the business and the extension guide on the home page", () => {
    const home = byRoute.get("");
    expect(home && typesOf(home)).toEqual(expect.arrayContaining(["GeneralContractor", "HowTo"]));
    const business = home && jsonLdOf(home).find((d) => d["@type"] === "GeneralContractor");
    expect(business).toMatchObject({
      priceRange: "£££",
      currenciesAccepted: "GBP",
      paymentAccepted: "Cash, Credit Card, Bank Transfer, Cheque",
      areaServed: { geoRadius: "50000" },
    });
  });

  it("serves each district within 5 km of its centre without placing the firm there", () => {
    const areaPages = pages.filter((p) => /^areas\/[^/]+$/.test(p.route));
    expect(areaPages.length).toBeGreaterThan(0);
    for (const area of areaPages) {
      const business = jsonLdOf(area).find((d) => d["@type"] === "GeneralContractor");
      expect(business, `/${area.route}`).toMatchObject({
        areaServed: { "@type": "GeoCircle", geoRadius: String(site.serviceArea.areaRadiusMetres) },
      });
      // The firm's own location is its office's, and only once there is a street address.
      if (site.address.streetAddress) {
        expect(business, `/${area.route}`).toMatchObject({ geo: site.geo });
      } else {
        expect(business, `/${area.route}`).not.toHaveProperty("geo");
      }
    }
  });

  it("adds FAQPage data exactly where questions are shown", () => {
    for (const page of pages) {
      // Questions are the page's disclosures outside the quote form (whose visit-time list is one too).
      const shown = [...page.doc.querySelectorAll("details summary")].some((summary) => !summary.closest("form"));
      expect(typesOf(page).includes("FAQPage"), `/${page.route}`).toBe(shown);
    }
  });

  it("marks service pages as Service", () => {
    for (const route of ["roof-repairs", "flooring/underfloor-heating", "type-c-drained-protection"]) {
      const page = byRoute.get(route);
      expect(page && typesOf(page), route).toContain("Service");
    }
  });
});

describe("sitemap and robots", () => {
  const sitemapUrls = readdirSync(root)
    .filter((f) => /^sitemap-\d+\.xml$/.test(f))
    .flatMap((f) => [...readFileSync(join(root, f), "utf8").matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));

  it("lists exactly the canonical pages", () => {
    const expected = pages.map((p) => (p.route ? `${site.url}/${p.route}` : `${site.url}/`)).sort();
    expect([...sitemapUrls].sort()).toEqual(expected);
  });

  it("points robots.txt at the sitemap", () => {
    expect(readFileSync(join(root, "robots.txt"), "utf8")).toContain(`Sitemap: ${site.url}/sitemap-index.xml`);
  });

  it("writes the site's own 404 page", () => {
    expect(existsSync(join(root, "404.html"))).toBe(true);
  });
});

describe("the two promises", () => {
  const bands = pages.flatMap((p) => {
    const band = p.doc.querySelector('section[aria-labelledby="cta-heading"]');
    return band ? [{ route: p.route, text: band.text.replace(/\s+/g, " ") }] : [];
  });

  it("has the closing band on the content pages, and each band names both promises from the data", () => {
    expect(bands.length).toBeGreaterThan(300);
    const reply = `reply to every request within ${site.promises.responseHours} hours`;
    const quote = `written quote within ${site.promises.quoteAfterVisitHours.value} hours of the visit`;
    for (const { route, text } of bands) {
      expect(text, route).toContain(reply);
      expect(text, route).toContain(quote);
    }
  });
});

describe("page templates", () => {
  const cardsOf = (route: string) => byRoute.get(route)?.doc.querySelectorAll("#services-list article") ?? [];
  const heroButtons = (route: string) =>
    byRoute
      .get(route)
      ?.doc.querySelectorAll("main > div:first-child a")
      .map((a) => a.text.trim()) ?? [];

  const windowsFamily = [
    "door-window-fitting",
    "sash-window-renovation",
    "custom-door-window-solutions",
    "specialist-glazing",
    "traditional-sash-restoration",
    "window-installation-replacement",
    "acoustic-glazing-solutions",
    "original-timber-preservation",
    "bifold-sliding-doors",
    "sound-reduction-glazing",
    "wood-condition-assessment",
    "conservation-area-compliance",
  ];

  it.each(windowsFamily)("shows exactly eight topic cards and two buttons on /%s", (route) => {
    expect(cardsOf(route)).toHaveLength(8);
    expect(heroButtons(route)).toHaveLength(2);
  });

  it.each([
    ["central-heating-services", ["Get Free Quote", "Emergency Heating"]],
    ["boiler-installation-repair", ["Get Free Quote", "Emergency Repairs"]],
    ["pipe-work-drainage", ["Get Free Quote", "Emergency Call Out"]],
    ["emergency-plumbing-repairs", ["Call Emergency Line", "Request Callback"]],
    ["water-system-upgrades", ["Get Free Assessment", "Contact Us"]],
    ["full-house-rewiring", ["Get Free Survey", "Contact Electrician"]],
    ["consumer-unit-upgrades", ["Get Safety Assessment", "Contact Us"]],
    ["electrical-installations", ["Get Installation Quote", "Contact Electrician"]],
    ["led-lighting-systems", ["Get Lighting Design", "Contact Us"]],
    ["socket-switch-installation", ["Get Installation Quote", "Contact Electrician"]],
    ["electrical-safety-testing", ["Book Safety Test", "Get Certificate Quote"]],
  ])("gives /%s the spec's buttons", (route, labels) => {
    expect(heroButtons(route).slice(0, 2)).toEqual(labels);
  });

  it("shows the emergency line on the red emergency plumbing page", () => {
    const page = byRoute.get("emergency-plumbing-repairs");
    expect(page?.doc.querySelector("main")?.text).toContain("24/7 emergency line");
    expect(page?.html).toContain(`tel:${site.emergencyPhone.e164}`);
  });

  it("lists plumbing and electrical pages in two columns on the hub", () => {
    const headings = byRoute.get("plumbing-electrical")?.doc.querySelectorAll("#services-list h3") ?? [];
    const columns = headings.filter((h) => !h.closest("article")).map((h) => h.text);
    expect(columns).toEqual(["Plumbing", "Electrical"]);
  });

  it("groups the building services hub's areas into five regions of four districts", () => {
    const doc = byRoute.get("building-services-london")?.doc;
    const headings = (doc?.querySelectorAll("#services-list h3") ?? []).filter((h) => !h.closest("article"));
    const groups = headings
      .map((heading) => ({ heading: heading.text, count: heading.parentNode?.querySelectorAll("article").length ?? 0 }))
      .filter((g) => g.heading.endsWith("London"));
    expect(groups).toEqual(
      ["Central", "North", "South", "East", "West"].map((r) => ({ heading: `${r} London`, count: 4 })),
    );
  });

  it("links each child page back to its parent", () => {
    for (const [child, parent] of [
      ["type-a-barrier-protection", "tanking-basement-protection"],
      ["membrane-installation", "waterproofing-solutions"],
      ["bespoke-joinery", "carpentry-joinery"],
      ["flooring/underfloor-heating", "flooring"],
      // The spec's back link to a sample project goes to /projects once the owner deletes it.
      ["energy-efficiency-restoration", loadAllContent().tree.get("energy-efficiency-restoration")?.parent],
    ]) {
      const back = byRoute
        .get(child ?? "")
        ?.doc.querySelectorAll("a")
        .find((a) => a.text.trim().startsWith("Back to"));
      expect(back?.getAttribute("href"), child).toBe(`/${parent ?? ""}`);
    }
  });
});

describe("content security policy", () => {
  const sha256 = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;
  const metaOf = (page: BuiltPage) =>
    page.doc.querySelectorAll('meta[http-equiv="content-security-policy"]').map((m) => m.getAttribute("content") ?? "");
  const sources = (policy: string, name: string) =>
    policy
      .split(";")
      .map((d) => d.trim().split(/\s+/))
      .find(([directive]) => directive === name)
      ?.slice(1) ?? [];
  const inline = (page: BuiltPage, tag: "script" | "style") =>
    page.doc.querySelectorAll(tag).filter((el) => !el.hasAttribute("src"));

  it("gives every page one policy in a <meta>, listing the hash of each script and style it inlines", () => {
    for (const page of pages) {
      const [policy = "", ...more] = metaOf(page);
      expect(more, page.route).toEqual([]);
      expect(sources(policy, "default-src"), page.route).toEqual(["'none'"]);
      const scripts = sources(policy, "script-src");
      const styles = sources(policy, "style-src");
      expect(
        [...scripts, ...styles].filter((s) => s.startsWith("'unsafe-")),
        page.route,
      ).toEqual([]);
      // JSON-LD is data, not script: browsers never run it, so only the other scripts need a hash.
      const running = inline(page, "script").filter((s) => s.getAttribute("type") !== "application/ld+json");
      for (const script of running) expect(scripts, page.route).toContain(sha256(script.innerHTML));
      for (const style of inline(page, "style")) expect(styles, page.route).toContain(sha256(style.innerHTML));
    }
  });

  it("states the policy before any script, and before the site's stylesheet", () => {
    for (const page of pages) {
      const at = page.html.indexOf('http-equiv="content-security-policy"');
      const firstScript = page.html.search(/<script(?! type="application\/ld\+json")/);
      const firstSheet = page.html.search(/<style>(?!@font-face)|<link rel="stylesheet"/);
      expect(at, page.route).toBeGreaterThan(0);
      if (firstScript >= 0) expect(at, page.route).toBeLessThan(firstScript);
      if (firstSheet >= 0) expect(at, page.route).toBeLessThan(firstSheet);
    }
  });

  it("ships no SVG that could run script, since the header policy alone governs files that are not pages", () => {
    const scripted = filesWithExtension(root, ".svg").filter((file) =>
      /<script|\son[a-z]+=/i.test(readFileSync(file, "utf8")),
    );
    expect(scripted).toEqual([]);
  });

  it("has no inline event handlers or javascript: links that a hash cannot allow", () => {
    const unsafe = pages.filter((p) => /\son[a-z]+="|href="javascript:/i.test(p.html)).map((p) => p.route);
    expect(unsafe).toEqual([]);
  });
});
