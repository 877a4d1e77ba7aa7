/**
 * What a visitor sees first and keeps in reach: a picture in every page's
 * first screen, and on phones a call-and-quote bar that never covers the
 * chat button, a toast or the end of the page.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { budget } from "../../scripts/bench/budget";
import { brandFontParts } from "../../scripts/lib/brandFonts";
import { layOutEverySection } from "../../scripts/lib/layOutEverySection";
import { loadAllContent } from "../../scripts/lib/loadContent";
import { brandFonts } from "../../src/config/fonts";
import { site } from "../../src/config/site";
import { useHarness } from "./support/harness";
import { fillQuoteForm, submitQuote, waitForForm } from "./support/quoteForm";
import { visitorPhones } from "../visitorPhones";

const harness = useHarness();

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };
const laptop = { viewport: { width: 1366, height: 900 } };

type Box = { x: number; y: number; width: number; height: number };
const overlaps = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(page: Page, selector: string): Promise<Box> {
  const found = await page.locator(selector).last().boundingBox();
  if (!found) throw new Error(`${selector} is not on screen`);
  return found;
}

describe("first screen", () => {
  it.each([
    ["home", "/"],
    ["service", "/roof-repairs"],
    ["service hub", "/roofing-groundwork"],
    ["emergency service", "/emergency-plumbing-repairs"],
    ["landing", "/loft-conversions-london"],
    ["guide", "/london-construction-costs"],
    ["local search", "/builders-near-me"],
    ["area", "/areas/kensington"],
    ["area topic", "/areas/fitzrovia/modern-technology-integration"],
    ["project", `/projects/${loadAllContent().projects[0]?.id ?? ""}`],
  ])(
    "shows a named picture at least 160 px tall within the first 600 px of the %s page on a phone",
    async (_, path) => {
      const { page } = await harness.newPage(phone);
      await page.goto(harness.baseUrl + path);
      const visual = page.locator("main svg[role=img], main picture img").first();
      const where = await visual.boundingBox();
      expect(where, path).not.toBeNull();
      expect(where?.y, path).toBeLessThan(600);
      expect(where?.height, path).toBeGreaterThanOrEqual(160);
      const name = await visual.evaluate((el) =>
        el.tagName === "IMG"
          ? el.getAttribute("alt")
          : (document.getElementById(el.getAttribute("aria-labelledby") ?? "")?.textContent ??
            el.getAttribute("aria-label")),
      );
      // A drawing carries its own name; a photo has alt text (empty only when it is decoration).
      expect(typeof name, path).toBe("string");
      if ((await visual.evaluate((el) => el.tagName)) !== "IMG") expect(name?.length, path).toBeGreaterThan(10);
    },
  );
});

describe("brand fonts", () => {
  it("requests the preloaded font files before the page has loaded and sets type in the brand fonts without moving anything", async () => {
    const { page } = await harness.newPage(phone);
    await page.addInitScript(() => {
      (window as unknown as { shifts: number }).shifts = 0;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          (window as unknown as { shifts: number }).shifts += (entry as unknown as { value: number }).value;
      }).observe({ type: "layout-shift", buffered: true });
    });
    await page.goto(`${harness.baseUrl}/areas/kensington`);
    await page.evaluate(() => document.fonts.ready);
    // Resource timing, in the page's own clock: the preloads start before the load event.
    const fonts = await page.evaluate(() => {
      const load = (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart;
      return performance
        .getEntriesByType("resource")
        .filter((r) => r.name.endsWith(".woff2"))
        .map((r) => ({ path: new URL(r.name).pathname, beforeLoad: r.startTime < load }));
    });
    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    expect(preloaded).toHaveLength(Object.values(brandFonts).length);
    // The preloaded files start before the load event; the rest of Latin when the page's type needs it.
    expect(fonts.filter((f) => preloaded.includes(f.path))).toEqual(
      preloaded.map((path) => ({ path, beforeLoad: true })),
    );
    // The family each CSS variable names first (Astro's name for the brand font) is the one in use.
    const familyOf = (variable: string) =>
      page.evaluate(
        (v) => getComputedStyle(document.documentElement).getPropertyValue(v).split(",")[0]?.trim() ?? "",
        variable,
      );
    const text = await familyOf(brandFonts.text.cssVariable);
    // The heading and the text are set in the brand face, loaded for the first paint.
    for (const selector of ["h1", "main p"])
      expect(
        await page.evaluate((s) => getComputedStyle(document.querySelector(s) ?? document.body).fontFamily, selector),
        selector,
      ).toMatch(new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")},`));
    expect(await page.evaluate((family) => document.fonts.check(`16px ${family}`), text)).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { shifts: number }).shifts)).toBe(0);
  });

  it("fetches a font's second file only for a page that shows one of its characters", async () => {
    // The estimator's page sets text that keeps its line breaks; a line break once fetched the second files.
    const { page } = await harness.newPage(phone);
    await page.goto(`${harness.baseUrl}/london-construction-costs`);
    await page.evaluate(() => document.fonts.ready);
    const fetched = await page.evaluate(() =>
      performance
        .getEntriesByType("resource")
        .filter((r) => r.name.endsWith(".woff2"))
        .map((r) => new URL(r.name).pathname),
    );
    const preloaded = await page
      .locator('link[rel="preload"][as="font"]')
      .evaluateAll((links) => links.map((l) => new URL((l as HTMLLinkElement).href).pathname));
    const [, rest] = brandFontParts();
    // What the page draws: its text without line breaks and tabs, which are not characters a font draws.
    const text = (await page.evaluate(() => document.body.innerText)).replace(/\p{Cc}/gu, "");
    const needsRest = Array.from(text).some((c) => rest?.points.includes(c.codePointAt(0) ?? 0));
    if (needsRest) expect(fetched.length).toBeGreaterThan(preloaded.length);
    else expect(fetched.sort()).toEqual(preloaded.sort());
  });
});

describe("the quote form island", () => {
  it("loads its script only when the visitor scrolls near the form, not with the page", async () => {
    const { page } = await harness.newPage(phone);
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(`${harness.baseUrl}/`, { waitUntil: "networkidle" });
    expect(scripts.filter((url) => url.includes("QuoteForm"))).toEqual([]);
    await waitForForm(page);
    expect(scripts.some((url) => url.includes("QuoteForm"))).toBe(true);
  });
});

describe("home page length", () => {
  it(`is at most ${budget.homePhoneHeightPx.toLocaleString("en-GB")} px tall on a phone`, async () => {
    const { page } = await harness.newPage(phone);
    await page.goto(`${harness.baseUrl}/`);
    await page.evaluate(() => document.fonts.ready);
    await page.evaluate(layOutEverySection);
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThanOrEqual(
      budget.homePhoneHeightPx,
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
  });
});

describe("actions within thumb's reach", () => {
  it("keeps Call and Get Free Quote in view on a phone while reading", async () => {
    const { page } = await harness.newPage(phone);
    await page.goto(`${harness.baseUrl}/roof-repairs`);
    await page.mouse.wheel(0, 2500);
    await page.waitForFunction(() => window.scrollY > 2000);
    const bar = page.getByRole("navigation", { name: "Quick actions" });
    const call = bar.getByRole("link", { name: new RegExp(`Call ${site.phone.display}`) });
    const quote = bar.getByRole("link", { name: "Get Free Quote" });
    expect(await call.getAttribute("href")).toBe(`tel:${site.phone.e164}`);
    expect(await quote.getAttribute("href")).toBe("/contact");
    for (const link of [call, quote]) {
      const where = await link.boundingBox();
      expect(where && where.y >= 0 && where.y + where.height <= 844).toBe(true);
      expect(where?.height).toBeGreaterThanOrEqual(48);
    }
  });

  it("leaves the bar out on a laptop, which keeps the header button and the chat button", async () => {
    const { page } = await harness.newPage(laptop);
    await page.goto(`${harness.baseUrl}/roof-repairs`);
    expect(await page.getByRole("navigation", { name: "Quick actions" }).isVisible()).toBe(false);
    expect(await page.locator("header").getByRole("link", { name: "Get Free Quote" }).first().isVisible()).toBe(true);
    expect(await page.getByRole("link", { name: /Chat with us on WhatsApp/ }).isVisible()).toBe(true);
  });

  it("never lets the bar, the chat button or the footer's last line overlap at the end of the page", async () => {
    const { page } = await harness.newPage(phone);
    await page.goto(`${harness.baseUrl}/areas/clapham`);
    // Sections take their full height as they near the screen, so the end moves until the last is shown.
    await page.waitForFunction(() => {
      window.scrollTo(0, document.body.scrollHeight);
      return window.innerHeight + window.scrollY >= document.body.scrollHeight - 2;
    });
    const bar = await box(page, "[data-action-bar]");
    const chat = await box(page, 'a[aria-label^="Chat with us"]');
    // The last line of text itself: the paragraph's box spans the width, its words need not.
    const lastLine = await page
      .locator("footer p")
      .last()
      .evaluate((p) => {
        const range = document.createRange();
        range.selectNodeContents(p);
        const rects = [...range.getClientRects()];
        const last = rects[rects.length - 1];
        return last
          ? { x: last.x, y: last.y, width: last.width, height: last.height }
          : { x: 0, y: 0, width: 0, height: 0 };
      });
    expect(lastLine.width).toBeGreaterThan(0);
    expect(overlaps(bar, chat)).toBe(false);
    expect(overlaps(bar, lastLine)).toBe(false);
    expect(overlaps(chat, lastLine)).toBe(false);
  });

  it("shows a toast clear of the bar and the chat button", async () => {
    const { page } = await harness.newPage(phone);
    await page.goto(`${harness.baseUrl}/contact`);
    await waitForForm(page);
    await fillQuoteForm(page, {
      firstName: "Amira",
      lastName: "Okafor",
      email: "amira@example.com",
      phone: visitorPhones.london.display,
      projectType: "Loft Conversion",
      projectDetails: "A rear dormer on a mid-terrace house in Clapham.",
    });
    await submitQuote(page);
    const toast = page.getByText("Quote Request Sent!");
    await toast.waitFor();
    const toastBox = await box(page, "[data-toast]");
    const bar = await box(page, "[data-action-bar]");
    const chat = await box(page, 'a[aria-label^="Chat with us"]');
    expect(overlaps(toastBox, bar)).toBe(false);
    expect(overlaps(toastBox, chat)).toBe(false);
  });
});
