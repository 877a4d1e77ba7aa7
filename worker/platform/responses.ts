/** JSON answers of the lead API (its security headers are middleware: api/quoteMiddleware.ts). */
import type { FieldErrors } from "../../src/lib/leadRequest";

export function json(status: number, body: unknown, headers: Record<string, string> = {}): Response {
  return new Response(JSON.stringify(body), {
    status,
    headers: { "Content-Type": "application/json; charset=utf-8", ...headers },
  });
}

/** A refusal with one message per field, which the form shows next to its fields. */
export const refuse = (status: number, errors: FieldErrors) => json(status, { ok: false, errors });
