/**
 * The Cloudflare build's two standalone scripts, each built into the site's root under a fixed
 * name, bundled and minified with esbuild (which Vite already ships): the quote outbox's service
 * worker (src/lib/outbox/serviceWorker.ts), a plain same-origin script so its scope can be the whole
 * site; and the request page's photo script (src/scripts/requestPhotos.ts), which the Worker's page
 * names (it cannot know a hashed name). The static (EmailJS) build has neither: its form relies on
 * the page's own retries (src/lib/outbox/queue.ts), and it has no request pages. For the same reason the
 * request page's face is copied, as one woff2 with the site's whole range, to a fixed address too
 * (`brandFontFilePath`).
 */
import { copyFileSync, mkdirSync, statSync } from "node:fs";
import { dirname, join } from "node:path";
import { build } from "esbuild";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { serviceWorkerPath } from "../../src/config/security";
import { brandFontFilePath } from "../../src/config/fonts";
import { requestPhotosScript } from "../../src/lib/requestLink";
import { brandFontWholeFile } from "./brandFonts";

const scripts = [
  { entry: "../../src/lib/outbox/serviceWorker.ts", path: serviceWorkerPath },
  { entry: "../../src/scripts/requestPhotos.ts", path: requestPhotosScript },
];

export const standaloneScripts: AstroIntegration = {
  name: "standalone-scripts",
  hooks: {
    "astro:build:done": async ({ dir, logger }) => {
      if (process.env["PUBLIC_QUOTE_TRANSPORT"] === "emailjs") return;
      for (const { entry, path } of scripts) {
        const result = await build({
          entryPoints: [fileURLToPath(new URL(entry, import.meta.url))],
          outfile: join(fileURLToPath(dir), path),
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
        logger.info(`${path}: ${(bytes / 1024).toFixed(1)} KB`);
      }
      const font = join(fileURLToPath(dir), brandFontFilePath);
      mkdirSync(dirname(font), { recursive: true });
      copyFileSync(await brandFontWholeFile(), font);
      logger.info(`${brandFontFilePath}: ${(statSync(font).size / 1024).toFixed(1)} KB`);
    },
  },
};
