/**
 * Issue 49's walk in Chromium at 390 px, against the server `npm start` runs (the shared `wrangler dev`):
 * the owner writes a quote with two lines, one optional line and a deposit, and sends it (the send step
 * recorded); a link preview's fetch of the request's page is not a view, the homeowner's opening is; the
 * homeowner ticks the option (the total follows), accepts without early start and cancels; the owner sees
 * each step. Both PDFs are read with pdf.js: the total, the model form's words, the acceptance's name and
 * time, and a name outside WinAnsi. Each state the homeowner or the owner acts on passes axe in light and
 * dark with 44 px targets. Nothing waits a fixed time.
 */
import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { fillText } from "../../src/config/format";
import { schedule3 } from "../../src/lib/consumerCancellation";
import { depositPence, formatPence, parsePounds, quoteTotals } from "../../src/lib/quoteMoney";
import quotesCopy from "../../worker/quotes/copy.json";
import { londonWords } from "../../worker/quotes/pdf/quoteBody";
import { useBrowserWorker } from "./support/browserWorker";
import { readPdf } from "./support/pdfText";
import { seeState } from "./support/seeState";
import { sendAndOpenRequest } from "./support/sentRequest";

const { worker, newContext } = useBrowserWorker();
const owner = quotesCopy.owner;
const homeowner = quotesCopy.homeowner;

/** A homeowner whose name WinAnsi (a PDF's standard fonts) cannot write. */
const visitor = {
  firstName: "Łucja",
  lastName: "Nguyễn",
  email: "lucja.walk@example.com",
  phone: "07911 123988",
  projectType: "Kitchen Renovation",
  projectDetails: "A new kitchen floor in our Hackney terrace, about 12 square metres.",
};

const [first, second, option] = [
  { description: "Lift and dispose of the old floor", quantity: "1", unit: "", unitPrice: "850", optional: false },
  { description: "Engineered oak, laid", quantity: "12.5", unit: "m²", unitPrice: "78.40", optional: false },
  { description: "Underfloor heating mat", quantity: "1", unit: "", unitPrice: "645.55", optional: true },
] as const;
const lines = [first, second, option];
const moneyLines = lines.map((line) => ({
  ...line,
  unitPricePence: parsePounds(line.unitPrice),
  vatRate: 20 as const,
}));
const deposit = { kind: "percent", percent: "10" } as const;

async function fillLine(page: Page, n: number, line: (typeof lines)[number]) {
  await page.locator(`input[name="description${n}"]`).fill(line.description);
  await page.locator(`input[name="quantity${n}"]`).fill(line.quantity);
  await page.locator(`input[name="unit${n}"]`).fill(line.unit);
  await page.locator(`input[name="unitPrice${n}"]`).fill(line.unitPrice);
  if (line.optional) await page.locator(`input[name="optional${n}"]`).check();
}

/** A PDF the page links to, fetched with the page's own session, read with pdf.js. */
async function pdfOf(page: Page, path: string) {
  const answer = await page.request.get(new URL(path, page.url()).href);
  expect(answer.headers()["content-type"]).toBe("application/pdf");
  return readPdf(new Uint8Array(await answer.body()));
}

describe("a written quote, from the owner's phone to the homeowner's acceptance and cancellation", () => {
  it("is written, sent, read, accepted and cancelled, and the owner sees each step", async () => {
    const viewport = { width: 390, height: 844 };
    // axe is injected as a script, which both sides' policies (rightly) block: the contexts bypass them.
    const home = await newContext({ viewport, bypassCSP: true });
    const page = await home.newPage();
    const reference = await sendAndOpenRequest(page, worker.baseUrl, visitor);
    const requestUrl = page.url();
    const leadUrl = `${worker.baseUrl}/admin/leads/${reference}`;
    const ownerPage = await (await newContext({ viewport, bypassCSP: true })).newPage();

    // The owner writes the quote: two lines, "Add a line", the optional third, a 10% deposit.
    await ownerPage.goto(leadUrl);
    await ownerPage.getByRole("link", { name: owner.start }).click();
    await ownerPage.getByLabel(owner.summary).fill("Lift the old floor, level it and lay engineered oak.");
    // The page's script saves the draft a moment after the typing stops, and says so.
    await ownerPage
      .locator("#draft-status")
      .getByText(owner.draftSaved.split("{at}")[0]?.trim() ?? "")
      .waitFor();
    await ownerPage.getByLabel(owner.siteAddress).fill("4 Elm Row, London E8 3PB");
    await fillLine(ownerPage, 1, first);
    await fillLine(ownerPage, 2, second);
    await ownerPage.getByRole("button", { name: owner.addLine }).click();
    await fillLine(ownerPage, 3, option);
    await ownerPage.locator('select[name="depositKind"]').selectOption("percent");
    await ownerPage.locator('input[name="depositValue"]').fill(deposit.percent);
    await ownerPage.getByLabel(owner.startWindow).fill("The week of 1 March");
    await ownerPage.getByLabel(owner.duration).fill("About a week");
    await seeState(ownerPage, "quote-editor");
    await ownerPage.getByRole("button", { name: fillText(owner.send, { version: 1 }) }).click();
    await ownerPage.waitForURL(/\/quote\/send$/);
    await seeState(ownerPage, "quote-send");

    // The PDF the owner sends: the total including VAT, the model form, the homeowner's name as typed.
    const required = quoteTotals(moneyLines);
    const quotePdf = await pdfOf(ownerPage, `/admin/leads/${reference}/quote/v1.pdf`);
    expect(quotePdf.text).toContain(formatPence(required.grossPence));
    expect(quotePdf.text).toContain(schedule3.partB.heading);
    expect(quotePdf.text).toContain(`${visitor.firstName} ${visitor.lastName}`);

    // Before the owner says it went, the homeowner's page has no quote.
    await page.reload();
    expect(await page.textContent("body")).not.toContain(homeowner.acceptButton);
    await ownerPage.getByRole("button", { name: owner.wentDownloaded }).click();
    await ownerPage.waitForURL(/#quote$/);
    expect(await ownerPage.textContent("#quote")).toContain(fillText(owner.sentAt, { version: 1, at: "" }).trim());

    // A chat app's link preview fetches the page: not a view.
    await ownerPage.request.get(requestUrl, { headers: { "User-Agent": "WhatsApp/2.23" } });
    await ownerPage.reload();
    expect(await ownerPage.textContent("#quote")).not.toContain(owner.viewedAt.split("{at}")[0]?.trim());

    // The homeowner opens it: the owner sees it viewed.
    await page.goto(requestUrl);
    const total = page.locator("#quote-total");
    expect(await total.textContent()).toBe(formatPence(required.grossPence));
    await ownerPage.reload();
    expect(await ownerPage.textContent("#quote")).toContain(owner.viewedAt.split("{at}")[0]?.trim());
    await seeState(page, "quote-request");

    // Ticks the option: the headline total follows; accepts without early start.
    const withOption = quoteTotals(moneyLines, new Set([2]));
    await page.getByRole("checkbox", { name: new RegExp(option.description) }).check();
    await expect.poll(() => total.textContent()).toBe(formatPence(withOption.grossPence));
    expect(await page.textContent("body")).toContain(
      fillText(homeowner.deposit, { amount: formatPence(depositPence(deposit, required.grossPence)) }),
    );
    await page.getByLabel(homeowner.acceptName).fill(`${visitor.firstName} ${visitor.lastName}`);
    await page.getByLabel(homeowner.acceptEmail).fill(visitor.email);
    await page.getByRole("button", { name: homeowner.acceptButton }).click();
    await page.waitForURL(/#quote-heading$/);
    expect(await page.textContent("#quote-heading")).toBe(homeowner.acceptedHeading);
    await seeState(page, "quote-accepted");

    // The owner sees it accepted, and the confirmation to send.
    const [accepted] = worker.query<{ accepted_at: string; early_start: number }>(
      "SELECT accepted_at, early_start FROM quote_acceptances WHERE reference = ?",
      reference,
    );
    expect(accepted?.early_start).toBe(0);
    await ownerPage.goto(leadUrl);
    expect(await ownerPage.textContent("#quote")).toContain(formatPence(withOption.grossPence));
    await ownerPage.getByRole("link", { name: owner.confirmationHeading }).click();
    const confirmation = await pdfOf(ownerPage, `/admin/leads/${reference}/quote/confirmation.pdf`);
    expect(confirmation.text).toContain(`${visitor.firstName} ${visitor.lastName}`);
    expect(confirmation.text).toContain(londonWords(accepted?.accepted_at ?? ""));
    expect(confirmation.text).toContain(formatPence(withOption.grossPence));
    expect(confirmation.text).toContain(schedule3.partB.heading);
    await ownerPage.getByRole("button", { name: owner.confirmationSent }).click();
    await ownerPage.waitForURL(/#quote$/);

    // The homeowner cancels, with one confirmation; the owner sees it.
    await page.goto(requestUrl);
    await page.locator("summary", { hasText: homeowner.cancelButton }).click();
    await page.getByRole("button", { name: homeowner.cancelConfirmButton }).click();
    await page.waitForURL(/#quote-heading$/);
    expect(await page.textContent("#quote-heading")).toBe(homeowner.cancelledHeading);
    await seeState(page, "quote-cancelled");
    await ownerPage.goto(leadUrl);
    expect(await ownerPage.textContent("#quote")).toContain(owner.via.page);
    await home.close();
  });
});
