/**
 * The quote form of the Cloudflare build, in Chromium, against the server
 * `npm start` runs (wrangler's local mode): the visitor sees the reference
 * the lead was stored under, the owner's e-mail carries it, and a failed
 * e-mail never shows as a failed request.
 */
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { site } from "../../src/config/site";
import { describe, expect, it } from "vitest";
import { fillQuoteForm, submitQuote, waitForForm } from "../e2e/support/quoteForm";
import { testConfig } from "../e2e/support/testConfig";
import { useBrowserWorker } from "./support/browserWorker";
import { referencePattern, referenceSource } from "../../src/lib/leadReference";

const { worker, newContext } = useBrowserWorker();

/** Every script the build wrote, wherever it is (the islands' chunks, the outbox's sender and service worker). */
const builtScripts = (root: string) =>
  readdirSync(root, { recursive: true, encoding: "utf8" })
    .filter((file) => /\.m?js$/.test(file))
    .map((file) => ({ file, code: readFileSync(join(root, file), "utf8") }));

const visitor = {
  firstName: "Priya",
  lastName: "Shah",
  email: "priya@example.com",
  phone: "07911 123456",
  projectType: "Loft Conversion",
  projectDetails: "Rear dormer loft conversion on a 1900s terrace in Balham.",
};

async function sendFromContactPage() {
  const context = await newContext();
  const page = await context.newPage();
  await page.goto(`${worker.baseUrl}/contact?utm_source=newsletter`);
  await waitForForm(page);
  await fillQuoteForm(page, visitor);
  await submitQuote(page);
  const toast = page.locator("[data-toast]").filter({ hasText: "Quote Request Sent!" });
  await toast.waitFor();
  const text = (await toast.textContent()) ?? "";
  await context.close();
  return new RegExp(`Your reference is (${referenceSource})`).exec(text)?.[1];
}

describe("the quote form on the Cloudflare build", () => {
  it("ships neither the EmailJS SDK nor any EmailJS id, and its pages' policy cannot reach EmailJS", () => {
    const chunks = builtScripts(testConfig.workerOutDir);
    expect(chunks.some(({ code }) => code.includes("/api/quote"))).toBe(true);
    // The ids as configured (business.json, or the build's PUBLIC_EMAILJS_* overrides), not a guess at their look.
    const ids = [site.emailjs.serviceId, site.emailjs.templateId, site.emailjs.publicKey];
    for (const { file, code } of chunks) {
      expect(code.includes("api/v1.0/email/send"), file).toBe(false);
      for (const id of ids) expect(code.includes(id), `${id} in ${file}`).toBe(false);
    }
    const headers = readFileSync(join(testConfig.workerOutDir, "_headers"), "utf8");
    expect(headers).toContain("connect-src 'self';");
    expect(headers).not.toContain(site.emailjs.origin);
  });

  it("shows the visitor the reference their request was stored under, which the owner's e-mail carries", async () => {
    const reference = await sendFromContactPage();
    expect(reference).toMatch(referencePattern);
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
      expect(reference).toMatch(referencePattern);
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
