/**
 * Ways to reach the business that still work when the form cannot send:
 * each carries the visitor's request as plain text, so nothing is retyped.
 */
import { contact } from "../config/contact";
import { whatsAppHref } from "./contactLinks";
import { fullName } from "./fullName";
import type { QuoteRequest } from "./quoteSchema";
import { formatVisitTimes } from "./visitTimes";

/** The request as plain text, one field a line. */
export function requestAsText(request: QuoteRequest): string {
  const name = fullName(request);
  return [
    `Name: ${name}`,
    `Email: ${request.email}`,
    `Phone: ${request.phone}`,
    `Project type: ${request.projectType || "Not chosen"}`,
    ...(request.visitTimes.length ? [`Preferred site visit: ${formatVisitTimes(request.visitTimes)}`] : []),
    "",
    request.projectDetails,
  ].join("\n");
}

export interface FallbackLinks {
  call: string;
  email: string;
  whatsapp: string;
}

export function fallbackLinks(request: QuoteRequest): FallbackLinks {
  const subject = `Quote request${request.projectType ? `: ${request.projectType}` : ""}`;
  const body = requestAsText(request);
  return {
    call: `tel:${contact.phone.e164}`,
    email: `mailto:${contact.email}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`,
    whatsapp: whatsAppHref(`Hello, I'd like a free quote.\n\n${body}`),
  };
}
