import { ArrowRight, CircleCheck } from "lucide-react";
import { fillText } from "../../config/format";
import { quoteFormCopy } from "../../lib/quoteFormCopy";
import { requestPagePrefix } from "../../lib/requestLink";

interface SentPanelProps {
  reference: string;
  /** The request's private page, `/request/<token>`, from the lead API's answer. */
  requestPath: string;
  className?: string;
}

/**
 * After Send on the Cloudflare build: the reference, a link to the request's own page, which stays
 * beside the form when the toast has gone (the spec's toast is unchanged), and the way back to it
 * without the link (the lookup at /request).
 */
export function SentPanel({ reference, requestPath, className = "" }: SentPanelProps) {
  const copy = quoteFormCopy.sentPanel;
  return (
    <div role="status" data-sent-panel className={`rounded-lg border-2 border-line bg-surface p-4 ${className}`}>
      <p className="flex items-center gap-2 font-semibold">
        <CircleCheck aria-hidden="true" className="size-5 shrink-0 text-brand" />
        {copy.title}
      </p>
      <p className="mt-1 text-sm">
        {fillText(copy.reference, { reference })} {copy.hint}
      </p>
      <a
        href={requestPath}
        rel="noreferrer"
        className="mt-2 inline-flex min-h-11 items-center gap-1.5 font-semibold text-brand underline underline-offset-2"
      >
        {copy.link}
        <ArrowRight aria-hidden="true" className="size-4" />
      </a>
      <p className="mt-1 text-sm">
        <a href={requestPagePrefix} className="inline-flex min-h-11 items-center underline underline-offset-2">
          {copy.lookup}
        </a>
      </p>
    </div>
  );
}
