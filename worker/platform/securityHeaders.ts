/**
 * Every answer of the Worker gets the lead API's headers (src/config/security.ts's `apiSecurityHeaders`:
 * nosniff, HSTS, no framing, no caching, and a `default-src 'none'` policy) where its route set none of
 * its own: the calendar feed, the `.ics` files, the photos and the 404s included. A side's gate (the
 * owner's, the homeowner's) sets its pages' own policy first; this fills only what is missing.
 */
import { apiSecurityHeaders } from "../../src/config/security";
import { factory } from "./env";

export const baselineHeaders = factory.createMiddleware(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(apiSecurityHeaders())) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
});
