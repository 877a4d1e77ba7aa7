/**
 * How the outbox's sender tells a form on the page that its saved request went
 * (or was refused): a window event the form answers by setting `handled`, so
 * the page shows the form's own toast instead of the sender's.
 */
import type { SendRefusal } from "../sendResult";
import { outboxNames } from "../../config/outboxNames";

export const OUTBOX_SENT_EVENT = "quote-outbox-sent";
export const OUTBOX_REFUSED_EVENT = "quote-outbox-refused";

export interface OutboxSentDetail {
  formId: string;
  submissionId: string;
  reference?: string;
  /** The request's private page, `/request/<token>` (lead API only). */
  requestPath?: string;
  handled: boolean;
}

export interface OutboxRefusedDetail {
  formId: string;
  submissionId: string;
  delivery: SendRefusal;
  handled: boolean;
}

/** Announces an outcome; true when a form on the page dealt with it. */
export function announce(name: string, detail: OutboxSentDetail | OutboxRefusedDetail): boolean {
  window.dispatchEvent(new CustomEvent(name, { detail }));
  return detail.handled;
}

/** The global the every-page check calls once the sender has loaded (src/scripts/outboxCheck.ts). */
export const SENDER_GLOBAL = outboxNames.senderGlobal;
