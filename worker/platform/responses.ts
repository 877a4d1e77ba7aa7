/** The Worker's plain answers: JSON of the lead API (its security headers are middleware: api/quoteMiddleware.ts) and the pages' scripts. */
import type { FieldErrors } from "../../src/lib/leadRequest";

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...headers },
  });
}

/** A same-origin script of the Worker's pages, with its own policy (what it may reach). */
export const scriptResponse = (source: string, policy = "default-src 'none'") =>
  new Response(source, {
    headers: { "Content-Type": "text/javascript; charset=utf-8", "Content-Security-Policy": policy },
  });

/** A refusal with one message per field, which the form shows next to its fields. */
export const refuse = (status: number, errors: FieldErrors) => json(status, { ok: false, errors });
