import { Mail, MessageCircle, Phone } from "lucide-react";
import { useState } from "react";
import { contact } from "../../config/contact";
// Plain clsx: this ships in the form island, where tailwind-merge would add ~8 KB.
import { clsx as cn } from "clsx";
import { outboxCopy } from "../../lib/outbox/copy";
import { fallbackLinks } from "../../lib/quoteFallbacks";
import type { QuoteRequest } from "../../lib/quoteSchema";
import type { SendFailure } from "../../lib/sendQuote";
import { Button } from "../ui/Button";

/** Why the form shows this: a failed send, the browser offline, or the request kept in the outbox. */
export type NoticeReason = SendFailure | "offline" | "queued";

const explanations: Record<NoticeReason, string> = {
  offline: "You appear to be offline, so your request has not been sent.",
  provider: "Our e-mail service did not accept your request.",
  network: "Your request could not reach us because of a connection problem.",
  timeout: "Sending took too long, so we stopped waiting.",
  queued: outboxCopy.saved,
};

interface SendFailureNoticeProps {
  reason: NoticeReason;
  /** What the visitor typed: carried into the e-mail and WhatsApp links. */
  request: QuoteRequest;
  /** The visitor says they sent the request by phone, e-mail or WhatsApp: the form clears. */
  onSentAnotherWay?: () => void;
  className?: string;
}

/**
 * Shown beside the form when a send fails, or when the request waits on the
 * device: the input is kept, and three other ways still work. After one of
 * them is used the notice asks whether the request went, since tapping a
 * link is not sending; only a yes clears the form.
 */
export function SendFailureNotice({ reason, request, onSentAnotherWay, className }: SendFailureNoticeProps) {
  const links = fallbackLinks(request);
  const [asking, setAsking] = useState(false);
  const ask = () => setAsking(true);
  const queued = reason === "queued";
  return (
    <div
      role="alert"
      data-send-failure={reason}
      className={cn(
        "rounded-lg border-2 p-4",
        queued ? "border-line bg-surface" : "border-danger bg-danger-soft",
        className,
      )}
    >
      <p className="font-semibold">{explanations[reason]}</p>
      <p className="mt-1 text-sm">
        {queued
          ? outboxCopy.savedDetail
          : "Everything you typed is still here and saved on this device. Try again, or reach us another way:"}
      </p>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
        <li>
          <a href={links.call} onClick={ask} className="inline-flex items-center gap-1.5 underline">
            <Phone aria-hidden="true" className="size-4" />
            Call {contact.phone.display}
          </a>
        </li>
        <li>
          <a href={links.email} onClick={ask} className="inline-flex items-center gap-1.5 underline">
            <Mail aria-hidden="true" className="size-4" />
            E-mail your request
          </a>
        </li>
        <li>
          <a
            href={links.whatsapp}
            onClick={ask}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 underline"
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            Send it on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
      {asking && onSentAnotherWay && (
        <div role="group" aria-label={outboxCopy.didYouSend} className="mt-4 border-t border-line pt-3">
          <p className="font-semibold">{outboxCopy.didYouSend}</p>
          <p className="mt-1 text-sm">{outboxCopy.didYouSendDetail}</p>
          <div className="mt-3 flex flex-wrap gap-3">
            <Button variant="secondary" size="sm" onClick={onSentAnotherWay}>
              {outboxCopy.sentYes}
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setAsking(false)}>
              {outboxCopy.sentNo}
            </Button>
          </div>
        </div>
      )}
    </div>
  );
}
