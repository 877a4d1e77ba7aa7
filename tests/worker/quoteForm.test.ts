/**
 * The quote form of the Cloudflare build, in Chromium, against the server
 * `npm start` runs (wrangler's local mode): the visitor sees the reference
 * the lead was stored under, the owner's e-mail carries it, and a failed
 * e-mail never shows as a failed request.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { fillQuoteForm, submitQuote, waitForForm } from "../e2e/support/quoteForm";
import { testConfig } from "../e2e/support/testConfig";
import { joinBrowser, sharedWorker } from "./support/browserWorker";

const worker = sharedWorker();
let browser: Browser;

beforeAll(async () => {
  browser = await joinBrowser();
});
afterAll(() => browser.close());

const visitor = {
  firstName: "Priya",
  lastName: "Shah",
  email: "priya@example.com",
  phone: "07911 123456",
  projectType: "Loft Conversion",
  projectDetails: "Rear dormer loft conversion on a 1900s terrace in Balham.",
};

async function sendFromContactPage() {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${worker.baseUrl}/contact?utm_source=newsletter`);
  await waitForForm(page);
  await fillQuoteForm(page, visitor);
  await submitQuote(page);
  const toast = page.locator("[data-toast]").filter({ hasText: "Quote Request Sent!" });
  await toast.waitFor();
  const text = (await toast.textContent()) ?? "";
  await context.close();
  return /Your reference is (Q-\d+)/.exec(text)?.[1];
}

describe("the quote form on the Cloudflare build", () => {
  it("ships neither the EmailJS SDK nor its public key", () => {
    const scripts = readdirSync(join(testConfig.workerOutDir, "_astro")).filter((f) => f.endsWith(".js"));
    const code = scripts.map((f) => readFileSync(join(testConfig.workerOutDir, "_astro", f), "utf8")).join("\n");
    expect(code).toContain("/api/quote");
    expect(code).not.toContain("api/v1.0/email/send");
  });

  it("shows the visitor the reference their request was stored under, which the owner's e-mail carries", async () => {
    const reference = await sendFromContactPage();
    expect(reference).toMatch(/^Q-\d{4,}$/);
    const [lead] = worker.query("SELECT * FROM leads WHERE reference = ?", reference ?? "");
    expect(lead).toMatchObject({ first_name: visitor.firstName, page: "/contact", utm_source: "newsletter" });
    const sentFor = async () => (await worker.sent()).filter((s) => s.body.template_params["reference"] === reference);
    await expect.poll(sentFor, { timeout: 10_000 }).toHaveLength(1);
  });

  it("still shows success when the e-mail fails, and the schedule sends it once the service is back", async () => {
    await worker.answerWith(500);
    let reference: string | undefined;
    try {
      reference = await sendFromContactPage();
      expect(reference).toMatch(/^Q-\d{4,}$/);
      // The request's own send has failed before the service comes back.
      const status = () =>
        worker.query<{ s: string }>("SELECT notify_status AS s FROM leads WHERE reference = ?", reference ?? "")[0]?.s;
      await expect.poll(status, { timeout: 10_000 }).toBe("retrying");
    } finally {
      await worker.answerWith(200);
    }
    await worker.scheduled();
    await worker.scheduled();
    const delivered = (await worker.sent()).filter(
      (s) => s.answered === 200 && s.body.template_params["reference"] === reference,
    );
    expect(delivered).toHaveLength(1);
  });
});
