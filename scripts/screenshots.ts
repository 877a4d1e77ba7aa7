/**
 * `npm run screenshots`: full-page PNGs of one page of each template, at a
 * phone's and a laptop's width, in light and dark, into screenshots/ (not
 * committed). Builds the site first when there is no build to show.
 *
 *   npm run screenshots                 every page below
 *   npm run screenshots -- /roof-repairs /areas/clapham   just these
 */
import { existsSync, mkdirSync } from "node:fs";
import { execSync } from "node:child_process";
import type { AddressInfo } from "node:net";
import { chromium } from "playwright-core";
import { securityHeaders } from "../src/config/security";
import { chromiumFlags, chromiumPath } from "./lib/chromium";
import { layOutEverySection } from "./lib/layOutEverySection";
import { firstProjectPath } from "./lib/loadContent";
import { createSiteServer } from "./lib/siteServer";

const pages: Record<string, string> = {
  home: "/",
  contact: "/contact",
  service: "/roof-repairs",
  "service-hub": "/roofing-groundwork",
  area: "/areas/kensington",
  "area-topic": "/areas/fitzrovia/modern-technology-integration",
  landing: "/loft-conversions-london",
  projects: "/projects",
  project: firstProjectPath()[0] ?? "/projects",
  "not-found": "/no-such-page",
};
const widths = { phone: 390, laptop: 1366 } as const;
const schemes = ["light", "dark"] as const;

const outDir = process.env.ASTRO_OUT_DIR ?? "dist";
const root = new URL(`../${outDir}/`, import.meta.url).pathname;
if (!existsSync(`${root}index.html`)) execSync("npx astro build", { stdio: "inherit" });

const only = process.argv.slice(2);
const chosen = only.length
  ? Object.fromEntries(only.map((path) => [path.replace(/\W+/g, "-").replace(/^-|-$/g, "") || "home", path]))
  : pages;

const target = new URL("../screenshots/", import.meta.url).pathname;
mkdirSync(target, { recursive: true });
const server = await createSiteServer({ root, port: 0, headers: securityHeaders() });
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
try {
  for (const [name, path] of Object.entries(chosen)) {
    for (const [device, width] of Object.entries(widths)) {
      for (const colorScheme of schemes) {
        const context = await browser.newContext({
          viewport: { width, height: device === "phone" ? 844 : 900 },
          deviceScaleFactor: 1,
          colorScheme,
          reducedMotion: "reduce",
        });
        const page = await context.newPage();
        await page.goto(base + path, { waitUntil: "networkidle" });
        await page.evaluate(() => document.fonts.ready);
        await page.evaluate(layOutEverySection);
        const file = `${target}${name}-${device}-${colorScheme}.png`;
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
        await context.close();
      }
    }
  }
} finally {
  await browser.close();
  server.closeAllConnections();
  server.close();
}
