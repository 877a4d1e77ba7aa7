/**
 * Which analytics the built site uses, from the build's environment:
 * - Vercel Web Analytics when the build runs on Vercel (Vercel sets `VERCEL`)
 *   or `PUBLIC_ANALYTICS=vercel`;
 * - a same-origin endpoint for events and web vitals when
 *   `PUBLIC_ANALYTICS_ENDPOINT=/path` (sent with `navigator.sendBeacon`).
 * Anywhere else nothing is loaded and nothing is sent.
 */
const env = typeof process === "undefined" ? {} : process.env;

const endpoint = env.PUBLIC_ANALYTICS_ENDPOINT ?? "";
if (endpoint && !/^\/[\w/-]*$/.test(endpoint)) {
  throw new Error(`PUBLIC_ANALYTICS_ENDPOINT must be a path on this site, like /api/events (got "${endpoint}")`);
}

export const analyticsBuild = {
  vercel: Boolean(env.VERCEL) || env.PUBLIC_ANALYTICS === "vercel",
  endpoint,
} as const;
