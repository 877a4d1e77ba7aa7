/**
 * Rules the content check applies to the copy's sentences, beyond the
 * schemas: a figure that data already holds must be printed through its
 * `{token}`, never typed; every price says that it includes VAT; and an area
 * topic page names places from its own district's page. Pure functions over
 * text, so the unit tests can seed a bad page and watch each rule fail.
 */
import ruleWordsData from "./ruleWords.json";

/**
 * A subject whose figure lives in data. A sentence (or table row) that is
 * `about` the subject and holds a `figure` typed in digits or words breaks
 * the rule: the copy must print one of `tokens` instead. The list is the
 * documented scope of the rule (docs/writing-content.md).
 */
export interface FigureSubject {
  /** What the figure is, as the problem names it. */
  subject: string;
  /** The tokens that print it. */
  tokens: readonly string[];
  /** Words that show a sentence is about the subject. */
  about: RegExp;
  /** Words that show the sentence is about something else that merely sounds alike. */
  unless?: RegExp;
  /** A typed figure of the kind the subject has. */
  figure: RegExp;
}

const numberWord =
  "one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|eighteen|twenty|twenty-five|thirty";
const num = `(?:\\d+(?:[.,]\\d+)?|${numberWord})`;
/** One figure or a range: "8", "8-12", "eight to twelve", "5 or 6". */
const range = `${num}(?:\\s*(?:-|–|to|or)\\s*${num})?`;
const duration = (units: string) => new RegExp(`\\b${range}\\s+(?:working\\s+)?(?:${units})\\b`, "i");

export const figureSubjects: readonly FigureSubject[] = [
  {
    subject: "a loft conversion's time on site",
    tokens: ["loftConversionWeeks", "rooflightLoftWeeks", "dormerLoftWeeks", "hipToGableLoftWeeks", "mansardLoftWeeks"],
    about:
      /\bloft conversions?\b|\b(?:dormer|mansard|hip-to-gable)(?: loft)? (?:conversion|extension)s?\b|\bconvert(?:ing)? (?:the|a|your) loft\b/i,
    unless: /\brenovation\b|\brefurbishment\b/i,
    figure: duration("weeks?|months?"),
  },
  {
    subject: "a small shop fit-out's time on site",
    tokens: ["shopFitOutWeeks"],
    about: /\b(?:shop|retail|studio)s?\b[^.|]*\b(?:fit-?outs?|refits?)\b|\bshop ?fit/i,
    figure: duration("weeks?|months?"),
  },
  {
    subject: "an extension's build time",
    tokens: ["singleStoreyWeeks", "doubleStoreyWeeks", "extensionGuideWeeks"],
    about:
      /\b(?:single|double|two)[- ]storey\b[^.|]*\bextensions?\b|\bextensions?\b[^.|]*\b(?:takes?|build|on site)\b/i,
    // Groundwork alone, a whole-house renovation or a dug-out lower floor are other jobs with other times.
    unless: /\bground ?works?\b|\bfoundations\b|\brenovation\b|\brefurbishment\b|\blower ground\b|\bbasement\b/i,
    figure: duration("weeks?|months?"),
  },
  {
    subject: "a cellar conversion's or new basement's time on site",
    tokens: ["cellarConversionWeeks", "basementExcavationWeeks"],
    about:
      /\bcellar conversions?\b|\bconverting (?:an? |the )?(?:existing )?cellar\b|\bnew basement\b|\bbasement excavation\b/i,
    figure: duration("weeks?|months?"),
  },
  {
    subject: "how long the council takes to decide a planning application",
    tokens: ["planningWeeks", "majorPlanningWeeks"],
    about:
      /\bplanning (?:application|permission|decision)s?\b[^.|]*\b(?:decid|determin|takes?)|\b(?:decid|determin)\w*\b[^.|]*\bplanning\b/i,
    figure: duration("weeks?"),
  },
  {
    subject: "how often exterior timber needs repainting",
    tokens: ["sashRepaintInterval"],
    about: /\brepaint/i,
    unless: /\bstucco\b|\brender(?:ed)?\b|\bmasonry\b|\bmetal\b|\brailings?\b/i,
    figure: new RegExp(`\\brepaint[^.]{0,60}?\\bevery\\s+${range}\\s+years\\b`, "i"),
  },
  {
    subject: "how often a stucco or rendered front needs repainting",
    tokens: ["stuccoRepaintInterval"],
    about: /\brepaint[^.|]*\b(?:stucco|render(?:ed)?)\b|\b(?:stucco|render(?:ed)?)\b[^.|]*\brepaint/i,
    figure: new RegExp(`\\brepaint[^.]{0,60}?\\bevery\\s+${range}\\s+years\\b|\\bevery\\s+${range}\\s+years\\b`, "i"),
  },
  {
    subject: "a ceiling or loft height",
    tokens: ["ndssCeilingHeight", "londonPlanCeilingHeight", "loftRidgeHeight", "loftStairHeadroom"],
    about: /\bceilings?\b|\bheadroom\b|\bfloor-to-ceiling\b|\bridge\b/i,
    figure: /\b[12][.,]\d{1,2}\s?(?:m|metres?)\b|\b[12],?\d{3}\s?mm\b/i,
  },
  {
    subject: "a guarantee or warranty the business gives",
    tokens: ["flatRoofWarranty", "dampCourseGuarantee", "waterproofingGuarantee", "boilerWarranty"],
    about: /\bguarantee[ds]?\b|\bwarrant(?:y|ies)\b/i,
    // A new home's structural warranty (NHBC and the like) is the warranty provider's, not ours.
    unless: /\bstructural warrant|\bNHBC\b|\bmortgage|\blenders?\b/i,
    figure: new RegExp(`\\b${num}[- ]year\\b|\\b${range}\\s+years?\\b`, "i"),
  },
  {
    subject: "a party wall notice period",
    tokens: ["partyWallNotice", "excavationNotice"],
    about:
      /\bnotices?\b[^.|]*\b(?:party|excavat|junction|neighbour)|\b(?:party (?:wall|structure)|excavation|junction)\b[^.|]*\bnotices?\b/i,
    figure: /\b(?:one|two|1|2)\s+months?(?:'|’)?\s+(?:notice|before|ahead|in advance)\b/i,
  },
  {
    subject: "the distance at which digging near a neighbour needs notice",
    tokens: ["excavationNearDistance", "excavationFarDistance"],
    about: /\bexcavat|\bdig(?:s|ging)?\b/i,
    figure: /\b(?:3|6|three|six)\s?(?:m|metres)\b/i,
  },
  {
    subject: "a replacement window or door's U-value",
    tokens: ["windowUValue", "doorUValue"],
    about:
      /\bu-values?\b[^.|]*\b(?:limit|maximum|no (?:higher|worse)|at most|must|Part L|Approved Document|regulations?|requir)|\b(?:limit|maximum|Part L|Approved Document|regulations?|requir\w*)\b[^.|]*\bu-values?\b/i,
    // A glass unit's centre-pane figure (Ug) is a product's performance, not the limit.
    unless: /\bUg\b|\bcentre[- ]pane\b/i,
    figure: /\b1[.,]\d\d?\s?W\/m/i,
  },
  {
    subject: "a permitted development size limit",
    tokens: ["pdRearExtensionDepth", "pdLargerExtensionDepth", "pdLoftVolume"],
    about: /\bpermitted development\b|\bprior approval\b|\blarger home extension\b/i,
    // Heights, widths and porches have other limits, not held as rules.
    unless: /\bporch\b|\bheight\b|\bhigh\b|\beaves\b|\bwide\b|\bwidth\b/i,
    figure: /\b(?:3|4|6|8|three|four|six|eight)\s?(?:m|metres)\b(?![²³])|\b(?:40|50)\s?(?:m³|m3|cubic metres)/i,
  },
  {
    subject: "the year before which an asbestos survey is needed",
    tokens: ["asbestosSurveyBefore"],
    about: /\basbestos\b/i,
    figure: /\b(?:before|pre-?|until|to)\s*2000\b/i,
  },
  {
    subject: "the 2011 transfer of private sewers",
    tokens: ["sewerTransferDate", "sewerConnectedDate"],
    about: /\bsewers?\b|\bdrains?\b/i,
    figure: /\b(?:1(?:st)?\s+)?(?:July|October)\s+2011\b|\bin\s+2011\b/i,
  },
  {
    subject: "the trunk size above which a conservation area tree needs notice",
    tokens: ["conservationTreeTrunk"],
    about: /\btrees?\b|\btrunks?\b/i,
    figure: /\b75\s?(?:mm|millimetres)\b/i,
  },
];

/** A `{token}`, removed before looking for typed figures. */
const tokenPattern = /\{[a-zA-Z]+\}/g;

/**
 * The units a rule reads: each sentence of a paragraph or list item, each
 * table row (with its table's header row and the line above the table as
 * `context`), each heading.
 */
export interface TextUnit {
  text: string;
  /** For a table row: the header row and the paragraph just above the table. */
  context?: string;
}

/** Sentences of a paragraph: split after . ? ! followed by a space and a capital, a token or a digit, except after an abbreviation. */
function sentencesOf(paragraph: string): string[] {
  return (
    paragraph
      // Not after an abbreviation: "inc. VAT", "e.g. a", "vol. 1", "s. 3", "reg. 5".
      .split(
        /(?<![\s(](?:inc|incl|e\.g|i\.e|approx|vol|[Nn]o|paras?|regs?|s|ss|[Ss]ch|[Ss]t|cf|[Ff]ig)\.)(?<=[.?!])\s+(?=[A-Z0-9{"'(*])/,
      )
      .map((s) => s.trim())
      .filter(Boolean)
  );
}

/** The items of a Markdown list block: a line without a marker continues the item above it. */
function listItemsOf(lines: readonly string[]): string[] {
  const items: string[] = [];
  for (const line of lines) {
    if (/^([-*]|\d+\.)\s/.test(line) || !items.length) items.push(line);
    else items[items.length - 1] = `${items[items.length - 1] ?? ""} ${line}`;
  }
  return items;
}

/** A Markdown text (or plain text) in units: sentences, table rows, headings. */
export function unitsOf(markdown: string): TextUnit[] {
  const units: TextUnit[] = [];
  let previous = "";
  for (const block of markdown.split(/\n\s*\n/)) {
    const lines = block.split("\n").map((l) => l.trim());
    if (lines.every((l) => l.startsWith("|"))) {
      const rows = lines.filter((l) => !/^\|[\s:|-]+\|$/.test(l));
      const header = rows[0] ?? "";
      for (const row of rows.slice(1)) units.push({ text: row, context: `${previous}\n${header}` });
      if (rows.length === 1 && header) units.push({ text: header });
      previous = "";
      continue;
    }
    // A list is one item per marker (an item may wrap over lines); a paragraph wraps over lines.
    const items = /^([-*]|\d+\.)\s/.test(lines[0] ?? "") ? listItemsOf(lines) : [lines.join(" ")];
    for (const item of items) for (const sentence of sentencesOf(item)) units.push({ text: sentence });
    previous = lines.join(" ");
  }
  return units;
}

/** A typed figure: the subject it belongs to, what was typed, and where. */
export interface TypedFigure {
  subject: FigureSubject;
  figure: string;
  text: string;
}

/** Figures typed in `markdown` that data already holds, by the subjects' list. */
export function typedFigures(markdown: string, subjects: readonly FigureSubject[] = figureSubjects): TypedFigure[] {
  const found: TypedFigure[] = [];
  for (const unit of unitsOf(markdown)) {
    const bare = unit.text.replace(tokenPattern, "");
    for (const subject of subjects) {
      const about = subject.about.test(unit.text) || (unit.context !== undefined && subject.about.test(unit.context));
      if (!about || subject.unless?.test(unit.text)) continue;
      const figure = subject.figure.exec(bare);
      if (figure) found.push({ subject, figure: figure[0], text: unit.text });
    }
  }
  return found;
}

/** "including VAT", "inc. VAT", "incl. VAT", "VAT included", "prices include VAT". */
const saysVatIncluded = (text: string) =>
  /\b(?:includ(?:ing|es?|ed)|inc\.?|incl\.?)\s+VAT\b|\bVAT\s+(?:is\s+)?included\b|\bVAT[- ]inclusive\b/i.test(text);
/** Wording that invites adding VAT to a price that already includes it. */
export const addsVat = (text: string) =>
  /\b(?:plus|add(?:ing)?|excluding|exclusive of|ex\.?)\s+VAT\b|\+\s*VAT\b/i.test(text);

/**
 * Prices shown without saying they include VAT (CAP Code rule 3.18). A price
 * is a `£` figure or a price `{token}`. It passes when its sentence says the
 * price includes VAT; a price in a table row passes when the table's header
 * row or the paragraph just above the table says so. Returns the offending
 * sentences or rows.
 */
export function pricesWithoutVat(markdown: string, priceTokens: readonly string[]): string[] {
  const price = new RegExp(`£\\s?\\d|\\{(?:${priceTokens.join("|") || "(?!)"})\\}`);
  return unitsOf(markdown)
    .filter((unit) => price.test(unit.text))
    .filter((unit) => !saysVatIncluded(unit.text) && !(unit.context !== undefined && saysVatIncluded(unit.context)))
    .map((unit) => unit.text);
}

/** Wording that presents a rule as a legal requirement: "the Building Regulations require", "by law must". */
const legalClaim =
  /\b(?:building regulations?|(?:the )?regulations?|the law|by law|legal(?:ly)?)\b[^.|]{0,40}\b(?:requires?|required|demands?|insists?|must|sets? (?:a )?minimum|minimum)\b/i;
const negation = /\b(?:no|not|nor|never|don't|doesn't|do not|does not)\b/i;

/**
 * Sentences that print a rule which is not law (a British Standard, planning
 * policy or trade practice: `softTokens`) as if the law or the Building
 * Regulations required it. The copy must say which kind of rule it quotes.
 */
export function misattributedRules(markdown: string, softTokens: readonly string[]): string[] {
  if (!softTokens.length) return [];
  const token = new RegExp(`\\{(?:${softTokens.join("|")})\\}`);
  return unitsOf(markdown)
    .filter((unit) => token.test(unit.text) && legalClaim.test(unit.text) && !negation.test(unit.text))
    .map((unit) => unit.text);
}

/** A word that shows a text states a rule, from ruleWords.json. */
export interface RuleWord {
  name: string;
  pattern: RegExp;
}

/** The rule words of ruleWords.json: a page whose text holds one must cite a source. */
export const ruleWords: readonly RuleWord[] = ruleWordsData.words.map((w) => ({
  name: w.name,
  pattern: new RegExp(w.pattern),
}));
/** Phrases that hold a rule word but state no rule (a page's name in a link), from ruleWords.json. */
export const ruleWordFalsePositives: readonly string[] = ruleWordsData.falsePositives.map((f) => f.phrase);

/** The rule words `text` holds, each once with the first words it matched, after the false positives are taken out. */
export function ruleWordsIn(
  text: string,
  words: readonly RuleWord[] = ruleWords,
  falsePositives: readonly string[] = ruleWordFalsePositives,
): { name: string; match: string }[] {
  const cleaned = falsePositives.reduce((rest, phrase) => rest.split(phrase).join(" "), text);
  return words.flatMap((word) => {
    const match = word.pattern.exec(cleaned);
    return match ? [{ name: word.name, match: match[0] }] : [];
  });
}

/** A rule as far as its sources go. */
interface SourcedRule {
  token: string;
  kind: string;
  sources: readonly string[];
}

/** The tokens a rule prints through: its value's and its short wording's (`{tokenShort}`). */
const ruleTokensOf = (rule: SourcedRule) => [`{${rule.token}}`, `{${rule.token}Short}`];

/**
 * Sentences (and table rows) that print a rule through its token while the
 * page cites none of that rule's sources: each sentence with the token and
 * the sources the page could cite. Trade practice has no source to cite.
 */
export function unsourcedRuleSentences(
  markdown: string,
  cited: readonly string[],
  rules: readonly SourcedRule[],
): { text: string; token: string; sources: readonly string[] }[] {
  const found: { text: string; token: string; sources: readonly string[] }[] = [];
  const sourced = rules.filter((r) => r.kind !== "trade practice" && r.sources.length);
  for (const unit of unitsOf(markdown)) {
    for (const rule of sourced) {
      if (!ruleTokensOf(rule).some((t) => unit.text.includes(t))) continue;
      if (rule.sources.some((id) => cited.includes(id))) continue;
      found.push({ text: unit.text, token: rule.token, sources: rule.sources });
    }
  }
  return found;
}

/** The rules of the explanations a page lists whose sources the page does not cite. */
export function unsourcedExplainerRules(
  explainerRules: readonly string[],
  cited: readonly string[],
  rules: readonly SourcedRule[],
): { token: string; sources: readonly string[] }[] {
  return rules
    .filter((r) => explainerRules.includes(r.token) && r.kind !== "trade practice" && r.sources.length)
    .filter((r) => !r.sources.some((id) => cited.includes(id)))
    .map((r) => ({ token: r.token, sources: r.sources }));
}

/** The places of `places` that `text` names (whole words, any case). */
export function placesNamed(text: string, places: readonly string[]): string[] {
  const flat = text.replace(/\s+/g, " ").toLowerCase();
  return places.filter((place) => {
    const escaped = place.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
    return new RegExp(`(?<![a-z])${escaped}(?![a-z])`).test(flat);
  });
}

/** Fewest places from its district's page an area topic page must name. */
export const minPlacesNamed = 2;

/**
 * Paragraphs of a Markdown text, as the rules that read a statement across
 * its sentences see them: each paragraph, each list item, each table row
 * (tokens left in place).
 */
function paragraphUnitsOf(markdown: string): string[] {
  const units: string[] = [];
  for (const block of markdown.split(/\n\s*\n/)) {
    const lines = block
      .split("\n")
      .map((l) => l.trim())
      .filter(Boolean);
    if (!lines.length) continue;
    if (lines.every((l) => l.startsWith("|"))) units.push(...lines.filter((l) => !/^\|[\s:|-]+\|$/.test(l)));
    else if (/^([-*]|\d+\.)\s/.test(lines[0] ?? "")) units.push(...listItemsOf(lines));
    else units.push(lines.join(" "));
  }
  return units;
}

/** The two distances of section 6 of the Party Wall etc. Act 1996, by their tokens. */
export const excavationDistanceTokens = ["excavationNearDistance", "excavationFarDistance"] as const;

/**
 * Paragraphs that print one section 6 distance without the other. Section 6
 * has two triggers (the near distance and deeper than the neighbour's
 * foundations; the far distance and cutting a 45-degree line down from them),
 * so a paragraph that states one states both, or the page lists the
 * `party-wall-excavation` explainer and states neither.
 */
export function oneExcavationDistance(markdown: string): string[] {
  const [near, far] = excavationDistanceTokens.map((t) => `{${t}}`);
  return paragraphUnitsOf(markdown).filter((unit) => unit.includes(near ?? "") !== unit.includes(far ?? ""));
}

const timeWord =
  "\\d+|one|two|three|four|five|six|seven|ten|fourteen|a few|a couple of|several|a|one or two|two or three";
/** A time typed after "within", "in" or "inside": "within a few days", "in 48 hours", "within a week or so". */
const typedTime = new RegExp(
  `\\b(?:within|in|inside|after)\\s+(?:${timeWord})\\s+(?:working\\s+)?(?:hours?|days?|weeks?|week or so|business days?)\\b|\\bwithin (?:days|hours)\\b|\\b(?:the same|the next) (?:working )?day\\b|\\bsame-day\\b`,
  "i",
);
/** What the business promises to do in a time: reply to a request, or send its written quote. */
const promiseSubject =
  /\b(?:you(?:'ll| will)? hear from us|we(?:'ll| will)? be in touch)\b|\b(?:we|our (?:reply|team|office)|you(?:'ll| will)? (?:hear|get|receive|have))\b[^.|]{0,60}\b(?:repl(?:y|ies)|respond|response|get back|hear from|call (?:you )?back|come back to you|quote|quotation|fixed price)\b|\b(?:repl(?:y|ies)|response|quote|quotation)\b[^.|]{0,40}\b(?:follows?|arrives?|reaches you|is sent|comes?)\b/i;
/** Whose time it is when it is not ours: a neighbour's, the council's, a supplier's. */
const someoneElse =
  /\b(?:neighbour|adjoining|council|planning|building control|Regulator|water company|Thames Water|surveyor|insurer|freeholder|managing agent|landlord|supplier|lead time|deliver|engineer|architect|emergency|call-?out|on site|attend|\bstart)/i;

/**
 * Sentences that type how soon the business replies or quotes ("within a
 * few days of the visit", "a week or so") instead of printing the promise
 * through its token: `{responseHours}` for the reply to a request,
 * `{quoteAfterVisitHours}` for the written quote after the visit. Also a
 * sentence that ties the written quote to `{responseHours}`, the reply's
 * token, which is the mix-up the two tokens exist to prevent.
 */
export function typedPromises(markdown: string): { text: string; problem: string }[] {
  const found: { text: string; problem: string }[] = [];
  for (const unit of unitsOf(markdown)) {
    const bare = unit.text.replace(tokenPattern, "");
    if (promiseSubject.test(unit.text) && typedTime.test(bare) && !someoneElse.test(unit.text)) {
      found.push({ text: unit.text, problem: "a reply or quote time typed" });
    }
    const quoteThenReply =
      /\b(?:quote|quotation|fixed price)\b(?! (?:form|request))([^.;:]{0,60})\{responseHours\}/i.exec(unit.text);
    if (
      (quoteThenReply && !/\b(?:repl|respond|back to you|hear from)/i.test(quoteThenReply[1] ?? "")) ||
      /\{responseHours\}[^.;]{0,30}\bof (?:the|your|our|seeing)\b[^.;]{0,20}\b(?:visit|survey|property|house|site)\b/i.test(
        unit.text,
      )
    ) {
      found.push({ text: unit.text, problem: "the written quote printed through the reply's {responseHours}" });
    }
  }
  return found;
}

const amountWord = "hundreds|thousands|tens of thousands|hundreds of thousands";
/** A price said in words: "priced in the hundreds", "a few thousand pounds", "a five-figure sum". */
const priceInWords = new RegExp(
  [
    `\\b(?:${amountWord}|(?:a few|several|a couple of|one|two|three|four|five|six|seven|eight|nine|ten|twenty|fifty)\\s+(?:hundred|thousand))\\s+(?:of\\s+)?pounds\\b`,
    `\\b(?:pric(?:ed?|es?|ing)|costs?|costing|budget|spend|runs? (?:to|into)|comes? to)\\b[^.|]{0,30}\\b(?:in the (?:low |high |mid )?(?:${amountWord})|(?:four|five|six)[- ]figures?)`,
    `\\b(?:four|five|six)[- ]figure (?:sum|price|cost|budget|bill)s?\\b`,
  ].join("|"),
  "i",
);

/**
 * Prices said in words ("priced in the hundreds", "a few thousand pounds")
 * that do not say they include VAT: a price to consumers, in words or in
 * figures, includes VAT and says so (CAP Code rule 3.18). Like
 * `pricesWithoutVat`, a table row passes when its header row or the line
 * above the table says so.
 */
export function wordPricesWithoutVat(markdown: string): string[] {
  return unitsOf(markdown)
    .filter((unit) => priceInWords.test(unit.text))
    .filter((unit) => !saysVatIncluded(unit.text) && !(unit.context !== undefined && saysVatIncluded(unit.context)))
    .map((unit) => unit.text);
}

/** Words that show a page is about flats in a block. */
const aboutFlatsInBlocks =
  /\bmansion (?:blocks?|flats?)\b|\bblocks? of flats\b|\b(?:apartment|tower|residential|purpose-built|council|ex-council|high-rise) blocks?\b|\bflats? in (?:a|the|your|an?) (?:block|tower|mansion block)\b|\bresidential towers?\b|\bhigh-rise\b/i;
/** The explainer that says when the Regulator, not the council, approves the work. */
export const higherRiskExplainer = "higher-risk-buildings";
/** A sentence naming the Regulator with the condition under which it applies. */
const conditionalRegulator =
  /\b(?:Building Safety )?Regulator\b[^.|]*\b(?:if|where|when|unless|higher-risk)\b|\b(?:if|where|when|unless|higher-risk)\b[^.|]*\b(?:Building Safety )?Regulator\b|\{higherRiskBuildingHeight\}[^.|]*\bRegulator\b|\bRegulator\b[^.|]*\{higherRiskBuildingHeight\}/i;

/**
 * Whether a page about flats in a block that names building control leaves
 * out the Building Safety Regulator: it must say when the Regulator, not
 * the council, approves the work, in a sentence of its own with a
 * conditional word ("if", "where", "in a higher-risk building") or by listing
 * the `higher-risk-buildings` explainer. Returns the first sentence naming
 * building control, or undefined when the page passes or the rule does not
 * apply.
 */
export function buildingControlWithoutRegulator(
  texts: readonly string[],
  explainers: readonly string[] = [],
): string | undefined {
  const all = texts.join("\n\n");
  if (!aboutFlatsInBlocks.test(all) || !/\bbuilding control\b/i.test(all)) return undefined;
  if (explainers.includes(higherRiskExplainer)) return undefined;
  const units = texts.flatMap(unitsOf);
  if (units.some((u) => conditionalRegulator.test(u.text))) return undefined;
  return units.find((u) => /\bbuilding control\b/i.test(u.text))?.text ?? "building control";
}
