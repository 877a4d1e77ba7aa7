/**
 * Analytics as a visitor's browser sees them: nothing at all on a host without
 * analytics; on Vercel, Vercel's script and custom events; with a same-origin
 * endpoint, beacons for each lead and for web vitals. The test build has no
 * analytics, so the page's body attributes are set as the Vercel or endpoint
 * build would set them.
 */
import type { Page, Request } from "playwright-core";
import { describe, expect, it } from "vitest";
import { useHarness } from "./support/harness";
import { fillQuoteForm, submitQuote, waitForForm } from "./support/quoteForm";
import { visitorPhones } from "../visitorPhones";

const harness = useHarness();

const visitor = {
  firstName: "Priya",
  lastName: "Shah",
  email: "priya@example.com",
  phone: visitorPhones.mobile.display,
  projectType: "Loft Conversion",
  projectDetails: "Dormer loft on a terrace in Wandsworth, starting in spring.",
};

/**
 * Gives the page the body attributes a build with analytics writes. They are
 * set when parsing ends, before the page's module scripts run, as if the
 * HTML had carried them.
 */
async function withBodyData(page: Page, data: Record<string, string>): Promise<void> {
  await page.addInitScript((values) => {
    document.addEventListener("readystatechange", () => {
      if (document.readyState === "interactive") Object.assign(document.body.dataset, values);
    });
  }, data);
}

/** Events posted to the beacon endpoint, as the server would read them. */
function beaconsTo(page: Page, path: string): { name: string; data: Record<string, unknown> }[] {
  const events: { name: string; data: Record<string, unknown> }[] = [];
  void page.route(`${harness.baseUrl}${path}`, async (route) => {
    events.push(JSON.parse(route.request().postData() ?? "{}") as { name: string; data: Record<string, unknown> });
    await route.fulfill({ status: 204 });
  });
  return events;
}

/**
 * Ends the page's visit as far as web vitals are concerned: the tab goes to the background for the
 * length of one visibilitychange event. It is visible again after it, so a web-vitals script that
 * arrives later does not take the page for one loaded in the background, which it never reports on.
 */
const hideTab = (page: Page) =>
  page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { value: "hidden", configurable: true });
    document.dispatchEvent(new Event("visibilitychange"));
    delete (document as { visibilityState?: DocumentVisibilityState }).visibilityState;
  });

/**
 * Hides the tab until `reported` holds. The web-vitals script loads once the page is idle, later
 * on a busy machine, and reports on the first hide after it has arrived: a single hide can come
 * before it, and nothing would ever be reported.
 */
const hideTabUntil = (page: Page, reported: () => boolean) =>
  expect
    .poll(async () => {
      await hideTab(page);
      return reported();
    })
    .toBe(true);

describe("analytics", () => {
  it("requests nothing and logs no error on a host without analytics", async () => {
    const { page, console } = await harness.newPage();
    const requests: string[] = [];
    page.on("request", (request: Request) => requests.push(new URL(request.url()).pathname));
    await page.goto(`${harness.baseUrl}/contact`);
    await page
      .getByRole("link", { name: /^Call / })
      .first()
      .click();
    // Hiding the tab reports the web vitals: what a build with analytics would send on.
    await hideTabUntil(page, () => console.some((line) => line.includes("[web-vitals] CLS")));
    expect(requests.filter((path) => path.startsWith("/_vercel/"))).toEqual([]);
    expect(console.filter((line) => line.startsWith("error"))).toEqual([]);
  });

  it("counts each lead and each web vital at a same-origin endpoint", async () => {
    const { page } = await harness.newPage();
    await withBodyData(page, { analyticsEndpoint: "/collect" });
    const events = beaconsTo(page, "/collect");
    // The taps come before the analytics script has arrived, as a visitor's who calls at once.
    let deliverAnalytics = () => {};
    const analyticsHeld = new Promise<void>((resolve) => (deliverAnalytics = resolve));
    await page.route(/\/analyticsRun-[\w-]+\.js$/, async (route) => {
      await analyticsHeld;
      await route.continue();
    });
    await page.goto(`${harness.baseUrl}/contact`);
    // The taps are counted; the phone, mail and WhatsApp apps they would open are not needed here.
    await page.evaluate(() =>
      window.addEventListener("click", (event) => {
        const app = 'a[href^="tel:"], a[href^="mailto:"], a[href^="https://wa.me/"]';
        if (event.target instanceof Element && event.target.closest(app)) event.preventDefault();
      }),
    );

    const main = page.getByRole("main");
    await main
      .getByRole("link", { name: /^Call / })
      .first()
      .click();
    await main
      .getByRole("link", { name: /^E-mail / })
      .first()
      .click();
    await main
      .getByRole("link", { name: /WhatsApp/ })
      .first()
      .click();
    deliverAnalytics();

    await waitForForm(page);
    await fillQuoteForm(page, visitor);
    await submitQuote(page);
    await expect.poll(() => events.map((e) => e.name)).toContain("quote_sent");

    harness.stub.answerWith(500);
    await fillQuoteForm(page, visitor);
    await submitQuote(page);
    await expect.poll(() => events.map((e) => e.name)).toContain("fallback_offered");

    await hideTabUntil(page, () => events.some((e) => e.name === "web-vitals"));
    expect(events.map((e) => e.name)).toEqual(
      expect.arrayContaining(["phone_tap", "email_tap", "whatsapp_tap", "quote_sent", "fallback_offered"]),
    );
    expect(events.find((e) => e.name === "quote_sent")?.data).toEqual({ projectType: "Loft Conversion" });
    expect(events.find((e) => e.name === "fallback_offered")?.data).toEqual({ reason: "provider" });
  });

  it("on Vercel, loads Vercel's script and sends the page view and leads as its events", async () => {
    const { page } = await harness.newPage();
    await withBodyData(page, { analytics: "vercel" });
    let scriptRequested = false;
    await page.route(`${harness.baseUrl}/_vercel/insights/script.js`, async (route) => {
      scriptRequested = true;
      // The host's script would drain the queue; leaving it in place lets the test read it.
      await route.fulfill({ contentType: "text/javascript", body: "" });
    });
    await page.goto(`${harness.baseUrl}/contact`);
    await page
      .getByRole("main")
      .getByRole("link", { name: /^Call / })
      .first()
      .click();
    const queue = () => page.evaluate(() => JSON.stringify((window as unknown as { vaq?: unknown[] }).vaq ?? []));
    await expect.poll(queue).toContain("phone_tap");
    expect(scriptRequested).toBe(true);
    expect(await queue()).toContain('"route":"/contact"');
  });
});
