/**
 * Security headers for every response, from one source: the local server,
 * the tests, the host configs and the build (astro.config.ts) all read this file.
 */
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

/**
 * The public pages' directives that both parts of their policy state (below): what a page may load
 * besides its scripts and styles.
 */
const pageDirectives = ({ quoteTransport = "emailjs", emailjsOrigin = site.emailjs.origin }: SecurityHeaderOptions) =>
  [
    // blob: for the quote form's previews of the photos a visitor adds (made in the browser, never fetched).
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // The form posts to the lead API here, or to EmailJS on static hosts; analytics, where enabled, report
    // to this origin (Vercel's /_vercel/insights or PUBLIC_ANALYTICS_ENDPOINT).
    quoteTransport === "emailjs" ? (`connect-src 'self' ${emailjsOrigin}` as const) : ("connect-src 'self'" as const),
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
    // The quote form's outbox installs one same-origin service worker (/outbox-sw.js, Background Sync only).
    "worker-src 'self'",
  ] as const;

/**
 * The public pages' policy is written in two parts, which browsers enforce together (a resource must
 * pass both). Astro (`security.csp` in astro.config.ts) writes this part into each page's `<meta>`:
 * nothing is allowed that is not named, and `script-src` and `style-src` list the hashes of exactly
 * what that page inlines (the island loader, the font faces), so neither needs
 * 'unsafe-inline' and no list of hashes is kept by hand. Site search (Pagefind) runs WebAssembly,
 * which needs 'wasm-unsafe-eval': it allows compiling WebAssembly only, never eval or new Function.
 */
export const pageMetaPolicy = (options: SecurityHeaderOptions = {}) => ({
  directives: ["default-src 'none'", ...pageDirectives(options)] as const,
  scriptResources: ["'self'", "'wasm-unsafe-eval'"],
  styleResources: ["'self'"],
});

/**
 * The header part: what a `<meta>` policy cannot carry (`frame-ancestors`), and the same limits on
 * what may be loaded, for every file the host serves. It sets no `script-src` or `style-src`, which
 * would forbid the hashes only each page's `<meta>` lists; the site serves no file of its own that
 * runs script outside its pages (tests/build/site.test.ts checks its SVG files).
 */
export function contentSecurityPolicy(options: SecurityHeaderOptions = {}): string {
  return [...pageDirectives(options), "frame-ancestors 'none'"].join("; ");
}

/** Path of the quote outbox's service worker (built by scripts/lib/standaloneScripts.ts). */
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

/** Where the inbox's reply buttons hand off to (worker/leads/replyLinks.ts). */
const inboxHandOffs = "tel: mailto: https://wa.me https://api.whatsapp.com";

/**
 * Headers of the owner's inbox (/admin/leads), which the Worker renders: its
 * own stylesheet, forms and the leads' photos, no script at all, nothing
 * cached (private: not even by a shared cache), kept out of search and never sent as a referrer.
 */

export function inboxSecurityHeaders(): Record<string, string> {
  return {
    ...headersWith(
      // A form's redirect is checked against form-action too: the Call, WhatsApp and E-mail buttons post to
      // the inbox, which hands off with a 303 to tel:, wa.me (which redirects to api.whatsapp.com) or mailto:.
      `default-src 'none'; style-src 'self'; img-src 'self'; manifest-src 'self'; form-action 'self' ${inboxHandOffs}; frame-ancestors 'none'; base-uri 'none'`,
      "same-origin",
    ),
    "Cross-Origin-Resource-Policy": "same-origin",
    "Cache-Control": "private, no-store",
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex, nofollow",
  };
}

/**
 * Headers of a homeowner's private request page and the lookup of its link (/request, rendered by the
 * Worker: worker/request/): like the inbox, its own stylesheet and forms; of what the public pages allow,
 * only scripts from the site (the one that prepares photos), the previews' blob: images and the site's
 * face (one woff2 of the site's own, src/config/fonts.ts's `brandFontFilePath`); never stored
 * by any cache, kept out of search, and never sent as a referrer, since the address is the key.
 */
export function requestSecurityHeaders(): Record<string, string> {
  return {
    ...headersWith(
      "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob:; font-src 'self'; form-action 'self'; frame-ancestors 'none'; base-uri 'none'",
      "same-origin",
    ),
    "Cross-Origin-Resource-Policy": "same-origin",
    "Cache-Control": "no-store",
    "Referrer-Policy": "no-referrer",
    "X-Robots-Tag": "noindex, nofollow",
  };
}
