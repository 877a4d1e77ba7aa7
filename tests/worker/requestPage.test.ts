/**
 * A request's private page in Chromium, against the server `npm start` runs: after Send the panel that
 * stays shows the reference and "See your request"; the link opens the page, which says received; once
 * the owner opens the lead in the inbox it says seen; photos picked on the page are prepared by its one
 * script (smaller, upright, no EXIF), sent, and seen by the owner on the lead, and without script the page
 * says so and offers the note; and the page passes axe at 390 px in light and dark. Tokens, lookups, notes,
 * withdrawal and erasure: tests/worker/api/requestPage.test.ts; photos' server side: api/requestPhotos.test.ts.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { requestPhotosScript } from "../../src/lib/requestLink";
import { brandFontFilePath, brandFonts } from "../../src/config/fonts";
import { site } from "../../src/config/site";
import inboxCopy from "../../worker/inbox/copy.json";
import visitsCopy from "../../worker/visits/copy.json";
import { openDays } from "./support/openDays";
import requestCopy from "../../worker/request/copy.json";
import { axeInBothThemes } from "../e2e/support/axe";
import { sendAndOpenRequest } from "./support/sentRequest";
import { useBrowserWorker } from "./support/browserWorker";
import { drawJpeg, hasExif, jpegSize, withExif } from "./support/photos";
import { referenceSource } from "../../src/lib/leadReference";

const { worker, newContext } = useBrowserWorker();

const visitor = {
  firstName: "Amara",
  lastName: "Okafor",
  email: "amara@example.com",
  phone: "07911 654321",
  projectType: "Loft Conversion",
  projectDetails: "Dormer loft conversion at 9 Park Road, N8 8TE, with a shower room.",
};

describe("the request's page after Send", () => {
  it("is linked from the panel after Send, says received, then seen once the owner opens the lead", async () => {
    const context = await newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const reference = await sendAndOpenRequest(page, worker.baseUrl, visitor);
    expect(reference).not.toBe("");
    const current = page.locator('[aria-current="step"] strong');
    expect(await current.textContent()).toBe(requestCopy.steps.received);
    expect(await page.textContent("body")).not.toContain(visitor.email);

    const owner = await newContext();
    await (await owner.newPage()).goto(`${worker.baseUrl}/admin/leads/${reference}`);
    await owner.close();
    await page.reload();
    expect(await current.textContent()).toBe(requestCopy.steps.seen);
    await context.close();
  });

  it("runs only its photo script, and passes axe at 390 px in light and dark with photos picked", async () => {
    const requestPath = await newRequestPath();
    // axe is injected as a script, which the page's policy (rightly) blocks: the check bypasses it.
    const context = await newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
    const page = await context.newPage();
    for (const path of [requestPath, "/request"]) {
      await page.goto(worker.baseUrl + path);
      const scripts = await page.evaluate(() => [...document.scripts].map((script) => script.src));
      expect(scripts, path).toEqual(path === requestPath ? [worker.baseUrl + requestPhotosScript] : []);
      if (path === requestPath) {
        const photo = await drawJpeg(page, 800, 600);
        await pickPhotos(page, [photo, photo]);
      }
      expect(await axeInBothThemes(page), path).toEqual({ light: [], dark: [] });
    }
    await context.close();
  });
});

/** A request sent to the API as the form sends it: its reference and its page's path. */
async function newRequest(): Promise<{ reference: string; requestPath: string }> {
  const answer = await worker.request("/api/quote", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: worker.baseUrl },
    body: JSON.stringify({ ...visitor, submissionId: crypto.randomUUID() }),
  });
  return (await answer.json()) as { reference: string; requestPath: string };
}

const newRequestPath = async () => (await newRequest()).requestPath;

/** The owner proposes two times on the lead, as the lead page's form posts them. */
async function proposeTimes(reference: string): Promise<void> {
  const [first, second] = openDays(2);
  const answer = await worker.request(`/admin/leads/${reference}/visits`, {
    method: "POST",
    redirect: "manual",
    headers: { "Content-Type": "application/x-www-form-urlencoded", "Sec-Fetch-Site": "same-origin" },
    body: new URLSearchParams({ date1: first?.date ?? "", part1: "am", date2: second?.date ?? "", part2: "pm" }),
  });
  expect(answer.status).toBe(303);
}

describe("the request page leads with what to do", () => {
  it("puts the times to confirm first: at 390 × 844 the first Confirm is on the first screen, before the timeline", async () => {
    const { reference, requestPath } = await newRequest();
    await proposeTimes(reference);
    const context = await newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(worker.baseUrl + requestPath);
    const confirm = page.getByRole("button", { name: visitsCopy.homeowner.confirmButton }).first();
    const timeline = page.getByRole("heading", { name: requestCopy.timelineHeading });
    // In the document, the action comes before the timeline.
    const order = await confirm.evaluate(
      (button, heading) => button.compareDocumentPosition(heading as Node) & Node.DOCUMENT_POSITION_FOLLOWING,
      await timeline.elementHandle(),
    );
    expect(order).toBeTruthy();
    const box = await confirm.evaluate((button) => ({
      top: button.getBoundingClientRect().top + window.scrollY,
      bottom: button.getBoundingClientRect().bottom + window.scrollY,
    }));
    expect(box.top).toBeGreaterThan(0);
    expect(box.bottom).toBeLessThanOrEqual(844);
    // The words beside the buttons.
    expect(await page.getByText(visitsCopy.homeowner.choose).isVisible()).toBe(true);
    await context.close();
  });

  it("shows the site's wordmark, icon and face, allowed by its policy, and the phone in words", async () => {
    const requestPath = await newRequestPath();
    const context = await newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    const response = await page.goto(worker.baseUrl + requestPath);
    expect(response?.headers()["content-security-policy"]).toMatch(/(^|; )font-src 'self'(;|$)/);
    expect(await page.locator('link[rel="icon"]').getAttribute("href")).toBe("/favicon.svg");
    expect((await worker.request("/favicon.svg")).status).toBe(200);
    const font = await worker.request(brandFontFilePath);
    expect(font.status).toBe(200);
    expect(font.headers.get("content-type")).toBe("font/woff2");
    // The face is loaded and used: the heading is set in it, not a fallback.
    await page.evaluate(() => document.fonts.ready);
    expect(await page.evaluate((name) => document.fonts.check(`800 30px "${name}"`), brandFonts.text.name)).toBe(true);
    expect(
      await page.evaluate(() =>
        [...document.fonts].filter((face) => face.status === "loaded").map((face) => face.family.replace(/"/g, "")),
      ),
    ).toContain(brandFonts.text.name);
    expect((await page.locator(".wordmark").textContent())?.trim()).toBe(site.name);
    const call = page.getByRole("link", { name: requestCopy.callUs });
    expect(await call.getAttribute("href")).toBe(`tel:${site.phone.e164}`);
    expect(await page.textContent("body")).not.toContain(site.phone.display);
    expect(refused).toEqual([]);
    await context.close();
  });

  it("lands on the thank-you after Send note, not at the top of the page", async () => {
    const requestPath = await newRequestPath();
    const context = await newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(worker.baseUrl + requestPath);
    await page.getByLabel(requestCopy.noteLabel).fill("The side gate is open after 5 pm.");
    await page.getByRole("button", { name: requestCopy.noteButton }).click();
    await page.waitForURL(/\?noted=1#note-sent$/);
    const thanks = page.getByText(requestCopy.noteSent);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const box = await thanks.evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
    expect(box.top).toBeGreaterThanOrEqual(0);
    expect(box.bottom).toBeLessThanOrEqual(844);
    await context.close();
  });
});

const photoPicker = (page: Page) => page.getByLabel(requestCopy.photosLabel);

/** Picks these photos on the page and waits for their previews. */
async function pickPhotos(page: Page, photos: readonly Buffer[]): Promise<void> {
  await photoPicker(page).setInputFiles(
    photos.map((buffer, i) => ({ name: `IMG_20${i}.JPG`, mimeType: "image/jpeg", buffer })),
  );
  const last = requestCopy.photosPreview
    .replace("{n}", String(photos.length))
    .replace("{total}", String(photos.length));
  // Scaling a 12-megapixel photo takes the browser a while on a busy machine.
  await expect.poll(() => page.getByRole("img", { name: last }).count(), { timeout: 30_000 }).toBe(1);
}

/** The photos stored with a lead, as the owner's inbox serves them. */
async function ownersPhotos(reference: string): Promise<Buffer[]> {
  const html = await (await worker.request(`/admin/leads/${reference}`)).text();
  const urls = [...new Set([...html.matchAll(/href="(\/admin\/leads\/[^"]+\/photos\/\d+)"/g)].map((m) => m[1] ?? ""))];
  return Promise.all(urls.map(async (url) => Buffer.from(await (await worker.request(url)).arrayBuffer())));
}

describe("photos from the request's page", () => {
  it("are prepared in the browser under the page's own policy, sent, and seen by the owner on the lead", async () => {
    const requestPath = await newRequestPath();
    const context = await newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const refused: string[] = [];
    page.on("console", (message) => {
      if (/Content Security Policy/i.test(message.text())) refused.push(message.text());
    });
    await page.goto(worker.baseUrl + requestPath);
    const reference = new RegExp(referenceSource).exec((await page.locator("h1").textContent()) ?? "")?.[0] ?? "";
    await expect.poll(() => photoPicker(page).isVisible()).toBe(true);
    expect(await page.getByText(requestCopy.photosNeedScript).isVisible()).toBe(false);

    // A phone's 12-megapixel photo (4000 × 3000, held upright: EXIF orientation 6) between two small ones.
    const small = await drawJpeg(page, 800, 600);
    await pickPhotos(page, [small, withExif(await drawJpeg(page, 4000, 3000), 6), small]);
    // A keyboard user removes the third; the focus stays in the list, on the photo before it.
    await page
      .getByRole("button", { name: requestCopy.photosRemove.replace("{n}", "3").replace("{total}", "3") })
      .focus();
    await page.keyboard.press("Enter");
    const secondOfTwo = requestCopy.photosRemove.replace("{n}", "2").replace("{total}", "2");
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("aria-label"))).toBe(secondOfTwo);
    // The previews are blob: images, which the page's policy allows.
    expect(
      await page
        .locator("[data-photo-previews] img")
        .evaluateAll((images) => images.map((i) => (i as HTMLImageElement).naturalWidth > 0)),
    ).toEqual([true, true]);

    await page.getByRole("button", { name: requestCopy.photosButton }).click();
    // The page lands on the thank-you, not at its top.
    await page.waitForURL(/\?photos=1#photos-sent$/);
    await page.getByText(requestCopy.photosSent).waitFor();
    expect(await page.getByText(requestCopy.photosSent).isVisible()).toBe(true);
    const thanks = await page
      .getByText(requestCopy.photosSent)
      .evaluate((element) => element.getBoundingClientRect().toJSON() as DOMRect);
    expect([thanks.top >= 0, thanks.bottom <= 844]).toEqual([true, true]);
    expect(refused).toEqual([]);

    const stored = await ownersPhotos(reference);
    // The big one upright (3000 × 4000 scaled to fit 2048), and neither with EXIF.
    expect(stored.map(jpegSize)).toEqual([
      { width: 800, height: 600 },
      { width: 1536, height: 2048 },
    ]);
    expect(stored.map(hasExif)).toEqual([false, false]);
    const lead = await (await worker.request(`/admin/leads/${reference}`)).text();
    expect(lead).toContain(inboxCopy.homeowner.photos);
    await context.close();
  });

  it("says, without script, that photos need it, and offers the note", async () => {
    const requestPath = await newRequestPath();
    const context = await newContext({ viewport: { width: 390, height: 844 }, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(worker.baseUrl + requestPath);
    expect(await page.getByText(requestCopy.photosNeedScript).isVisible()).toBe(true);
    expect(await photoPicker(page).isVisible()).toBe(false);
    expect(await page.getByLabel(requestCopy.noteLabel).isVisible()).toBe(true);
    await context.close();
  });
});
