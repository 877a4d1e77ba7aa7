/**
 * What the lead API's browser tests share: workerd serving the Cloudflare
 * test build as `npm start` does (the inbox open on loopback, no rate limit,
 * notifications sent nowhere) with a state folder of its own, and Chromium.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type Browser } from "playwright-core";
import { chromiumFlags } from "../../../scripts/lib/chromium";
import { startLocalWorker, type LocalWorker } from "../../../scripts/lib/localWorker";
import { testConfig } from "../../e2e/support/testConfig";

export interface BrowserWorker {
  worker: LocalWorker;
  browser: Browser;
  close: () => Promise<void>;
}

export async function startBrowserWorker(name: string): Promise<BrowserWorker> {
  const state = mkdtempSync(join(tmpdir(), `${name}-`));
  const worker = await startLocalWorker({
    assets: testConfig.workerOutDir,
    persistTo: state,
    vars: { INBOX_LOCAL: "loopback", RATE_LIMIT_MAX: "0", EMAILJS_API_ORIGIN: "http://127.0.0.1:9" },
  });
  const browser = await chromium.launch({ executablePath: testConfig.chromium, args: chromiumFlags });
  return {
    worker,
    browser,
    close: async () => {
      await browser.close();
      await worker.close();
      rmSync(state, { recursive: true, force: true });
    },
  };
}
