/**
 * What site search costs a visitor the first time: opens the search dialog on
 * a page, searches, and sums the files it fetched (the dialog's code, Pagefind's
 * script, WebAssembly, index and result fragments), as served and gzipped.
 */
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";
import { chromiumFlags, chromiumPath } from "../lib/chromium";

export interface SearchCost {
  words: string;
  files: number;
  /** JavaScript: the dialog's chunk, pagefind.js and its worker if used. */
  jsBytes: number;
  /** WebAssembly, the index and the result fragments. */
  indexBytes: number;
}

/** Gzipped size of a built file; Pagefind's index files are compressed already and count as they are. */
function servedBytes(root: string, path: string): number {
  const bytes = readFileSync(join(root, path));
  return /\.js$/.test(path) ? gzipSync(bytes, { level: 9 }).length : bytes.length;
}

export async function measureSearchCost(baseUrl: string, root: string, words = "damp"): Promise<SearchCost> {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const page = await browser.newPage();
    await page.goto(`${baseUrl}/`);
    await page.waitForLoadState("networkidle");
    const fetched = new Set<string>();
    page.on("request", (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith("/pagefind/") || path.startsWith("/_astro/")) fetched.add(path);
    });
    await page.locator("[data-search-open]").click();
    await page.locator("#site-search-input").fill(words);
    await page.locator("[data-search-results] a").first().waitFor();
    await page.waitForLoadState("networkidle");
    const files = [...fetched];
    const size = (match: (path: string) => boolean) =>
      files.filter(match).reduce((n, path) => n + servedBytes(root, path), 0);
    return {
      words,
      files: files.length,
      jsBytes: size((path) => path.endsWith(".js")),
      indexBytes: size((path) => !path.endsWith(".js")),
    };
  } finally {
    await browser.close();
  }
}
