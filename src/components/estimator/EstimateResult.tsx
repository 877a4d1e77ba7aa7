import { ArrowRight } from "lucide-react";
import { formatPounds, formatWeeks } from "../../config/format";
import { VAT_RATE, type Estimate } from "../../lib/estimate";

interface EstimateResultProps {
  result: Estimate;
  fees: readonly { label: string; value: string }[];
  /** The contact page with the estimate filled into the form. */
  quoteHref: string;
}

/** What each kind of job commonly adds once work starts, besides the fees. */
const extraExclusions: Record<Estimate["job"]["group"], string[]> = {
  extension: ["The kitchen, flooring and other finishes you choose yourself"],
  loft: ["Fitted furniture, flooring and decoration"],
  basement: ["Diverting drains or services found during the dig"],
  roof: ["Repairs to rotten timbers found once the old covering is off"],
};

/** The estimate: the range with the VAT in it, the time, what is left out and the permissions to expect. */
export function EstimateResult({ result, fees, quoteHref }: EstimateResultProps) {
  return (
    <div className="grid content-start gap-5 rounded-card border-2 border-brand bg-raised p-5 sm:p-6">
      {/* Only the headline figures are announced as they change; the rest is read on demand. */}
      <div aria-live="polite" aria-atomic="true">
        <p className="font-display text-sm font-semibold tracking-wider text-brand uppercase">Indicative estimate</p>
        <p className="mt-1 font-display text-3xl font-extrabold sm:text-4xl" data-estimate-range>
          {formatPounds(result.low)} to {formatPounds(result.high)}
        </p>
        <p className="mt-1 font-semibold">including VAT</p>
        <p className="mt-1 text-muted">
          {result.job.label}, about {result.size} m², {(result.finish?.label ?? "standard").toLowerCase()} finish.
          Typically {formatWeeks(result.weeks)} on site.
        </p>
        {result.notes.map((note) => (
          <p key={note} className="mt-2 rounded-md bg-surface px-3 py-2 text-sm font-medium" data-estimate-note>
            {note}
          </p>
        ))}
      </div>

      <div>
        <h3 className="font-semibold">Included</h3>
        <p className="mt-1 text-sm leading-6 text-muted">
          The building work, materials, labour and site costs, and VAT at {VAT_RATE * 100}% (about{" "}
          {formatPounds(result.vatLow)} to {formatPounds(result.vatHigh)} of the range).
        </p>
        <h3 className="mt-4 font-semibold">Not included</h3>
        <ul className="mt-1 grid gap-1 text-sm leading-6 text-muted">
          {(result.job.group === "roof" ? [] : fees).map((fee) => (
            <li key={fee.label}>
              {fee.label}: typically {fee.value}
            </li>
          ))}
          {extraExclusions[result.job.group].map((item) => (
            <li key={item}>{item}</li>
          ))}
          <li>A contingency of 10 to 15%, kept separate from the build budget</li>
        </ul>
      </div>

      <div>
        <h3 className="font-semibold">Permissions you are likely to need</h3>
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

      <p className="border-t border-line pt-4 text-sm leading-6 text-muted">
        This is an indicative range from our published prices, before anyone has seen your property. A survey and a
        written quote give the real figure.
      </p>
      <a
        href={quoteHref}
        className="inline-flex min-h-12 items-center justify-center gap-2 rounded-control bg-brand px-6 py-3 text-lg font-semibold text-brand-ink no-underline hover:bg-brand/90"
        data-estimate-quote
      >
        Get a quote for this
        <ArrowRight aria-hidden="true" className="size-5" />
      </a>
    </div>
  );
}
