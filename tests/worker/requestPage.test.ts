/**
 * A request's private page in Chromium, against the server `npm start` runs: after Send the panel that
 * stays shows the reference and "See your request"; the link opens the page, which says received; once
 * the owner opens the lead in the inbox it says seen; and the page runs no script and passes axe at
 * 390 px in light and dark. Tokens, lookups, notes, withdrawal and erasure: tests/worker/api/requestPage.test.ts.
 */
import { describe, expect, it } from "vitest";
import requestCopy from "../../worker/request/copy.json";
import { quoteFormCopy } from "../../src/lib/quoteFormCopy";
import { axeViolations } from "../e2e/support/axe";
import { fillQuoteForm, submitQuote, waitForForm } from "../e2e/support/quoteForm";
import { useBrowserWorker } from "./support/browserWorker";

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
    await page.goto(`${worker.baseUrl}/contact`);
    await waitForForm(page);
    await fillQuoteForm(page, visitor);
    await submitQuote(page);
    const panel = page.locator("[data-sent-panel]");
    await panel.waitFor();
    const reference = /Q-\d{4,}/.exec((await panel.textContent()) ?? "")?.[0] ?? "";
    expect(reference).not.toBe("");
    await panel.getByRole("link", { name: quoteFormCopy.sentPanel.link }).click();
    await page.waitForURL(/\/request\/[\w-]{22}$/);
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

  it("runs no script and passes axe at 390 px in light and dark", async () => {
    const answer = await worker.request("/api/quote", {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: worker.baseUrl },
      body: JSON.stringify({ ...visitor, submissionId: crypto.randomUUID() }),
    });
    const { requestPath } = (await answer.json()) as { requestPath: string };
    for (const colorScheme of ["light", "dark"] as const) {
      // axe is injected as a script, which the page's policy (rightly) blocks: the check bypasses it.
      const context = await newContext({ viewport: { width: 390, height: 844 }, colorScheme, bypassCSP: true });
      const page = await context.newPage();
      for (const path of [requestPath, "/request"]) {
        await page.goto(worker.baseUrl + path);
        expect(await page.evaluate(() => document.scripts.length), path).toBe(0);
        expect(await axeViolations(page), `${path} ${colorScheme}`).toEqual([]);
      }
      await context.close();
    }
  });
});
