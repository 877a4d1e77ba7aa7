import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { loadAllContent } from "./scripts/lib/loadContent";
import { site } from "./src/config/site";
import { validateSiteData } from "./src/config/validateSiteData";

validateSiteData();

// The site tree, read from the content files: it names every page and every old path that redirects.
const { tree } = loadAllContent();
const pageUrls = new Set(tree.routes().map((route) => `${site.url}/${route}`.replace(/\/$/, "")));

// https://docs.astro.build/en/reference/configuration-reference/
export default defineConfig({
  site: site.url,
  output: "static",
  // Tests build into their own folder with the e-mail stand-in's origin baked in.
  outDir: process.env.ASTRO_OUT_DIR ?? "dist",
  // Canonical URLs have no trailing slash; pages are written as `about.html`.
  trailingSlash: "never",
  build: { format: "file", inlineStylesheets: "never" },
  // Static redirect pages for old paths; the host configs are generated from the same tree.
  redirects: Object.fromEntries(Object.entries(tree.redirects()).map(([from, to]) => [`/${from}`, `/${to}`])),
  integrations: [
    react(),
    sitemap({
      // Only the tree's pages: no redirects, no 404, no /admin.
      filter: (page) => pageUrls.has(page.replace(/\/$/, "")),
    }),
  ],
  prefetch: false,
  vite: {
    plugins: [tailwindcss()],
    // Scripts stay external files so the content security policy needs no 'unsafe-inline'.
    build: { assetsInlineLimit: 0 },
  },
});
