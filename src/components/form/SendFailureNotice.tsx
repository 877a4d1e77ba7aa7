import { Mail, MessageCircle, Phone } from "lucide-react";
import { useState } from "react";
import { contact } from "../../config/contact";
// Plain clsx: this ships in the form island, where tailwind-merge would add ~8 KB.
import { clsx as cn } from "clsx";
import { outboxCopy } from "../../lib/outbox/copy";
import { fallbackLinks } from "../../lib/quoteFallbacks";
import type { QuoteRequest } from "../../lib/quoteSchema";
import { fillText } from "../../config/format";
import { quoteFormText } from "../../config/quoteForm";
import { failureLine, type NoticeReason } from "../../lib/failureNotice";
import { quoteTransport } from "../../lib/quoteDelivery";
import { Button } from "../ui/Button";

interface SendFailureNoticeProps {
  reason: NoticeReason;
  /** The status the service answered with (0 when none did): a 429 and a 500 say different things. */
  status?: number;
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
export function SendFailureNotice({
  reason,
  status = 0,
  request,
  onSentAnotherWay,
  className,
}: SendFailureNoticeProps) {
  const links = fallbackLinks(request);
  const words = quoteFormText.failure;
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
      <p className="font-semibold">{queued ? outboxCopy.saved : failureLine(reason, status, quoteTransport, words)}</p>
      <p className="mt-1 text-sm">{queued ? outboxCopy.savedDetail : words.kept}</p>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
        <li>
          <a href={links.call} onClick={ask} className="inline-flex items-center gap-1.5 underline">
            <Phone aria-hidden="true" className="size-4" />
            {fillText(words.call, { phone: contact.phone.display })}
          </a>
        </li>
        <li>
          <a href={links.email} onClick={ask} className="inline-flex items-center gap-1.5 underline">
            <Mail aria-hidden="true" className="size-4" />
            {words.email}
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
            {words.whatsapp}
            <span className="sr-only"> (opens in a new tab)</span>
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
