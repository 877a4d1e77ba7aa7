/**
 * `POST /api/quote`: checks what the server cannot take on trust, stores the
 * lead, answers 201 with its reference once the row is committed, and then
 * tells the owner (the scheduled run retries what fails).
 */
import type { Context } from "hono";
import { site } from "../../src/config/site";
import { maxBodyBytes, readLeadRequest } from "../../src/lib/leadRequest";
import type { WorkerEnv } from "../env";
import { findBySubmission, storeLead, type StoredLead } from "../lib/leads";
import { notifyLead } from "../lib/notify";
import { rateLimitFrom, withinLimit } from "../lib/rateLimit";
import { json, refuse } from "../lib/responses";

const accepted = (lead: StoredLead) => json(201, { ok: true, reference: lead.reference });

/** The request's body as text, or undefined once it grows past the limit (whatever Content-Length said). */
async function readLimited(request: Request): Promise<string | undefined> {
  if (!request.body) return "";
  // The Workers types leave the body stream untyped; a request body is bytes.
  const reader = (request.body as ReadableStream<Uint8Array>).getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const next: ReadableStreamReadResult<Uint8Array> = await reader.read();
    if (next.done) break;
    const { value } = next;
    size += value.byteLength;
    if (size > maxBodyBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return new TextDecoder("utf-8", { fatal: true, ignoreBOM: false }).decode(bytes);
}

export async function postQuote(c: Context<{ Bindings: WorkerEnv }>): Promise<Response> {
  const request = c.req.raw;
  // Same origin only: no CORS, and a form on another site cannot post here.
  if (request.headers.get("Origin") !== new URL(request.url).origin) {
    return refuse(403, { form: "Quote requests are accepted from this site's own pages only." });
  }
  const type = (request.headers.get("Content-Type") ?? "").split(";")[0]?.trim().toLowerCase();
  if (type !== "application/json") return refuse(415, { form: "Send the request as JSON." });
  if (Number(request.headers.get("Content-Length") ?? 0) > maxBodyBytes) {
    return refuse(413, { form: "The request is too large." });
  }
  let text: string | undefined;
  try {
    text = await readLimited(request);
  } catch {
    return refuse(400, { form: "The request is not valid UTF-8." });
  }
  if (text === undefined) return refuse(413, { form: "The request is too large." });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return refuse(400, { form: "The request is not valid JSON." });
  }
  const read = readLeadRequest(body);
  if (!read.ok) return refuse(400, read.errors);
  const { lead } = read;

  // A retry, a double click or a reload mid-send: the first answer again.
  const earlier = await findBySubmission(c.env.DB, lead.submissionId);
  if (earlier) return accepted(earlier);

  const now = Date.now();
  const address = request.headers.get("CF-Connecting-IP") ?? "local";
  if (!(await withinLimit(c.env.DB, rateLimitFrom(c.env), address, c.env.RATE_LIMIT_SALT ?? "", now))) {
    return refuse(429, {
      form: `Too many requests from your connection. Please call us on ${site.phone.display} instead.`,
    });
  }
  const stored = await storeLead(c.env.DB, lead, new Date(now));
  // The answer goes now; telling the owner carries on after it (and a failure is retried by the schedule).
  if (!lead.spam) c.executionCtx.waitUntil(notifyLead(c.env, stored.id));
  return accepted(stored);
}
