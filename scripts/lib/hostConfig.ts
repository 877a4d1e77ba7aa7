/**
 * The host's configuration (vercel.json), generated from the same sources as
 * the local server: the redirects derived from the site tree and the headers in
 * config/security.ts.
 */
import { siteRedirects } from "./loadContent";
import { securityHeaders } from "../../src/config/security";

export function vercelConfig() {
  return {
    $schema: "https://openapi.vercel.sh/vercel.json",
    buildCommand: "npm run build",
    outputDirectory: "dist",
    cleanUrls: true,
    trailingSlash: false,
    redirects: Object.entries(siteRedirects()).map(([from, to]) => ({
      source: `/${from}`,
      destination: `/${to}`,
      permanent: true,
    })),
    headers: [
      {
        source: "/(.*)",
        headers: Object.entries(securityHeaders()).map(([key, value]) => ({ key, value })),
      },
      {
        source: "/_astro/(.*)",
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      },
    ],
  };
}

export const vercelJson = () => `${JSON.stringify(vercelConfig(), null, 2)}\n`;

/** `_headers` for hosts that read it (Netlify, Cloudflare Pages). */
export const headersFile = () =>
  `/*\n${Object.entries(securityHeaders())
    .map(([key, value]) => `  ${key}: ${value}`)
    .join("\n")}\n/_astro/*\n  Cache-Control: public, max-age=31536000, immutable\n`;

/** `_redirects` for hosts that read it (Netlify, Cloudflare Pages). */
export const redirectsFile = () =>
  `${Object.entries(siteRedirects())
    .map(([from, to]) => `/${from} /${to} 301`)
    .join("\n")}\n`;
