/**
 * Sends a quote request to the site's own lead API (`POST /api/quote`). Never
 * throws: a refusal, a server error, a network failure or no answer in time
 * comes back as `{ ok: false }`, with per-field messages when the server gave them.
 */
import type { FieldErrors, LeadRequestBody } from "./leadRequest";
import { SEND_TIMEOUT_MS, type SendFailure } from "./sendTimeout";

export type PostResult =
  | { ok: true; reference: string }
  | { ok: false; reason: SendFailure; status: number; message: string; errors?: FieldErrors };

export async function postQuote(
  body: LeadRequestBody,
  timeoutMs: number = SEND_TIMEOUT_MS,
  endpoint = "/api/quote",
): Promise<PostResult> {
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
    });
    const answer = (await response.json().catch(() => ({}))) as { reference?: unknown; errors?: FieldErrors };
    if (response.status === 201 && typeof answer.reference === "string") {
      return { ok: true, reference: answer.reference };
    }
    return {
      ok: false,
      reason: "provider",
      status: response.status,
      message: answer.errors?.form ?? `The server answered ${response.status}`,
      ...(answer.errors ? { errors: answer.errors } : {}),
    };
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
    return {
      ok: false,
      reason: timedOut ? "timeout" : "network",
      status: 0,
      message: error instanceof Error ? error.message : String(error),
    };
  }
}
