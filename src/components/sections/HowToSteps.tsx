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
            <dt className="text-muted text-sm">{fact.label}</dt>
            <dd className="text-xl font-bold">{fact.value}</dd>
          </div>
        ))}
      </dl>
      <ol className="mt-8 grid gap-5 md:grid-cols-2">
        {steps.map((step, index) => (
          <li key={step.name} className="border-line bg-page rounded-lg border p-5">
            <p className="text-brand text-sm font-bold">Step {index + 1}</p>
            <h3 className="mt-1 text-lg font-semibold">{step.name}</h3>
            <p className="text-muted mt-2">{step.text}</p>
            {step.tip && (
              <p className="bg-surface mt-3 flex gap-2 rounded-md p-3 text-sm">
                <Lightbulb aria-hidden="true" className="text-brand size-4 shrink-0" />
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
