import type { APIRoute } from "astro";
import { canonicalUrl } from "../lib/seo";

/** robots.txt pointing crawlers at the sitemap. */
export const GET: APIRoute = () =>
  new Response(`User-agent: *\nAllow: /\n\nSitemap: ${canonicalUrl("/sitemap-index.xml")}\n`, {
    headers: { "Content-Type": "text/plain; charset=utf-8" },
  });
