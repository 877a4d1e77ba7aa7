import { describe, expect, it } from "vitest";
import { mainNav } from "../../src/config/navigation";
import { sectionTitles } from "../../src/config/pageCopy";
import { site } from "../../src/config/site";
import { useHarness } from "./support/harness";

const harness = useHarness();

/** The menu's label for a page, as navigation.json names it. */
const navLabel = (href: string) => mainNav.find((item) => item.href === href)?.label ?? `no menu item for ${href}`;

describe("site shell", () => {
  it("opens the mobile menu, shows the links, and closes it when a link is chosen", async () => {
    const { page } = await harness.newPage({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
    await page.goto(`${harness.baseUrl}/about`);
    const toggle = page.getByRole("button", { name: "Menu" });
    const menu = page.locator("#mobile-menu");
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await menu.isVisible()).toBe(false);
    // The wide-screen navigation and top bar are hidden on a phone.
    expect(await page.getByRole("navigation", { name: "Main" }).isVisible()).toBe(false);

    await toggle.click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    const links = menu.getByRole("navigation", { name: "Mobile" }).getByRole("link");
    expect(await links.allTextContents()).toEqual(mainNav.map((item) => item.label));
    expect(await menu.getByRole("link", { name: site.phone.display }).isVisible()).toBe(true);

    await menu.getByRole("link", { name: navLabel("/about") }).click();
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    expect(await menu.isVisible()).toBe(false);
  });

  it("closes the mobile menu on Escape and returns focus to the toggle", async () => {
    const { page } = await harness.newPage({ viewport: { width: 390, height: 844 } });
    await page.goto(`${harness.baseUrl}/`);
    const toggle = page.getByRole("button", { name: "Menu" });
    await toggle.click();
    await page.keyboard.press("Escape");
    expect(await page.locator("#mobile-menu").isVisible()).toBe(false);
    expect(await toggle.evaluate((el) => el === document.activeElement)).toBe(true);
  });

  it("marks the current page in the header and shows the top bar on wide screens", async () => {
    const { page } = await harness.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`${harness.baseUrl}/projects`);
    const nav = page.getByRole("navigation", { name: "Main" });
    expect(await nav.locator('[aria-current="page"]').textContent()).toBe(navLabel("/projects"));
    expect(await page.getByText(site.tagline).first().isVisible()).toBe(true);
    expect(await page.locator(`a[href="tel:${site.phone.e164}"]`).first().isVisible()).toBe(true);
    expect(await page.locator(`a[href="mailto:${site.email}"]`).first().isVisible()).toBe(true);
    expect(await page.locator("h1").count()).toBe(1);
  });

  it("has a chat button that opens WhatsApp with a greeting", async () => {
    const { page } = await harness.newPage();
    await page.goto(`${harness.baseUrl}/`);
    const chat = page.getByRole("link", { name: /WhatsApp/ }).last();
    const href = (await chat.getAttribute("href")) ?? "";
    expect(href).toMatch(new RegExp(`^https://wa\\.me/${site.mobile.e164.slice(1)}\\?text=`));
    expect(await chat.getAttribute("rel")).toBe("noopener noreferrer");
    expect(await chat.evaluate((el) => getComputedStyle(el).position)).toBe("fixed");
  });

  it("moves focus to the main content with the skip link", async () => {
    const { page } = await harness.newPage();
    await page.goto(`${harness.baseUrl}/`);
    await page.keyboard.press("Tab");
    expect(await page.evaluate(() => document.activeElement?.textContent)).toBe("Skip to main content");
    await page.keyboard.press("Enter");
    expect(await page.evaluate(() => location.hash)).toBe("#main");
  });

  it("answers an unknown route with the 404 page and status, and logs the path", async () => {
    const { page, console } = await harness.newPage();
    const response = await page.goto(`${harness.baseUrl}/no-such-page`);
    expect(response?.status()).toBe(404);
    expect(await page.getByRole("heading", { level: 1 }).textContent()).toBe(sectionTitles.notFound.title);
    expect(await page.getByRole("link", { name: sectionTitles.notFound.home }).getAttribute("href")).toBe("/");
    await expect.poll(() => console.some((line) => line.includes("/no-such-page"))).toBe(true);
  });

  it("follows a dark system theme", async () => {
    const { page } = await harness.newPage({ colorScheme: "dark" });
    await page.goto(`${harness.baseUrl}/`);
    const background = await page.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    const [r = 255, g = 255, b = 255] = background.match(/\d+/g)?.map(Number) ?? [];
    expect(r + g + b).toBeLessThan(150);
    const { page: light } = await harness.newPage({ colorScheme: "light" });
    await light.goto(`${harness.baseUrl}/`);
    const lightBackground = await light.evaluate(() => getComputedStyle(document.documentElement).backgroundColor);
    const [lr = 0, lg = 0, lb = 0] = lightBackground.match(/\d+/g)?.map(Number) ?? [];
    expect(lr + lg + lb).toBeGreaterThan(700);
  });

  it("ships no React runtime on pages without the form", async () => {
    const { page } = await harness.newPage();
    const scripts: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "script") scripts.push(request.url());
    });
    await page.goto(`${harness.baseUrl}/about`);
    await page.waitForLoadState("networkidle");
    expect(await page.locator("astro-island").count()).toBe(0);
    expect(scripts.some((url) => /client\.|QuoteForm|react/i.test(url))).toBe(false);
  });
});
