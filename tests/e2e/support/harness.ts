/**
 * What a browser test file needs: the shared Chromium and site server that the
 * global setup started (./globalSetup.ts), joined once per file, and the EmailJS
 * stand-in routed in every browser context the file opens.
 */
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { afterAll, afterEach, beforeAll, beforeEach, inject } from "vitest";
import { EmailJsRoute } from "./emailjsRoute";
import { testConfig } from "./testConfig";

export interface Harness {
  /** The shared server of the test build. */
  baseUrl: string;
  /** The EmailJS stand-in: reset before each test. */
  stub: EmailJsRoute;
  /**
   * A fresh page in a new context; console messages are collected on it. Opened in a test, it is
   * closed after that test; opened in a `beforeAll`, after the file.
   */
  newPage(options?: BrowserContextOptions): Promise<{ page: Page; context: BrowserContext; console: string[] }>;
}

/** Joins the shared browser for this file; call it at the top of a test file. */
export function useHarness(): Harness {
  const stub = new EmailJsRoute(testConfig.emailjsOrigin);
  let browser: Browser | undefined;
  let inTest = false;
  const testContexts: BrowserContext[] = [];
  const fileContexts: BrowserContext[] = [];
  const closeAll = (contexts: BrowserContext[]) =>
    Promise.all(contexts.splice(0).map((context) => context.close().catch(() => undefined)));

  beforeAll(async () => {
    browser = await chromium.connect(inject("browserWsEndpoint"));
  });
  beforeEach(() => {
    stub.reset();
    inTest = true;
  });
  afterEach(async () => {
    inTest = false;
    // A request still held would keep its page waiting; let it go before the page closes.
    stub.release();
    await closeAll(testContexts);
  });
  afterAll(async () => {
    await closeAll(fileContexts);
    await browser?.close();
  });

  return {
    baseUrl: inject("siteUrl"),
    stub,
    async newPage(options = {}) {
      if (!browser) throw new Error("newPage() before the file's beforeAll joined the browser");
      const context = await browser.newContext(options);
      (inTest ? testContexts : fileContexts).push(context);
      await stub.attach(context);
      const page = await context.newPage();
      const console: string[] = [];
      page.on("console", (message) => console.push(`${message.type()}: ${message.text()}`));
      return { page, context, console };
    },
  };
}
