/** The outbox's names in the every-page check, replaced by the build (src/config/outboxNames.ts). */
declare const __OUTBOX_FLAG__: string;
declare const __OUTBOX_SENDER_GLOBAL__: string;

/** Build variables the site's code reads (Vite replaces them with their values at build time). */
interface ImportMetaEnv {
  /** `api` (default: post to the lead API) or `emailjs` (send from the browser); see lib/quoteDelivery.ts. */
  readonly PUBLIC_QUOTE_TRANSPORT?: "api" | "emailjs";
}
