import emailjs, { EmailJSResponseStatus } from "@emailjs/browser";
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

export type SendResult = { ok: true } | { ok: false; status: number; message: string };

/**
 * Sends a quote request through EmailJS. Never throws: a non-ok answer or a
 * network failure comes back as `{ ok: false }` so the form can keep the input.
 */
export async function sendQuote(
  request: QuoteRequest,
  settings: EmailJsSettings,
  companyName: string,
): Promise<SendResult> {
  // Headless blocking and throttling stay off, as the spec's defaults.
  emailjs.init({ publicKey: settings.publicKey }, settings.origin);
  try {
    await emailjs.send(settings.serviceId, settings.templateId, toTemplateParams(request, companyName));
    return { ok: true };
  } catch (error) {
    if (error instanceof EmailJSResponseStatus) return { ok: false, status: error.status, message: error.text };
    return { ok: false, status: 0, message: error instanceof Error ? error.message : String(error) };
  }
}
