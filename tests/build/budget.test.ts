/**
 * The performance budget on the built site (scripts/bench/budget.ts). The
 * benchmark (`npm run bench -- --check`) adds build time and Lighthouse.
 */
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { budget, pageBudgetProblems } from "../../scripts/bench/budget";
import { outboxCheckBytes } from "../../scripts/bench/outboxCheck";
import { measurePages } from "../../scripts/bench/pageWeights";
import { editorRoute, filesWithExtension, routeOfBuiltFile } from "../../scripts/lib/files";
import { brandFontParts, unicodeRangeOf } from "../../scripts/lib/brandFonts";
import { brandFonts } from "../../src/config/fonts";
import { serviceWorkerPath } from "../../src/config/security";
import { SENDER_GLOBAL } from "../../src/lib/outbox/events";
import { OUTBOX_FLAG } from "../../src/lib/outbox/store";
import { testConfig } from "../e2e/support/testConfig";

const root = testConfig.outDir;
const pages = measurePages(root);

const builtFiles = (ext: string) => filesWithExtension(root, ext);
const documents = builtFiles(".html")
  .filter((file) => routeOfBuiltFile(root, file) !== editorRoute)
  .map((file) => ({ file, doc: parse(readFileSync(file, "utf8")) }));

describe("performance budget", () => {
  it("keeps every page within the budget: JS at load and on demand, one stylesheet, CSS, fonts, home HTML", () => {
    expect(pages.length).toBeGreaterThan(300);
    expect(pages.flatMap(pageBudgetProblems)).toEqual([]);
  });

  it("hydrates the form and the estimator only when they near the viewport", () => {
    const formPages = pages.filter((p) => p.hasForm || p.hasEstimator);
    expect(formPages.length).toBeGreaterThan(0);
    for (const page of formPages) {
      expect(page.jsIsland, page.route).toBeGreaterThan(budget.jsWithoutForm);
      expect(page.jsInitial, page.route).toBeLessThanOrEqual(budget.jsWithoutForm);
    }
    // The directive itself: Lighthouse would see the island hydrated at load only as blocking time, which
    // moves with the host (scripts/bench/budget.ts), whereas the built page says it outright.
    const islands = documents.flatMap(({ file, doc }) =>
      doc.querySelectorAll("astro-island").map((island) => ({ file, client: island.getAttribute("client") })),
    );
    expect(islands.length).toBeGreaterThanOrEqual(formPages.length);
    expect(islands.filter(({ client }) => client !== "visible")).toEqual([]);
  });

  it("runs the outbox check on every page in 0.5 KB, and loads the outbox's sender only on demand", async () => {
    expect(await outboxCheckBytes()).toBeLessThanOrEqual(budget.jsOutboxCheck);
    for (const page of pages) {
      expect(page.outboxCheck, page.route).toBe(true);
      expect(page.jsOutboxSender, page.route).toBeGreaterThan(0);
      expect(page.jsOutboxSender, page.route).toBeLessThanOrEqual(budget.jsOutboxSender);
    }
    // The check writes out the names it shares with the outbox (to stay small): they must match.
    const check = builtFiles(".js")
      .map((file) => readFileSync(file, "utf8"))
      // as a string in double quotes or backticks (Vite 8's minifier prefers backticks)
      .find((code) => [`"${OUTBOX_FLAG}"`, `\`${OUTBOX_FLAG}\``].some((literal) => code.includes(literal)));
    expect(check).toContain(SENDER_GLOBAL);
    // The static build registers no service worker (src/lib/outbox/queue.ts): none is built.
    expect(existsSync(join(root, serviceWorkerPath))).toBe(false);
  });

  it("puts the cost estimator on the pages that ask for it, in 12 KB of its own code, and on no other", () => {
    const estimatorPages = pages.filter((p) => p.hasEstimator).map((p) => p.route);
    expect(estimatorPages).toEqual(
      expect.arrayContaining([
        "london-construction-costs",
        "building-repair-costs-london",
        "home-extensions",
        "kitchen-extensions",
        "loft-conversions",
        "basement-conversions",
        "roofing-services",
      ]),
    );
    expect(estimatorPages).toHaveLength(7);
    for (const page of pages.filter((p) => p.hasEstimator)) {
      expect(page.islandOwn["CostEstimator"]).toBeGreaterThan(1024);
      expect(page.islandOwn["CostEstimator"]).toBeLessThanOrEqual(budget.jsEstimatorOwn);
      // The outbox's sender loads only when a request waits on the device: it has its own budget.
      expect(page.jsTotal - page.jsOutboxSender).toBeLessThanOrEqual(budget.jsWithEstimator);
    }
    // Every other content page still ships no island at all.
    const plain = pages.filter((p) => !p.hasEstimator && !p.hasForm);
    expect(plain.length).toBeGreaterThan(300);
    for (const page of plain) expect(page.jsIsland, page.route).toBe(0);
  });

  it("loads the content editor's code (2 MB, /admin only) on no public page", () => {
    const loading = documents
      .filter(({ doc }) =>
        doc
          .querySelectorAll("script[src], link[href]")
          .some((el) => /^\/admin\//.test(el.getAttribute("src") ?? el.getAttribute("href") ?? "")),
      )
      .map(({ file }) => file);
    expect(documents.length).toBeGreaterThan(300);
    expect(loading).toEqual([]);
    expect(pages.map((p) => p.route)).not.toContain(editorRoute);
  });

  it("serves one shared stylesheet across the site", () => {
    expect(new Set(pages.flatMap((p) => p.stylesheets)).size).toBe(1);
  });

  it("makes no request to another origin before the page renders", () => {
    const thirdParty: string[] = [];
    for (const { file, doc } of documents) {
      const urls = [
        ...doc.querySelectorAll("script[src]").map((s) => s.getAttribute("src")),
        ...doc.querySelectorAll("link[href]").map((l) => [l.getAttribute("rel"), l.getAttribute("href")].join(" ")),
        ...doc.querySelectorAll("img[src]").map((i) => i.getAttribute("src")),
      ];
      for (const url of urls) {
        // Canonical and alternate links name the site's own origin; they are not fetched.
        if (/^(canonical|alternate|sitemap) /.test(url ?? "")) continue;
        if (/https?:\/\//.test(url ?? "")) thirdParty.push(`${file}: ${url}`);
      }
    }
    expect(thirdParty).toEqual([]);
  });

  it("serves every image as AVIF and WebP at several widths, with its dimensions", () => {
    // Pages show drawings (inline SVG) until the owner adds photos, so there may be none yet.
    const images = documents.flatMap(({ file, doc }) => doc.querySelectorAll("img").map((img) => ({ file, img })));
    for (const { file, img } of images) {
      const where = `${file}: ${img.getAttribute("src")}`;
      expect(Number(img.getAttribute("width")), where).toBeGreaterThan(0);
      expect(Number(img.getAttribute("height")), where).toBeGreaterThan(0);
      const picture = img.parentNode;
      expect(picture?.tagName, where).toBe("PICTURE");
      const sources = picture?.querySelectorAll("source") ?? [];
      expect(sources.map((s) => s.getAttribute("type")).sort(), where).toEqual(["image/avif", "image/webp"]);
      for (const source of sources) expect(source.getAttribute("srcset")?.split(",").length, where).toBeGreaterThan(1);
    }
  });

  it("preloads the core file of each brand font at its priority, and declares the rest of Latin apart, with a metric-matched fallback", () => {
    const [core] = brandFontParts();
    const coreRange = unicodeRangeOf(core?.points ?? []).join(",");
    for (const { file, doc } of documents.filter(({ file }) => !file.includes("/_"))) {
      if (doc.querySelector("meta[http-equiv=refresh]")) continue;
      const faces = doc
        .querySelectorAll("style")
        .map((s) => s.innerHTML)
        .filter((css) => css.startsWith("@font-face"));
      expect(faces, file).toHaveLength(Object.keys(brandFonts).length);
      const preloads = doc
        .querySelectorAll('link[rel="preload"][as="font"]')
        .map((l) => `${l.getAttribute("href")} ${l.getAttribute("fetchpriority") ?? "the browser's"}`);
      const coreFiles = faces.map((css) => {
        const [, url] =
          new RegExp(`src:url\\("([^"]+)"\\)[^}]*unicode-range:${coreRange.replace(/\+/g, "\\+")};`).exec(css) ?? [];
        // The fallback face: a local font, sized to the brand font's metrics, so the swap does not move text.
        expect(css, file).toMatch(/fallback: Arial";src:local\("Arial"\)[^}]*size-adjust:[\d.]+%;ascent-override/);
        return url;
      });
      // Each core file is preloaded, at the browser's own priority for a font.
      const preloaded = coreFiles.map((url) => `${url} the browser's`);
      expect(preloads.sort(), file).toEqual(preloaded.sort());
    }
  });
});
