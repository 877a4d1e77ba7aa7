/**
 * Preferred site-visit times in the form of the Cloudflare build, in Chromium
 * against `wrangler dev`: a visitor ticks two half-days by keyboard and by
 * label, the stored lead and the owner's e-mail carry them, the server's
 * message for the field shows beside it, and the list fits a phone. The API's
 * side is tested in workerd (tests/worker/api/visitTimes.test.ts).
 */
import { type Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { formatVisitTimes, visitDays, visitSlots, visitTimesMessage } from "../../src/lib/visitTimes";
import { axeInBothThemes } from "../e2e/support/axe";
import { fillQuoteForm, openVisitTimes, submitQuote, visitTimesSummary, waitForForm } from "../e2e/support/quoteForm";
import { useBrowserWorker } from "./support/browserWorker";
import { quoteFormText } from "../../src/config/quoteForm";
import { referenceSource } from "../../src/lib/leadReference";

const { labels } = quoteFormText;

const { worker, newContext } = useBrowserWorker();

const leadByReference = (reference: string) =>
  worker.query<Record<string, string | number>>("SELECT * FROM leads WHERE reference = ?", reference)[0];

/** The template parameters of the e-mail sent for this reference, once it has gone. */
async function sentParams(reference: string): Promise<Record<string, string>> {
  const find = async () =>
    (await worker.sent()).map((s) => s.body.template_params).find((params) => params["reference"] === reference);
  await expect.poll(find, { timeout: 10_000 }).toBeDefined();
  return (await find()) ?? {};
}

const visitor = {
  firstName: "Priya",
  lastName: "Shah",
  email: "priya@example.com",
  phone: "07911 123456",
  projectType: "Loft Conversion",
  projectDetails: "Rear dormer loft conversion on a 1900s terrace in Balham.",
};

async function openForm(width = 1366): Promise<Page> {
  // CSP bypassed so axe can be injected; the policy itself is tested in tests/e2e/security.test.ts.
  const context = await newContext({ viewport: { width, height: 900 }, bypassCSP: true });
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
    await page.getByLabel(labels.projectDetails).focus();
    await page.keyboard.press("Tab");
    expect(await visitTimesSummary(page).evaluate((summary) => summary === document.activeElement)).toBe(true);
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    const morning = group.getByRole("checkbox", { name: `${first.long} ${quoteFormText.visitTimes.morning}` });
    expect(await morning.evaluate((box) => box === document.activeElement)).toBe(true);
    await page.keyboard.press("Space");
    expect(await morning.isChecked()).toBe(true);
    // By its label, as a pointer would.
    await group.getByLabel(`${second.long} ${quoteFormText.visitTimes.afternoon}`).check();

    await submitQuote(page);
    const toast = page.locator("[data-toast]").filter({ hasText: "Quote Request Sent!" });
    await toast.waitFor();
    const reference =
      new RegExp(`Your reference is (${referenceSource})`).exec((await toast.textContent()) ?? "")?.[1] ?? "";
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
      .getByLabel(`${first?.long ?? ""} ${quoteFormText.visitTimes.morning}`)
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

  it("fits a 390 px phone without sideways scrolling, and passes axe in light and dark", async () => {
    const page = await openForm(390);
    await openVisitTimes(page);
    await visitGroup(page).scrollIntoViewIfNeeded();
    expect(await visitGroup(page).getByRole("checkbox").count()).toBe(visitSlots(new Date()).length);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await visitGroup(page).getByRole("checkbox").first().check();
    expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });
    await page.context().close();
  });
});
