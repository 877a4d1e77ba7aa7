/**
 * The shared explanations a page lists under `explainers:` in its front
 * matter, with their text's tokens filled in and the sources of the rules
 * they rely on, ready for the ContentPage template. One text in
 * src/content/site/rules.json serves every page that lists it.
 */
import { citation, explainerById, ruleByToken } from "../config/rules";
import { fillFacts } from "./facts";

export interface ExplainerData {
  id: string;
  title: string;
  text: string;
  /** The sources the text relies on, each with its kind and when it was checked. */
  sources: { citation: string; kind: string; checked: string }[];
}

const monthYear = new Intl.DateTimeFormat("en-GB", { month: "long", year: "numeric", timeZone: "UTC" });

/** Ids that name no explanation in rules.json. */
export const unknownExplainers = (ids: readonly string[]) => ids.filter((id) => !explainerById(id));

/** The explanations with these ids, in order; throws on an unknown id so the build names it. */
export function explainersFor(ids: readonly string[], where = "A page"): ExplainerData[] {
  return ids.map((id) => {
    const explainer = explainerById(id);
    if (!explainer) throw new Error(`${where} lists explainer "${id}", which is not in src/content/site/rules.json`);
    const sources = explainer.rules.flatMap((token) => {
      const rule = ruleByToken(token);
      return rule
        ? [
            {
              citation: citation(rule),
              kind: rule.kind,
              checked: monthYear.format(new Date(`${rule.checked}T12:00:00Z`)),
            },
          ]
        : [];
    });
    // Two rules from one clause are cited once.
    const unique = sources.filter((s, i) => sources.findIndex((t) => t.citation === s.citation) === i);
    return { id, title: fillFacts(explainer.title), text: fillFacts(explainer.text), sources: unique };
  });
}
