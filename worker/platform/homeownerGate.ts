/**
 * Every answer under /request (a request's private page and its sections, the lookup): private,
 * never cached, never indexed, never sent as a referrer; a form only from this site's pages
 * (Hono's `csrf()`), and no larger than a form of these pages can be (the photos' route has its own
 * limit, their size), refused before it is read.
 */
import { every } from "hono/combine";
import { bodyLimit } from "hono/body-limit";
import { csrf } from "hono/csrf";
import { requestSecurityHeaders } from "../../src/config/security";
import { factory } from "./env";

const homeownerHeaders = factory.createMiddleware(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(requestSecurityHeaders())) c.res.headers.set(name, value);
});

/** A form of these pages: a note at its longest, as UTF-8 and URL-encoded, with room to spare. */
export const formBytes = 64 * 1024;

const formLimit = factory.createMiddleware((c, next) =>
  c.req.method === "POST" && !c.req.path.endsWith("/photos")
    ? bodyLimit({ maxSize: formBytes, onError: (c) => c.text("Too large for this form.", 413) })(c, next)
    : next(),
);

export const homeownerGate = every(homeownerHeaders, csrf(), formLimit);
