/**
 * The rules pages restate, read from `src/content/site/rules.json` (edited in
 * the CMS): each rule's value, what kind of rule it is, its source and clause
 * and when it was last checked; and the shared explanations that pages
 * include by id. Copy prints a rule's value through its `{token}`.
 */
import rulesData from "../content/site/rules.json";
import { rulesSchema, type RulesData } from "../content/schemas/rules";
import { parseData } from "./parseData";
import { sourceById, type Source } from "./sources";

export type Rule = RulesData["rules"][number];
export type Explainer = RulesData["explainers"][number];

/** The rules file, checked: tokens unique, and every explainer's rules on file. */
function checkRules(data: RulesData): string[] {
  const problems: string[] = [];
  const tokens = new Set<string>();
  for (const rule of data.rules) {
    if (tokens.has(rule.token)) problems.push(`rule {${rule.token}} appears twice`);
    tokens.add(rule.token);
    for (const id of rule.sources) {
      if (!sourceById(id)) problems.push(`rule {${rule.token}} cites source ${id}, which is not in sources.json`);
    }
    if (rule.kind === "trade practice" ? !rule.basis : !rule.sources.length)
      problems.push(
        rule.kind === "trade practice"
          ? `rule {${rule.token}} is trade practice: say what it rests on (basis)`
          : `rule {${rule.token}} cites no source: name one from sources.json`,
      );
  }
  const ids = new Set<string>();
  for (const explainer of data.explainers) {
    if (ids.has(explainer.id)) problems.push(`explainer ${explainer.id} appears twice`);
    ids.add(explainer.id);
    for (const token of explainer.rules) {
      if (!tokens.has(token)) problems.push(`explainer ${explainer.id} relies on {${token}}, which is not a rule`);
    }
  }
  return problems;
}

const rulesFile = parseData(rulesSchema, rulesData, "rules.json");
const problems = checkRules(rulesFile);
if (problems.length) throw new Error(`src/content/site/rules.json is not valid:\n  ${problems.join("\n  ")}`);

export const rules: readonly Rule[] = rulesFile.rules;
export const explainers: readonly Explainer[] = rulesFile.explainers;

/** The token that prints a rule's short wording: `{windowUValueShort}`. */
export const shortToken = (token: string) => `${token}Short`;

/** Every rule's value by its `{token}` name, and its short wording by `{tokenShort}`. */
export const ruleTokens: Readonly<Record<string, string>> = Object.fromEntries(
  rules.flatMap((r) => [
    [r.token, r.value],
    [shortToken(r.token), r.short],
  ]),
);

/** The rule behind a token, if it is one. */
export const ruleByToken = (token: string): Rule | undefined => rules.find((r) => r.token === token);

/** The shared explanation with this id, if there is one. */
export const explainerById = (id: string): Explainer | undefined => explainers.find((e) => e.id === id);

/** The sources a rule cites, from sources.json. */
export const sourcesOf = (rule: Pick<Rule, "sources">): Source[] =>
  rule.sources.flatMap((id) => {
    const source = sourceById(id);
    return source ? [source] : [];
  });

/** What a rule rests on, by name: its sources' titles, or a trade-practice rule's basis. */
export const sourceName = (rule: Pick<Rule, "sources" | "basis">) =>
  sourcesOf(rule)
    .map((s) => s.title)
    .join("; ") ||
  rule.basis ||
  "";

/** A rule's source as a page cites it: "Approved Document L: …, volume 1 …, table 4.2". */
export const citation = (rule: Pick<Rule, "sources" | "basis" | "clause">) => `${sourceName(rule)}, ${rule.clause}`;

/** Whether the owner still has to vouch for a rule: trade practice they have not confirmed. */
export const awaitsOwner = (rule: Pick<Rule, "kind" | "confirmed">) =>
  rule.kind === "trade practice" && !rule.confirmed;

/** Months after its check that a rule is due to be checked again. */
export const ruleCheckMonths = 12;

/** Whether a rule was last checked more than `months` months before `now`. */
export function isStale(rule: Pick<Rule, "checked">, now: Date, months = ruleCheckMonths): boolean {
  const due = new Date(`${rule.checked}T00:00:00Z`);
  due.setUTCMonth(due.getUTCMonth() + months);
  return now.getTime() > due.getTime();
}
