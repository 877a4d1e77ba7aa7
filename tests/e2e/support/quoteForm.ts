/** Filling and reading the quote form the way a visitor would. */
import type { Page } from "playwright-core";
import { emptyQuote, type QuoteRequest } from "../../../src/lib/quoteSchema";

/**
 * Brings the form into view, as a visitor scrolling to it would, and waits
 * until it is hydrated: the island loads only when it nears the viewport.
 */
export async function waitForForm(page: Page): Promise<void> {
  await page.locator("form").first().scrollIntoViewIfNeeded();
  await page.locator("form[data-ready]").waitFor();
}

/** Types each field through its visible label. */
export async function fillQuoteForm(page: Page, values: QuoteRequest): Promise<void> {
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
    Object.keys(emptyQuote),
  );
}

export const submitQuote = (page: Page) => page.getByRole("button", { name: "Get Free Quote" }).click();
