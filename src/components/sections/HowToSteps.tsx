import { Lightbulb } from "lucide-react";

interface HowToStepsProps {
  steps: readonly { name: string; text: string; tip?: string | undefined }[];
  /** The words read out before each step's number ("Step") and printed before its tip ("Tip:"). */
  labels: { step: string; tip: string };
  /** Summary figures shown above the steps. */
  facts: readonly { label: string; value: string }[];
}

/** A numbered step guide with optional tips. */
export function HowToSteps({ steps, labels, facts }: HowToStepsProps) {
  return (
    <div>
      <dl className="flex flex-wrap gap-x-10 gap-y-3">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-sm text-muted">{fact.label}</dt>
            <dd className="font-display text-xl font-bold">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <ol className="mt-5 grid gap-x-10 gap-y-5 md:grid-cols-2">
        {steps.map((step, index) => (
          <li key={step.name} className="flex gap-4">
            <span
              aria-hidden="true"
              className="flex size-9 shrink-0 items-center justify-center rounded-full bg-brand font-display font-bold text-brand-ink"
            >
              {index + 1}
            </span>
            <div>
              <h3 className="text-lg leading-snug font-semibold">
                <span className="sr-only">
                  {labels.step} {index + 1}:{" "}
                </span>
                {step.name}
              </h3>
              <p className="mt-1 text-muted">{step.text}</p>
              {step.tip && (
                <p className="mt-2 flex gap-2 text-sm">
                  <Lightbulb aria-hidden="true" className="size-4 shrink-0 text-brand" />
                  <span>
                    <strong>{labels.tip}</strong> {step.tip}
                  </span>
                </p>
              )}
            </div>
          </li>
        ))}
      </ol>
    </div>
  );
}
