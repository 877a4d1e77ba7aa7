/**
 * Builds the quote outbox's service worker (src/lib/outbox/serviceWorker.ts)
 * into the site's root as /outbox-sw.js: a plain same-origin script, so its
 * scope can be the whole site, bundled and minified with esbuild (which Vite
 * already ships). Only the Cloudflare build has one: the static (EmailJS)
 * build's form relies on the page's own retries (src/lib/outbox/queue.ts).
 */
import { build } from "esbuild";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { serviceWorkerPath } from "../../src/config/security";

export const outboxServiceWorker: AstroIntegration = {
  name: "outbox-service-worker",
  hooks: {
    "astro:build:done": async ({ dir, logger }) => {
      if (process.env["PUBLIC_QUOTE_TRANSPORT"] === "emailjs") return;
      const result = await build({
        entryPoints: [fileURLToPath(new URL("../../src/lib/outbox/serviceWorker.ts", import.meta.url))],
        outfile: join(fileURLToPath(dir), serviceWorkerPath),
        bundle: true,
        minify: true,
        format: "iife",
        target: "es2022",
        legalComments: "none",
        // The same build variables the pages get (the send timeout; the transport is `api` here).
        define: {
          "import.meta.env": JSON.stringify({
            PUBLIC_QUOTE_TRANSPORT: "api",
            PUBLIC_QUOTE_TIMEOUT_MS: process.env["PUBLIC_QUOTE_TIMEOUT_MS"] ?? "",
          }),
        },
        metafile: true,
      });
      const bytes = Object.values(result.metafile.outputs)[0]?.bytes ?? 0;
      logger.info(`${serviceWorkerPath}: ${(bytes / 1024).toFixed(1)} KB`);
    },
  },
};
