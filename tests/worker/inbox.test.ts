/**
 * The owner's inbox as a browser shows it, served by `wrangler dev` as
 * `npm start` runs it (opened on loopback): its pages run no script, even with
 * markup stored in a lead, and pass axe at phone and laptop widths in both
 * themes. What it lists, finds, changes, exports and erases, and who may open
 * it, is tested in workerd (tests/worker/api/inbox.test.ts).
 */
import { type Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { axeViolations } from "../e2e/support/axe";
import { joinBrowser, sharedWorker } from "./support/browserWorker";
import { leadBody, postLead } from "./support/leads";

const worker = sharedWorker();

describe("the inbox, opened on loopback as npm start does", () => {
  let browser: Browser;
  let reference = "";
  const hostile = "<img src=x onerror=alert(1)>";

  beforeAll(async () => {
    browser = await joinBrowser();
    const body = leadBody({ firstName: hostile, lastName: '=HYPERLINK("http://evil.example")' });
    reference = ((await (await postLead(worker, body)).json()) as { reference: string }).reference;
  });
  afterAll(() => browser.close());

  it("runs no script, and passes axe at 390 and 1366 px in light and dark", async () => {
    for (const width of [390, 1366]) {
      for (const colorScheme of ["light", "dark"] as const) {
        // axe is injected as a script, which the inbox's policy (rightly) blocks: the check bypasses it.
        const context = await browser.newContext({ viewport: { width, height: 844 }, colorScheme, bypassCSP: true });
        const page = await context.newPage();
        let dialogs = 0;
        page.on("dialog", (dialog) => {
          dialogs++;
          void dialog.dismiss();
        });
        for (const path of ["/admin/leads", `/admin/leads/${reference}`]) {
          await page.goto(worker.baseUrl + path);
          expect(await page.evaluate(() => document.scripts.length), path).toBe(0);
          expect(await axeViolations(page), `${path} ${width} ${colorScheme}`).toEqual([]);
        }
        expect(dialogs).toBe(0);
        await context.close();
      }
    }
  });
});
