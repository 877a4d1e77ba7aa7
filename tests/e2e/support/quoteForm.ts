/** Filling and reading the quote form the way a visitor would. */
import type { Page } from "playwright-core";
import { quoteFormCopy } from "../../../src/lib/quoteFormCopy";
import { emptyQuote, type QuoteRequest } from "../../../src/lib/quoteSchema";

/** The quote form, found by its role and accessible name. */
export const quoteForm = (page: Page) => page.getByRole("form", { name: "Request a free quote" });

/** The form's send button by its accessible name: its label from quote-form.json, or another it takes. */
export const quoteSubmitButton = (page: Page, name: string = quoteFormCopy.submit) =>
  quoteForm(page).getByRole("button", { name });

/** The button while a send is under way: it says so and cannot be pressed again (one wait checks both). */
export const quoteSendingButton = (page: Page) =>
  quoteForm(page).getByRole("button", { name: quoteFormCopy.sending, disabled: true });

/**
 * Brings the form into view, as a visitor scrolling to it would, and waits
 * until it is hydrated: the island loads only when it nears the viewport.
 */
export async function waitForForm(page: Page): Promise<void> {
  await quoteForm(page).scrollIntoViewIfNeeded();
  await page.locator("form[data-ready]").waitFor();
}

/** The form's text fields (the visit times are ticked, not typed). */
export type QuoteTextFields = Omit<QuoteRequest, "visitTimes">;
const textFieldNames = Object.keys(emptyQuote).filter((name) => name !== "visitTimes");

/** Types each field through its visible label. */
export async function fillQuoteForm(page: Page, values: QuoteTextFields): Promise<void> {
  await page.getByLabel("First name").fill(values.firstName);
  await page.getByLabel("Last name").fill(values.lastName);
  await page.getByLabel("Email").fill(values.email);
  await page.getByLabel("Phone").fill(values.phone);
  await page.getByLabel("Project type").selectOption(values.projectType);
  await page.getByLabel("Project details").fill(values.projectDetails);
}

/** The values of the six visible fields, as the page holds them. */
export function quoteFieldValues(page: Page): Promise<Record<string, string | undefined>> {
  return page.evaluate(
    (names) =>
      Object.fromEntries(
        names.map((name) => [
          name,
          document.querySelector<HTMLInputElement>(`form[data-ready] [name="${name}"]`)?.value,
        ]),
      ),
    textFieldNames,
  );
}

export const submitQuote = (page: Page) => quoteSubmitButton(page).click();

/** The visit-time disclosure's summary, which a visitor taps to see the days. */
export const visitTimesSummary = (page: Page) =>
  quoteForm(page).locator("summary").filter({ hasText: "Preferred visit time" });

/** Opens the visit-time disclosure, as a visitor tapping it would; already open, it stays open. */
export async function openVisitTimes(page: Page): Promise<void> {
  const summary = visitTimesSummary(page);
  if (!(await summary.evaluate((element) => (element.parentElement as HTMLDetailsElement).open))) await summary.click();
}
