/**
 * Checks the copy itself, beyond what the schemas can: unknown fact tokens,
 * thin pages, paragraphs repeated (or nearly repeated) across pages, duplicate
 * titles and descriptions, links to routes that do not exist, and raw HTML in
 * a Markdown body. Used by the unit tests and by `npm run content:check` while
 * writing.
 */
import {
  addsVat,
  buildingControlWithoutRegulator,
  minPlacesNamed,
  oneExcavationDistance,
  typedPromises,
  wordPricesWithoutVat,
  misattributedRules,
  ruleWordsIn,
  unsourcedExplainerRules,
  unsourcedRuleSentences,
  placesNamed,
  pricesWithoutVat,
  typedFigures,
  unitsOf,
  type FigureSubject,
} from "./copyRules";
import { explainerById } from "../../src/config/rules";
import { unknownExplainers } from "../../src/lib/explainers";
import { sourceById, unknownSources } from "../../src/config/sources";
import { fillFacts, unknownTokens } from "../../src/lib/facts";
import { rawHtmlProblem } from "../../src/lib/markdownHtml";
import { projectOrIndex } from "../../src/lib/siteTree";

export interface AuditEntry {
  /** Route path of the page, e.g. `areas/clapham`. */
  route: string;
  title: string;
  description: string;
  /** Every prose string on the page: intro, body, FAQ answers, card texts. */
  prose: string[];
  /** Markdown body. */
  body: string;
  /** Route paths the page links to through data fields (parent, related, cards). */
  links: string[];
  /** Pages with their own template (home, about, quote pages) are not articles: no word minimum, no review record. */
  short?: boolean;
  /** The page's FAQ questions. */
  faqQuestions?: readonly string[];
  /** The page's h1. */
  headline?: string;
  /** Whether the page records when and against what its technical statements were checked. */
  reviewed?: boolean;
  /** Ids of the shared explanations the page lists (front matter `explainers`). */
  explainers?: readonly string[];
  /** The sources (ids in sources.json) its `reviewed` record says its statements were checked against. */
  reviewedSources?: readonly string[] | undefined;
  /** For an area topic page: its district's id, whose page's places it must name. */
  district?: string;
}

export interface AuditOptions {
  /** Every route that exists, without slashes. */
  knownRoutes: ReadonlySet<string>;
  /** Fewest words a page may carry (intro, body and FAQs together). */
  minWords: number;
  /** Figures that live in data, as copy would print them: typing one instead of its `{token}` is a problem. */
  recurringFacts?: Readonly<Record<string, string>>;
  /** The current year: an earlier one may not be presented as current. */
  year?: number;
  /** Subjects whose figures live in data: typing one is a problem (lib/copyRules.ts). */
  figureSubjects?: readonly FigureSubject[];
  /** Tokens that print a price: each one shown must say it includes VAT. */
  priceTokens?: readonly string[];
  /** Tokens of rules that are not law (British Standards, planning policy, trade practice): never to be called a legal requirement. */
  softRuleTokens?: readonly string[];
  /**
   * The rules on file: a page cites a source of each rule it prints (sentence by sentence) or whose
   * explanation it lists, and a page whose text holds a rule word (ruleWords.json) cites a source.
   */
  rules?: readonly { token: string; kind: string; sources: readonly string[] }[];
  /** Each district's places (streets, estates, conservation areas, landmarks), from its own page's data. */
  districtPlaces?: Readonly<Record<string, readonly string[]>>;
  /**
   * The rules of issue 33, each narrow and documented in docs/writing-content.md: a section 6 distance
   * without the other, a reply or quote time typed instead of printed through its token, a price in words
   * without "including VAT", and a page about flats in a block that names building control with no
   * conditional word of the Building Safety Regulator. On unless set to false.
   */
  topicRules?: boolean;
}

/** Fewest and most questions a page's FAQ may have. */
const faqLimits = { min: 2, max: 7 } as const;
/** At most this share of pages may ask a "How long" question. */
const howLongShare = 1 / 3;

export const asksHowLong = (question: string) => /^how long\b/i.test(question.trim());

/** A past year presented as current: "2024 prices", "costs in 2024", "our 2024 guide". */
function staleYears(text: string, year: number): string[] {
  const found = [
    ...text.matchAll(/\b(20\d\d)\s+(guide|prices|price list|costs|rates)\b/gi),
    ...text.matchAll(/\b(?:guide|prices|costs|rates)\s+(?:for|in)\s+(20\d\d)\b/gi),
  ].map((m) => Number(m[1]));
  return found.filter((y) => y < year).map(String);
}

const wordsOf = (text: string): string[] => text.toLowerCase().match(/[a-z0-9£%']+/g) ?? [];

/** Paragraphs of a markdown body, without headings, tables or list markers. */
function paragraphsOf(markdown: string): string[] {
  return markdown
    .split(/\n\s*\n/)
    .map((block) => block.trim())
    .filter((block) => block.length > 0 && !block.startsWith("#") && !block.startsWith("|"))
    .flatMap((block) => (/^[-*\d]/.test(block) ? block.split(/\n/) : [block]))
    .map((p) => p.replace(/^[-*]\s+|^\d+\.\s+/, "").trim())
    .filter((p) => wordsOf(p).length >= 12);
}

/** Internal link targets written in markdown: `[text](/route)`. */
function markdownLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\((\/[^)\s#?]*)[^)]*\)/g)].map((m) => (m[1] ?? "/").replace(/^\/|\/$/g, ""));
}

const SHINGLE = 8;
function shingles(text: string): Set<string> {
  const words = wordsOf(text);
  const out = new Set<string>();
  for (let i = 0; i + SHINGLE <= words.length; i++) out.add(words.slice(i, i + SHINGLE).join(" "));
  return out;
}

/** A sentence shortened for a problem message. */
const excerpt = (text: string) => (text.length > 90 ? `${text.slice(0, 87)}...` : text);

/** Returns human-readable problems; an empty list means the copy passes. */
export function auditContent(entries: readonly AuditEntry[], options: AuditOptions): string[] {
  const problems: string[] = [];
  const titles = new Map<string, string>();
  const descriptions = new Map<string, string>();
  const headlines = new Map<string, string>();
  const shingleOwners = new Map<string, string>();
  const overlap = new Map<string, number>();

  for (const entry of entries) {
    const where = entry.route;
    const allText = [...entry.prose, entry.body].join("\n");
    for (const token of unknownTokens(allText + entry.title + entry.description)) {
      problems.push(`${where}: unknown fact token {${token}}`);
    }
    // Prices live in data (src/content/site/prices.json and facts.json) so the owner can correct them in one place.
    for (const price of allText.match(/£\s?\d[\d,.]*/g) ?? []) {
      problems.push(`${where}: price ${price} typed in copy; use a {token} from src/content/site/prices.json`);
    }
    const year = options.year ?? new Date().getFullYear();
    // A bare recent year in a title, description or headline reads as "current" (an edition like BS 8102:2022 does not).
    for (const text of [entry.title, entry.description, entry.headline ?? ""]) {
      for (const m of text.matchAll(/(?<![:\d])\b(20[12]\d)\b/g)) {
        const past = Number(m[1]);
        if (past < year && !/since\s*$/i.test(text.slice(0, m.index))) {
          problems.push(`${where}: ${past} shown as current in "${text}"`);
        }
      }
    }
    for (const past of staleYears(allText, year)) problems.push(`${where}: ${past} presented as current in the copy`);
    for (const [token, value] of Object.entries(options.recurringFacts ?? {})) {
      if (allText.includes(value)) problems.push(`${where}: "${value}" typed in copy; write {${token}}`);
    }
    for (const id of unknownExplainers(entry.explainers ?? [])) {
      problems.push(`${where}: lists explainer "${id}", which is not in src/content/site/rules.json`);
    }
    // Each prose string is read on its own, so a sentence never runs from one FAQ answer into the next.
    const texts = [entry.title, entry.description, entry.headline ?? "", ...entry.prose, entry.body];
    if (options.figureSubjects) {
      for (const text of texts) {
        for (const typed of typedFigures(text, options.figureSubjects)) {
          problems.push(
            `${where}: "${typed.figure}" typed for ${typed.subject.subject}; write {${typed.subject.tokens.join("} or {")}} in "${excerpt(typed.text)}"`,
          );
        }
      }
    }
    if (options.rules) {
      const cited = entry.reviewedSources ?? [];
      for (const id of unknownSources(cited)) {
        problems.push(`${where}: cites source "${id}", which is not in src/content/site/sources.json`);
      }
      const named = (ids: readonly string[]) => ids.map((id) => sourceById(id)?.title ?? id).join(" or ");
      // Page by page: a rule word (ruleWords.json) in a page that cites no source.
      const words = cited.length ? [] : ruleWordsIn(texts.join("\n"));
      if (words.length) {
        problems.push(
          `${where}: states a rule (${words.map((w) => `${w.name}: "${w.match}"`).join("; ")}) but cites no source; add the sources checked to \`reviewed.sources\` (ids in src/content/site/sources.json)`,
        );
      }
      // Sentence by sentence: a rule printed through its token, whose sources the page does not cite.
      for (const text of texts) {
        for (const found of unsourcedRuleSentences(text, cited, options.rules)) {
          problems.push(
            `${where}: prints {${found.token}} from ${named(found.sources)}, which its \`reviewed.sources\` do not cite (add ${found.sources.join(" or ")}) in "${excerpt(found.text)}"`,
          );
        }
      }
      const explainerRules = (entry.explainers ?? []).flatMap((id) => explainerById(id)?.rules ?? []);
      for (const found of unsourcedExplainerRules(explainerRules, cited, options.rules)) {
        problems.push(
          `${where}: lists an explanation relying on {${found.token}} from ${named(found.sources)}, which its \`reviewed.sources\` do not cite (add ${found.sources.join(" or ")})`,
        );
      }
    }
    for (const text of options.softRuleTokens ? texts : []) {
      for (const sentence of misattributedRules(text, options.softRuleTokens ?? [])) {
        problems.push(
          `${where}: a standard, planning policy or trade practice presented as the law or the Building Regulations: "${excerpt(sentence)}"`,
        );
      }
    }
    if (options.priceTokens) {
      for (const text of texts) {
        for (const sentence of pricesWithoutVat(text, options.priceTokens)) {
          problems.push(
            `${where}: price without "including VAT" in its sentence or table heading: "${excerpt(sentence)}"`,
          );
        }
      }
      const price = new RegExp(`\\{(?:${options.priceTokens.join("|") || "(?!)"})\\}`);
      if (price.test(allText)) {
        for (const unit of texts.flatMap(unitsOf).filter((u) => addsVat(u.text))) {
          problems.push(`${where}: prices include VAT, so do not ask readers to add it: "${excerpt(unit.text)}"`);
        }
      }
    }
    if (options.topicRules !== false) {
      for (const text of texts) {
        for (const paragraph of oneExcavationDistance(text)) {
          problems.push(
            `${where}: one section 6 distance without the other; state both {excavationNearDistance} and {excavationFarDistance} (or list the party-wall-excavation explainer): "${excerpt(paragraph)}"`,
          );
        }
        for (const { text: sentence, problem } of typedPromises(text)) {
          problems.push(
            `${where}: ${problem}; print the reply as {responseHours} and the written quote after a visit as {quoteAfterVisitHours}: "${excerpt(sentence)}"`,
          );
        }
        for (const sentence of wordPricesWithoutVat(text)) {
          problems.push(`${where}: price in words without "including VAT": "${excerpt(sentence)}"`);
        }
      }
      const buildingControl = buildingControlWithoutRegulator(texts, entry.explainers);
      if (buildingControl !== undefined) {
        problems.push(
          `${where}: about flats in a block and names building control, but never says when the Building Safety Regulator approves the work instead (list the higher-risk-buildings explainer, or say "if the block is {higherRiskBuildingHeight} high..."): "${excerpt(buildingControl)}"`,
        );
      }
    }
    if (entry.district !== undefined && options.districtPlaces) {
      const places = options.districtPlaces[entry.district] ?? [];
      const named = placesNamed([...entry.prose, entry.body].join("\n"), places);
      if (named.length < minPlacesNamed) {
        problems.push(
          `${where}: names ${named.length ? named.join(", ") : "none"} of its district's places (needs ${minPlacesNamed} of: ${places.join(", ") || "none on file"})`,
        );
      }
    }
    if (!entry.short) {
      const count = entry.faqQuestions?.length ?? 0;
      if (count < faqLimits.min || count > faqLimits.max) {
        problems.push(`${where}: ${count} FAQs (needs ${faqLimits.min} to ${faqLimits.max})`);
      }
      if (!entry.reviewed) problems.push(`${where}: no \`reviewed\` record (date and sources checked)`);
    }
    const words = wordsOf(allText).length;
    if (!entry.short && words < options.minWords)
      problems.push(`${where}: only ${words} words (needs ${options.minWords})`);
    // The schemas limit the text as written; a filled-in token can make it longer than search results show.
    if (unknownTokens(entry.title + entry.description).length === 0) {
      const title = fillFacts(entry.title);
      const description = fillFacts(entry.description);
      if (title.length > 60)
        problems.push(`${where}: title is ${title.length} characters with facts filled in (max 60)`);
      if (description.length > 160) {
        problems.push(`${where}: description is ${description.length} characters with facts filled in (max 160)`);
      }
    }

    const titleKey = entry.title.toLowerCase();
    const titleOwner = titles.get(titleKey);
    if (titleOwner) problems.push(`${where}: title repeats ${titleOwner}`);
    titles.set(titleKey, where);
    const descKey = entry.description.toLowerCase();
    const descOwner = descriptions.get(descKey);
    if (descOwner) problems.push(`${where}: description repeats ${descOwner}`);
    descriptions.set(descKey, where);
    // Each page's social image shows its headline, so two pages with one headline would share a picture.
    if (entry.headline) {
      const headlineKey = entry.headline.toLowerCase();
      const headlineOwner = headlines.get(headlineKey);
      if (headlineOwner) problems.push(`${where}: headline repeats ${headlineOwner}`);
      headlines.set(headlineKey, where);
    }

    // A deleted project's links go to /projects, and the launch check names them for the owner.
    const resolve = (link: string) => projectOrIndex(link, (route) => options.knownRoutes.has(route));
    for (const link of [...entry.links, ...markdownLinks(entry.body)].map(resolve)) {
      if (!options.knownRoutes.has(link)) problems.push(`${where}: links to missing page /${link}`);
    }
    const rawHtml = rawHtmlProblem(entry.body);
    if (rawHtml) problems.push(`${where}: ${rawHtml}`);

    // Eight-word runs shared with another page show copied or lightly edited paragraphs.
    const seenHere = new Set<string>();
    for (const paragraph of [...paragraphsOf(entry.body), ...entry.prose]) {
      for (const s of shingles(paragraph)) {
        if (seenHere.has(s)) continue;
        seenHere.add(s);
        const owner = shingleOwners.get(s);
        if (owner && owner !== where) {
          const key = `${owner} ~ ${where}`;
          overlap.set(key, (overlap.get(key) ?? 0) + 1);
        } else if (!owner) shingleOwners.set(s, where);
      }
    }
  }
  const articles = entries.filter((e) => !e.short);
  const howLong = articles.filter((e) => e.faqQuestions?.some(asksHowLong)).length;
  if (articles.length && howLong / articles.length > howLongShare) {
    problems.push(
      `${howLong} of ${articles.length} pages ask "How long" (at most ${Math.floor(articles.length * howLongShare)})`,
    );
  }
  for (const [pair, count] of overlap) {
    // A few shared runs are phrases ("the party wall etc. act 1996 ..."); more is a copied paragraph.
    if (count >= 6) problems.push(`${pair}: ${count} shared eight-word runs (rewrite one of them)`);
  }
  return problems;
}
