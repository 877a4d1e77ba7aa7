import { estimatorWeekTokens } from "../config/estimator";
import { figureTokens } from "../config/figures";
import { ruleTokens } from "../config/rules";
import { tilingPartner } from "../config/navigation";
import { business, openingHours, site } from "../config/site";

/** A retention period as the privacy notice prints it: "12 months", "1 month". */
export const retentionText = (months: number) => `${months} month${months === 1 ? "" : "s"}`;

/** Who is responsible for visitors' data: the registered company once its details are in, else the trading name. */
function dataController(): string {
  const { registeredName, companyNumber, registeredOffice } = business.legal;
  if (!registeredName || !companyNumber) return site.name;
  const office = registeredOffice ? `, registered office ${registeredOffice}` : "";
  return `${registeredName} (company number ${companyNumber}${office}), trading as ${site.name}`;
}

/** What each business fact prints, by the field `tokens` in business.json names its `{token}` for. */
const businessFacts: Readonly<Record<keyof typeof site.tokens, string>> = {
  name: site.name,
  phone: site.phone.display,
  mobile: site.mobile.display,
  emergencyPhone: site.emergencyPhone.display,
  email: site.email,
  foundedYear: String(site.foundedYear),
  ...site.claims,
  responseHours: String(site.promises.responseHours),
  siteVisitMiles: String(site.promises.siteVisitMiles),
  footerArea: site.serviceArea.footer,
  contactArea: site.serviceArea.contact,
  quoteAfterVisitHours: String(site.promises.quoteAfterVisitHours.value),
  weekdayHours: openingHours.weekdays,
  saturdayHours: openingHours.saturday,
  dataController: dataController(),
  enquiryRetention: retentionText(business.enquiryRetention.months),
};

/** The business's facts by the `{token}` names business.json and partner.json give them. */
const businessTokens: Readonly<Record<string, string>> = {
  ...Object.fromEntries(
    Object.entries(site.tokens).map(([field, token]) => [token, businessFacts[field as keyof typeof site.tokens]]),
  ),
  [tilingPartner.nameToken]: tilingPartner.name,
};

/**
 * Every source of `{token}`s, in one list: each token is named where its value
 * lives, in its JSON file (a figure's, price's, rule's or job's
 * `token`/`…Token`/`weeksTokens`; a business fact's under business.json's `tokens`).
 */
const tokenSources: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  "business.json, partner.json": businessTokens,
  "facts.json, prices.json": figureTokens,
  "estimator.json": estimatorWeekTokens,
  "rules.json": ruleTokens,
};

/**
 * `{token}` placeholders that copy may use for business facts, so a number is
 * written once (in src/content/site/*.json) and read everywhere.
 */
const factTokens: Readonly<Record<string, string>> = Object.fromEntries(
  Object.values(tokenSources).flatMap((source) => Object.entries(source)),
);

// One name, one value: a token named in two sources stops the build.
for (const token of Object.keys(factTokens)) {
  const named = Object.keys(tokenSources).filter((source) => token in (tokenSources[source] ?? {}));
  if (named.length > 1) throw new Error(`{${token}} is named in more than one source: ${named.join(" and ")}`);
}

const tokenPattern = /\{([a-zA-Z]+)\}/g;

/** Tokens in `text` that are not known facts (a typo would otherwise print braces). */
export function unknownTokens(text: string): string[] {
  return [...text.matchAll(tokenPattern)].map((m) => m[1] ?? "").filter((name) => !(name in factTokens));
}

const htmlEscapes: Readonly<Record<string, string>> = {
  "&": "&amp;",
  "<": "&lt;",
  ">": "&gt;",
  '"': "&quot;",
  "'": "&#39;",
};

/** Text made safe to put into HTML, between tags or inside a quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => htmlEscapes[char] ?? char);
}

function fill(text: string, encode: (value: string) => string): string {
  return text.replace(tokenPattern, (whole, name: string) => {
    const value = factTokens[name];
    if (value === undefined) throw new Error(`Unknown fact token ${whole} in: ${text.slice(0, 80)}`);
    return encode(value);
  });
}

/**
 * Replaces `{token}` placeholders in plain text with facts (React escapes the
 * result when it renders it); throws on an unknown token so the build fails.
 */
export function fillFacts(text: string): string {
  return fill(text, (value) => value);
}

/**
 * Replaces `{token}` placeholders in HTML (a rendered Markdown body) with facts
 * escaped as text, so a value such as `Smith & Sons <b>` shows as written.
 */
export function fillFactsInHtml(html: string): string {
  return fill(html, escapeHtml);
}
