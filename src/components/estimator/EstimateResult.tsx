import { ArrowRight } from "lucide-react";
import { fillText, formatPounds, formatWeeks } from "../../config/format";
import { VAT_RATE, type Estimate } from "../../lib/estimate";
import type { EstimatorConfig } from "../../lib/estimatorTypes";

interface EstimateResultProps {
  result: Estimate;
  /** The fees, what each family leaves out and the wording. */
  config: Pick<EstimatorConfig, "fees" | "notIncluded" | "text">;
  /** The contact page with the estimate filled into the form. */
  quoteHref: string;
}

/** The estimate: the range with the VAT in it, the time, what is left out and the permissions to expect. */
export function EstimateResult({ result, config, quoteHref }: EstimateResultProps) {
  const { text } = config;
  return (
    <div className="grid content-start gap-5 rounded-card border-2 border-brand bg-raised p-5 sm:p-6">
      {/* Only the headline figures are announced as they change; the rest is read on demand. */}
      <div aria-live="polite" aria-atomic="true">
        <p className="font-display text-sm font-semibold tracking-wider text-brand uppercase">{text.resultHeading}</p>
        <p className="mt-1 font-display text-3xl font-extrabold sm:text-4xl" data-estimate-range>
          {formatPounds(result.low)} to {formatPounds(result.high)}
        </p>
        <p className="mt-1 font-semibold">{text.includingVat}</p>
        <p className="mt-1 text-muted">
          {fillText(text.resultLine, {
            job: result.job.label,
            size: result.size,
            finish: (result.finish?.label ?? "").toLowerCase(),
            weeks: formatWeeks(result.weeks),
          })}
        </p>
        {result.notes.map((note) => (
          <p key={note} className="mt-2 rounded-md bg-surface px-3 py-2 text-sm font-medium" data-estimate-note>
            {note}
          </p>
        ))}
      </div>

      <div>
        <h3 className="font-semibold">{text.included}</h3>
        <p className="mt-1 text-sm leading-6 text-muted">
          {fillText(text.includedText, {
            vatRate: VAT_RATE * 100,
            vatLow: formatPounds(result.vatLow),
            vatHigh: formatPounds(result.vatHigh),
          })}
        </p>
        <h3 className="mt-4 font-semibold">{text.notIncluded}</h3>
        <ul className="mt-1 grid gap-1 text-sm leading-6 text-muted">
          {(result.job.group === "roof" ? [] : config.fees).map((fee) => (
            <li key={fee.label}>{fillText(text.feeLine, fee)}</li>
          ))}
          {(config.notIncluded[result.job.group] ?? []).map((item) => (
            <li key={item}>{item}</li>
          ))}
          <li>{text.contingency}</li>
        </ul>
      </div>

      <div>
        <h3 className="font-semibold">{text.permissions}</h3>
        <ul className="mt-2 grid gap-2 text-sm leading-6">
          {result.permissions.map((permission) => (
            <li key={permission.name}>
              <a href={permission.href} className="font-semibold text-brand underline underline-offset-2">
                {permission.name}
              </a>
              : <span className="text-muted">{permission.status}</span>
            </li>
          ))}
        </ul>
      </div>

      <p className="border-t border-line pt-4 text-sm leading-6 text-muted">{text.disclaimer}</p>
      <a
        href={quoteHref}
        className="inline-flex min-h-12 items-center justify-center gap-2 rounded-control bg-brand px-6 py-3 text-lg font-semibold text-brand-ink no-underline hover:bg-brand/90"
        data-estimate-quote
      >
        {text.quoteLink}
        <ArrowRight aria-hidden="true" className="size-5" />
      </a>
    </div>
  );
}
