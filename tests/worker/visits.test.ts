/**
 * Issue 32's walk in Chromium, against the server `npm start` runs (the shared `wrangler dev`): send a
 * request through the form and open its link (received); the owner opens the lead (seen); the owner
 * proposes two times and the homeowner confirms one; the downloaded .ics parses (ical.js) with the right
 * London time; the owner's feed lists the visit; the homeowner's photo and note reach the owner's lead page;
 * withdraw, then delete: the link and the lookup both find nothing. Then axe, light and dark, on the
 * request page with times proposed and booked and on the owner's lead page and list.
 */
import ICAL from "ical.js";
import { type Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { londonIsoDate } from "../../src/lib/londonTime";
import requestCopy from "../../worker/request/copy.json";
import inboxCopy from "../../worker/inbox/copy.json";
import visitsCopy from "../../worker/visits/copy.json";
import { axeInBothThemes } from "../e2e/support/axe";
import { proposeTwo } from "./support/proposeVisit";
import { sendAndOpenRequest } from "./support/sentRequest";
import { useBrowserWorker } from "./support/browserWorker";
import { drawJpeg } from "./support/photos";
import { smallTargets } from "./support/targets";

const { worker, newContext } = useBrowserWorker();

const visitor = {
  firstName: "Nia",
  lastName: "Adeyemi",
  email: "nia.visit@example.com",
  phone: "07911 765432",
  projectType: "Loft Conversion",
  projectDetails: "Mansard loft conversion at 22 Oak Grove, SE15 4QT, with two bedrooms.",
};

const currentStep = (page: Page) => page.locator('[aria-current="step"] strong');
const londonClock = (date: Date) =>
  new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit" }).format(date);
const veventsOf = (ics: string) =>
  ICAL.Component.fromString(ics)
    .getAllSubcomponents("vevent")
    .map((vevent) => new ICAL.Event(vevent));

describe("a site visit booked in two taps", () => {
  it("walks from Send to a booked visit in both calendars, a note, and deletion", async () => {
    const home = await newContext({ viewport: { width: 390, height: 844 }, acceptDownloads: true });
    const page = await home.newPage();
    const reference = await sendAndOpenRequest(page, worker.baseUrl, visitor);
    const requestUrl = page.url();
    expect(await currentStep(page).textContent()).toBe(requestCopy.steps.received);

    // The owner opens the lead: seen.
    const ownerContext = await newContext();
    const owner = await ownerContext.newPage();
    await owner.goto(`${worker.baseUrl}/admin/leads/${reference}`);
    await page.reload();
    expect(await currentStep(page).textContent()).toBe(requestCopy.steps.seen);

    // Two times proposed; the homeowner confirms the first with one tap.
    const [first] = await proposeTwo(owner, `${worker.baseUrl}/admin/leads/${reference}`);
    await page.reload();
    expect(await currentStep(page).textContent()).toBe(requestCopy.steps.visitProposed);
    const confirmButtons = page.getByRole("button", { name: visitsCopy.homeowner.confirmButton });
    expect(await confirmButtons.count()).toBe(2);
    await confirmButtons.first().click();
    await page.waitForURL(requestUrl);
    expect(await currentStep(page).textContent()).toBe(requestCopy.steps.visitConfirmed);

    // "Add to calendar": the file parses, and the morning starts at London's opening time.
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: visitsCopy.homeowner.addToCalendar }).click(),
    ]);
    const chunks: Buffer[] = [];
    for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
    const [event] = veventsOf(Buffer.concat(chunks).toString("utf8"));
    expect(londonIsoDate(event?.startDate.toJSDate() ?? new Date(0))).toBe(first.date);
    expect(londonClock(event?.startDate.toJSDate() ?? new Date(0))).toBe(first.opens);
    expect(londonClock(event?.endDate.toJSDate() ?? new Date(0))).toBe("12:00");

    // The owner's feed, from the address the settings page shows, lists the visit at the same time.
    await owner.goto(`${worker.baseUrl}/admin/leads/settings`);
    const feedAddress = await owner.getByLabel(visitsCopy.settings.label).inputValue();
    const feed = veventsOf(await (await fetch(feedAddress)).text());
    const listed = feed.find((e) => e.summary.includes(reference));
    expect(listed?.startDate.toJSDate().getTime()).toBe(event?.startDate.toJSDate().getTime());
    await owner.goto(`${worker.baseUrl}/admin/leads`);
    expect(await owner.getByRole("region", { name: visitsCopy.owner.upcomingHeading }).textContent()).toContain(
      reference,
    );

    // A photo and a note from the homeowner reach the owner's lead page.
    const photo = await drawJpeg(page, 800, 600);
    await page
      .getByLabel(requestCopy.photosLabel)
      .setInputFiles({ name: "IMG_0001.JPG", mimeType: "image/jpeg", buffer: photo });
    await page.locator("[data-photo-previews] img").waitFor();
    await page.getByRole("button", { name: requestCopy.photosButton }).click();
    await page.getByText(requestCopy.photosSent).waitFor();
    const note = "The parking bay outside is free after 9.";
    await page.getByLabel(requestCopy.noteLabel).fill(note);
    await page.getByRole("button", { name: requestCopy.noteButton }).click();
    await page.getByText(requestCopy.noteSent).waitFor();
    await owner.goto(`${worker.baseUrl}/admin/leads/${reference}`);
    const lead = await owner.textContent("body");
    expect(lead).toContain(note);
    expect(lead).toContain(inboxCopy.homeowner.heading);
    expect(lead).toContain(inboxCopy.homeowner.photos);
    expect(await owner.locator(`a[href^="/admin/leads/${reference}/photos/"]`).count()).toBeGreaterThan(0);

    // Withdraw, then delete: the link and the lookup find nothing, and the feed no longer lists it.
    await page.getByLabel(requestCopy.withdrawConfirm).check();
    await page.getByRole("button", { name: requestCopy.withdrawButton }).click();
    await page.getByLabel(requestCopy.eraseConfirm).check();
    await page.getByRole("button", { name: requestCopy.eraseButton }).click();
    await page.getByText(requestCopy.erased).waitFor();
    expect((await page.goto(requestUrl))?.status()).toBe(404);
    await page.goto(`${worker.baseUrl}/request`);
    await page.getByLabel(requestCopy.lookupReference).fill(reference);
    await page.getByLabel(requestCopy.lookupEmail).fill(visitor.email);
    await page.getByRole("button", { name: requestCopy.lookupButton }).click();
    await page.getByText(requestCopy.lookupNotFound).waitFor();
    expect(await (await fetch(feedAddress)).text()).not.toContain(reference);
    await ownerContext.close();
    await home.close();
  });

  // The walk in trueStates.test.ts checks the request page with times proposed and once booked with its
  // address, and the lead page booked; these are the states it does not stop at.
  it("passes axe in light and dark, with 44 px targets at 390 px: the lead page proposing, the request page asking the address, the list with a visit, the settings", async () => {
    const answer = await worker.request("/api/quote", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: worker.baseUrl },
      body: JSON.stringify({ ...visitor, submissionId: crypto.randomUUID() }),
    });
    const { reference, requestPath } = (await answer.json()) as { reference: string; requestPath: string };
    const ownerContext = await newContext();
    await proposeTwo(await ownerContext.newPage(), `${worker.baseUrl}/admin/leads/${reference}`);
    const check = async (path: string, when: string) => {
      const context = await newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true });
      const page = await context.newPage();
      await page.goto(worker.baseUrl + path);
      expect(await axeInBothThemes(page), `${path} ${when}`).toEqual({ light: [], dark: [] });
      expect(await smallTargets(page), `${path} ${when}`).toEqual([]);
      await context.close();
    };
    await check(`/admin/leads/${reference}`, "proposing");
    const home = await ownerContext.newPage();
    await home.goto(worker.baseUrl + requestPath);
    await home.getByRole("button", { name: visitsCopy.homeowner.confirmButton }).first().click();
    await home.getByRole("link", { name: visitsCopy.homeowner.addToCalendar }).waitFor();
    await check(requestPath, "booked");
    await check("/admin/leads", "booked");
    await check("/admin/leads/settings", "feed");
    await ownerContext.close();
    // Four pages, each axed in both themes, on a shared machine: more than the default minute.
  }, 240_000);
});
