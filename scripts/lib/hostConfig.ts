/**
 * The host's configuration (vercel.json), generated from the same sources as
 * the local server: the redirects derived from the site tree and the headers in
 * config/security.ts. The content editor's paths (/admin, /admin/*) get its own
 * headers instead of the public pages' ones, never both: two
 * Content-Security-Policy headers would both be enforced.
 */
import { siteRedirects } from "./loadContent";
import { adminSecurityHeaders, securityHeaders } from "../../src/config/security";

const headerList = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));

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
      // Every path but the editor's: Vercel applies every matching rule, so the public rule must not match /admin.
      { source: "/((?!admin(?:/|$)).*)", headers: headerList(securityHeaders()) },
      { source: "/admin", headers: headerList(adminSecurityHeaders()) },
      { source: "/admin/(.*)", headers: headerList(adminSecurityHeaders()) },
      {
        source: "/_astro/(.*)",
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      },
    ],
  };
}

export const vercelJson = () => `${JSON.stringify(vercelConfig(), null, 2)}\n`;

const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers).map(([key, value]) => `  ${key}: ${value}`);

/**
 * `_headers` for hosts that read it (Netlify, Cloudflare Pages). These hosts
 * combine the headers of every block that matches and have no "all but" path,
 * so `/*` also matches /admin: the editor's blocks first detach (`! Name`) the
 * public headers whose values differ, then set their own.
 */
export function headersFile(): string {
  const site = securityHeaders();
  const admin = adminSecurityHeaders();
  const differing = Object.keys(site).filter((key) => admin[key] !== site[key]);
  const adminBlock = [
    ...differing.map((key) => `  ! ${key}`),
    ...headerLines(Object.fromEntries(Object.entries(admin).filter(([key]) => admin[key] !== site[key]))),
  ];
  return [
    "/*",
    ...headerLines(site),
    "/admin",
    ...adminBlock,
    "/admin/*",
    ...adminBlock,
    "/_astro/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    "",
  ].join("\n");
}

/** `_redirects` for hosts that read it (Netlify, Cloudflare Pages). */
export const redirectsFile = () =>
  `${Object.entries(siteRedirects())
    .map(([from, to]) => `/${from} /${to} 301`)
    .join("\n")}\n`;
