import react from "@astrojs/react";
import sitemap from "@astrojs/sitemap";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "astro/config";
import { redirects } from "./src/config/routes";
import { site } from "./src/config/site";

const redirectSources = new Set(Object.keys(redirects).map((from) => `${site.url}/${from}`));

// https://docs.astro.build/en/reference/configuration-reference/
export default defineConfig({
  site: site.url,
  output: "static",
  // Tests build into their own folder with the e-mail stand-in's origin baked in.
  outDir: process.env.ASTRO_OUT_DIR ?? "dist",
  // Canonical URLs have no trailing slash; pages are written as `about.html`.
  trailingSlash: "never",
  build: { format: "file", inlineStylesheets: "never" },
  // Static redirect pages for the routes the spec names twice; the host config
  // (vercel.json) is generated from the same list.
  redirects: Object.fromEntries(Object.entries(redirects).map(([from, to]) => [`/${from}`, `/${to}`])),
  integrations: [
    react(),
    sitemap({
      filter: (page) => !redirectSources.has(page.replace(/\/$/, "")) && !page.includes("/404"),
    }),
  ],
  prefetch: false,
  vite: {
    plugins: [tailwindcss()],
    // Scripts stay external files so the content security policy needs no 'unsafe-inline'.
    build: { assetsInlineLimit: 0 },
  },
});
