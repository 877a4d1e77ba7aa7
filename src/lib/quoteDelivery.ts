/**
 * How the quote form delivers a request, picked at build time by
 * PUBLIC_QUOTE_TRANSPORT:
 * - `api` (the default, the Cloudflare build): posted to the site's lead API,
 *   which stores it, with any photos, and tells the owner; the EmailJS SDK and
 *   key are not shipped.
 * - `emailjs` (static hosts without the Worker): sent from the browser through
 *   EmailJS, as the specification describes; it carries no photos.
 * The build replaces the variable with its value, so the other branch and its
 * code are left out of the island.
 */
import { honeypotField } from "./honeypot";
import type { LeadSource } from "./leadSource";
import { upcomingVisitTimes } from "./londonTime";
import { postQuote } from "./postQuote";
import type { QuoteRequest } from "./quoteSchema";
import type { SendResult } from "./sendResult";

export const quoteTransport: "api" | "emailjs" =
  import.meta.env.PUBLIC_QUOTE_TRANSPORT === "emailjs" ? "emailjs" : "api";

/** Whether this build's form takes photos: only the lead API can receive them. */
export const acceptsPhotos = quoteTransport === "api";

/**
 * Whether this build has the request pages and their lookup (/request): only the Cloudflare build's Worker
 * serves them, so the static hosts' pages do not link there.
 */
export const hasRequestPages = quoteTransport === "api";

export interface DeliveryContext {
  submissionId: string;
  source: LeadSource;
  /** What a bot typed into the spam trap; people leave it empty. */
  trap: string;
  /** The visitor's photos, already scaled and re-encoded (lead API builds only). */
  photos?: readonly Blob[];
  /** The upload's progress, from 0 to 1, when photos go with the request. */
  onProgress?: (fraction: number) => void;
}

export async function deliverQuote(request: QuoteRequest, context: DeliveryContext): Promise<SendResult> {
  if (import.meta.env.PUBLIC_QUOTE_TRANSPORT === "emailjs") {
    // A filled trap means a bot: look successful, send nothing.
    if (context.trap) return { ok: true };
    // The business's settings load with the sender, so the outbox's sender (lib/outbox/sender.ts) carries them only here.
    const [{ sendQuote }, { site }] = await Promise.all([import("./sendQuote"), import("../config/site")]);
    // A request that waited in the outbox leaves out the visit days that have passed meanwhile.
    return sendQuote(
      { ...request, visitTimes: upcomingVisitTimes(request.visitTimes, new Date()) },
      site.emailjs,
      site.name,
    );
  }
  // The server checks the trap itself, and stores the request as spam.
  return postQuote(
    { ...request, submissionId: context.submissionId, source: context.source, [honeypotField]: context.trap },
    { photos: context.photos ?? [], ...(context.onProgress ? { onProgress: context.onProgress } : {}) },
  );
}
