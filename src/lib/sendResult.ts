/** What sending a quote request came to, whichever way it went: the lead API, EmailJS, or the outbox later. */
import type { FieldErrors } from "./leadRequest";
import type { SendFailure } from "./sendTimeout";

/** Not sent: why, the status the service answered (0 when none did), and its messages, per field where it gave them. */
export interface SendRefusal {
  ok: false;
  reason: SendFailure;
  status: number;
  message: string;
  errors?: FieldErrors;
}

/**
 * Sent, with the reference the lead API stored it under and the path of the request's private page,
 * `/request/<token>` (EmailJS gives neither).
 */
export type SendResult = { ok: true; reference?: string; requestPath?: string } | SendRefusal;
