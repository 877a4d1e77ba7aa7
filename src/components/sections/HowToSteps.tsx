import { Lightbulb } from "lucide-react";

interface HowToStepsProps {
  steps: readonly { name: string; text: string; tip?: string }[];
  /** Summary figures shown above the steps. */
  facts: readonly { label: string; value: string }[];
}

/** A numbered step guide with optional tips. */
export function HowToSteps({ steps, facts }: HowToStepsProps) {
  return (
    <div>
      <dl className="flex flex-wrap gap-x-10 gap-y-3">
        {facts.map((fact) => (
          <div key={fact.label}>
            <dt className="text-sm text-muted">{fact.label}</dt>
            <dd className="text-xl font-bold">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <ol className="mt-8 grid gap-5 md:grid-cols-2">
        {steps.map((step, index) => (
          <li key={step.name} className="rounded-lg border border-line bg-page p-5">
            <p className="text-sm font-bold text-brand">Step {index + 1}</p>
            <h3 className="mt-1 text-lg font-semibold">{step.name}</h3>
            <p className="mt-2 text-muted">{step.text}</p>
            {step.tip && (
              <p className="mt-3 flex gap-2 rounded-md bg-surface p-3 text-sm">
                <Lightbulb aria-hidden="true" className="size-4 shrink-0 text-brand" />
                <span>
                  <strong>Tip:</strong> {step.tip}
                </span>
              </p>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
