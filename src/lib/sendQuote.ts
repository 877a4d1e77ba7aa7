// Named imports keep sendForm and the SDK's other methods out of the island.
import { EmailJSResponseStatus, init, send } from "@emailjs/browser";
import type { QuoteRequest } from "./quoteSchema";

/** EmailJS template parameters (spec section 3). */
export interface QuoteTemplateParams extends Record<string, string> {
  from_name: string;
  from_email: string;
  phone: string;
  project_type: string;
  message: string;
  to_name: string;
}

/** Maps the form's values to the e-mail template's parameters. */
export function toTemplateParams(request: QuoteRequest, companyName: string): QuoteTemplateParams {
  return {
    from_name: `${request.firstName.trim()} ${request.lastName.trim()}`,
    from_email: request.email.trim(),
    phone: request.phone.trim(),
    project_type: request.projectType,
    message: request.projectDetails.trim(),
    to_name: companyName,
  };
}

export interface EmailJsSettings {
  serviceId: string;
  templateId: string;
  publicKey: string;
  origin: string;
}

/** Why a send failed: the provider said no, the network failed, or no answer came in time. */
export type SendFailure = "provider" | "network" | "timeout";

export type SendResult = { ok: true } | { ok: false; reason: SendFailure; status: number; message: string };

/** The spec's wait for the provider before the form offers other ways to reach us. */
export const DEFAULT_SEND_TIMEOUT_MS = 15_000;

/** A positive whole number of milliseconds from a build variable, else the spec's wait. */
export function sendTimeoutFrom(value: string | undefined): number {
  const ms = Number(value);
  return value && Number.isInteger(ms) && ms > 0 ? ms : DEFAULT_SEND_TIMEOUT_MS;
}

const env: Partial<Record<string, string>> = (import.meta as { env?: Record<string, string> }).env ?? {};

/**
 * How long the form waits for the provider. The build variable
 * PUBLIC_QUOTE_TIMEOUT_MS shortens it for the browser tests (scripts/test.sh);
 * production builds leave it unset.
 */
export const SEND_TIMEOUT_MS = sendTimeoutFrom(env.PUBLIC_QUOTE_TIMEOUT_MS);

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
