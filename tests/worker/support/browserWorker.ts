/**
 * What the lead API's browser tests share (started once by sharedWorker.ts):
 * workerd serving the Cloudflare test build, its database read in place
 * (read-only, with node:sqlite), the EmailJS stand-in, and Chromium.
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions } from "playwright-core";
import { afterAll, beforeAll, inject, vi } from "vitest";
import { localWorkerClient, type LocalWorkerClient } from "../../../scripts/lib/localWorker";
import type { SentEmail } from "./sharedWorker";

export interface BrowserWorker extends LocalWorkerClient {
  /** What the Worker has sent to EmailJS in this run, oldest first. */
  sent(): Promise<SentEmail[]>;
  /** Answers every later send to EmailJS with this status. */
  answerWith(status: number): Promise<void>;
}

export const sharedWorker = (): BrowserWorker => {
  const { baseUrl, state, emailjs } = inject("sharedWorker");
  return {
    ...localWorkerClient(baseUrl, state),
    sent: async () => (await (await fetch(`${emailjs}/sent`)).json()) as SentEmail[],
    async answerWith(status) {
      await fetch(`${emailjs}/answer/${status}`, { method: "POST" });
    },
  };
};

/** Joins the run's Chromium; `close` leaves it running for the next file. */
export const joinBrowser = (): Promise<Browser> => chromium.connect(inject("sharedWorker").browser);

/**
 * A browser test file's set-up, in one call at its top: the shared Worker, and the run's Chromium
 * joined before the file's tests and let go after them. `newContext` opens a fresh browser context.
 */
export function useBrowserWorker(): {
  worker: BrowserWorker;
  newContext: (options?: BrowserContextOptions) => Promise<BrowserContext>;
} {
  let browser: Browser | undefined;
  beforeAll(async () => {
    browser = await joinBrowser();
    // The global set-up starts `wrangler dev` in the background: wait until it answers.
    const { baseUrl } = inject("sharedWorker");
    await vi.waitFor(() => fetch(`${baseUrl}/`, { headers: { Connection: "close" } }), {
      timeout: 90_000,
      interval: 250,
    });
  });
  afterAll(() => browser?.close());
  return {
    worker: sharedWorker(),
    newContext: (options) => {
      if (!browser) throw new Error("useBrowserWorker: a context is opened only inside a test");
      return browser.newContext(options);
    },
  };
}
