/**
 * The performance budget on the built site (scripts/bench/budget.ts). The
 * benchmark (`npm run bench -- --check`) adds build time and Lighthouse.
 */
import { readFileSync } from "node:fs";
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { budget } from "../../scripts/bench/budget";
import { measurePages } from "../../scripts/bench/pageWeights";
import { filesWithExtension } from "../../scripts/lib/files";
import { testConfig } from "../e2e/support/testConfig";

const root = testConfig.outDir;
const pages = measurePages(root);
const over = (limit: number, key: "jsTotal" | "css", among = pages) =>
  among.filter((p) => p[key] > limit).map((p) => `/${p.route}: ${p[key]} B`);

const builtFiles = (ext: string) => filesWithExtension(root, ext);
const documents = builtFiles(".html").map((file) => ({ file, doc: parse(readFileSync(file, "utf8")) }));

describe("performance budget", () => {
  it("loads at most 4 KB of JavaScript on pages without the quote form", () => {
    expect(
      over(
        budget.jsWithoutForm,
        "jsTotal",
        pages.filter((p) => !p.hasForm),
      ),
    ).toEqual([]);
  });

  it("hydrates the form only when it nears the viewport", () => {
    for (const page of pages.filter((p) => p.hasForm))
      expect(page.jsInitial, page.route).toBeLessThanOrEqual(budget.jsWithoutForm);
  });

  it("keeps form pages within 90 KB of JavaScript", () => {
    const formPages = pages.filter((p) => p.hasForm);
    expect(formPages.length).toBeGreaterThan(0);
    expect(over(budget.jsWithForm, "jsTotal", formPages)).toEqual([]);
  });

  it("serves one shared stylesheet within 15 KB", () => {
    expect(new Set(pages.flatMap((p) => p.stylesheets)).size).toBe(1);
    expect(over(budget.css, "css")).toEqual([]);
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
    const images = documents.flatMap(({ file, doc }) => doc.querySelectorAll("img").map((img) => ({ file, img })));
    expect(images.length).toBeGreaterThan(0);
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

  it("uses the system font stack, so no web font can shift the layout", () => {
    const css = builtFiles(".css").map((file) => readFileSync(file, "utf8"));
    expect(css.join("").match(/@font-face/g)).toBeNull();
    expect(builtFiles(".woff2").concat(builtFiles(".woff"), builtFiles(".ttf"))).toEqual([]);
  });
});
