import type { Page } from "playwright-core";
import { quoteFormCopy } from "../../../src/lib/quoteFormCopy";
import { fillQuoteForm, submitQuote, waitForForm, type QuoteTextFields } from "../../e2e/support/quoteForm";
import { referenceSource } from "../../../src/lib/leadReference";

/**
 * Sends the quote form from /contact as a visitor does, then follows the sent panel's link to the
 * request's own page. Returns the reference the panel showed ("" if it showed none).
 */
export async function sendAndOpenRequest(page: Page, baseUrl: string, visitor: QuoteTextFields): Promise<string> {
  await page.goto(`${baseUrl}/contact`);
  await waitForForm(page);
  await fillQuoteForm(page, visitor);
  await submitQuote(page);
  const panel = page.locator("[data-sent-panel]");
  await panel.waitFor();
  const reference = new RegExp(referenceSource).exec((await panel.textContent()) ?? "")?.[0] ?? "";
  await panel.getByRole("link", { name: quoteFormCopy.sentPanel.link }).click();
  await page.waitForURL(/\/request\/[\w-]{22}$/);
  return reference;
}
