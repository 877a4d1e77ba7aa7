/**
 * Security headers for every response, from one source: the local server,
 * the tests and the host config (vercel.json) all read this function.
 * `cspHashes.json` lists the inline scripts and styles Astro writes (the
 * island loader); `npm run host-config` refreshes it from a build.
 */
import cspHashes from "./cspHashes.json";
import { outboxNames } from "./outboxNames";
import { site } from "./site";

export interface SecurityHeaderOptions {
  /**
   * How this build's quote form sends (PUBLIC_QUOTE_TRANSPORT): `emailjs` (the static hosts, the
   * default here) lets pages connect to EmailJS; `api` (the Cloudflare build) posts to the site's
   * own lead API, so the pages' policy names no EmailJS origin.
   */
  quoteTransport?: "api" | "emailjs";
  /** Origin the quote form posts to: EmailJS, or the local stand-in in tests. */
  emailjsOrigin?: string;
  /**
   * Ask browsers' HSTS preload list to include the domain. Only when the owner
   * opts in (HSTS_PRELOAD=true at build time): once listed, the domain and every
   * subdomain can only ever be reached over HTTPS, in every browser, and leaving
   * the list takes months.
   */
  hstsPreload?: boolean;
}

const quoted = (hashes: readonly string[]) => hashes.map((h) => `'${h}'`).join(" ");

export function contentSecurityPolicy({
  quoteTransport = "emailjs",
  emailjsOrigin = site.emailjs.origin,
}: SecurityHeaderOptions = {}): string {
  return [
    // Nothing is allowed that is not named below.
    "default-src 'none'",
    // Site search (Pagefind) runs WebAssembly, which needs 'wasm-unsafe-eval': it allows compiling
    // WebAssembly only, never eval or new Function on JavaScript ('unsafe-eval' stays off).
    `script-src 'self' 'wasm-unsafe-eval' ${quoted(cspHashes.scripts)}`,
    `style-src 'self' ${quoted(cspHashes.styles)}`,
    // blob: for the quote form's previews of the photos a visitor adds (made in the browser, never fetched).
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // The form posts to the lead API here, or to EmailJS on static hosts; analytics, where enabled, report
    // to this origin (Vercel's /_vercel/insights or PUBLIC_ANALYTICS_ENDPOINT).
    quoteTransport === "emailjs" ? `connect-src 'self' ${emailjsOrigin}` : "connect-src 'self'",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    // The quote form's outbox installs one same-origin service worker (/outbox-sw.js, Background Sync only).
    // Without this, workers fall back to script-src, which allows the same; named, it stays 'self' whatever script-src becomes.
    "worker-src 'self'",
  ].join("; ");
}

/** Path of the quote outbox's service worker (built by scripts/lib/outboxServiceWorker.ts). */
export const serviceWorkerPath = outboxNames.serviceWorkerPath;

/**
 * The policy of the service worker's own script, which governs what the worker
 * may do: post to the lead API on the site's own origin, and nothing else.
 */
export const serviceWorkerContentSecurityPolicy = () => "default-src 'none'; connect-src 'self'";

/**
 * The policy of the content editor at /admin (Sveltia CMS), which only the
 * owner opens. It allows exactly what the editor fetches, found by loading it
 * in Chromium and collecting violations (tests/e2e/cms.test.ts); the public
 * pages keep their stricter policy. Scripts still come only from the site
 * itself: the editor's bundle is served from /admin, not a CDN, and needs no
 * 'unsafe-eval'.
 *
 * Left out on purpose (the editor falls back or the feature is unused):
 * unpkg.com, where the editor looks for a newer version of itself, loads
 * translations other than US English, and lazily loads the code-highlighting
 * and map widgets this site does not use.
 */
export function adminContentSecurityPolicy(): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    // Svelte sets style attributes and injects its component styles at run time.
    "style-src 'self' 'unsafe-inline'",
    // Previews of picked and stored images are blob: and data: URLs; the signed-in user's avatar comes from GitHub.
    "img-src 'self' blob: data: https://avatars.githubusercontent.com",
    "media-src 'self' blob: data:",
    "font-src 'self'",
    // The GitHub REST and GraphQL APIs (content, commits, uploads) and GitHub's status page, which the editor checks.
    "connect-src 'self' blob: data: https://api.github.com https://www.githubstatus.com",
    "worker-src 'self' blob:",
    "frame-src 'self' blob:",
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    // The editor installs itself as an app with a web manifest it makes in the browser (a blob: URL).
    "manifest-src 'self' blob:",
  ].join("; ");
}

const headersWith = (csp: string, openerPolicy: string, hstsPreload = false): Record<string, string> => ({
  "Content-Security-Policy": csp,
  "Strict-Transport-Security": `max-age=63072000; includeSubDomains${hstsPreload ? "; preload" : ""}`,
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "X-Frame-Options": "DENY",
  "Cross-Origin-Opener-Policy": openerPolicy,
  "Permissions-Policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()",
});

/** Headers of the public pages and their files; other sites may not embed any of them. */
export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    ...headersWith(contentSecurityPolicy(options), "same-origin", options.hstsPreload),
    "Cross-Origin-Resource-Policy": "same-origin",
  };
}

/** Each page's social image (/og/*), which other sites fetch to show a preview. */
export const isSocialImagePath = (pathname: string) => pathname.startsWith("/og/");

/** The social images' headers: the public ones, except that any site may load them. */
export function socialImageHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return { ...securityHeaders(options), "Cross-Origin-Resource-Policy": "cross-origin" };
}

/** Paths of the content editor: the page and its script, config and chunks. */
export const isAdminPath = (pathname: string) => pathname === "/admin" || pathname.startsWith("/admin/");

/**
 * Headers of the content editor's responses (every path `isAdminPath` matches):
 * its own policy, kept out of search results, and a popup-friendly opener policy
 * so that signing in through a GitHub OAuth window can report back.
 */
export function adminSecurityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    ...headersWith(adminContentSecurityPolicy(), "same-origin-allow-popups", options.hstsPreload),
    "X-Robots-Tag": "noindex, nofollow",
  };
}

/**
 * Headers of the lead API's answers (the Worker's own responses, which a host's
 * `_headers` file does not reach): JSON that nothing may run, frame or cache.
 */
export function apiSecurityHeaders(): Record<string, string> {
  return {
    ...headersWith("default-src 'none'; frame-ancestors 'none'", "same-origin"),
    "Cross-Origin-Resource-Policy": "same-origin",
    "Cache-Control": "no-store",
  };
}

/**
 * Headers of the owner's inbox (/admin/leads), which the Worker renders: its
 * own stylesheet, forms and the leads' photos, no script at all, nothing
 * cached (private: not even by a shared cache), kept out of search and never sent as a referrer.
 */
export function inboxSecurityHeaders(): Record<string, string> {
  return {
    ...headersWith(
      "default-src 'none'; style-src 'self'; img-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      "same-origin",
    ),
    "Cross-Origin-Resource-Policy": "same-origin",
    "Cache-Control": "private, no-store",
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex, nofollow",
  };
}
