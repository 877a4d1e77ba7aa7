/**
 * Starts what a browser test needs: the built site served as in production,
 * the EmailJS stand-in, and Debian's Chromium driven by playwright-core.
 */
import type { Server } from "node:http";
import { chromium, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "playwright-core";
import { chromiumFlags } from "../../../scripts/lib/chromium";
import { createSiteServer } from "../../../scripts/lib/siteServer";
import { adminSecurityHeaders, securityHeaders } from "../../../src/config/security";
import { EmailJsStub } from "./emailjsStub";
import { testConfig } from "./testConfig";

export interface Harness {
  baseUrl: string;
  stub: EmailJsStub;
  browser: Browser;
  /** A fresh page in a new context; console messages are collected on it. */
  newPage(options?: BrowserContextOptions): Promise<{ page: Page; context: BrowserContext; console: string[] }>;
  close(): Promise<void>;
}

export async function startHarness(): Promise<Harness> {
  const stub = new EmailJsStub();
  await stub.start(testConfig.emailjsPort);
  const server: Server = await createSiteServer({
    root: testConfig.outDir,
    port: 0,
    headers: securityHeaders({ emailjsOrigin: `http://127.0.0.1:${testConfig.emailjsPort}` }),
    adminHeaders: adminSecurityHeaders(),
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  const browser = await chromium.launch({
    executablePath: testConfig.chromium,
    args: chromiumFlags,
  });
  const contexts: BrowserContext[] = [];
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stub,
    browser,
    async newPage(options = {}) {
      const context = await browser.newContext({ ...options });
      contexts.push(context);
      const page = await context.newPage();
      const console: string[] = [];
      page.on("console", (message) => console.push(`${message.type()}: ${message.text()}`));
      return { page, context, console };
    },
    async close() {
      await Promise.all(contexts.map((c) => c.close().catch(() => undefined)));
      await browser.close();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await stub.stop();
    },
  };
}
