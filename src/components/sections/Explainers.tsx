import type { ExplainerData } from "../../lib/explainers";
import { cardVariants } from "../ui/variants";

/** Shared explanations of the rules a page relies on, each with the sources it was checked against. */
export function Explainers({ explainers }: { explainers: readonly ExplainerData[] }) {
  return (
    <div className="grid max-w-3xl gap-5">
      {explainers.map((explainer) => (
        <div key={explainer.id} className={cardVariants()}>
          <h3 className="font-display text-lg font-semibold">{explainer.title}</h3>
          <p className="mt-2 leading-7">{explainer.text}</p>
          <ul className="mt-3 text-sm text-muted">
            {explainer.sources.map((source) => (
              <li key={source.citation}>
                Source: {source.citation} ({source.kind}, checked {source.checked})
              </li>
            ))}
          </ul>
        </div>
      ))}
    </div>
  );
}
