/**
 * The quote form's words: its labels, placeholder and hints from the owner's
 * data (quote-form.json), the few words that are the form's workings, and the
 * spec's toasts (SPEC sections 5 and 8; the field messages are in
 * quoteSchema.ts). The form renders these; it writes none of its own.
 */
import { contact } from "../config/contact";
import { quoteFormText } from "../config/quoteForm";
import { whatsAppHref } from "./contactLinks";
import { outboxCopy } from "./outbox/copy";
import { fullName } from "./fullName";
import type { QuoteRequest } from "./quoteSchema";

export const quoteFormCopy = {
  ...quoteFormText,
  /** The spam trap's label, which only bots read. */
  trapLabel: "Leave this field empty",
  uploading: "Uploading photos:",
  /** The button while sending (SPEC section 5). */
  sending: "Sending...",
} as const;

/** The spec's success toast, with the reference the lead API stored the request under. */
export const successToast = (reference?: string) => ({
  title: outboxCopy.sentTitle,
  description:
    `We'll get back to you within ${contact.promises.responseHours} hours with your free quote.` +
    (reference ? ` Your reference is ${reference}.` : ""),
});

/** The spec's failure toast. */
export const failureToast = {
  title: outboxCopy.refusedTitle,
  description: `Please try again or call us directly at ${contact.phone.display}.`,
};

/**
 * On a static host the form cannot carry photos, so the success toast offers
 * WhatsApp for them, with the visitor's name and the date to match them up.
 */
export const photosByWhatsApp = (request: QuoteRequest, now = new Date()) => {
  const today = new Intl.DateTimeFormat("en-GB", { dateStyle: "long", timeZone: "Europe/London" }).format(now);
  const name = fullName(request);
  return {
    label: "Send us photos on WhatsApp",
    href: whatsAppHref(`Hello, this is ${name}. Here are photos for the quote request I sent on ${today}.`),
  };
};
