/**
 * `npm run bench [-- options]`: builds the site and measures it.
 *   --runs N          Lighthouse runs a page to take the median of (default 3)
 *   --builds N        builds of the site, the first one cold (default 2)
 *   --no-lighthouse   skip Lighthouse
 *   --no-scale        skip the ten-times content build
 *   --no-leads        skip the lead API load test and the requests with photos
 *   --check           exit 1 when a figure breaks the budget (scripts/bench/budget.ts)
 * Prints tables and writes bench-results/bench.json.
 */
import { execFileSync } from "node:child_process";
import { copyFileSync, existsSync, mkdirSync, rmSync, writeFileSync } from "node:fs";
import { performance } from "node:perf_hooks";
import { securityHeaders } from "../src/config/security";
import { budget, lighthouseBudgetProblems, pageBudgetProblems } from "./bench/budget";
import { median } from "./bench/median";
import { runLighthouse, type LighthouseResult } from "./bench/lighthouse";
import { measurePages, type PageWeight } from "./bench/pageWeights";
import { measureSearchCost } from "./bench/searchCost";
import { outboxCheckBytes } from "./bench/outboxCheck";
import { writeScaledContent } from "./bench/scaledContent";
import { firstProjectPath } from "./lib/loadContent";
import { localCertificate } from "./lib/localCertificate";
import { createSecureSiteServer, createSiteServer } from "./lib/siteServer";
import {
  measureLeadApi,
  measurePhotoRequests,
  withLeadBench,
  type LeadApiResult,
  type PhotoRequestResult,
} from "./bench/leadApi";

const args = process.argv.slice(2);
const flag = (name: string) => args.includes(name);
const option = (name: string, fallback: number) =>
  (args.includes(name) && Number(args[args.indexOf(name) + 1])) || fallback;
const runs = option("--runs", 3);
/** One cold build and one warm: a warm build varies by a second or two, well inside its budget. */
const builds = option("--builds", 2);
const outDir = "dist";
/** Astro's content cache (the default cacheDir). */
const dataStore = "node_modules/.astro/data-store.json";
/** The social images drawn by earlier builds (astro.config.ts). */
const ogImageCache = "node_modules/.cache/og-images";

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Seconds each part of the bench took, printed at the end (CI's time limit covers the bench). */
const phaseSeconds: Record<string, number> = {};
let phaseStart = performance.now();
const endPhase = (name: string) => {
  phaseSeconds[name] = Math.round((performance.now() - phaseStart) / 100) / 10;
  phaseStart = performance.now();
};

function timedBuild(env: Record<string, string> = {}): number {
  const start = performance.now();
  execFileSync("npx", ["astro", "build", "--silent"], { stdio: "inherit", env: { ...process.env, ...env } });
  return (performance.now() - start) / 1000;
}

// 1. Build time of the real site. The first build is cold: the social images are all drawn
// (their cache emptied first); later ones find them cached, as most builds do.
console.log(`Building the site ${builds} time(s), the first one cold…`);
rmSync(ogImageCache, { recursive: true, force: true });
const buildTimes = Array.from({ length: builds }, () => timedBuild({ ASTRO_OUT_DIR: outDir }));
const coldSeconds = buildTimes[0] ?? 0;
const warmTimes = buildTimes.length > 1 ? buildTimes.slice(1) : buildTimes;
const buildSeconds = median(warmTimes);
endPhase("builds");

// 2. What each page costs.
const pages = measurePages(outDir);
const templates = [...new Set(pages.map((p) => p.template))].sort();
const byTemplate = templates.map((template) => {
  const group = pages.filter((p) => p.template === template);
  const stat = (key: keyof PageWeight) => {
    const values = group.map((p) => Number(p[key]));
    return { median: median(values), max: Math.max(...values) };
  };
  return {
    template,
    pages: group.length,
    js: stat("jsTotal"),
    jsInitial: stat("jsInitial"),
    jsPhotos: stat("jsPhotos"),
    jsOutboxSender: stat("jsOutboxSender"),
    css: stat("css"),
    fonts: stat("fonts"),
    html: stat("html"),
  };
});
console.log("\nPage weight by template (gzipped; JS = page scripts + island + on-demand modules)");
console.table(
  byTemplate.map((t) => ({
    template: t.template,
    pages: t.pages,
    "JS median": kb(t.js.median),
    "JS max": kb(t.js.max),
    "JS at load": kb(t.jsInitial.median),
    "Photo code": kb(t.jsPhotos.max),
    "Outbox sender": kb(t.jsOutboxSender.max),
    CSS: kb(t.css.max),
    Fonts: kb(t.fonts.max),
    "HTML median": kb(t.html.median),
    "HTML max": kb(t.html.max),
  })),
);

// The quote outbox: its every-page check on its own, and its sender (loaded only when a request waits).
const outboxCheck = await outboxCheckBytes();
const outboxSender = Math.max(...pages.map((p) => p.jsOutboxSender));
console.log(
  `\nQuote outbox: the check ${outboxCheck} B on its own (budget ${budget.jsOutboxCheck} B), the sender ${kb(outboxSender)} (budget ${kb(budget.jsOutboxSender)})`,
);

endPhase("page weights");

// 3. Build time of a content set ten times larger.
let scaled: { pages: number; seconds: number; ratio: number } | undefined;
if (!flag("--no-scale")) {
  const { dir, files } = writeScaledContent(10);
  console.log(`\nBuilding a ten-times content set (${files} extra pages)…`);
  // The scaled build rewrites Astro's content cache; the real one is put back afterwards
  // so later builds and `astro check` see the real content.
  const hadStore = existsSync(dataStore);
  if (hadStore) copyFileSync(dataStore, `${dir}/data-store.json`);
  try {
    const seconds = timedBuild({ CONTENT_DIR: dir, ASTRO_OUT_DIR: `${dir}/dist` });
    scaled = { pages: pages.length + files, seconds, ratio: seconds / buildSeconds };
  } finally {
    if (hadStore) copyFileSync(`${dir}/data-store.json`, dataStore);
    else rmSync(dataStore, { force: true });
    rmSync(dir, { recursive: true, force: true });
  }
}
console.log(
  `\nBuild: ${pages.length} pages in ${buildSeconds.toFixed(1)} s (median of ${warmTimes.length} warm runs); cold, drawing every social image: ${coldSeconds.toFixed(1)} s`,
);
if (scaled)
  console.log(
    `Ten-times set: ${scaled.pages} pages in ${scaled.seconds.toFixed(1)} s, ${scaled.ratio.toFixed(2)}× the site`,
  );

endPhase("ten-times build");

// 4. Site search's cost on first use.
const searchServer = await createSiteServer({ root: outDir, port: 0, headers: securityHeaders() });
const searchAddress = searchServer.address();
const searchCost = await measureSearchCost(
  `http://127.0.0.1:${typeof searchAddress === "object" && searchAddress ? searchAddress.port : 0}`,
  outDir,
).finally(() => searchServer.close());
console.log(
  `\nSearch on first use ("${searchCost.words}"): ${searchCost.files} files, ${kb(searchCost.jsBytes)} of JS and ${kb(searchCost.indexBytes)} of WebAssembly and index`,
);

endPhase("search");

// 5. Lighthouse on one page of each main template.
let lighthouse: LighthouseResult[] = [];
if (!flag("--no-lighthouse")) {
  // Over HTTP/2, as the host serves every page: over HTTP/1.1 the browser opens a second connection
  // for the font it is told to preload while the page still arrives, and Lighthouse charges the
  // handshake (150 ms of its mobile preset's round trips) to the largest paint.
  const server = await createSecureSiteServer({
    root: outDir,
    port: 0,
    headers: securityHeaders(),
    tls: localCertificate(),
  });
  const address = server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  try {
    console.log(`\nLighthouse (mobile, HTTP/2), ${runs} run(s) a page…`);
    lighthouse = await runLighthouse(
      `https://127.0.0.1:${port}`,
      [
        "/",
        "/contact",
        "/roof-repairs",
        "/areas/kensington",
        "/loft-conversions-london",
        "/london-construction-costs",
        ...firstProjectPath(),
      ],
      runs,
    );
  } finally {
    server.close();
  }
  console.table(
    lighthouse.map(({ best, shifted, ...median }) => ({
      ...median,
      moved: shifted.join(", "),
      "best perf": best.performance,
      "best FCP": best.fcpMs,
      "best LCP": best.lcpMs,
      "best CLS": best.cls,
    })),
  );
}

endPhase("Lighthouse");

// 6. The lead API: 1,000 submissions at concurrency 20, the limit off.
let leadApi: LeadApiResult | undefined;
let leadPhotos: PhotoRequestResult | undefined;
if (!flag("--no-leads")) {
  await withLeadBench(outDir, async (bench) => {
    console.log("\nSending 1,000 quote requests to the lead API (wrangler local mode)…");
    leadApi = await measureLeadApi(bench);
    console.log(
      `Lead API: p50 ${leadApi.p50Ms} ms, p95 ${leadApi.p95Ms} ms; ${leadApi.lost} lost, ${leadApi.duplicated} duplicated, ${leadApi.refused} refused, ${leadApi.notified} e-mails; ${leadApi.serverErrors} server error(s) on the first send`,
    );
    leadApi.errors.forEach((line) => console.log(`  ${line}`));
    console.log("\nSending 20 quote requests with two photos each, one at a time…");
    leadPhotos = await measurePhotoRequests(bench);
    console.log(
      `Lead API with ${leadPhotos.photos} × ${Math.round(leadPhotos.photoBytes / 1024)} KB photos: p50 ${leadPhotos.p50Ms} ms, p95 ${leadPhotos.p95Ms} ms; ${leadPhotos.refused} refused`,
    );
  });
}

endPhase("lead API");
console.log(
  `\nBench phases: ${Object.entries(phaseSeconds)
    .map(([name, seconds]) => `${name} ${seconds} s`)
    .join(", ")}`,
);

// 7. Results and the budget.
const problems: string[] = [];
for (const page of pages) problems.push(...pageBudgetProblems(page));
if (outboxCheck > budget.jsOutboxCheck)
  problems.push(`outbox check ${outboxCheck} B (budget ${budget.jsOutboxCheck} B)`);
if (new Set(pages.flatMap((p) => p.stylesheets)).size > 1) problems.push("more than one stylesheet across the site");
if (coldSeconds > budget.coldBuildSeconds)
  problems.push(`cold build took ${coldSeconds.toFixed(1)} s (budget ${budget.coldBuildSeconds} s)`);
if (Math.max(...warmTimes) > budget.buildSeconds)
  problems.push(`build took ${Math.max(...warmTimes).toFixed(1)} s (budget ${budget.buildSeconds} s)`);
if (scaled && scaled.ratio > budget.scaledBuildRatio)
  problems.push(`ten-times build took ${scaled.ratio.toFixed(1)}× as long`);
if (leadApi) {
  if (leadApi.lost || leadApi.duplicated || leadApi.refused)
    problems.push(`lead API: ${leadApi.lost} lost, ${leadApi.duplicated} duplicated, ${leadApi.refused} refused`);
  // A visitor who meets a server error sees it and can send again; more than a few in a thousand is a fault.
  if (leadApi.serverErrors > budget.leadServerErrors)
    problems.push(
      `lead API: ${leadApi.serverErrors} server errors on the first send (budget ${budget.leadServerErrors})`,
    );
  if (leadApi.p95Ms > budget.leadP95Ms)
    problems.push(`lead API p95 ${leadApi.p95Ms} ms (budget ${budget.leadP95Ms} ms)`);
}
if (leadPhotos) {
  if (leadPhotos.refused) problems.push(`lead API with photos: ${leadPhotos.refused} refused`);
  if (leadPhotos.p95Ms > budget.leadPhotosP95Ms)
    problems.push(`lead API with photos p95 ${leadPhotos.p95Ms} ms (budget ${budget.leadPhotosP95Ms} ms)`);
}
const belowTarget: string[] = [];
for (const result of lighthouse) {
  const judged = lighthouseBudgetProblems(result);
  problems.push(...judged.problems);
  belowTarget.push(...judged.belowTarget);
}
if (belowTarget.length) console.log(`\nBelow target (medians of the runs):\n  ${belowTarget.join("\n  ")}`);

mkdirSync("bench-results", { recursive: true });
writeFileSync(
  "bench-results/bench.json",
  `${JSON.stringify({ date: new Date().toISOString(), runs, builds, buildSeconds, coldSeconds, buildTimes, searchCost, scaled, phaseSeconds, byTemplate, lighthouse, leadApi, leadPhotos, outboxCheck, outboxSender, problems, pages }, null, 2)}\n`,
);
console.log("\nWritten to bench-results/bench.json");
if (problems.length) {
  console.log(`\nOver budget (${problems.length}):\n  ${[...new Set(problems)].slice(0, 40).join("\n  ")}`);
  if (flag("--check")) process.exitCode = 1;
} else console.log("\nWithin budget.");
