/**
 * While pages are being written, links to any route the spec names count as
 * known; the build test checks links against the pages actually built.
 *
 * `npm run content:check [filter]`: validates every content file against its
 * schema and audits the copy (tokens, length, repetition, links). With a
 * filter, only problems whose line contains it are printed.
 */
import { aboutCopy, homeCopy, indexPagesCopy, quotePagesCopy } from "../src/config/pageCopy";
import { figures, priceTokens } from "../src/config/figures";
import { rules } from "../src/config/rules";
import { asksHowLong, auditContent, type AuditEntry } from "./lib/contentAudit";
import { figureSubjects } from "./lib/copyRules";
import { specRoutes } from "../tests/specRoutes";
import { hubsWithoutDrawing } from "../src/lib/routeTree";
import { loadAllContent } from "./lib/loadContent";
import { markdownCollections } from "../src/content/collections";

const filter = process.argv[2] ?? "";

/** Figures in facts.json and rules.json distinctive enough that typing one in copy can only mean that figure. */
function recurringFacts(): Record<string, string> {
  return Object.fromEntries(
    [...figures.figures, ...rules]
      // Durations are left out: "8 to 12 weeks" may rightly describe another job.
      .filter((f) => /\d/.test(f.value) && f.value.length >= 9 && !/weeks?$/.test(f.value))
      .map((f) => [f.token, f.value]),
  );
}
const { pages, areas, areaTopics, routes, tree, errors } = loadAllContent();
const redirects = tree.redirects();

const cardText = (cards: { title: string; text: string }[]) => cards.map((c) => `${c.title}. ${c.text}`);
const faqText = (faqs: { question: string; answer: string }[]) => faqs.map((f) => `${f.question} ${f.answer}`);

const entries: AuditEntry[] = [
  ...pages.map((p) => ({
    route: p.id,
    title: p.data.title,
    description: p.data.description,
    prose: [p.data.intro, p.data.summary, ...faqText(p.data.faqs), ...cardText(p.data.topics)],
    headline: p.data.headline,
    faqQuestions: p.data.faqs.map((f) => f.question),
    reviewed: Boolean(p.data.reviewed),
    explainers: p.data.explainers,
    reviewedSources: p.data.reviewed?.sources,
    body: p.body,
    links: [
      ...(p.data.parent ? [p.data.parent] : []),
      ...p.data.alsoUnder,
      ...p.data.related,
      ...p.data.topics.flatMap((t) => (t.href ? [t.href] : [])),
    ],
  })),
  ...areas.map((a) => ({
    route: markdownCollections.areas.route(a.id),
    title: a.data.title,
    description: a.data.description,
    prose: [a.data.intro, a.data.summary, ...faqText(a.data.faqs)],
    headline: a.data.headline,
    faqQuestions: a.data.faqs.map((f) => f.question),
    reviewed: Boolean(a.data.reviewed),
    explainers: a.data.explainers,
    reviewedSources: a.data.reviewed?.sources,
    body: a.body,
    links: [...a.data.services, ...a.data.related],
  })),
  ...areaTopics.map((t) => ({
    route: markdownCollections.areaTopics.route(t.id),
    title: t.data.title,
    description: t.data.description,
    prose: [t.data.intro, t.data.summary, ...faqText(t.data.faqs)],
    headline: t.data.headline,
    faqQuestions: t.data.faqs.map((f) => f.question),
    reviewed: Boolean(t.data.reviewed),
    explainers: t.data.explainers,
    reviewedSources: t.data.reviewed?.sources,
    district: t.id.split("/")[0] ?? "",
    body: t.body,
    links: [markdownCollections.areaTopics.parent(t.id).route, ...t.data.related],
  })),
  // Pages with their own template: their copy lives in src/content/site/*.json.
  ...[
    {
      route: "",
      copy: homeCopy,
      prose: [
        homeCopy.hero.lead,
        homeCopy.servicesIntro,
        homeCopy.whyChoose.answer,
        homeCopy.customProject.text,
        ...homeCopy.extensionGuide.steps.flatMap((step) => [step.text, step.tip ?? ""]),
        ...homeCopy.whyChooseCards.map((card) => card.text),
        ...homeCopy.trustedPartner.paragraphs,
      ],
    },
    { route: "about", copy: aboutCopy, prose: [aboutCopy.intro, ...aboutCopy.sections.flatMap((s) => s.paragraphs)] },
    ...quotePagesCopy.map((page) => ({ route: page.route, copy: page, prose: [page.lead, ...faqText(page.faqs)] })),
    ...(["services", "areas", "projects"] as const).map((route) => ({
      route,
      copy: indexPagesCopy[route],
      prose: [indexPagesCopy[route].intro],
    })),
  ].map(({ route, copy, prose }) => ({
    route,
    title: copy.meta.title,
    description: copy.meta.description,
    prose,
    body: "",
    links: [],
    short: true,
    reviewedSources: "reviewed" in copy ? copy.reviewed?.sources : undefined,
  })),
];

const problems = [
  ...errors,
  ...hubsWithoutDrawing(
    tree,
    pages.map((p) => p.id),
  ).map((route) => `${route}: pages sit under it, but neither it nor a page above it names a drawing (visual)`),
  ...auditContent(entries, {
    knownRoutes: new Set([...routes, ...specRoutes.filter((r) => !(r in redirects))]),
    minWords: 350,
    recurringFacts: recurringFacts(),
    figureSubjects,
    priceTokens,
    rules,
    softRuleTokens: rules
      .filter((r) => r.kind !== "law" && r.kind !== "Approved Document guidance")
      .map((r) => r.token),
    districtPlaces: Object.fromEntries(areas.map((a) => [a.id, a.data.places])),
  }),
];
const shown = problems.filter((p) => p.includes(filter));
for (const p of shown) console.log(p);
// How many pages have each number of FAQs, and how many ask "How long": the shape the rules ask for.
const faqCounts = entries.flatMap((e) => (e.faqQuestions ? [e.faqQuestions.length] : []));
const distribution = [...new Set(faqCounts)]
  .sort((a, b) => a - b)
  .map((n) => `${n}: ${faqCounts.filter((c) => c === n).length}`);
const howLong = entries.filter((e) => e.faqQuestions?.some((q) => asksHowLong(q))).length;
if (!filter) console.log(`FAQs per page (count: pages) ${distribution.join(", ")}; ${howLong} ask "How long".`);
console.log(
  `${pages.length} pages, ${areas.length} areas, ${areaTopics.length} area topics; ${shown.length} problem(s)${filter ? ` matching "${filter}"` : ""}.`,
);
process.exitCode = shown.length ? 1 : 0;
