/**
 * What every browser test file shares, started once per run: Debian's Chromium
 * as a browser server that each file joins with `chromium.connect()`, and the
 * test build served as in production, with the site's security headers. Each
 * file gets its own browser contexts, so files can run side by side.
 */
import type { Server } from "node:http";
import { chromium } from "playwright-core";
import type { TestProject } from "vitest/node";
import { chromiumFlags } from "../../../scripts/lib/chromium";
import { createSiteServer } from "../../../scripts/lib/siteServer";
import { adminSecurityHeaders, securityHeaders } from "../../../src/config/security";
import { testConfig } from "./testConfig";

declare module "vitest" {
  export interface ProvidedContext {
    /** Where the shared Chromium listens, for `chromium.connect()`. */
    browserWsEndpoint: string;
    /** The shared server of the test build, e.g. http://127.0.0.1:40123. */
    siteUrl: string;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  const browserServer = await chromium.launchServer({ executablePath: testConfig.chromium, args: chromiumFlags });
  let server: Server;
  try {
    server = await createSiteServer({
      root: testConfig.outDir,
      port: 0,
      headers: securityHeaders({ emailjsOrigin: testConfig.emailjsOrigin }),
      adminHeaders: adminSecurityHeaders(),
    });
  } catch (error) {
    await browserServer.close();
    throw error;
  }
  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("The test site server has no port");
  project.provide("browserWsEndpoint", browserServer.wsEndpoint());
  project.provide("siteUrl", `http://127.0.0.1:${address.port}`);
  return async () => {
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
    await browserServer.close();
  };
}
