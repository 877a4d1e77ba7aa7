/**
 * Preferred site-visit times on the Cloudflare build, in the real runtime
 * (workerd through `wrangler dev`, D1 as a local SQLite file), with EmailJS
 * replaced by the local stand-in: a visitor ticks two half-days in the form,
 * the lead is stored with them, the owner's inbox, exports and e-mail show
 * them in words, and a value the form could not have offered is refused.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser, type Page } from "playwright-core";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { chromiumFlags } from "../../scripts/lib/chromium";
import { freePort, startLocalWorker, type LocalWorker } from "../../scripts/lib/localWorker";
import { noVisitPreference } from "../../src/lib/templateParams";
import { formatVisitTimes, visitDays, visitSlots, visitTimesMessage } from "../../src/lib/visitTimes";
import inboxCopy from "../../worker/inbox/copy.json";
import { axeViolations } from "../e2e/support/axe";
import { EmailJsStub } from "../e2e/support/emailjsStub";
import { fillQuoteForm, openVisitTimes, submitQuote, visitTimesSummary, waitForForm } from "../e2e/support/quoteForm";
import { testConfig } from "../e2e/support/testConfig";
import { leadBody, postLead } from "./support/leads";

const stub = new EmailJsStub();
let worker: LocalWorker;
let browser: Browser;
let state = "";

beforeAll(async () => {
  const stubPort = await freePort();
  await stub.start(stubPort);
  state = mkdtempSync(join(tmpdir(), "visit-times-"));
  worker = await startLocalWorker({
    assets: testConfig.workerOutDir,
    persistTo: state,
    vars: {
      EMAILJS_API_ORIGIN: `http://127.0.0.1:${stubPort}`,
      INBOX_LOCAL: "loopback",
      RATE_LIMIT_MAX: "0",
      NOTIFY_BACKOFF_SECONDS: "0",
    },
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

const leadByReference = (reference: string) =>
  worker.query<Record<string, string | number>>(`SELECT * FROM leads WHERE reference = '${reference}'`)[0];
const leadCount = () => worker.query<{ n: number }>("SELECT count(*) AS n FROM leads")[0]?.n ?? 0;

/** The template parameters of the e-mail sent for this reference, once it has gone. */
async function sentParams(reference: string): Promise<Record<string, string>> {
  const find = () =>
    stub.sent
      .map((s) => s.body["template_params"] as Record<string, string>)
      .find((params) => params["reference"] === reference);
  await expect.poll(find, { timeout: 10_000 }).toBeDefined();
  return find() ?? {};
}

describe("visit times at the lead API", () => {
  it("stores two chosen half-days and shows them in words in the inbox, the exports and the owner's e-mail", async () => {
    const slots = visitSlots(new Date());
    const chosen = [slots[3] ?? "", slots[0] ?? ""];
    const response = await postLead(worker, leadBody({ visitTimes: chosen }));
    expect(response.status).toBe(201);
    const { reference } = (await response.json()) as { reference: string };
    const inOrder = [...chosen].sort();
    const words = formatVisitTimes(inOrder);
    expect(words).toMatch(/\w{3} \d{1,2} \w{3} (morning|afternoon), /);

    expect(leadByReference(reference)?.["visit_times"]).toBe(inOrder.join(","));
    expect((await sentParams(reference))["visit_times"]).toBe(words);

    const page = await (await worker.request(`/admin/leads/${reference}`)).text();
    expect(page).toContain(inboxCopy.visitTimes);
    expect(page).toContain(words);
    const csv = await (await worker.request(`/admin/leads/export.csv?q=${reference}`)).text();
    expect(csv.split("\r\n")[0]).toContain("visit_times");
    expect(csv).toContain(`"${inOrder.join(",")}"`);
    const json = (await (await worker.request(`/admin/leads/${reference}/export.json`)).json()) as Record<
      string,
      unknown
    >;
    expect(json["visit_times"]).toBe(inOrder.join(","));
  });

  it("says there is no preference when none was chosen", async () => {
    const response = await postLead(worker, leadBody());
    const { reference } = (await response.json()) as { reference: string };
    expect(leadByReference(reference)?.["visit_times"]).toBe("");
    expect((await sentParams(reference))["visit_times"]).toBe(noVisitPreference);
    const page = await (await worker.request(`/admin/leads/${reference}`)).text();
    expect(page).toContain(inboxCopy.noVisitTimes);
  });

  it.each<[string, unknown]>([
    ["a date long past", ["2020-01-06:am"]],
    ["a closed day", [`${visitDays(new Date(), { 0: { opens: "09:00", closes: "17:00" } })[0]?.date ?? ""}:am`]],
    ["a time that is not a half-day", [`${visitDays(new Date())[0]?.date ?? ""}:evening`]],
    ["text instead of a list", "next Tuesday"],
  ])("refuses %s with 400, a message for the field, and stores nothing", async (_name, visitTimes) => {
    const before = leadCount();
    const response = await postLead(worker, leadBody({ visitTimes }));
    expect(response.status).toBe(400);
    const { errors } = (await response.json()) as { errors: Record<string, string> };
    expect(errors).toEqual({ visitTimes: visitTimesMessage });
    expect(leadCount()).toBe(before);
  });
});

const visitor = {
  firstName: "Priya",
  lastName: "Shah",
  email: "priya@example.com",
  phone: "07911 123456",
  projectType: "Loft Conversion",
  projectDetails: "Rear dormer loft conversion on a 1900s terrace in Balham.",
};

async function openForm(width = 1366, colorScheme: "light" | "dark" = "light"): Promise<Page> {
  // CSP bypassed so axe can be injected; the policy itself is tested in tests/e2e/security.test.ts.
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme, bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${worker.baseUrl}/contact`);
  await waitForForm(page);
  return page;
}

const visitGroup = (page: Page) => page.getByRole("group", { name: "Preferred time for a site visit (optional)" });

describe("visit times in the form", () => {
  it("are ticked by keyboard and by label, and the stored lead and the owner's e-mail carry them", async () => {
    const page = await openForm();
    const errors: string[] = [];
    page.on("pageerror", (error) => errors.push(error.message));
    page.on("console", (message) => {
      if (message.type() === "error") errors.push(message.text());
    });
    await fillQuoteForm(page, visitor);
    const [first, , second] = visitDays(new Date());
    if (!first || !second) throw new Error("No visit days offered");
    const group = visitGroup(page);
    // Keyboard: Tab from the details to the closed disclosure, Enter opens it, Tab reaches the first morning, Space ticks it.
    await page.getByLabel("Project details").focus();
    await page.keyboard.press("Tab");
    expect(await visitTimesSummary(page).evaluate((summary) => summary === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    const morning = group.getByRole("checkbox", { name: `${first.long} Morning` });
    expect(await morning.evaluate((box) => box === document.activeElement)).toBe(true);
    await page.keyboard.press("Space");
    expect(await morning.isChecked()).toBe(true);
    // By its label, as a pointer would.
    await group.getByLabel(`${second.long} Afternoon`).check();

    await submitQuote(page);
    const toast = page.locator("[data-toast]").filter({ hasText: "Quote Request Sent!" });
    await toast.waitFor();
    const reference = /Your reference is (Q-\d+)/.exec((await toast.textContent()) ?? "")?.[1] ?? "";
    const chosen = [`${first.date}:am`, `${second.date}:pm`];
    expect(leadByReference(reference)?.["visit_times"]).toBe(chosen.join(","));
    expect((await sentParams(reference))["visit_times"]).toBe(formatVisitTimes(chosen));
    // Sent: the ticks are cleared with the rest of the form.
    expect(await morning.isChecked()).toBe(false);
    expect(errors).toEqual([]);
    await page.context().close();
  });

  it("shows the server's message for the field next to it", async () => {
    const page = await openForm();
    await fillQuoteForm(page, visitor);
    const [first] = visitDays(new Date());
    await openVisitTimes(page);
    await visitGroup(page)
      .getByLabel(`${first?.long ?? ""} Morning`)
      .check();
    // A value the form never offers, as a tampered request would carry.
    await page.route("**/api/quote", (route) =>
      route.continue({
        postData: JSON.stringify({
          ...(route.request().postDataJSON() as Record<string, unknown>),
          visitTimes: ["2020-01-06:am"],
        }),
      }),
    );
    await submitQuote(page);
    const message = visitGroup(page).getByText(visitTimesMessage);
    await message.waitFor();
    expect(await visitGroup(page).getAttribute("aria-describedby")).toContain(
      (await message.getAttribute("id")) ?? "-",
    );
    await page.context().close();
  });

  it.each(["light", "dark"] as const)(
    "fits a 390 px phone without sideways scrolling, and passes axe in the %s theme",
    async (colorScheme) => {
      const page = await openForm(390, colorScheme);
      await openVisitTimes(page);
      await visitGroup(page).scrollIntoViewIfNeeded();
      expect(await visitGroup(page).getByRole("checkbox").count()).toBe(visitSlots(new Date()).length);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await visitGroup(page).getByRole("checkbox").first().check();
      expect(await axeViolations(page)).toEqual([]);
      await page.context().close();
    },
  );
});
