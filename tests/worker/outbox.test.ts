/**
 * The quote outbox, in Chromium against the server `npm start` runs
 * (wrangler's local mode, local D1 and R2, the Cloudflare test build): a
 * request that cannot go waits on the device with its photos and goes once
 * the connection is back, from the same page, from the next page opened, or
 * from the service worker after the pages are closed (Background Sync, fired
 * through the DevTools protocol). Refusals are not queued, and one met by the
 * service worker is told on the next page; "Clear form" and
 * "Did you send it?" clear the draft only when the visitor says so.
 */
import { type BrowserContext, type Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fillText } from "../../src/config/format";
import { quoteFormText } from "../../src/config/quoteForm";
import { serviceWorkerContentSecurityPolicy, serviceWorkerPath } from "../../src/config/security";
import { site } from "../../src/config/site";
import { outboxCopy } from "../../src/lib/outbox/copy";
import { OUTBOX_FLAG, OUTBOX_LOCK, OUTBOX_SYNC_TAG } from "../../src/lib/outbox/store";
import { photoLimits } from "../../src/lib/photoLimits";
import { quoteFormCopy } from "../../src/lib/quoteFormCopy";
import { projectTypes, type QuoteRequest } from "../../src/lib/quoteSchema";
import {
  fillQuoteForm,
  quoteFieldValues,
  quoteForm,
  quoteSubmitButton,
  submitQuote,
  waitForForm,
} from "../e2e/support/quoteForm";
import { axeInBothThemes } from "../e2e/support/axe";
import { useBrowserWorker } from "./support/browserWorker";
import { visitorPhone } from "./support/leads";
import { drawJpeg } from "./support/photos";
import { referencePattern, referenceSource } from "../../src/lib/leadReference";

const { worker, newContext } = useBrowserWorker();

let visitors = 0;
/** A visitor with an e-mail address of their own, so each test finds its own leads. */
function visitor(): QuoteRequest {
  visitors += 1;
  return {
    firstName: "Dev",
    lastName: "Patel",
    email: `outbox-${visitors}-${Date.now()}@example.com`,
    phone: visitorPhone.typed,
    projectType: projectTypes[0],
    projectDetails: "Typed in the basement with no signal: a rear extension on a Victorian terrace.",
    visitTimes: [],
  };
}

const leadsFor = (email: string) =>
  worker.query<{ id: number; reference: string }>("SELECT id, reference FROM leads WHERE email = ?", email);
const photosOf = (leadId: number) =>
  worker.query<{ n: number }>("SELECT count(*) AS n FROM lead_photos WHERE lead_id = ?", leadId)[0]?.n;

/** Content security policy violations any page reported. */
const violations: string[] = [];

async function openContact(context: BrowserContext): Promise<Page> {
  const page = await context.newPage();
  page.on("console", (message) => {
    if (/Content[- ]Security[- ]Policy/i.test(message.text())) violations.push(message.text());
  });
  await page.goto(`${worker.baseUrl}/contact`);
  await waitForForm(page);
  return page;
}

/** What waits in the outbox, as the page's IndexedDB holds it. */
const outboxContents = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<{ submissionId: string; photos: number[] }[]>((resolve, reject) => {
        const open = indexedDB.open("quote-outbox");
        open.onerror = () => reject(open.error ?? new Error("IndexedDB could not be opened"));
        open.onsuccess = () => {
          const db = open.result;
          if (!db.objectStoreNames.contains("requests")) return resolve([]);
          const all = db.transaction("requests").objectStore("requests").getAll();
          all.onsuccess = () =>
            resolve(
              (all.result as { submissionId: string; photos: Blob[] }[]).map((e) => ({
                submissionId: e.submissionId,
                photos: e.photos.map((p) => p.size),
              })),
            );
        };
      }),
  );

const flag = (page: Page) => page.evaluate((key) => localStorage.getItem(key), OUTBOX_FLAG);

/**
 * Waits until no page or service worker of the site is sending from the outbox: every send
 * holds the outbox's Web Lock, and a request for it is granted after those queued before it.
 */
const outboxSettled = (page: Page) =>
  page.evaluate((lock) => navigator.locks.request(lock, () => undefined), OUTBOX_LOCK);

async function addTwoPhotos(page: Page) {
  const photo = await drawJpeg(page, 800, 600);
  await quoteForm(page)
    .locator('input[type="file"]')
    .setInputFiles([
      { name: "front.jpg", mimeType: "image/jpeg", buffer: photo },
      { name: "back.jpg", mimeType: "image/jpeg", buffer: photo },
    ]);
  await quoteForm(page)
    .getByText(fillText(quoteFormText.photos.count, { added: 2, count: photoLimits.count }))
    .waitFor({ state: "attached" });
}

/**
 * Sends the form while the browser is offline and waits for the outbox's notice. If it does not come,
 * the failure says what the page showed instead (its alerts, refused fields and console), so a rare
 * failure under load can be read from one run.
 */
async function sendOffline(context: BrowserContext, page: Page) {
  const said: string[] = [];
  page.on("console", (message) => said.push(`${message.type()}: ${message.text()}`));
  await context.setOffline(true);
  await submitQuote(page);
  await page
    .getByRole("alert")
    .filter({ hasText: outboxCopy.saved })
    .waitFor()
    .catch(async (error: unknown) => {
      const alerts = await page.getByRole("alert").allTextContents();
      const refused = await page.locator('[aria-invalid="true"]').evaluateAll((fields) => fields.map((f) => f.id));
      throw new Error(
        `No "saved" notice. Alerts: ${JSON.stringify(alerts)}; refused fields: ${JSON.stringify(refused)}; ` +
          `console: ${JSON.stringify(said)}`,
        { cause: error },
      );
    });
}

const sentToast = (page: Page) => page.locator("[data-toast]").filter({ hasText: "Quote Request Sent!" });
const referenceIn = async (page: Page) =>
  new RegExp(`Your reference is (${referenceSource})`).exec((await sentToast(page).textContent()) ?? "")?.[1];

/** Fires Background Sync at the site's service worker from a blank tab, as the browser would once back online. */
async function syncFromServiceWorker(context: BrowserContext) {
  const blank = await context.newPage();
  const cdp = await context.newCDPSession(blank);
  const registrations: { registrationId: string; scopeURL: string; isDeleted: boolean }[] = [];
  cdp.on("ServiceWorker.workerRegistrationUpdated", (event) => registrations.push(...event.registrations));
  await cdp.send("ServiceWorker.enable");
  await expect.poll(() => registrations.find((r) => r.scopeURL === `${worker.baseUrl}/`)).toBeTruthy();
  const registrationId = registrations.find((r) => r.scopeURL === `${worker.baseUrl}/`)?.registrationId ?? "";
  await context.setOffline(false);
  await cdp.send("ServiceWorker.dispatchSyncEvent", {
    origin: worker.baseUrl,
    registrationId,
    tag: OUTBOX_SYNC_TAG,
    lastChance: false,
  });
}

/** Changes what waits in the outbox behind the form's back, so the lead API refuses it. */
const spoilOutbox = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve, reject) => {
        const open = indexedDB.open("quote-outbox");
        open.onerror = () => reject(open.error ?? new Error("IndexedDB could not be opened"));
        open.onsuccess = () => {
          const store = open.result.transaction("requests", "readwrite").objectStore("requests");
          const all = store.getAll();
          all.onsuccess = () => {
            for (const entry of all.result as { request: { email: string } }[]) {
              store.put({ ...entry, request: { ...entry.request, email: "not an e-mail address" } });
            }
            store.transaction.oncomplete = () => resolve();
          };
        };
      }),
  );

describe("the quote outbox", () => {
  it("serves its service worker same-origin, under a policy of its own, with no fetch handler", async () => {
    const response = await worker.request(serviceWorkerPath);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/javascript/);
    expect(response.headers.get("content-security-policy")).toBe(serviceWorkerContentSecurityPolicy());
    const code = await response.text();
    expect(code).toContain(OUTBOX_SYNC_TAG);
    expect(code).not.toMatch(/["']fetch["']\s*,/);
    // The pages may register it.
    const page = await worker.request("/contact");
    expect(page.headers.get("content-security-policy")).toContain("worker-src 'self'");
  });

  it("keeps a request with two photos while offline, and sends it once when the browser is back online", async () => {
    const context = await newContext();
    const page = await openContact(context);
    const request = visitor();
    await fillQuoteForm(page, request);
    await addTwoPhotos(page);
    await sendOffline(context, page);

    // The other ways to reach us are still offered, and nothing has reached the server.
    const notice = page.getByRole("alert").filter({ hasText: outboxCopy.saved });
    expect(await notice.getByRole("link", { name: `Call ${site.phone.display}` }).getAttribute("href")).toBe(
      `tel:${site.phone.e164}`,
    );
    await notice.getByRole("link", { name: "E-mail your request" }).waitFor();
    await notice.getByRole("link", { name: /WhatsApp/ }).waitFor();
    expect(await page.locator('[data-toast="destructive"]').count()).toBe(0);
    const queued = await outboxContents(page);
    expect(queued).toHaveLength(1);
    expect(queued[0]?.photos).toHaveLength(2);
    expect(leadsFor(request.email)).toEqual([]);

    await context.setOffline(false);
    await sentToast(page).waitFor({ timeout: 20_000 });
    const reference = await referenceIn(page);
    expect(reference).toMatch(referencePattern);
    // The tab going hidden and visible again must not send it a second time.
    await outboxSettled(page);
    await page.evaluate(() => document.dispatchEvent(new Event("visibilitychange")));
    await outboxSettled(page);
    const leads = leadsFor(request.email);
    expect(leads.map((l) => l.reference)).toEqual([reference]);
    expect(photosOf(leads[0]?.id ?? 0)).toBe(2);
    expect(await outboxContents(page)).toEqual([]);
    expect(await flag(page)).toBeNull();
    expect((await quoteFieldValues(page))["firstName"]).toBe("");
    expect(violations).toEqual([]);
    await context.close();
  });

  it("sends a request kept by a page closed while offline from the next page opened, with its reference", async () => {
    // No service worker here: the page's own retry is what Safari and Firefox have.
    const context = await newContext({ serviceWorkers: "block" });
    const page = await openContact(context);
    const request = visitor();
    await fillQuoteForm(page, request);
    await sendOffline(context, page);
    await page.close();
    await context.setOffline(false);

    const later = await context.newPage();
    await later.goto(`${worker.baseUrl}/about`);
    await sentToast(later).waitFor({ timeout: 20_000 });
    const reference = await referenceIn(later);
    expect(leadsFor(request.email).map((l) => l.reference)).toEqual([reference]);
    // The toast carries the link to the request's own page, which opens on that request.
    const link = sentToast(later).getByRole("link", { name: quoteFormCopy.sentPanel.link });
    expect(await link.getAttribute("href")).toMatch(/^\/request\/[\w-]{22}$/);
    const requestPage = await context.newPage();
    await requestPage.goto(worker.baseUrl + ((await link.getAttribute("href")) ?? ""));
    expect(await requestPage.locator("h1").textContent()).toContain(reference);
    await requestPage.close();
    expect(await outboxContents(later)).toEqual([]);
    expect(await flag(later)).toBeNull();
    // The sent draft is gone: the form starts empty.
    await later.goto(`${worker.baseUrl}/contact`);
    await waitForForm(later);
    expect((await quoteFieldValues(later))["email"]).toBe("");
    await context.close();
  });

  it("sends it once when tabs come back online together, and confirms it in one of them", async () => {
    const context = await newContext({ serviceWorkers: "block" });
    // Another page of the site, open in a second tab since before the connection dropped.
    const other = await context.newPage();
    await other.goto(`${worker.baseUrl}/about`);
    const page = await openContact(context);
    const request = visitor();
    await fillQuoteForm(page, request);
    await sendOffline(context, page);
    // Both tabs hear `online` at once, and a third tab opens as the connection returns.
    await context.setOffline(false);
    const third = await context.newPage();
    await third.goto(`${worker.baseUrl}/services`);
    await expect.poll(() => leadsFor(request.email).length, { timeout: 20_000 }).toBe(1);
    const toasts = async () =>
      (await Promise.all([page, other, third].map((p) => sentToast(p).count()))).reduce((a, b) => a + b, 0);
    await expect.poll(toasts, { timeout: 20_000 }).toBeGreaterThan(0);
    // Every tab's send has finished (and found the outbox empty, or sent the one request).
    for (const tab of [page, other, third]) await outboxSettled(tab);
    expect(leadsFor(request.email)).toHaveLength(1);
    expect(await toasts()).toBe(1);
    await context.close();
  });

  it("sends from the service worker after the pages are closed (Background Sync through the DevTools protocol)", async () => {
    const context = await newContext();
    const page = await openContact(context);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const request = visitor();
    await fillQuoteForm(page, request);
    await addTwoPhotos(page);
    await sendOffline(context, page);
    await page.close();
    expect(leadsFor(request.email)).toEqual([]);

    // No page of the site is open.
    await syncFromServiceWorker(context);
    await expect.poll(() => leadsFor(request.email).length, { timeout: 20_000 }).toBe(1);
    const [lead] = leadsFor(request.email);
    expect(photosOf(lead?.id ?? 0)).toBe(2);

    // The next page confirms it with the reference the service worker was given.
    const next = await context.newPage();
    await next.goto(`${worker.baseUrl}/services`);
    await sentToast(next).waitFor({ timeout: 20_000 });
    expect(await referenceIn(next)).toBe(lead?.reference);
    expect(
      await sentToast(next).getByRole("link", { name: quoteFormCopy.sentPanel.link }).getAttribute("href"),
    ).toMatch(/^\/request\/[\w-]{22}$/);
    expect(leadsFor(request.email)).toHaveLength(1);
    await context.close();
  });

  it("tells the next page when the server refused what the service worker sent, with what was typed still in the form", async () => {
    const context = await newContext();
    const page = await openContact(context);
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    const request = visitor();
    await fillQuoteForm(page, request);
    await sendOffline(context, page);
    await spoilOutbox(page);
    await page.close();

    await syncFromServiceWorker(context);
    const next = await openContact(context);
    await next.getByText("Error Sending Request").first().waitFor({ timeout: 20_000 });
    expect(await next.getByText("Quote Request Sent!").count()).toBe(0);
    expect(await outboxContents(next)).toEqual([]);
    expect(leadsFor(request.email)).toEqual([]);
    const typed = await quoteFieldValues(next);
    expect(typed.email).toBe(request.email);
    expect(typed.projectDetails).toBe(request.projectDetails);
    await context.close();
  });

  it("shows the error toast for a refusal and keeps nothing in the outbox", async () => {
    const context = await newContext({ serviceWorkers: "block" });
    const page = await openContact(context);
    await page.route("**/api/quote", (route) =>
      route.fulfill({
        status: 400,
        contentType: "application/json",
        body: JSON.stringify({ errors: { form: "Refused" } }),
      }),
    );
    await fillQuoteForm(page, visitor());
    await submitQuote(page);
    await page.getByText("Error Sending Request").waitFor();
    expect(await page.getByText(outboxCopy.saved).count()).toBe(0);
    expect(await outboxContents(page)).toEqual([]);
    expect(await flag(page)).toBeNull();
    expect(await quoteSubmitButton(page).isEnabled()).toBe(true);
    await context.close();
  });
});

describe("clearing the form", () => {
  const draftKeys = (page: Page) =>
    page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("quote-draft")));

  it("clears the fields and the draft only after the visitor confirms", async () => {
    const context = await newContext({ serviceWorkers: "block" });
    const page = await openContact(context);
    const request = visitor();
    await fillQuoteForm(page, request);
    expect(await draftKeys(page)).not.toEqual([]);

    await quoteForm(page).getByRole("button", { name: outboxCopy.clearForm }).click();
    await page.getByRole("button", { name: outboxCopy.clearNo }).click();
    expect((await quoteFieldValues(page))["email"]).toBe(request.email);

    await quoteForm(page).getByRole("button", { name: outboxCopy.clearForm }).click();
    await page.getByRole("button", { name: outboxCopy.clearYes }).click();
    await page.getByRole("status").filter({ hasText: outboxCopy.cleared }).waitFor();
    expect(Object.values(await quoteFieldValues(page)).every((value) => !value)).toBe(true);
    expect(await draftKeys(page)).toEqual([]);
    await page.reload();
    await waitForForm(page);
    expect((await quoteFieldValues(page))["email"]).toBe("");
    await context.close();
  });

  it("asks 'Did you send it?' after a fallback link, and clears the draft and the outbox only on yes", async () => {
    const context = await newContext({ serviceWorkers: "block" });
    const page = await openContact(context);
    const request = visitor();
    await fillQuoteForm(page, request);
    await sendOffline(context, page);
    // The phone link would leave the page: the test keeps it here, the form still sees the tap.
    await page.evaluate(() =>
      document.addEventListener("click", (event) => {
        if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault();
      }),
    );
    const callLink = page
      .getByRole("alert")
      .filter({ hasText: outboxCopy.saved })
      .getByRole("link", { name: `Call ${site.phone.display}`, exact: true });

    await callLink.click();
    await page.getByRole("group", { name: outboxCopy.didYouSend }).waitFor();
    await page.getByRole("button", { name: outboxCopy.sentNo }).click();
    expect(await page.getByRole("group", { name: outboxCopy.didYouSend }).count()).toBe(0);
    expect((await quoteFieldValues(page))["email"]).toBe(request.email);
    expect(await outboxContents(page)).toHaveLength(1);

    await callLink.click();
    await page.getByRole("button", { name: outboxCopy.sentYes }).click();
    await expect.poll(() => quoteFieldValues(page)).toMatchObject({ email: "" });
    expect(await draftKeys(page)).toEqual([]);
    expect(await outboxContents(page)).toEqual([]);

    // Back online, nothing goes: the visitor sent it another way. The sender runs, finds the outbox
    // empty and clears the flag the every-page check reads.
    await context.setOffline(false);
    await expect.poll(() => flag(page), { timeout: 20_000 }).toBeNull();
    await outboxSettled(page);
    expect(leadsFor(request.email)).toEqual([]);
    await context.close();
  });

  it("passes axe in light and dark with the saved notice, its question and the clear confirmation open, then the sent toast", async () => {
    // axe is injected as an inline script, which the pages' policy (rightly) refuses.
    const context = await newContext({ serviceWorkers: "block", bypassCSP: true });
    const page = await openContact(context);
    await fillQuoteForm(page, visitor());
    await sendOffline(context, page);
    await page.evaluate(() =>
      document.addEventListener("click", (event) => {
        if ((event.target as Element).closest('a[href^="tel:"]')) event.preventDefault();
      }),
    );
    await page
      .getByRole("alert")
      .filter({ hasText: outboxCopy.saved })
      .getByRole("link", { name: `Call ${site.phone.display}`, exact: true })
      .click();
    await page.getByRole("group", { name: outboxCopy.didYouSend }).waitFor();
    await quoteForm(page).getByRole("button", { name: outboxCopy.clearForm }).click();
    await page.getByRole("button", { name: outboxCopy.clearYes }).waitFor();
    expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });

    // The toast without React, on a page without the form (the form's page, open, would send it itself).
    await page.close();
    await context.setOffline(false);
    const next = await context.newPage();
    await next.goto(`${worker.baseUrl}/about`);
    await sentToast(next).waitFor({ timeout: 20_000 });
    expect(await axeInBothThemes(next)).toEqual({ light: [], dark: [] });
    await context.close();
  });
});
