/**
 * Every answer under /request (a request's private page and its sections, the lookup): private,
 * never cached, never indexed, never sent as a referrer; a form only from this site's pages
 * (Hono's `csrf()`).
 */
import { every } from "hono/combine";
import { csrf } from "hono/csrf";
import { requestSecurityHeaders } from "../../src/config/security";
import { factory } from "./env";

const homeownerHeaders = factory.createMiddleware(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(requestSecurityHeaders())) c.res.headers.set(name, value);
});

export const homeownerGate = every(homeownerHeaders, csrf());
