/**
 * Photos with a quote request, in Chromium against the server `npm start`
 * runs (wrangler's local mode, with local D1 and R2): what the visitor picks
 * is turned upright, scaled and stripped of EXIF before it leaves the
 * browser, a file the browser cannot read is named beside the field, and the
 * photos reach the owner's inbox. The API's own checks are in leadApi tests.
 */
import { type Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fillText } from "../../src/config/format";
import { quoteFormText } from "../../src/config/quoteForm";
import { photoLimits } from "../../src/lib/photoLimits";
import { projectTypes } from "../../src/lib/quoteSchema";
import { axeInBothThemes } from "../e2e/support/axe";
import { fillQuoteForm, quoteForm, submitQuote, waitForForm } from "../e2e/support/quoteForm";
import { useBrowserWorker } from "./support/browserWorker";
import { visitorPhone } from "./support/leads";
import { drawJpeg, gpsMarker, hasExif, jpegSize, topAndBottom, withExif } from "./support/photos";
import { referencePattern, referenceSource } from "../../src/lib/leadReference";

const photoWords = quoteFormText.photos;

const { worker, newContext } = useBrowserWorker();

const visitor = {
  firstName: "Ruth",
  lastName: "Okafor",
  email: "ruth@example.com",
  phone: visitorPhone.typed,
  projectType: projectTypes.find((type) => /roof/i.test(type)) ?? projectTypes[0],
  projectDetails: "Slipped slates and a damp patch on the back bedroom ceiling of a 1900s terrace.",
};

async function formPage(colorScheme: "light" | "dark" = "light"): Promise<Page> {
  const context = await newContext({ viewport: { width: 390, height: 900 }, colorScheme });
  const page = await context.newPage();
  await page.goto(`${worker.baseUrl}/contact`);
  await waitForForm(page);
  return page;
}

const photoInput = (page: Page) => quoteForm(page).locator('input[type="file"]');

/** The photos stored with a lead, as the owner's inbox serves them. */
async function storedPhotos(reference: string): Promise<Buffer[]> {
  const html = await (await worker.request(`/admin/leads/${reference}`)).text();
  const urls = [...new Set([...html.matchAll(/href="(\/admin\/leads\/[^"]+\/photos\/\d+)"/g)].map((m) => m[1] ?? ""))];
  return Promise.all(urls.map(async (url) => Buffer.from(await (await worker.request(url)).arrayBuffer())));
}

describe("photos with a quote request", () => {
  it("sends a 12-megapixel phone photo upright, at most 2048 px and without its EXIF (or GPS position)", async () => {
    const page = await formPage();
    // 4000 × 3000 with orientation 6: the camera was held upright, so it shows as 3000 × 4000, red on top.
    const original = withExif(await drawJpeg(page, 4000, 3000), 6);
    await photoInput(page).setInputFiles([{ name: "IMG_2041.JPG", mimeType: "image/jpeg", buffer: original }]);
    // Scaling a 12-megapixel photo takes the browser a while on a busy machine.
    await expect.poll(() => page.getByRole("img", { name: "Photo 1 of 1" }).count(), { timeout: 20_000 }).toBe(1);
    await fillQuoteForm(page, visitor);
    await submitQuote(page);
    const toast = page.locator("[data-toast]").filter({ hasText: "Quote Request Sent!" });
    await toast.waitFor();
    const reference =
      new RegExp(`Your reference is (${referenceSource})`).exec((await toast.textContent()) ?? "")?.[1] ?? "";
    expect(reference).toMatch(referencePattern);

    const [photo, ...more] = await storedPhotos(reference);
    expect(more).toHaveLength(0);
    if (!photo) throw new Error("No photo stored");
    const size = jpegSize(photo);
    expect(Math.max(size.width, size.height)).toBeLessThanOrEqual(photoLimits.longSide);
    // Upright: taller than wide, and red at the top, with no orientation tag left to rely on.
    expect(size.height).toBeGreaterThan(size.width);
    expect(hasExif(photo)).toBe(false);
    const degrees = Buffer.alloc(4);
    degrees.writeUInt32LE(gpsMarker.latitude[0]);
    expect(photo.includes(Buffer.concat([degrees, Buffer.from([1, 0, 0, 0])]))).toBe(false);
    const { top, bottom } = await topAndBottom(page, photo);
    expect(top[0]).toBeGreaterThan(180);
    expect(top[2]).toBeLessThan(60);
    expect(bottom[2]).toBeGreaterThan(180);
    expect(bottom[0]).toBeLessThan(60);
    await page.context().close();
  });

  it("names a file the browser cannot read beside the field, and still sends the rest", async () => {
    const page = await formPage();
    const good = await drawJpeg(page, 800, 600);
    await photoInput(page).setInputFiles([
      { name: "IMG_2042.HEIC", mimeType: "image/heic", buffer: Buffer.from("ftypheic, but not really a picture") },
      { name: "side-return.jpg", mimeType: "image/jpeg", buffer: good },
    ]);
    const message = quoteForm(page).getByText(fillText(photoWords.errors.unreadable, { file: "IMG_2042.HEIC" }));
    await message.waitFor();
    // The message is tied to the button that adds photos, so a screen reader hears it there.
    const describedBy =
      (await quoteForm(page)
        .getByRole("button", { name: /Add (more )?photos/ })
        .getAttribute("aria-describedby")) ?? "";
    expect(describedBy.split(" ")).toContain(await message.getAttribute("id"));
    await expect.poll(() => page.getByRole("img", { name: /^Photo \d of \d$/ }).count()).toBe(1);
    await page.context().close();
  });

  it("lets a keyboard user remove a photo, and keeps the count in every photo's name", async () => {
    const page = await formPage();
    const files = await Promise.all(
      [1, 2, 3].map(async (n) => ({
        name: `p${n}.jpg`,
        mimeType: "image/jpeg",
        buffer: await drawJpeg(page, 600, 400),
      })),
    );
    await photoInput(page).setInputFiles(files);
    await expect.poll(() => page.getByRole("img", { name: "Photo 3 of 3" }).count()).toBe(1);
    await page.getByRole("button", { name: fillText(photoWords.remove, { number: 2, total: 3 }) }).focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => page.getByRole("img", { name: /^Photo \d of 2$/ }).count()).toBe(2);
    // Focus stays in the list, on the photo that took the removed one's place.
    // (It moves once the list has redrawn, which may be a frame after the images are renamed.)
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent))
      .toBe(fillText(photoWords.remove, { number: 2, total: 2 }));
    await page.context().close();
  });

  it("passes axe with photos added, in light and dark", async () => {
    const context = await newContext({ viewport: { width: 390, height: 900 }, bypassCSP: true });
    const page = await context.newPage();
    await page.goto(`${worker.baseUrl}/contact`);
    await waitForForm(page);
    const buffer = await drawJpeg(page, 600, 400);
    await photoInput(page).setInputFiles([
      { name: "a.jpg", mimeType: "image/jpeg", buffer },
      { name: "b.jpg", mimeType: "image/jpeg", buffer },
    ]);
    await expect.poll(() => page.getByRole("img", { name: "Photo 2 of 2" }).count()).toBe(1);
    expect(await axeInBothThemes(page)).toEqual({ light: [], dark: [] });
    await context.close();
  });
});
