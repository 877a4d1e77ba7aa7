/**
 * The quote form of the Cloudflare build, in Chromium, against the server
 * `npm start` runs (wrangler's local mode): the visitor sees the reference
 * the lead was stored under, the owner's e-mail carries it, and a failed
 * e-mail never shows as a failed request.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chromiumFlags } from "../../scripts/lib/chromium";
import { freePort, startLocalWorker, type LocalWorker } from "../../scripts/lib/localWorker";
import { EmailJsStub } from "../e2e/support/emailjsStub";
import { fillQuoteForm, submitQuote, waitForForm } from "../e2e/support/quoteForm";
import { testConfig } from "../e2e/support/testConfig";

const stub = new EmailJsStub();
let worker: LocalWorker;
let browser: Browser;
let state = "";

beforeAll(async () => {
  const stubPort = await freePort();
  await stub.start(stubPort);
  state = mkdtempSync(join(tmpdir(), "lead-form-"));
  worker = await startLocalWorker({
    assets: testConfig.workerOutDir,
    persistTo: state,
    vars: { EMAILJS_API_ORIGIN: `http://127.0.0.1:${stubPort}`, RATE_LIMIT_MAX: "0", NOTIFY_BACKOFF_SECONDS: "0" },
  });
  browser = await chromium.launch({ executablePath: testConfig.chromium, args: chromiumFlags });
}, 120_000);
afterAll(async () => {
  await browser.close();
  await worker.close();
  await stub.stop();
  rmSync(state, { recursive: true, force: true });
});
beforeEach(() => stub.reset());

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
    const [lead] = worker.query(`SELECT * FROM leads WHERE reference = '${reference ?? ""}'`);
    expect(lead).toMatchObject({ first_name: visitor.firstName, page: "/contact", utm_source: "newsletter" });
    const started = Date.now();
    while (!stub.sent.length && Date.now() - started < 10_000) await new Promise((wait) => setTimeout(wait, 100));
    expect((stub.sent[0]?.body["template_params"] as Record<string, string>)["reference"]).toBe(reference);
  });

  it("still shows success when the e-mail fails, and the schedule sends it once the service is back", async () => {
    stub.answerWith(500);
    const reference = await sendFromContactPage();
    expect(reference).toMatch(/^Q-\d{4,}$/);
    stub.answerWith(200);
    await worker.scheduled();
    await worker.scheduled();
    const delivered = stub.sent.filter(
      (s) => s.answered === 200 && (s.body["template_params"] as Record<string, string>)["reference"] === reference,
    );
    expect(delivered).toHaveLength(1);
  });
});
