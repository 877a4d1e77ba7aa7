// Named imports keep sendForm and the SDK's other methods out of the island.
import { EmailJSResponseStatus, init, send } from "@emailjs/browser";
import type { QuoteRequest } from "./quoteSchema";
import type { SendResult } from "./sendResult";
import { SEND_TIMEOUT_MS } from "./sendTimeout";
import { toTemplateParams } from "./templateParams";

export { DEFAULT_SEND_TIMEOUT_MS, SEND_TIMEOUT_MS, sendTimeoutFrom, type SendFailure } from "./sendTimeout";

export { toTemplateParams, type QuoteTemplateParams } from "./templateParams";

export interface EmailJsSettings {
  serviceId: string;
  templateId: string;
  publicKey: string;
  origin: string;
}

export type { SendResult } from "./sendResult";

/**
 * Sends a quote request through EmailJS. Never throws: a non-ok answer or a
 * network failure comes back as `{ ok: false }` so the form can keep the input.
 */
export async function sendQuote(
  request: QuoteRequest,
  settings: EmailJsSettings,
  companyName: string,
  timeoutMs: number = SEND_TIMEOUT_MS,
): Promise<SendResult> {
  // Headless blocking and throttling stay off, as the spec's defaults.
  init({ publicKey: settings.publicKey }, settings.origin);
  const sending = send(settings.serviceId, settings.templateId, toTemplateParams(request, companyName))
    .then((): SendResult => ({ ok: true }))
    .catch((error: unknown): SendResult => {
      if (error instanceof EmailJSResponseStatus) {
        // EmailJS reports a failed fetch as status 0.
        return { ok: false, reason: error.status ? "provider" : "network", status: error.status, message: error.text };
      }
      return {
        ok: false,
        reason: "network",
        status: 0,
        message: error instanceof Error ? error.message : String(error),
      };
    });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<SendResult>((resolve) => {
    timer = setTimeout(() => {
      resolve({ ok: false, reason: "timeout", status: 0, message: `No answer within ${timeoutMs} ms` });
    }, timeoutMs);
  });
  try {
    return await Promise.race([sending, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
