import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { sectionTitles } from "../../src/config/pageCopy";
import { axeInBothThemes } from "./support/axe";
import { useHarness, type Harness } from "./support/harness";

const harness = useHarness();

const { search: searchWords, notFound } = sectionTitles;
const dialog = (page: Page) => page.getByRole("dialog", { name: searchWords.title });

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** The status line once results for `words` are listed, in any of page-sections.json's wordings for a count. */
const foundStatus = (words: string) =>
  new RegExp(
    [searchWords.result, searchWords.results, searchWords.resultsMore]
      .map((template) =>
        template
          .split(/(\{\w+\})/)
          .map((part) =>
            part === "{words}" ? escape(words) : /^\{(count|shown)\}$/.test(part) ? "\\d+" : escape(part),
          )
          .join(""),
      )
      .join("|"),
  );
const results = (page: Page) => dialog(page).locator("[data-search-results] a");

/** Opens a page, records every request to the search files, and returns them. */
async function openPage(path: string, options: Parameters<Harness["newPage"]>[0] = {}) {
  const opened = await harness.newPage(options);
  const searchRequests: string[] = [];
  opened.page.on("request", (request) => {
    const url = new URL(request.url());
    if (url.pathname.startsWith("/pagefind/") || url.pathname.includes("searchDialog"))
      searchRequests.push(url.pathname);
  });
  await opened.page.goto(harness.baseUrl + path);
  return { ...opened, searchRequests };
}

async function search(page: Page, words: string) {
  await page.getByRole("button", { name: "Search", exact: true }).click();
  await dialog(page).waitFor();
  await dialog(page).getByRole("searchbox").fill(words);
  await dialog(page).locator("[data-search-status]").getByText(foundStatus(words)).waitFor();
}

describe("site search", () => {
  it.each([
    ["damp", /damp/i],
    ["sash", /sash/i],
  ])("finds pages about %s, with titles and excerpts, and follows a result", async (words, pattern) => {
    const { page, console, searchRequests } = await openPage("/");
    await page.waitForLoadState("networkidle");
    // Nothing of search loads until the visitor asks for it.
    expect(searchRequests).toEqual([]);
    await search(page, words);
    expect(await results(page).count()).toBeGreaterThan(2);
    const first = results(page).first();
    expect(await first.locator("span").first().textContent()).toMatch(/\w{3}/);
    expect(await first.locator("mark").first().textContent()).toMatch(pattern);
    const href = (await first.getAttribute("href")) ?? "";
    expect(href).toMatch(/^\/[a-z]/);
    expect(href).not.toMatch(/\.html$/);
    // Keyboard: Enter in the search box follows the first result.
    await dialog(page).getByRole("searchbox").press("Enter");
    await page.waitForURL(harness.baseUrl + href);
    expect(await page.locator("main").innerText()).toMatch(pattern);
    expect(console.filter((line) => line.startsWith("error:"))).toEqual([]);
  });

  it("indexes each page's main content only: the header, footer and closing band match nothing", async () => {
    const { page } = await openPage("/");
    // The closing band on every page says this; the header and footer carry the phone number and the menu.
    await search(page, "Ready to talk about your project");
    const hrefs = await results(page).evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(hrefs.length).toBeLessThan(5);
  });

  it("closes with Escape and gives focus back to the page", async () => {
    const { page } = await openPage("/roof-repairs");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await dialog(page).waitFor();
    expect(await page.evaluate(() => document.activeElement?.getAttribute("type"))).toBe("search");
    await page.keyboard.press("Escape");
    await dialog(page).waitFor({ state: "hidden" });
    expect(await page.evaluate(() => document.activeElement?.hasAttribute("data-search-open"))).toBe(true);
  });

  it("has no accessibility violations with results open, in light and dark", async () => {
    const { page } = await openPage("/", { bypassCSP: true });
    await search(page, "loft");
    expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });
  });

  it("offers search on the 404 page, which keeps its message and the way home", async () => {
    const { page } = await openPage("/no-such-page");
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(notFound.title);
    expect(await page.getByRole("link", { name: notFound.home }).getAttribute("href")).toBe("/");
    await page.getByRole("main").getByRole("searchbox", { name: notFound.searchLabel }).fill("basement");
    await page.getByRole("main").getByRole("button", { name: notFound.searchButton }).click();
    await dialog(page).locator("[data-search-status]").getByText(foundStatus("basement")).waitFor();
    expect(await results(page).count()).toBeGreaterThan(0);
  });
});
