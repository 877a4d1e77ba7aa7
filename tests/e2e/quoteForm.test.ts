import { createRequire } from "node:module";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { site } from "../../src/config/site";
import { formatVisitTimes, visitDays } from "../../src/lib/visitTimes";
import { visitorPhones } from "../visitorPhones";
import { useHarness } from "./support/harness";
import {
  fillQuoteForm,
  openVisitTimes,
  quoteFieldValues,
  quoteSendingButton,
  quoteSubmitButton,
  submitQuote,
  waitForForm,
} from "./support/quoteForm";
import { quoteFormText } from "../../src/config/quoteForm";

const { labels } = quoteFormText;

const harness = useHarness();
const { version: emailjsVersion } = createRequire(import.meta.url)("@emailjs/browser/package.json") as {
  version: string;
};

const visitor = {
  firstName: "Zoë",
  lastName: "O'Brien",
  email: "zoe@example.com",
  phone: visitorPhones.mobile.display,
  projectType: "Loft Conversion",
  projectDetails: "Rear dormer with an en-suite on a 1900s terrace in Clapham.",
};

async function openForm(path = "/contact"): Promise<Page> {
  const { page } = await harness.newPage();
  await page.goto(harness.baseUrl + path);
  await waitForForm(page);
  return page;
}

const fill = (page: Page) => fillQuoteForm(page, visitor);
const fieldValues = quoteFieldValues;

describe("quote form", () => {
  it.each(["/contact", "/"])(
    "offers a call, an e-mail and WhatsApp in the form area of %s with JavaScript off",
    async (path) => {
      const { page } = await harness.newPage({ javaScriptEnabled: false });
      await page.goto(harness.baseUrl + path);
      const form = page.getByRole("form", { name: "Request a free quote" });
      // Playwright turns scripts off without the parser's scripting flag, so <noscript> stays text here
      // rather than being rendered as in a browser with JavaScript off: check what it says.
      const notice = form.locator("xpath=..").locator("noscript");
      expect(await notice.textContent()).toContain("This form needs JavaScript to send");
      const links = form.locator("[data-quote-alternatives] a");
      expect(await links.evaluateAll((all) => all.map((a) => (a as HTMLAnchorElement).protocol))).toEqual([
        "tel:",
        "mailto:",
        "https:",
      ]);
      expect(await links.nth(2).getAttribute("href")).toMatch(/^https:\/\/wa\.me\//);
      for (const link of await links.all()) expect(await link.isVisible()).toBe(true);
    },
  );

  // The server renders the form with React and the browser hydrates it; a
  // mismatch or a runtime error shows up as a console error or a page error.
  it.each(["/", "/contact", "/request-custom-quote", "/call-us-today"])(
    "hydrates on %s without an error",
    async (path) => {
      const { page, console } = await harness.newPage();
      const pageErrors: string[] = [];
      page.on("pageerror", (error) => pageErrors.push(error.message));
      await page.goto(harness.baseUrl + path);
      await waitForForm(page);
      expect(pageErrors).toEqual([]);
      expect(console.filter((line) => line.startsWith("error:"))).toEqual([]);
    },
  );

  it("shows all six messages under their fields when sent empty", async () => {
    const page = await openForm();
    await submitQuote(page);
    const expected = {
      [labels.firstName]: "First name must be at least 2 characters",
      [labels.lastName]: "Last name must be at least 2 characters",
      [labels.email]: "Please enter a valid email address",
      [labels.phone]: "Please enter a valid phone number",
      [labels.projectType]: "Please select a project type",
      [labels.projectDetails]: "Please provide more details about your project",
    };
    for (const [label, message] of Object.entries(expected)) {
      const field = page.getByLabel(label);
      await expect.poll(() => field.getAttribute("aria-invalid")).toBe("true");
      const describedBy = await field.getAttribute("aria-describedby");
      expect(await page.locator(`#${describedBy}`).textContent()).toBe(message);
      expect(await field.evaluate((el) => getComputedStyle(el).borderTopWidth)).toBe("2px");
    }
    expect(harness.stub.sent).toHaveLength(0);
  });

  it("clears a field's message as soon as the visitor fixes it", async () => {
    const page = await openForm();
    await submitQuote(page);
    const firstName = page.getByLabel(labels.firstName);
    await expect.poll(() => firstName.getAttribute("aria-invalid")).toBe("true");
    await firstName.pressSequentially("Al");
    await expect.poll(() => firstName.getAttribute("aria-invalid")).toBeNull();
    expect(await page.getByText("First name must be at least 2 characters").count()).toBe(0);
    // Other fields keep their messages until they are fixed.
    expect(await page.getByText("Please enter a valid email address").count()).toBe(1);
  });

  it("sends the request, shows Sending... then a success toast, and resets", async () => {
    const page = await openForm();
    await fill(page);
    harness.stub.hold();
    await submitQuote(page);

    await quoteSendingButton(page).waitFor();
    await expect.poll(() => harness.stub.sent.length).toBe(1);
    harness.stub.release();

    await page.getByText("Quote Request Sent!").waitFor();
    expect(
      await page
        .getByText(`We'll get back to you within ${site.promises.responseHours} hours with your free quote.`)
        .isVisible(),
    ).toBe(true);
    expect(harness.stub.sent[0]?.body).toMatchObject({
      // The SDK's own version, as the specification's pinned @emailjs/browser sends it.
      lib_version: emailjsVersion,
      user_id: site.emailjs.publicKey,
      service_id: site.emailjs.serviceId,
      template_id: site.emailjs.templateId,
      template_params: {
        from_name: "Zoë O'Brien",
        from_email: visitor.email,
        phone: visitor.phone,
        project_type: visitor.projectType,
        message: visitor.projectDetails,
        to_name: site.name,
      },
    });
    await expect
      .poll(() => fieldValues(page))
      .toEqual({
        firstName: "",
        lastName: "",
        email: "",
        phone: "",
        projectType: "",
        projectDetails: "",
      });
    expect(await quoteSubmitButton(page).isEnabled()).toBe(true);
  });

  it("has no photo picker on a static host, and offers WhatsApp for photos once the request is sent", async () => {
    const page = await openForm();
    expect(await page.locator('input[type="file"]').count()).toBe(0);
    await fill(page);
    await submitQuote(page);
    const offer = page.locator("[data-toast]").getByRole("link", { name: /Send us photos on WhatsApp/ });
    await offer.waitFor();
    const href = new URL((await offer.getAttribute("href")) ?? "");
    expect(href.origin).toBe("https://wa.me");
    expect(href.pathname).toBe(`/${site.mobile.e164.replace("+", "")}`);
    // The message names the visitor and the day, so the photos can be matched to the request.
    const text = href.searchParams.get("text") ?? "";
    expect(text).toContain(`${visitor.firstName} ${visitor.lastName}`);
    const today = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" }).format(new Date());
    expect(text).toContain(today);
    expect(await offer.getAttribute("target")).toBe("_blank");
  });

  it("keeps ticked visit times through a reload and sends them to the e-mail template in words", async () => {
    const page = await openForm();
    await fill(page);
    const [first, second] = visitDays(new Date());
    if (!first || !second) throw new Error("No visit days offered");
    await openVisitTimes(page);
    const group = page.getByRole("group", { name: "Preferred time for a site visit (optional)" });
    await group.getByLabel(`${first.long} ${quoteFormText.visitTimes.afternoon}`).check();
    await group.getByLabel(`${second.long} ${quoteFormText.visitTimes.morning}`).check();
    // The ticks are part of the draft: a reload brings them back.
    await page.reload();
    await waitForForm(page);
    await expect
      .poll(() => group.getByLabel(`${first.long} ${quoteFormText.visitTimes.afternoon}`).isChecked())
      .toBe(true);
    expect(await group.getByRole("checkbox", { checked: true }).count()).toBe(2);
    await submitQuote(page);
    await page.getByText("Quote Request Sent!").waitFor();
    const params = (harness.stub.sent[0]?.body as { template_params: Record<string, string> }).template_params;
    expect(params["visit_times"]).toBe(formatVisitTimes([`${first.date}:pm`, `${second.date}:am`]));
    expect(await group.getByRole("checkbox", { checked: true }).count()).toBe(0);
  });

  it("keeps everything typed and shows the error toast when the provider fails", async () => {
    const { page, console } = await harness.newPage();
    await page.goto(`${harness.baseUrl}/call-us-today`);
    await waitForForm(page);
    await fill(page);
    harness.stub.answerWith(500, "Server error");
    await submitQuote(page);

    await page.getByText("Error Sending Request").waitFor();
    expect(await page.getByText(`Please try again or call us directly at ${site.phone.display}.`).isVisible()).toBe(
      true,
    );
    expect(await page.locator('[data-toast="destructive"]').count()).toBe(1);
    expect(await fieldValues(page)).toEqual(visitor);
    expect(await quoteSubmitButton(page).isEnabled()).toBe(true);
    expect(console.some((line) => line.startsWith("error: Quote request failed"))).toBe(true);
  });

  it("shows one toast at a time", async () => {
    const page = await openForm("/");
    harness.stub.answerWith(500);
    await fill(page);
    await submitQuote(page);
    await page.getByText("Error Sending Request").waitFor();
    harness.stub.answerWith(200);
    await submitQuote(page);
    await page.getByText("Quote Request Sent!").waitFor();
    expect(await page.locator("[data-toast]").count()).toBe(1);
  });
});
