/**
 * The first line of the notice beside the form when a send fails: what went wrong, in the visitor's
 * words (quote-form.json's `failure`). Only the static hosts' build sends through the e-mail service,
 * so only there does a refusal say so; the lead API's refusals say what its status means.
 */
import type { QuoteFormText } from "../content/schemas/quoteForm";
import type { SendFailure } from "./sendTimeout";

/** Why the form shows the notice: a failed send, the browser offline, or the request kept in the outbox. */
export type NoticeReason = SendFailure | "offline" | "queued";

/** The first line for a failure (not for "queued", which the outbox's words say). */
export function failureLine(
  reason: Exclude<NoticeReason, "queued">,
  status: number,
  transport: "api" | "emailjs",
  words: QuoteFormText["failure"],
): string {
  if (reason !== "provider") return words[reason];
  if (transport === "emailjs") return words.emailService;
  if (status === 429) return words.rateLimited;
  if (status === 413) return words.tooLarge;
  if (status >= 500) return words.server;
  return words.refused;
}
