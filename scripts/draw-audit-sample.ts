/**
 * `npx tsx scripts/draw-audit-sample.ts [seed]`: draws the 30 pages the next
 * independent re-read reads, the same list for the same seed on any machine.
 *
 * The population is every content page (src/content/pages, areas and
 * area-topics: the pages whose copy states rules), less the pages already
 * read by a re-read: the verdict tables of docs/content-review.md and the
 * pages the surveyor's audit of December 2026 names
 * (../shared/audits/2026-12-surveyor.md, passed with `--audit <file>` when
 * it is at hand; its route list is also kept below, because the audit file
 * is not in the repository). The draw is a seeded Fisher–Yates shuffle
 * (mulberry32), so it needs no build and no network.
 */
import { existsSync, readFileSync } from "node:fs";
import { join, relative, sep } from "node:path";
import { filesWithExtension } from "./lib/files";

const root = new URL("../", import.meta.url).pathname;
const args = process.argv.slice(2);
const seed = Number(args.find((a) => /^\d+$/.test(a)) ?? 20261207);
const auditIndex = args.indexOf("--audit");
const auditFile = auditIndex >= 0 ? args[auditIndex + 1] : undefined;

/** The pages the December 2026 surveyor's audit names (12 of its 30; it does not list the other 18). */
const surveyorAuditPages = [
  "/areas/st-johns-wood/mansion-flat-refurbishment",
  "/bifold-sliding-doors",
  "/areas/kensington/sash-window-upgrades",
  "/french-drain-construction",
  "/areas/richmond/riverside-flood-resilience",
  "/airport-noise-solutions",
  "/electrical-installations",
  "/areas/wimbledon/trees-and-foundations",
  "/stained-glass-installation",
  "/period-accurate-joinery-techniques",
  "/basement-conversions",
  "/concrete-bases",
];

/** Every content page's route, sorted: `/areas/<id>` for areas and area topics, `/<id>` for pages. */
function contentRoutes(): string[] {
  const routes: string[] = [];
  for (const [dir, prefix] of [
    ["pages", "/"],
    ["areas", "/areas/"],
    ["area-topics", "/areas/"],
  ] as const) {
    const base = join(root, "src/content", dir);
    for (const file of filesWithExtension(base, ".md")) {
      routes.push(prefix + relative(base, file).replace(/\.md$/, "").split(sep).join("/"));
    }
  }
  return routes.sort();
}

/** Routes already read: the re-reads' verdict tables, and the audit's page headings when its file is given. */
function alreadyRead(): Set<string> {
  const review = readFileSync(join(root, "docs/content-review.md"), "utf8");
  const read = [...review.matchAll(/^\|\s*\d+\s*\|\s*`(\/[^`]*)`\s*\|\s*sign/gm)].map((m) => m[1] ?? "");
  if (auditFile && existsSync(auditFile)) {
    const audit = readFileSync(auditFile, "utf8");
    read.push(...[...audit.matchAll(/^### \d+ · (\/\S+):/gm)].map((m) => m[1] ?? ""));
  }
  return new Set([...read, ...surveyorAuditPages]);
}

/** mulberry32: a small seeded generator, uniform in [0, 1). */
function mulberry32(state: number): () => number {
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** `count` routes drawn from `population` with `seed`, sorted. */
export function drawSample(population: readonly string[], seed: number, count = 30): string[] {
  const random = mulberry32(seed);
  const pool = [...population];
  for (let i = pool.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [pool[i], pool[j]] = [pool[j] as string, pool[i] as string];
  }
  return pool.slice(0, count).sort();
}

const read = alreadyRead();
const population = contentRoutes().filter((route) => !read.has(route));
const sample = drawSample(population, seed);
console.log(`Seed ${seed}; population ${population.length} pages (${read.size} already read left out).`);
for (const [i, route] of sample.entries()) console.log(`${String(i + 1).padStart(2)}. ${route}`);
