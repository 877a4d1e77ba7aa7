/**
 * The hosts' configuration: vercel.json, netlify.toml and public/_headers,
 * committed and generated from config/security.ts, which only a developer
 * changes; and `_redirects` (Cloudflare reads it with `_headers`, Netlify
 * reads it too), derived from the site tree, which the owner edits, so the
 * build writes it into the output (astro.config.ts) and it never goes stale.
 * vercel.json carries no redirects: Vercel reads it before the build, so it
 * cannot follow content; there the static redirect pages Astro writes for
 * each old path answer instead, and a rewrite, which does not depend on
 * content, sends any other path below a fallback's prefix to its page. The content editor's paths (/admin, /admin/*) get its own
 * headers instead of the public pages' ones, never both: two
 * Content-Security-Policy headers would both be enforced.
 */
import { fallbackPages, oldPathFallbacks } from "../../src/lib/siteTree";
import { siteRedirects } from "./loadContent";
import {
  adminSecurityHeaders,
  securityHeaders,
  serviceWorkerContentSecurityPolicy,
  serviceWorkerPath,
  socialImageHeaders,
  type SecurityHeaderOptions,
} from "../../src/config/security";

/** The owner's opt-in to HSTS preloading, at build time (docs/deploy.md says what it commits to). */
export const hostHeaderOptions = (env: NodeJS.ProcessEnv = process.env): SecurityHeaderOptions => ({
  hstsPreload: env["HSTS_PRELOAD"] === "true",
});

/**
 * The options of the `_headers` a build writes into its output: the host's, and the build's own quote
 * transport (PUBLIC_QUOTE_TRANSPORT, `api` unless `emailjs`), so the Cloudflare build's pages cannot
 * reach EmailJS. vercel.json and netlify.toml are for static hosts, which send through EmailJS.
 */
export const buildHeaderOptions = (env: NodeJS.ProcessEnv = process.env): SecurityHeaderOptions => ({
  ...hostHeaderOptions(env),
  quoteTransport: env["PUBLIC_QUOTE_TRANSPORT"] === "emailjs" ? "emailjs" : "api",
});

const headerList = (headers: Record<string, string>) => Object.entries(headers).map(([key, value]) => ({ key, value }));

export function vercelConfig(options: SecurityHeaderOptions = {}) {
  return {
    $schema: "https://openapi.vercel.sh/vercel.json",
    // Static hosts have no Worker: the form sends through EmailJS from the browser.
    buildCommand: "npm run build:static",
    outputDirectory: "dist",
    cleanUrls: true,
    trailingSlash: false,
    headers: [
      // Every path but the editor's and the social images': Vercel applies every matching rule,
      // so the public rule must match neither.
      { source: "/((?!admin(?:/|$)|og/).*)", headers: headerList(securityHeaders(options)) },
      { source: "/og/(.*)", headers: headerList(socialImageHeaders(options)) },
      { source: "/admin", headers: headerList(adminSecurityHeaders(options)) },
      { source: "/admin/(.*)", headers: headerList(adminSecurityHeaders(options)) },
      {
        source: "/_astro/(.*)",
        headers: [{ key: "Cache-Control", value: "public, max-age=31536000, immutable" }],
      },
    ],
    // Vercel rewrites only paths no file answers: a known old path keeps its own redirect page, and any
    // other below a prefix gets the prefix's page, which sends the visitor on (a `redirects` entry would
    // run before the files and swallow the known paths' pages too).
    rewrites: Object.keys(fallbackPages()).map((page) => ({ source: `/${page}/:path*`, destination: `/${page}` })),
  };
}

export const vercelJson = (options: SecurityHeaderOptions = {}) =>
  `${JSON.stringify(vercelConfig(options), null, 2)}\n`;

const headerLines = (headers: Record<string, string>) =>
  Object.entries(headers).map(([key, value]) => `  ${key}: ${value}`);

/**
 * `_headers` for hosts that read it (Netlify, Cloudflare Pages). These hosts
 * combine the headers of every block that matches and have no "all but" path,
 * so `/*` also matches /admin: the editor's blocks first detach (`! Name`) the
 * public headers whose values differ, then set their own.
 */
export function headersFile(options: SecurityHeaderOptions = {}): string {
  const site = securityHeaders(options);
  const admin = adminSecurityHeaders(options);
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
    // Other sites fetch the social images for their previews.
    "/og/*",
    "  ! Cross-Origin-Resource-Policy",
    `  Cross-Origin-Resource-Policy: ${socialImageHeaders(options)["Cross-Origin-Resource-Policy"] ?? ""}`,
    "/_astro/*",
    "  Cache-Control: public, max-age=31536000, immutable",
    // The quote outbox's service worker (Cloudflare build only): a policy of its own, and always revalidated.
    serviceWorkerPath,
    "  ! Content-Security-Policy",
    `  Content-Security-Policy: ${serviceWorkerContentSecurityPolicy()}`,
    "  Cache-Control: no-cache",
    "",
  ].join("\n");
}

/** `_redirects` for hosts that read it (Cloudflare, Netlify), for the site tree's old paths: each one's own page first, then its prefix's fallback (first match wins). */
export const redirectsFile = () =>
  `${[
    ...Object.entries(siteRedirects()).map(([from, to]) => `/${from} /${to} 301`),
    ...oldPathFallbacks.map(({ prefix, to }) => `/${prefix}* /${to} 301`),
  ].join("\n")}\n`;

const tomlString = (value: string) => JSON.stringify(value);
const tomlHeaders = (path: string, headers: Record<string, string>) => [
  "[[headers]]",
  `  for = ${tomlString(path)}`,
  "  [headers.values]",
  ...Object.entries(headers).map(([key, value]) => `    ${tomlString(key)} = ${tomlString(value)}`),
  "",
];

/**
 * `netlify.toml`. Netlify applies every matching header rule with the later
 * one winning for the same header, and does not read the `! Name` lines that
 * Cloudflare Pages needs in `_headers`, so on Netlify the headers come from
 * here (the public rule first, the editor's after it) and the build drops
 * `_headers`. Redirects come from `_redirects`, which both hosts read alike.
 */
export function netlifyToml(options: SecurityHeaderOptions = {}): string {
  return [
    "# Generated by `npm run host-config` from config/security.ts; do not edit by hand.",
    "[build]",
    '  command = "npm run build:static && rm -f dist/_headers"',
    '  publish = "dist"',
    "",
    "[build.environment]",
    '  NODE_VERSION = "22"',
    "",
    ...tomlHeaders("/*", securityHeaders(options)),
    // Later rules win on Netlify: the social images' and the editor's own headers come after the public ones.
    ...tomlHeaders("/og/*", socialImageHeaders(options)),
    ...tomlHeaders("/admin", adminSecurityHeaders(options)),
    ...tomlHeaders("/admin/*", adminSecurityHeaders(options)),
    ...tomlHeaders("/_astro/*", { "Cache-Control": "public, max-age=31536000, immutable" }),
  ].join("\n");
}
