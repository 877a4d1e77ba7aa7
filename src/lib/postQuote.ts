/**
 * Sends a quote request to the site's own lead API (`POST /api/quote`). Never
 * throws: a refusal, a server error, a network failure or no answer in time
 * comes back as `{ ok: false }`, with per-field messages when the server gave them.
 *
 * Without photos the body is JSON, sent with fetch. With photos it is
 * multipart (`leadRequestBody`), sent from a page with XMLHttpRequest, the one
 * browser API that reports upload progress, and from the outbox's service
 * worker with fetch. Pages and the service worker send through this one module.
 */
import type { FieldErrors, LeadRequestBody } from "./leadRequest";
import { upcomingVisitTimes } from "./londonTime";
import { multipartParts } from "./photoLimits";
import { requestPagePrefix } from "./requestLink";
import type { SendResult } from "./sendResult";
import { SEND_TIMEOUT_MS, type SendFailure } from "./sendTimeout";

const quoteEndpoint = "/api/quote";

/** What the form (or the outbox's service worker) posts: JSON alone, or JSON and photos as multipart. */
export function leadRequestBody(
  body: LeadRequestBody,
  photos: readonly Blob[] = [],
): { body: string | FormData; headers: Record<string, string> } {
  // A request that waited in the outbox leaves out the visit days that have passed meanwhile (the API refuses them).
  const json = JSON.stringify({ ...body, visitTimes: upcomingVisitTimes(body.visitTimes, new Date()) });
  if (!photos.length) return { body: json, headers: { "Content-Type": "application/json" } };
  const form = new FormData();
  form.append(multipartParts.lead, json);
  photos.forEach((photo, index) => form.append(multipartParts.photo, photo, `photo-${index + 1}.jpg`));
  // The browser writes the multipart Content-Type, with its boundary.
  return { body: form, headers: {} };
}

/** The API's answer, read the same way whichever API sent the request. */
export function readAnswer(status: number, text: string): SendResult {
  let answer: { reference?: unknown; requestPath?: unknown; errors?: FieldErrors } = {};
  try {
    answer = JSON.parse(text) as typeof answer;
  } catch {
    // Not JSON (a proxy's error page): the status says enough.
  }
  if (status === 201 && typeof answer.reference === "string") {
    const { requestPath } = answer;
    // Only a path of the request pages is taken as the link, never an address elsewhere.
    const link = typeof requestPath === "string" && requestPath.startsWith(`${requestPagePrefix}/`) ? requestPath : "";
    return { ok: true, reference: answer.reference, ...(link ? { requestPath: link } : {}) };
  }
  return {
    ok: false,
    reason: "provider",
    status,
    message: answer.errors?.form ?? `The server answered ${status}`,
    ...(answer.errors ? { errors: answer.errors } : {}),
  };
}

const failed = (reason: SendFailure, message: string): SendResult => ({ ok: false, reason, status: 0, message });

export interface PostOptions {
  photos?: readonly Blob[];
  /** Called with the share of the upload sent so far, from 0 to 1 (only when there are photos). */
  onProgress?: (fraction: number) => void;
  /** How long to wait for an answer; `0` waits as long as the browser does (the service worker's sync). */
  timeoutMs?: number;
  endpoint?: string;
}

export async function postQuote(body: LeadRequestBody, options: PostOptions = {}): Promise<SendResult> {
  const { photos = [], onProgress, timeoutMs = SEND_TIMEOUT_MS, endpoint = quoteEndpoint } = options;
  const request = leadRequestBody(body, photos);
  // A page uploads photos with progress; a service worker, which has no XMLHttpRequest, with fetch.
  if (photos.length && typeof XMLHttpRequest !== "undefined")
    return postWithProgress(endpoint, request.body, timeoutMs, onProgress);
  try {
    const response = await fetch(endpoint, {
      method: "POST",
      headers: request.headers,
      body: request.body,
      ...(timeoutMs > 0 ? { signal: AbortSignal.timeout(timeoutMs) } : {}),
    });
    return readAnswer(response.status, await response.text().catch(() => ""));
  } catch (error) {
    const timedOut = error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError");
    return failed(timedOut ? "timeout" : "network", error instanceof Error ? error.message : String(error));
  }
}

/**
 * A multipart upload with progress. "No answer in time" here means nothing
 * moved for `timeoutMs`: a slow connection still sending photos is not timed
 * out, a stalled one is.
 */
function postWithProgress(
  endpoint: string,
  body: string | FormData,
  timeoutMs: number,
  onProgress?: (fraction: number) => void,
): Promise<SendResult> {
  return new Promise((resolve) => {
    const xhr = new XMLHttpRequest();
    let timer: ReturnType<typeof setTimeout> | undefined;
    const settle = (result: SendResult) => {
      clearTimeout(timer);
      resolve(result);
    };
    const waitAgain = () => {
      clearTimeout(timer);
      timer = setTimeout(() => {
        xhr.abort();
        settle(failed("timeout", `Nothing moved for ${timeoutMs} ms`));
      }, timeoutMs);
    };
    xhr.upload.addEventListener("progress", (event) => {
      waitAgain();
      if (event.lengthComputable && event.total) onProgress?.(event.loaded / event.total);
    });
    xhr.upload.addEventListener("load", () => {
      waitAgain();
      onProgress?.(1);
    });
    xhr.addEventListener("load", () => settle(readAnswer(xhr.status, xhr.responseText)));
    xhr.addEventListener("error", () => settle(failed("network", "The upload failed")));
    xhr.open("POST", endpoint);
    waitAgain();
    xhr.send(body);
  });
}
