import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { existsSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import type { AstroIntegration } from "astro";
import { defineConfig } from "astro/config";
import * as pagefind from "pagefind";
import { brandFontFamilies } from "./scripts/lib/brandFonts";
import { buildHeaderOptions, headersFile, redirectsFile } from "./scripts/lib/hostConfig";
import { formatFindings, launchFindings } from "./scripts/lib/launchCheck";
import { loadAllContent } from "./scripts/lib/loadContent";
import { cardFromHtml, writeOgImages } from "./scripts/lib/ogImages";
import { standaloneScripts } from "./scripts/lib/standaloneScripts";
import { outboxNames } from "./src/config/outboxNames";
import { pageMetaPolicy } from "./src/config/security";
import { site } from "./src/config/site";
import { validateSiteData } from "./src/config/validateSiteData";

validateSiteData();

// A launch build (LAUNCH=1 npm run build) refuses to publish placeholders.
if (process.env.LAUNCH === "1") {
  const findings = launchFindings();
  if (findings.length)
    throw new Error(`LAUNCH=1: not building a production site with placeholders.\n${formatFindings(findings)}`);
}

// The site tree, read from the content files: it names every page and every old path that redirects.
const { tree } = loadAllContent();
const pageUrls = new Set(tree.routes().map((route) => `${site.url}/${route}`.replace(/\/$/, "")));

/**
 * Astro writes `content="0;url=…"` in redirect pages; the HTML standard wants a space after the
 * semicolon. The hosts' `_redirects` and `_headers` are written here too: the first follows
 * the owner's content (page aliases, projects) and the second the HSTS_PRELOAD opt-in at
 * build time, so no committed copy can go stale.
 */
const redirectOutput: AstroIntegration = {
  name: "redirect-output",
  hooks: {
    "astro:build:done": ({ dir }) => {
      writeFileSync(new URL("_redirects", dir), redirectsFile());
      writeFileSync(new URL("_headers", dir), headersFile(buildHeaderOptions()));
      for (const from of Object.keys(tree.redirects())) {
        const file = new URL(`${from}.html`, dir);
        if (!existsSync(file)) continue;
        writeFileSync(file, readFileSync(file, "utf8").replace('content="0;url=', 'content="0; url='));
      }
    },
  },
};

/** A social preview image for every page of the tree, drawn from its built heading (scripts/lib/ogImages.ts). */
const socialImages: AstroIntegration = {
  name: "social-images",
  hooks: {
    "astro:build:done": async ({ dir, logger }) => {
      const outDir = fileURLToPath(dir);
      const pages = tree.routes().flatMap((route) => {
        const file = join(outDir, route ? `${route}.html` : "index.html");
        if (!existsSync(file)) return [];
        const parent = tree.get(tree.get(route)?.parent ?? "-");
        const card = cardFromHtml(readFileSync(file, "utf8"), parent?.label ?? "Building services in London");
        return card ? [{ route, card }] : [];
      });
      const started = performance.now();
      // node_modules/.cache survives between builds on a machine and most CI caches; a fresh clone draws every card.
      const stats = await writeOgImages(
        outDir,
        pages,
        { name: site.name, contact: `Free quotes: ${site.phone.display}` },
        "node_modules/.cache/og-images",
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      logger.info(
        `${pages.length} social images: ${stats.drawn} drawn, ${stats.cached} from the cache, in ${seconds} s`,
      );
    },
  },
};

/**
 * The static search index (Pagefind) of every page's main content, written to
 * /pagefind; the search dialog loads it on first use (src/scripts/searchDialog.ts).
 */
const searchIndex: AstroIntegration = {
  name: "search-index",
  hooks: {
    "astro:build:done": async ({ dir, logger }) => {
      const outDir = fileURLToPath(dir);
      const { index, errors } = await pagefind.createIndex({ forceLanguage: "en" });
      if (!index) throw new Error(`Pagefind: ${errors.join("; ")}`);
      const added = await index.addDirectory({ path: outDir });
      const written = await index.writeFiles({ outputPath: join(outDir, "pagefind") });
      await pagefind.close();
      // Pagefind's ready-made interfaces go unused: the site has its own dialog.
      for (const file of readdirSync(join(outDir, "pagefind")))
        if (/-ui\.(js|css)$|^pagefind-highlight\.js$/.test(file)) rmSync(join(outDir, "pagefind", file));
      const problems = [...added.errors, ...written.errors];
      if (problems.length) throw new Error(`Pagefind: ${problems.join("; ")}`);
      const entry = JSON.parse(readFileSync(join(outDir, "pagefind", "pagefind-entry.json"), "utf8")) as {
        languages: Record<string, { page_count: number }>;
      };
      const indexed = Object.values(entry.languages).reduce((n, l) => n + l.page_count, 0);
      logger.info(`${indexed} pages indexed for search`);
    },
  },
};

const metaPolicy = pageMetaPolicy(buildHeaderOptions());

// https://docs.astro.build/en/reference/configuration-reference/
export default defineConfig({
  site: site.url,
  output: "static",
  // Tests build into their own folder with the e-mail stand-in's origin baked in.
  outDir: process.env.ASTRO_OUT_DIR ?? "dist",
  // Canonical URLs have no trailing slash; pages are written as `about.html`.
  trailingSlash: "never",
  // The stylesheet stays a file: inlined (9 KB gzipped) it let the first paint start sooner, but parsing it
  // with every page's HTML raised the home page's total blocking time from about 80 ms to 350-420 ms
  // (Lighthouse mobile), costing more than it saved.
  build: { format: "file", inlineStylesheets: "never" },
  // Static redirect pages for old paths; the host configs are generated from the same tree.
  redirects: Object.fromEntries(Object.entries(tree.redirects()).map(([from, to]) => [`/${from}`, `/${to}`])),
  integrations: [
    // Streaming again (React 19's renderToReadableStream): React 18's stream left NUL bytes where a multi-byte
    // character ended its buffer; React 19's leaves none (checked on every built page), and only the stream passes the
    // island's prefix to useId, as hydration does.
    react(),
    redirectOutput,
    socialImages,
    searchIndex,
    standaloneScripts,
    sitemap({
      // Only the tree's pages: no redirects, no 404, no /admin.
      filter: (page) => pageUrls.has(page.replace(/\/$/, "")),
    }),
  ],
  prefetch: false,
  // The brand fonts, each cut to the characters and weights the site uses (scripts/lib/brandFonts.ts).
  fonts: await brandFontFamilies(),
  // The public pages' <meta> policy, with the hashes of what each page inlines (src/config/security.ts).
  security: {
    csp: {
      directives: [...metaPolicy.directives],
      scriptDirective: { resources: metaPolicy.scriptResources },
      styleDirective: { resources: metaPolicy.styleResources },
    },
  },
  vite: {
    plugins: [tailwindcss()],
    // Scripts stay external files so the content security policy needs no 'unsafe-inline'.
    build: { assetsInlineLimit: 0 },
    // Standalone scripts (`?worker&url`: analytics, the outbox's sender) are loaded with import(), so they are
    // modules; as modules they may load parts of themselves on demand (the sender's EmailJS code, static builds).
    worker: { format: "es" },
    // The outbox's names for the every-page check, from their one definition.
    define: {
      __OUTBOX_FLAG__: JSON.stringify(outboxNames.flag),
      __OUTBOX_SENDER_GLOBAL__: JSON.stringify(outboxNames.senderGlobal),
    },
  },
});
