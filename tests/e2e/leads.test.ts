/**
 * A quote request is never lost: every way a send can fail keeps the input
 * and offers other routes with the request in them; drafts survive reloads;
 * double submits send once; spam is dropped quietly.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { honeypotField } from "../../src/lib/honeypot";
import { site } from "../../src/config/site";
import { outboxCopy } from "../../src/lib/outbox/copy";
import { OUTBOX_FLAG } from "../../src/lib/outbox/store";
import { useHarness } from "./support/harness";
import {
  fillQuoteForm,
  quoteFieldValues,
  quoteForm,
  quoteSendingButton,
  quoteSubmitButton,
  submitQuote,
  waitForForm,
} from "./support/quoteForm";
import { testConfig } from "./support/testConfig";
import { quoteFormText } from "../../src/config/quoteForm";

const { labels } = quoteFormText;

const harness = useHarness();

const request = {
  firstName: "Zoë",
  lastName: "O'Brien-Łukasz",
  email: "zoe.obrien@example.co.uk",
  phone: "+48 22 123 45 67",
  projectType: "Basement Conversion",
  projectDetails: 'Cellar under a Victorian terrace, damp on the front wall. <img src=x onerror="window.__pwned=1">',
};

async function openContact(): Promise<{
  page: Page;
  console: string[];
  goOffline: (offline: boolean) => Promise<void>;
}> {
  const { page, context, console } = await harness.newPage();
  await page.goto(`${harness.baseUrl}/contact`);
  await waitForForm(page);
  return { page, console, goOffline: (offline) => context.setOffline(offline) };
}

const emptyRequest = Object.fromEntries(Object.keys(request).map((k) => [k, ""]));

/** The outbox is empty and no page holds its lock: nothing is left to send. */
const outboxSettled = (page: Page) =>
  page.evaluate(async (flag) => {
    const { held = [], pending = [] } = await navigator.locks.query();
    return localStorage.getItem(flag) === null && held.length + pending.length === 0;
  }, OUTBOX_FLAG);

const fill = (page: Page) => fillQuoteForm(page, request);
const submit = submitQuote;
const values = quoteFieldValues;

/** Checks the fallback links carry the request and the input is intact. */
async function expectFallbacksWithRequest(page: Page) {
  const notice = page.getByRole("alert").filter({ hasText: "Everything you typed is still here" });
  await notice.waitFor();
  expect(await values(page)).toEqual(request);
  expect(await notice.getByRole("link", { name: `Call ${site.phone.display}` }).getAttribute("href")).toBe(
    `tel:${site.phone.e164}`,
  );
  const mailto = decodeURIComponent(
    (await notice.getByRole("link", { name: "E-mail your request" }).getAttribute("href")) ?? "",
  );
  expect(mailto.startsWith(`mailto:${site.email}?subject=Quote request: Basement Conversion&body=`)).toBe(true);
  for (const value of Object.values(request)) expect(mailto).toContain(value);
  const whatsapp = (await notice.getByRole("link", { name: /WhatsApp/ }).getAttribute("href")) ?? "";
  expect(whatsapp.startsWith(`https://wa.me/${site.mobile.e164.slice(1)}?text=`)).toBe(true);
  expect(decodeURIComponent(whatsapp)).toContain(request.projectDetails);
  // Markup typed by the visitor is shown as text, never run.
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
}

describe("when sending fails", () => {
  it.each([400, 403, 429, 500])("keeps the input and offers fallbacks on a %i answer", async (status) => {
    const { page } = await openContact();
    harness.stub.answerWith(status, "Refused");
    await fill(page);
    await submit(page);
    await page.getByText("Error Sending Request").waitFor();
    await expectFallbacksWithRequest(page);
    expect(harness.stub.sent).toHaveLength(1);
  });

  // A network failure or a time-out keeps the request in the outbox (tests/worker/outbox.test.ts sends it later).
  it("keeps the request on the device and offers fallbacks when the connection fails", async () => {
    const { page } = await openContact();
    harness.stub.dropConnections();
    await fill(page);
    await submit(page);
    await page.getByText(outboxCopy.saved).waitFor();
    await expectFallbacksWithRequest(page);
    expect(await page.locator('[data-toast="destructive"]').count()).toBe(0);
  });

  // The test build shortens the spec's 15 s wait (scripts/test.sh); tests/unit/sendQuote.test.ts holds the default.
  it("stops waiting when the provider does not answer in time", async () => {
    const { page } = await openContact();
    harness.stub.hold();
    await fill(page);
    const started = Date.now();
    await submit(page);
    await page.getByText(outboxCopy.saved).waitFor({ timeout: testConfig.quoteTimeoutMs + 10_000 });
    expect(Date.now() - started).toBeGreaterThanOrEqual(testConfig.quoteTimeoutMs - 500);
    await expectFallbacksWithRequest(page);
    expect(await quoteSubmitButton(page).isEnabled()).toBe(true);
  });

  it("keeps the request on the device at once when offline, and sends it once when back online", async () => {
    const { page, goOffline } = await openContact();
    await fill(page);
    await goOffline(true);
    await submit(page);
    await page.getByText(outboxCopy.saved).waitFor();
    await expectFallbacksWithRequest(page);
    expect(harness.stub.sent).toHaveLength(0);
    await goOffline(false);
    await page.getByText("Quote Request Sent!").waitFor();
    // Nothing left to send and no page sending: a second send could only have happened by now.
    await expect.poll(() => outboxSettled(page)).toBe(true);
    expect(harness.stub.sent).toHaveLength(1);
  });
});

describe("drafts", () => {
  it("restores what was typed after a reload, and clears it after a successful send", async () => {
    const { page } = await openContact();
    await fill(page);
    await page.reload();
    await waitForForm(page);
    await expect.poll(() => values(page)).toEqual(request);

    await submit(page);
    await page.getByText("Quote Request Sent!").waitFor();
    await page.reload();
    await waitForForm(page);
    expect(await values(page)).toEqual(emptyRequest);
  });
});

describe("double submits and spam", () => {
  it("sends once when the button is double-clicked", async () => {
    const { page } = await openContact();
    await fill(page);
    harness.stub.hold();
    await quoteSubmitButton(page).dblclick();
    await page.getByLabel(labels.projectDetails).press("Enter");
    await expect.poll(() => harness.stub.sent.length).toBe(1);
    await quoteSendingButton(page).waitFor();
    harness.stub.release();
    await page.getByText("Quote Request Sent!").waitFor();
    // The form empties once the send is done; any second send would have started before.
    await expect.poll(() => values(page)).toEqual(emptyRequest);
    expect(harness.stub.sent).toHaveLength(1);
  });

  it("sends once when the form is submitted twice before it can redraw (a held Enter key)", async () => {
    const { page } = await openContact();
    await fill(page);
    harness.stub.hold();
    // Both submits land before React disables the button, so only the form's own guard stands between them.
    await quoteForm(page).evaluate((form: HTMLFormElement) => {
      form.requestSubmit();
      form.requestSubmit();
    });
    await expect.poll(() => harness.stub.sent.length).toBe(1);
    harness.stub.release();
    await page.getByText("Quote Request Sent!").waitFor();
    await expect.poll(() => values(page)).toEqual(emptyRequest);
    expect(harness.stub.sent).toHaveLength(1);
  });

  it("drops a submission whose hidden trap field is filled, sending nothing", async () => {
    const { page } = await openContact();
    await fill(page);
    await page.locator(`[name="${honeypotField}"]`).fill("https://spam.example", { force: true });
    await submit(page);
    await page.getByText("Quote Request Sent!").waitFor();
    // The form empties as after a real send; a send would have started before.
    await expect.poll(() => values(page)).toEqual(emptyRequest);
    expect(harness.stub.sent).toHaveLength(0);
  });

  it("hides the trap field from people and assistive technology", async () => {
    const { page } = await openContact();
    const trap = page.locator(`[name="${honeypotField}"]`);
    expect(await trap.getAttribute("tabindex")).toBe("-1");
    expect(await trap.evaluate((el) => el.closest("[aria-hidden='true']") !== null)).toBe(true);
    const box = await trap.boundingBox();
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThan(0);
  });
});
