/**
 * Security headers for every response, from one source: the local server,
 * the tests and the host config (vercel.json) all read this function.
 * `cspHashes.json` lists the inline scripts and styles Astro writes (the
 * island loader); `npm run host-config` refreshes it from a build.
 */
import cspHashes from "./cspHashes.json";
import { site } from "./site";

export interface SecurityHeaderOptions {
  /** Origin the quote form posts to: EmailJS, or the local stand-in in tests. */
  emailjsOrigin?: string;
}

const quoted = (hashes: readonly string[]) => hashes.map((h) => `'${h}'`).join(" ");

export function contentSecurityPolicy({ emailjsOrigin = site.emailjs.origin }: SecurityHeaderOptions = {}): string {
  return [
    "default-src 'self'",
    `script-src 'self' ${quoted(cspHashes.scripts)}`,
    `style-src 'self' ${quoted(cspHashes.styles)}`,
    "img-src 'self' data:",
    "font-src 'self'",
    // The form posts to EmailJS; analytics report to the site's own /_vercel/insights.
    `connect-src 'self' ${emailjsOrigin}`,
    "frame-ancestors 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "manifest-src 'self'",
  ].join("; ");
}

export function securityHeaders(options: SecurityHeaderOptions = {}): Record<string, string> {
  return {
    "Content-Security-Policy": contentSecurityPolicy(options),
    "Strict-Transport-Security": "max-age=63072000; includeSubDomains; preload",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "strict-origin-when-cross-origin",
    "X-Frame-Options": "DENY",
    "Cross-Origin-Opener-Policy": "same-origin",
    "Permissions-Policy":
      "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), midi=(), payment=(), usb=()",
  };
}
