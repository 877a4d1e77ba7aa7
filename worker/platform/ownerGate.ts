/**
 * Every answer under /admin/leads (the inbox, the app, the visits' owner routes): opened only
 * through Cloudflare Access (access.ts), a form only from the app's own pages (Hono's `csrf()`),
 * and the owner's security policy (never cached, never indexed) on every answer that set none.
 */
import { every } from "hono/combine";
import { csrf } from "hono/csrf";
import { inboxSecurityHeaders } from "../../src/config/security";
import { closedPage } from "../html/ownerPage";
import { isLoopback, mayOpenInbox, missingAccessSettings } from "./access";
import { factory } from "./env";

const plainForbidden = () =>
  new Response("Forbidden", { status: 403, headers: { "Content-Type": "text/plain; charset=utf-8" } });

// A route with a policy of its own (the app's scripts, the settings page) keeps it.
const ownerHeaders = factory.createMiddleware(async (c, next) => {
  await next();
  for (const [name, value] of Object.entries(inboxSecurityHeaders())) {
    if (!c.res.headers.has(name)) c.res.headers.set(name, value);
  }
});

// Without its Access settings the app is closed; the page naming them shows on loopback only
// (`npm start`), and the log names them wherever the Worker runs.
const ownerAccess = factory.createMiddleware(async (c, next) => {
  if (await mayOpenInbox(c.req.raw, c.env)) return next();
  const missing = missingAccessSettings(c.env);
  if (missing.length === 0) return plainForbidden();
  console.error(`The owner's app is closed: the Access settings ${missing.join(" and ")} are not set (docs/deploy.md)`);
  return isLoopback(c.req.raw) ? c.html(closedPage(missing), 403) : plainForbidden();
});

export const ownerGate = every(ownerHeaders, ownerAccess, csrf());
