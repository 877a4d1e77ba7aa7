import { Mail, MessageCircle, Phone } from "lucide-react";
import { site } from "../../config/site";
// Plain clsx: this ships in the form island, where tailwind-merge would add ~8 KB.
import { clsx as cn } from "clsx";
import { fallbackLinks } from "../../lib/quoteFallbacks";
import type { QuoteRequest } from "../../lib/quoteSchema";
import type { SendFailure } from "../../lib/sendQuote";

const explanations: Record<SendFailure | "offline", string> = {
  offline: "You appear to be offline, so your request has not been sent.",
  provider: "Our e-mail service did not accept your request.",
  network: "Your request could not reach us because of a connection problem.",
  timeout: "Sending took too long, so we stopped waiting.",
};

interface SendFailureNoticeProps {
  reason: SendFailure | "offline";
  /** What the visitor typed: carried into the e-mail and WhatsApp links. */
  request: QuoteRequest;
  className?: string;
}

/** Shown beside the form when a send fails: the input is kept, and three other ways still work. */
export function SendFailureNotice({ reason, request, className }: SendFailureNoticeProps) {
  const links = fallbackLinks(request);
  return (
    <div
      role="alert"
      data-send-failure={reason}
      className={cn("rounded-lg border-2 border-danger bg-danger-soft p-4", className)}
    >
      <p className="font-semibold">{explanations[reason]}</p>
      <p className="mt-1 text-sm">
        Everything you typed is still here and saved on this device. Try again, or reach us another way:
      </p>
      <ul className="mt-3 flex flex-wrap gap-x-6 gap-y-2 text-sm font-semibold">
        <li>
          <a href={links.call} className="inline-flex items-center gap-1.5 underline">
            <Phone aria-hidden="true" className="size-4" />
            Call {site.phone.display}
          </a>
        </li>
        <li>
          <a href={links.email} className="inline-flex items-center gap-1.5 underline">
            <Mail aria-hidden="true" className="size-4" />
            E-mail your request
          </a>
        </li>
        <li>
          <a
            href={links.whatsapp}
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1.5 underline"
          >
            <MessageCircle aria-hidden="true" className="size-4" />
            Send it on WhatsApp<span className="sr-only"> (opens in a new tab)</span>
          </a>
        </li>
      </ul>
    </div>
  );
}
