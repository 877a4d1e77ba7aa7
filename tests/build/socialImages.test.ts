/** Every page shares with its own preview: an image per page, the right size and weight, described. */
import { createHash } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { parse } from "node-html-parser";
import { describe, expect, it } from "vitest";
import { editorRoute, filesWithExtension, routeOfBuiltFile } from "../../scripts/lib/files";
import { siteRedirects } from "../../scripts/lib/loadContent";
import { site } from "../../src/config/site";
import { testConfig } from "../e2e/support/testConfig";

const root = testConfig.outDir;
const redirects = new Set(Object.keys(siteRedirects()));
const pages = filesWithExtension(root, ".html")
  .map((file) => ({ file, route: routeOfBuiltFile(root, file) }))
  .filter(({ route }) => route !== "404" && route !== editorRoute && !redirects.has(route))
  .map(({ file, route }) => {
    const doc = parse(readFileSync(file, "utf8"));
    const meta = (property: string) => doc.querySelector(`meta[property="${property}"]`)?.getAttribute("content");
    return { route, image: meta("og:image") ?? "", alt: meta("og:image:alt") ?? "" };
  });

/** Width and height from a PNG's header. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString("latin1")).toBe("PNG");
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe("social images", () => {
  it("gives every page its own 1200×630 image of at most 150 KB, described for screen readers", () => {
    expect(pages.length).toBeGreaterThan(300);
    const owners = new Map<string, string>();
    for (const page of pages) {
      expect(page.image, page.route).toMatch(new RegExp(`^${site.url}/og/.+\\.png$`));
      const file = join(root, page.image.slice(site.url.length));
      expect(existsSync(file), `${page.route}: ${file}`).toBe(true);
      const bytes = readFileSync(file);
      expect(pngSize(bytes), page.route).toEqual({ width: 1200, height: 630 });
      expect(bytes.length, page.route).toBeLessThanOrEqual(150 * 1024);
      const hash = createHash("sha256").update(bytes).digest("hex");
      expect(owners.get(hash), `${page.route} has the same image as another page`).toBeUndefined();
      owners.set(hash, page.route);
      expect(page.alt, page.route).toContain(site.name);
    }
  });

  it("serves each image at a stable address named after its page", () => {
    const byRoute = new Map(pages.map((p) => [p.route, p.image]));
    expect(byRoute.get("")).toBe(`${site.url}/og/index.png`);
    expect(byRoute.get("loft-conversions")).toBe(`${site.url}/og/loft-conversions.png`);
    expect(byRoute.get("areas/kensington/basement-extensions")).toBe(
      `${site.url}/og/areas/kensington/basement-extensions.png`,
    );
  });
});
