/**
 * Global setup of the browser tests of the lead API (vitest.config.ts,
 * project worker-browser): one `wrangler dev` serving the Cloudflare test build
 * as `npm start` does (the inbox open on loopback, no rate limit, no backoff),
 * one EmailJS stand-in it sends to, and one Chromium, for the whole run. Each
 * test file joins them (browserWorker.ts) through what this provides.
 */
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { chromiumFlags } from "../../../scripts/lib/chromium";
import { freePort, startLocalWorker } from "../../../scripts/lib/localWorker";
import { EmailJsStub } from "../../e2e/support/emailjsStub";
import type { SentEmail as StandInEmail } from "../../e2e/support/emailjsStandIn";
import { makeVapidPair } from "../../../scripts/lib/vapidKeys";
import { testConfig } from "../../e2e/support/testConfig";
import { testQuoteBusinessVar } from "./quoteBusiness";

declare module "vitest" {
  export interface ProvidedContext {
    sharedWorker: {
      /** Where `wrangler dev` answers. */
      baseUrl: string;
      /** Its state folder: D1's SQLite file and R2's objects. */
      state: string;
      /** The EmailJS stand-in: POST /api/v1.0/email/send as EmailJS; GET /sent and POST /answer/<status> for tests. */
      emailjs: string;
      /** Chromium's endpoint, for playwright's `connect`. */
      browser: string;
    };
  }
}

/** An e-mail the Worker sent to the stand-in, and the status it was answered with (200: delivered). */
export type SentEmail = StandInEmail & { body: { template_params: Record<string, string> } };

export default async function startSharedWorker(project: TestProject): Promise<() => Promise<void>> {
  if (!existsSync(`${testConfig.workerOutDir}index.html`)) {
    throw new Error("No Cloudflare test build in .worker-test-dist: run `npm test`, which builds it before the tests.");
  }
  const emailjs = new EmailJsStub();
  const emailjsUrl = await emailjs.start();

  const state = mkdtempSync(join(tmpdir(), "lead-api-browser-"));
  const vapid = await makeVapidPair();
  // `wrangler dev` takes about 16 s to answer: it starts in the background, so the other projects' files
  // need not wait for it, and each of this project's files waits for it to answer (browserWorker.ts).
  const port = await freePort();
  const starting = startLocalWorker({
    assets: testConfig.workerOutDir,
    persistTo: state,
    port,
    vars: {
      INBOX_LOCAL: "loopback",
      RATE_LIMIT_MAX: "0",
      NOTIFY_BACKOFF_SECONDS: "0",
      EMAILJS_API_ORIGIN: emailjsUrl,
      // Alerts can be turned on (the settings page offers its button with the public key).
      VAPID_PUBLIC_KEY: vapid.publicKey,
      VAPID_PRIVATE_KEY: vapid.privateKey,
      VAPID_SUBJECT: "mailto:alerts-test@example.com",
      QUOTE_BUSINESS: testQuoteBusinessVar,
    },
  });
  // Said at once, not only when a file's wait for it runs out.
  starting.catch((error: unknown) => console.error("The shared Worker did not start:", error));
  const browser = await chromium.launchServer({ executablePath: testConfig.chromium, args: chromiumFlags });
  project.provide("sharedWorker", {
    baseUrl: `http://127.0.0.1:${port}`,
    state,
    emailjs: emailjsUrl,
    browser: browser.wsEndpoint(),
  });
  return async () => {
    await browser.close();
    await (await starting.catch(() => undefined))?.close();
    await emailjs.stop();
    rmSync(state, { recursive: true, force: true });
  };
}
