import { describe, expect, it } from "vitest";
import { firstProjectPath } from "../../scripts/lib/loadContent";
import { cspViolations, watchCspViolations } from "./support/csp";
import { quoteForm, waitForForm } from "./support/quoteForm";
import { useHarness } from "./support/harness";
import { quoteFormText } from "../../src/config/quoteForm";
import { visitorPhones } from "../visitorPhones";

const { labels } = quoteFormText;

const harness = useHarness();

const templates = [
  "/",
  "/contact",
  "/call-us-today",
  "/roof-repairs",
  "/emergency-plumbing-repairs",
  "/building-services-london",
  "/london-construction-costs",
  "/areas",
  "/areas/clapham",
  "/areas/clapham/party-wall-agreements",
  "/about",
  "/services",
  "/projects",
  ...firstProjectPath(),
  "/no-such-page",
];

describe("content security policy", () => {
  it("sends a strict policy and the other security headers with every page", async () => {
    const { page } = await harness.newPage();
    const response = await page.goto(`${harness.baseUrl}/contact`);
    const headers = response?.headers() ?? {};
    // Two parts, enforced together: the header (framing, and what may be loaded) and the page's <meta> (scripts and styles by hash).
    const csp = headers["content-security-policy"] ?? "";
    for (const directive of ["frame-ancestors 'none'", "object-src 'none'", "base-uri 'self'"])
      expect(csp).toContain(directive);
    const meta = (await page.locator('meta[http-equiv="content-security-policy"]').getAttribute("content")) ?? "";
    expect(meta).toMatch(/default-src 'none'/);
    expect(meta).toMatch(/script-src 'self' 'wasm-unsafe-eval'( 'sha256-[^']+')+;/);
    expect(`${csp} ${meta}`).not.toContain("unsafe-inline");
    // 'wasm-unsafe-eval' lets site search compile WebAssembly; JavaScript eval stays forbidden.
    expect(`${csp} ${meta}`).not.toContain("'unsafe-eval'");
    expect(headers["strict-transport-security"]).toContain("max-age=");
    expect(headers["x-content-type-options"]).toBe("nosniff");
    expect(headers["referrer-policy"]).toBe("strict-origin-when-cross-origin");
    expect(headers["permissions-policy"]).toContain("camera=()");
  });

  it.each(templates)("reports no violation on %s", async (path) => {
    const { page, context, console } = await harness.newPage();
    await watchCspViolations(context);
    await page.goto(harness.baseUrl + path);
    await page.waitForLoadState("networkidle");
    // Bring the two lazy islands into view and wait until they have hydrated, then go to the end of the page.
    if (await quoteForm(page).count()) await waitForForm(page);
    if (await page.locator("[data-estimator]").count()) {
      await page.locator("[data-estimator]").scrollIntoViewIfNeeded();
      await page.locator("astro-island[component-export='CostEstimator']:not([ssr])").waitFor({ state: "attached" });
    }
    expect(await page.locator("astro-island[ssr]").count()).toBe(0);
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    expect(await cspViolations(page)).toEqual([]);
    expect(console.filter((line) => line.includes("Content Security Policy"))).toEqual([]);
  });

  it("reports no violation during a full successful send", async () => {
    const { page, context } = await harness.newPage();
    await watchCspViolations(context);
    await page.goto(`${harness.baseUrl}/contact`);
    await waitForForm(page);
    await page.getByLabel(labels.firstName).fill("Ada");
    await page.getByLabel(labels.lastName).fill("Lovelace");
    await page.getByLabel(labels.email).fill("ada@example.com");
    await page.getByLabel(labels.phone).fill(visitorPhones.london.display);
    await page.getByLabel(labels.projectType).selectOption("Other");
    await page.getByLabel(labels.projectDetails).fill("Repoint the front elevation and rebuild the garden wall.");
    await page.getByRole("button", { name: quoteFormText.submit }).click();
    await page.getByText("Quote Request Sent!").waitFor();
    expect(harness.stub.sent).toHaveLength(1);
    expect(await cspViolations(page)).toEqual([]);
  });
});
