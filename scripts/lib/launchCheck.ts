/**
 * Everything still standing in for the owner's real details: placeholder
 * numbers and addresses, sample reviews, drawn project pictures, unconfirmed
 * prices and claims, missing legal details and registrations, and pages
 * whose technical statements have not yet been reviewed. Each finding
 * says where to change it: the file, and the place in the CMS at /admin.
 * `npm run launch-check` prints them; `LAUNCH=1 npm run build` refuses to
 * build while any remain.
 */
import { tilingPartner } from "../../src/config/navigation";
import { business } from "../../src/config/site";
import { cmsConfig, type CmsField } from "../../src/config/cmsConfig";
import { ukPhoneNumber } from "../../src/content/phone";
import { citation, isStale, ruleCheckMonths, rules as ruleData, type Rule } from "../../src/config/rules";
import { isOlderThan, sourceReadMonths, sources as sourceData, type Source } from "../../src/config/sources";
import { quoteReadiness } from "../../src/lib/quoteReadiness";
import { claimDifferences, reviewFiguresPath, type ReviewFigures } from "../../src/lib/reviewFigures";
import { z } from "zod";
import { awaitingConfirmation } from "./awaitingConfirmation";
import { loadAllContent, type LoadedEntry } from "./loadContent";
import { markdownCollections, type PageFamily } from "../../src/content/collections";

export interface Finding {
  /** The kind of placeholder, e.g. "Drama-range phone number". */
  kind: string;
  /** What exactly, with the value the site shows today. */
  detail: string;
  /** The file to edit, from the project root. */
  file: string;
  /** The same place in the CMS: collection › entry › field. */
  cms: string;
}

/**
 * Ofcom's numbers reserved for drama (never assigned to anyone), as digits
 * after the leading 0: London 020 7946 0xxx, mobiles 07700 900xxx, and the
 * other geographic, freephone and premium drama blocks.
 */
const dramaPrefixes = [
  "2079460",
  "7700900",
  "1632960",
  "1134960",
  "1144960",
  "1154960",
  "1164960",
  "1174960",
  "1184960",
  "1214960",
  "1314960",
  "1414960",
  "1514960",
  "1614960",
  "1914980",
  "2920180",
  "2896496",
  "3069990",
  "8081570",
  "9098790",
];
export const isDramaNumber = (number: string) => {
  // The digits after the 0, however the number is written (+44 (0)20 …, 020-…).
  const digits = ukPhoneNumber(number)?.e164.slice(3) ?? number.replace(/\D/g, "").replace(/^0/, "");
  return dramaPrefixes.some((prefix) => digits.startsWith(prefix));
};

/** `.example` is reserved for documentation (RFC 2606): no site or mailbox can exist there. */
export const isExampleDomain = (value: string) => /\.example(\/|$|>)/.test(value) || value.endsWith(".example");

/** The EmailJS ids the project shipped with, which send nowhere. */
const shippedEmailJsIds = ["service_keystone", "template_quote", "keystone-public-key"];

const siteFile = (file: string) => `src/content/site/${file}`;

/**
 * Labels of the CMS's collection, entry and fields along a dotted path. A list
 * item (a number in the path) is named as the editor's list shows it: by the
 * next of `itemNames` (its label, author or title), else by its position.
 */
export function cmsLocation(
  collection: string,
  entry: string | undefined,
  path: string,
  itemNames: readonly string[] = [],
): string {
  const names = [...itemNames];
  const found = cmsConfig.collections.find((c) => c.name === collection);
  if (!found) return collection;
  const labels = [found.label];
  let fields: readonly CmsField[] = [];
  if ("files" in found && entry !== undefined) {
    const file = found.files.find((f) => f.name === entry);
    if (file) {
      labels.push(file.label);
      fields = file.fields;
    }
  } else if ("fields" in found) {
    fields = found.fields;
  }
  for (const key of path.split(".").filter(Boolean)) {
    if (/^\d+$/.test(key)) {
      labels.push(names.length ? `"${names.shift() ?? ""}"` : `item ${Number(key) + 1}`);
      continue;
    }
    const field = fields.find((f) => f.name === key);
    if (!field) break;
    labels.push(field.label);
    fields = field.fields ?? field.field?.fields ?? [];
  }
  // A list file's collection, file and list often share one name: say it once.
  return labels.filter((label, i) => label !== labels[i - 1]).join(" › ");
}

const businessField = (path: string) => cmsLocation("site", "business", path);

/**
 * Every placeholder still in place. A test may pass the content and the page
 * families' registry it was loaded with (a family added).
 */
export function launchFindings(
  env: NodeJS.ProcessEnv = process.env,
  content: ReturnType<typeof loadAllContent> = loadAllContent(),
  registry: Readonly<Record<string, PageFamily>> = markdownCollections,
): Finding[] {
  const findings: Finding[] = [];
  const add = (kind: string, detail: string, file: string, cms: string) => findings.push({ kind, detail, file, cms });

  for (const key of ["phone", "mobile", "emergencyPhone"] as const) {
    if (isDramaNumber(business[key])) {
      add("Drama-range phone number", `${key}: ${business[key]}`, siteFile("business.json"), businessField(key));
    }
  }
  if (isExampleDomain(business.url))
    add("Placeholder domain", business.url, siteFile("business.json"), businessField("url"));
  if (isExampleDomain(business.email)) {
    add("Placeholder e-mail", business.email, siteFile("business.json"), businessField("email"));
  }
  const emailJsEnv = {
    serviceId: "PUBLIC_EMAILJS_SERVICE_ID",
    templateId: "PUBLIC_EMAILJS_TEMPLATE_ID",
    publicKey: "PUBLIC_EMAILJS_PUBLIC_KEY",
  };
  for (const [key, variable] of Object.entries(emailJsEnv) as [keyof typeof emailJsEnv, string][]) {
    const value = env[variable] || business.emailjs[key];
    if (shippedEmailJsIds.includes(value)) {
      add(
        "Default EmailJS id",
        `${key}: ${value} (or set PUBLIC_EMAILJS_* when building)`,
        siteFile("business.json"),
        businessField(`emailjs.${key}`),
      );
    }
  }
  // The facts a written quote needs (quoteReadiness.ts), each named: the Worker refuses to send a quote without them.
  const readinessKinds = { address: "Empty address", legal: "Missing company details", vat: "Missing VAT details" };
  for (const { field, fact } of quoteReadiness(business)) {
    const group = field.split(".")[0] as keyof typeof readinessKinds;
    const until = group === "address" ? "the address is given" : "it is given";
    add(
      readinessKinds[group],
      `${field} is not given: ${fact}. A written quote cannot be sent until ${until}.`,
      siteFile("business.json"),
      businessField(field),
    );
  }
  if (!business.registrations.gasSafeNumber) {
    add(
      "Missing registration",
      "Gas Safe registration number (the site says gas work is done by Gas Safe registered engineers)",
      siteFile("business.json"),
      businessField("registrations.gasSafeNumber"),
    );
  }
  for (const key of ["electricalScheme", "electricalSchemeNumber"] as const) {
    if (!business.registrations[key]) {
      add(
        "Missing registration",
        `${key}: the competent-person scheme (NICEIC, NAPIT or similar) for notifiable electrical work`,
        siteFile("business.json"),
        businessField(`registrations.${key}`),
      );
    }
  }
  if (!tilingPartner.confirmed || isExampleDomain(tilingPartner.url)) {
    add(
      "Placeholder tiling partner",
      `${tilingPartner.name}, ${tilingPartner.url}`,
      siteFile("partner.json"),
      cmsLocation("site", "partner", ""),
    );
  }

  const { reviews, projects, pages } = content;
  /** Where an entry of a family is, as a file and as the editor names it. */
  const fileOf = (family: PageFamily, id: string) => `src/content/${family.dir}/${id}.md`;
  const pagesFamily: PageFamily = markdownCollections.pages;
  const reviewIds = new Set(reviews.map((review) => review.id));
  for (const entry of pages) {
    const gone = entry.data.reviews.filter((id) => !reviewIds.has(id));
    if (gone.length) {
      add(
        "Page shows a review that is no longer on file",
        `${entry.id}: ${gone.join(", ")} (pick reviews from the list, or remove these)`,
        fileOf(pagesFamily, entry.id),
        `${cmsLocation(pagesFamily.editor.name, undefined, "reviews")} (entry ${entry.id})`,
      );
    }
  }
  // Copy may still name a project the owner has deleted; the site sends those links to /projects.
  const projectIds = new Set(projects.map((project) => project.id));
  for (const entry of pages) {
    const named = [
      entry.data.parent ?? "",
      ...entry.data.alsoUnder,
      ...entry.data.related,
      ...entry.body.matchAll(/\]\(\/(projects\/[^)#?\s]+)/g),
    ].map((ref) => (typeof ref === "string" ? ref : (ref[1] ?? "")));
    const gone = named.filter((route) => /^projects\/[^/]+$/.test(route) && !projectIds.has(route.slice(9)));
    if (gone.length) {
      add(
        "Page names a project that is no longer on file",
        `${entry.id}: ${[...new Set(gone)].join(", ")} (rewrite the sentence or link, or pick another project)`,
        fileOf(pagesFamily, entry.id),
        `${cmsLocation(pagesFamily.editor.name, undefined, "body")} (entry ${entry.id})`,
      );
    }
  }
  // Copy whose technical statements nobody has yet checked against the Approved Documents and standards.
  const families = content as unknown as Readonly<Record<string, readonly LoadedEntry<{ reviewed?: unknown }>[]>>;
  for (const [name, family] of Object.entries(registry)) {
    for (const entry of (families[name] ?? []).filter((e) => !e.data.reviewed)) {
      add(
        "Copy awaiting its technical review",
        entry.id,
        fileOf(family, entry.id),
        `${cmsLocation(family.editor.name, undefined, "reviewed")} (entry ${entry.id})`,
      );
    }
  }
  reviews.forEach((review, i) => {
    if (review.data.sample) {
      add(
        "Sample review",
        review.data.author,
        "src/content/reviews.yaml",
        cmsLocation("reviews", "reviews", `reviews.${i}`, [review.data.author]),
      );
    }
  });
  projects.forEach((project, i) => {
    if (project.data.sample) {
      add(
        "Example project",
        `${project.data.title}: replace it with a job you did, or delete it`,
        "src/content/projects.yaml",
        cmsLocation("projects", "projects", `projects.${i}.sample`, [project.data.title]),
      );
    }
    const drawn = project.data.gallery.filter((picture) => !picture.photo).map((picture) => picture.stage);
    if (drawn.length) {
      add(
        "Illustration instead of a photo",
        `${project.data.title}: ${drawn.join(", ")}`,
        "src/content/projects.yaml",
        cmsLocation("projects", "projects", `projects.${i}.gallery`, [project.data.title]),
      );
    }
  });

  for (const pending of awaitingConfirmation()) {
    const entry = pending.file.replace(/\.json$/, "");
    add(
      "Unconfirmed price or claim",
      `${pending.what}: ${pending.value}`,
      siteFile(pending.file),
      cmsLocation("site", entry, pending.field, pending.item === undefined ? [] : [pending.item]),
    );
  }
  return findings;
}

/**
 * Rules (src/content/site/rules.json) last checked more than a year before
 * `now`: warnings, not placeholders, so a date passing never blocks a deploy.
 * Tests pass their own clock and rules.
 */
export function ruleWarnings(now: Date = new Date(), rules: readonly Rule[] = ruleData): Finding[] {
  return rules.flatMap((rule, i) =>
    isStale(rule, now)
      ? [
          {
            kind: `Rule last checked more than ${ruleCheckMonths} months ago`,
            detail: `{${rule.token}} = ${rule.value} (${rule.kind}; ${citation(rule)}), checked ${rule.checked}: check it against the current source and update the date`,
            file: siteFile("rules.json"),
            cms: cmsLocation("site", "rules", `rules.${i}.checked`, [rule.token]),
          },
        ]
      : [],
  );
}

/**
 * Sources (src/content/site/sources.json) last read more than a year before
 * `now`: warnings like a rule's, which never block a deploy. Tests pass
 * their own clock and sources.
 */
export function sourceWarnings(now: Date = new Date(), sources: readonly Source[] = sourceData): Finding[] {
  return sources.flatMap((source, i) =>
    isOlderThan(source.read, now, sourceReadMonths)
      ? [
          {
            kind: `Source last read more than ${sourceReadMonths} months ago`,
            detail: `${source.title} (${source.id}; ${source.section}), read ${source.read}: read the current version at ${source.url}, correct the rules and pages that cite it, and update the date`,
            file: siteFile("sources.json"),
            cms: cmsLocation("site", "sources", `sources.${i}.read`, [source.id]),
          },
        ]
      : [],
  );
}

/**
 * What a kind of finding means beyond its list, printed under its heading. Sample reviews: the static
 * hosts show reviews.yaml as it is; on Cloudflare the Worker serves the pages that show reviews
 * (worker/reviews/publicPages.ts) and takes the examples off them once a real review is published.
 * With the live site's address (launch-check.ts), the check reads the live pages and lists only the
 * examples they still show.
 */
export const kindNotes: Readonly<Record<string, string>> = {
  "Sample review":
    "Static hosts show these as they are. On Cloudflare they disappear from the home page and /design-consultation as soon as the first real review is published (the Worker serves those pages with the published reviews; no rebuild); until then they show, labelled as examples.",
};

/** The findings as the owner reads them, grouped by kind. */
export function formatFindings(findings: readonly Finding[], what = "placeholder(s) still in place"): string {
  if (!findings.length) return "No placeholders left: the site is ready to launch.";
  const kinds = [...new Set(findings.map((f) => f.kind))];
  return [
    `${findings.length} ${what}:`,
    ...kinds.flatMap((kind) => [
      "",
      `${kind}:`,
      ...(kindNotes[kind] ? [`  (${kindNotes[kind]})`] : []),
      ...findings
        .filter((f) => f.kind === kind)
        .map((f) => `  - ${f.detail}\n      file: ${f.file}\n      CMS:  ${f.cms}`),
    ]),
  ].join("\n");
}

const figuresSchema = z.object({
  count: z.number().int().min(0),
  average: z.number().min(0).max(5),
  satisfaction: z.number().min(0).max(100),
});

/** The published reviews' figures as the live site answers them, at `origin` (the site's address). */
export async function readPublishedFigures(origin: string, fetcher: typeof fetch = fetch): Promise<ReviewFigures> {
  const response = await fetcher(new URL(reviewFiguresPath, origin), { headers: { accept: "application/json" } });
  if (!response.ok) throw new Error(`${origin}${reviewFiguresPath} answered ${response.status}`);
  return figuresSchema.parse(await response.json());
}

/** A text as the built pages print it (React escapes these). */
const asPrinted = (text: string) =>
  text
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#x27;");

/**
 * The sample reviews the live site still shows, by author (issue 50): on Cloudflare the Worker serves the
 * pages that show reviews with the published ones and takes the examples off once a real review is
 * published, which a build cannot see. Reads the home page and every page whose front matter names
 * reviews, at `origin`.
 */
export async function liveSampleReviews(
  origin: string,
  content: ReturnType<typeof loadAllContent> = loadAllContent(),
  fetcher: typeof fetch = fetch,
): Promise<string[]> {
  const paths = ["/", ...content.pages.filter((entry) => entry.data.reviews.length).map((entry) => `/${entry.id}`)];
  const pages = await Promise.all(
    paths.map(async (path) => {
      const response = await fetcher(new URL(path, origin));
      if (!response.ok) throw new Error(`${origin}${path} answered ${response.status}`);
      return response.text();
    }),
  );
  return content.reviews
    .filter((review) => review.data.sample && pages.some((page) => page.includes(asPrinted(review.data.text))))
    .map((review) => review.data.author);
}

/**
 * The star claims the pages print that the published reviews do not bear out (issue 50): once a real
 * review is published, business.json's rating and satisfaction must be its figures. The Worker-served
 * pages print the figures at once; every other page prints the claim, so the launch check fails until
 * the owner changes it.
 */
export function claimFindings(figures: ReviewFigures, claims = business.claims): Finding[] {
  return claimDifferences({ rating: claims.rating.value, satisfaction: claims.satisfaction.value }, figures).map(
    ({ claim, printed, published }) => ({
      kind: "Star claim differs from the published reviews",
      detail: `${claim}: the site says ${printed}; the ${figures.count} published review(s) give ${published}`,
      file: siteFile("business.json"),
      cms: businessField(`claims.${claim}.value`),
    }),
  );
}

/** The claims could not be compared: the live site's figures could not be read. */
export const unreadFiguresFinding = (error: unknown): Finding => ({
  kind: "Published reviews not read",
  detail: `${String(error)}: the star claims could not be compared with the published reviews`,
  file: siteFile("business.json"),
  cms: businessField("claims"),
});
