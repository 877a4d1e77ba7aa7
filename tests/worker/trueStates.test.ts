/**
 * Issue 48's walk in Chromium at 390 px, against the server `npm start` runs (the shared `wrangler dev`):
 * every state the owner and the homeowner see is true. Send; the owner taps Call and records "No answer"
 * (the homeowner's page does not say we got in touch), then "Spoke" (it does); the owner proposes times;
 * the homeowner confirms one and gives the address; the owner moves it (the `.ics` keeps its UID with a
 * higher SEQUENCE, the history says moved by us, the page says so) and cancels it (the `.ics` says
 * CANCELLED, the page asks the homeowner to delete the event); the homeowner withdraws (the list and
 * the lead's page say Withdrawn, with no contact buttons) and deletes (the list keeps the line).
 *
 * Each state passes axe in light and dark, with 44 px targets. With WALK_SHOTS set to a folder (`npm run docs:app`), each
 * state is also saved there as the owner's guide shows it: full page, 390 px, light and dark. Nothing
 * waits a fixed time: each step waits for what the page should come to show.
 */
import ICAL from "ical.js";
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fillText } from "../../src/config/format";
import inboxCopy from "../../worker/inbox/copy.json";
import requestCopy from "../../worker/request/copy.json";
import visitsCopy from "../../worker/visits/copy.json";
import { useBrowserWorker } from "./support/browserWorker";
import { proposeTwo } from "./support/proposeVisit";
import { seeState } from "./support/seeState";
import { sendAndOpenRequest } from "./support/sentRequest";

const { worker, newContext } = useBrowserWorker();

const visitor = {
  firstName: "Priya",
  lastName: "Okonkwo-Walk",
  email: "priya.walk@example.com",
  phone: "07911 123987",
  projectType: "Home Extension",
  projectDetails: "A single-storey rear extension to our terrace in Walthamstow, about 20 square metres.",
};

const currentStep = (page: Page) => page.locator('[aria-current="step"] strong');
const before = (template: string, placeholder: string) => template.split(placeholder)[0] ?? template;

/** The address of the homeowner's `.ics` for the visit, from the "Add to calendar" link. */
const calendarFile = async (page: Page) =>
  new URL(
    (await page.getByRole("link", { name: visitsCopy.homeowner.addToCalendar }).getAttribute("href")) ?? "",
    page.url(),
  ).href;

/** The visit's event, as the `.ics` at that address answers now (a cancelled visit's too). */
async function visitEvent(page: Page, file: string) {
  const answer = await page.request.get(file);
  expect(answer.status()).toBe(200);
  const vevent = ICAL.Component.fromString(await answer.text()).getFirstSubcomponent("vevent");
  return {
    uid: String(vevent?.getFirstPropertyValue("uid")),
    sequence: Number(vevent?.getFirstPropertyValue("sequence") ?? 0),
    status: String(vevent?.getFirstPropertyValue("status") ?? ""),
  };
}

describe("every state the owner and the homeowner see is true", () => {
  it("walks from Send through contact, a booked, moved and cancelled visit, to withdrawal and deletion", async () => {
    const viewport = { width: 390, height: 844 };
    // axe is injected as a script, which both sides' policies (rightly) block: the contexts bypass them.
    const home = await newContext({ viewport, bypassCSP: true });
    const page = await home.newPage();
    const reference = await sendAndOpenRequest(page, worker.baseUrl, visitor);
    const requestUrl = page.url();
    const ownerContext = await newContext({ viewport, bypassCSP: true });
    const owner = await ownerContext.newPage();
    const leadUrl = `${worker.baseUrl}/admin/leads/${reference}`;
    const outcome = (name: string) => owner.getByRole("button", { name, exact: true });

    // The owner taps Call: the phone would dial, and nothing says we got in touch.
    const tap = await ownerContext.newPage();
    await tap.goto(leadUrl);
    await Promise.all([tap.waitForRequest(/^tel:/), tap.getByRole("button", { name: /^Call/ }).click()]);
    await tap.close();
    await owner.goto(leadUrl);
    await seeState(owner, "lead-how-did-it-go");
    await outcome(inboxCopy.outcomes.noAnswer).click();
    await owner.waitForURL(/\?saved=noAnswer$/);
    expect(await owner.textContent("body")).toContain(inboxCopy.outcomes.noAnswer);
    await page.reload();
    expect(await currentStep(page).textContent()).toBe(requestCopy.steps.seen);
    expect(await page.textContent("body")).not.toContain(requestCopy.next.contacted);

    // They call back and speak: now it does.
    await outcome(inboxCopy.outcomes.spoke).click();
    await owner.waitForURL(/\?saved=spoke$/);
    await page.reload();
    expect(await currentStep(page).textContent()).toBe(requestCopy.steps.contacted);
    expect(await page.textContent("body")).toContain(requestCopy.next.contacted);

    // Two times proposed; the homeowner confirms the first and gives the address.
    const [, second] = await proposeTwo(owner, leadUrl);
    await page.reload();
    expect(await currentStep(page).textContent()).toBe(requestCopy.steps.visitProposed);
    await seeState(page, "request-times");
    await page.getByRole("button", { name: visitsCopy.homeowner.confirmButton }).first().click();
    await page.getByLabel(visitsCopy.homeowner.addressLine).fill("22 Oak Grove");
    await page.getByLabel(visitsCopy.homeowner.accessNotes).fill("Side gate on the left, parking bay outside.");
    await page.getByRole("button", { name: visitsCopy.homeowner.addressSave }).click();
    await page.getByText(before(visitsCopy.homeowner.addressGiven, "{address}")).waitFor();
    await seeState(page, "request-booked");
    const file = await calendarFile(page);
    const booked = await visitEvent(page, file);
    await owner.goto(leadUrl);
    expect(await owner.textContent("body")).toContain("22 Oak Grove");
    await seeState(owner, "lead-booked");

    // The owner moves it: the same event, one sequence on; the history and the homeowner's page say so.
    await owner.locator('form[action$="/visit/move"] input[name="date"]').fill(second.date);
    await owner.locator('form[action$="/visit/move"] select[name="part"]').selectOption("pm");
    await owner.getByRole("button", { name: visitsCopy.owner.move, exact: true }).click();
    await owner.getByText(before(visitsCopy.owner.history.moved, "{slot}")).first().waitFor();
    await seeState(owner, "lead-moved");
    await page.reload();
    expect(await page.textContent("body")).toContain(visitsCopy.homeowner.movedCalendar);
    const moved = await visitEvent(page, file);
    expect(moved.uid).toBe(booked.uid);
    expect(moved.sequence).toBeGreaterThan(booked.sequence);
    await seeState(page, "request-moved");

    // The owner cancels it: the file says so, and the page asks the homeowner to delete the event.
    await owner.getByRole("button", { name: visitsCopy.owner.cancel }).click();
    await owner.getByText(visitsCopy.owner.history.cancelled).first().waitFor();
    await page.reload();
    expect(await page.textContent("body")).toContain(visitsCopy.homeowner.cancelledCalendar);
    // Back before the visit: we have been in touch, and no time is offered to choose.
    expect(await currentStep(page).textContent()).toBe(requestCopy.steps.contacted);
    expect(await page.textContent("body")).toContain(requestCopy.next.contacted);
    const cancelled = await visitEvent(page, file);
    expect(cancelled.uid).toBe(booked.uid);
    expect(cancelled.status).toBe("CANCELLED");
    await seeState(page, "request-cancelled");

    // The homeowner withdraws: the list and the lead's page say so, and offer no way to contact them.
    await page.getByLabel(requestCopy.withdrawConfirm).check();
    await page.getByRole("button", { name: requestCopy.withdrawButton }).click();
    await page.waitForURL(requestUrl);
    await seeState(page, "request-withdrawn");
    await owner.goto(`${worker.baseUrl}/admin/leads`);
    expect(await owner.locator(`a[href="/admin/leads/${reference}"]`).textContent()).toContain(inboxCopy.withdrawn);
    await owner.goto(leadUrl);
    expect(await owner.textContent("body")).toContain(before(inboxCopy.withdrawnBanner, "{date}"));
    expect(await owner.getByRole("button", { name: /^(Call|WhatsApp|E-mail)/ }).count()).toBe(0);
    await seeState(owner, "lead-withdrawn");

    // The homeowner deletes their details: the list keeps the reference and the date, nothing else.
    await page.getByLabel(requestCopy.eraseConfirm).check();
    await page.getByRole("button", { name: requestCopy.eraseButton }).click();
    await page.getByText(requestCopy.erased).waitFor();
    await owner.goto(`${worker.baseUrl}/admin/leads`);
    const list = (await owner.textContent("body")) ?? "";
    expect(list).toContain(before(fillText(inboxCopy.erasures.homeowner, { reference }), "{date}"));
    expect(list).not.toContain(visitor.lastName);
    await seeState(owner, "list-deleted");
    await ownerContext.close();
    await home.close();
    // Eleven states, each axed in both themes, on a shared machine: more than the default two minutes.
  }, 300_000);
});
