import { readFileSync } from "node:fs";
import { dirname, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { cloudflareTest, readD1Migrations } from "@cloudflare/vitest-plugin";
import type { Plugin } from "vite";
import { defineConfig } from "vitest/config";
import { makeVapidPair } from "./scripts/lib/vapidKeys.ts";
import CostliestFirst from "./tests/sequencer.ts";
import { testQuoteBusinessVar } from "./tests/worker/support/quoteBusiness.ts";

/**
 * The Worker's variables in workerd tests: the inbox open on loopback, no rate limit, no backoff,
 * EmailJS and the push services stubbed, and a VAPID pair of the run's own.
 */
const workerTestVars = async () => {
  const vapid = await makeVapidPair();
  return {
    INBOX_LOCAL: "loopback",
    RATE_LIMIT_MAX: "0",
    NOTIFY_BACKOFF_SECONDS: "0",
    EMAILJS_API_ORIGIN: "https://emailjs.test",
    EMAILJS_PRIVATE_KEY: "test-private-key",
    PUSH_API_ORIGIN: "https://push.test",
    VAPID_PUBLIC_KEY: vapid.publicKey,
    VAPID_PRIVATE_KEY: vapid.privateKey,
    VAPID_SUBJECT: "mailto:alerts-test@example.com",
    QUOTE_BUSINESS: testQuoteBusinessVar,
  };
};

/**
 * How long a browser test waits for what the page should come to show. Expect.poll's default second
 * is too short on two cores shared with the other suites: a service worker woken for a push took
 * longer in CI. A wait ends as soon as the condition holds, so a passing test is not slowed.
 */
const browserPoll = { timeout: 20_000 };

/**
 * Time limits catch a test that hangs; they are not budgets (those are in `npm run bench -- --check`).
 * With four files at a time on two cores the slowest tests took about half their limit here (html-validate
 * over every page 25 s, the Worker's axe pass over its pages 47 s), so each limit is about twice that,
 * for a slower host.
 */
const limits = { build: 60_000, browser: 60_000, workerBrowser: 120_000, worker: 20_000, mocked: 30_000 };

/**
 * The Worker imports CSS files as text (wrangler.jsonc's `rules`: the site's design tokens, for its
 * stylesheets); Vite would load them as stylesheets. Unit tests that import the Worker's modules get
 * the text too, through a module of their own.
 */
const textPrefix = "\0worker-text:";
const workerCssAsText: Plugin = {
  name: "worker-css-as-text",
  enforce: "pre",
  resolveId(source, importer) {
    if (!source.endsWith(".css") || !importer?.includes("/worker/")) return null;
    // An id that does not end in .css, which Vite's own CSS plugin would take up after this one.
    return `${textPrefix}${resolve(dirname(importer), source)}.js`;
  },
  load(id) {
    if (!id.startsWith(textPrefix)) return null;
    return `export default ${JSON.stringify(readFileSync(id.slice(textPrefix.length, -".js".length), "utf8"))};`;
  },
};

/** Route-data modules read content through Astro's virtual modules; unit tests serve them from disk. */
const astroModulesFromDisk = {
  alias: {
    "astro:content": fileURLToPath(new URL("tests/unit/support/astroContent.ts", import.meta.url)),
    "astro:assets": fileURLToPath(new URL("tests/unit/support/astroAssets.ts", import.meta.url)),
  },
};

export default defineConfig({
  test: {
    reporters: ["default", "json"],
    outputFile: { json: "test-results/vitest.json" },
    // Four files at a time on two cores: the browser files spend much of their time waiting on pages
    // and servers (two at a time, the run used 1.15 cores on average), and more keep the cores busy.
    // Measured on this 2-core machine: npm test 10 min 56 s with two, 10 min 5 s with three, 8 min 58 s
    // with four (and the Worker's API files moved up: tests/sequencer.ts).
    maxWorkers: 4,
    sequence: { sequencer: CostliestFirst },
    projects: [
      {
        test: {
          name: "unit",
          include: ["tests/unit/**/*.test.{ts,tsx}"],
          // One module graph per worker rather than per file: the files share no state, and loading it
          // afresh for each of sixty short files cost more than their tests. A file that mocks a module
          // with vi.mock would leak the mock into the next: it says so in its name (*.mocked.test.ts) and
          // runs in a fresh graph of its own (unit-mocked, below).
          isolate: false,
          exclude: ["tests/unit/**/*.mocked.test.{ts,tsx}"],
          environment: "node",
        },
        resolve: astroModulesFromDisk,
        plugins: [workerCssAsText],
      },
      {
        test: {
          name: "unit-mocked",
          include: ["tests/unit/**/*.mocked.test.{ts,tsx}"],
          // Each case loads the site's modules afresh (its content included): over 5 s in CI, beside the browsers.
          testTimeout: limits.mocked,
          environment: "node",
        },
        resolve: astroModulesFromDisk,
        plugins: [workerCssAsText],
      },
      {
        test: {
          name: "build",
          include: ["tests/build/**/*.test.ts"],
          environment: "node",
          // The files read the same built pages: one module graph per worker keeps them read once.
          isolate: false,
          // They share the two cores with the browser tests and the owner trial's build.
          testTimeout: limits.build,
          globalSetup: ["tests/e2e/support/requireBuild.ts"],
        },
      },
      {
        test: {
          name: "e2e",
          include: ["tests/e2e/**/*.test.ts"],
          environment: "node",
          // One module graph per worker: each file joins the shared browser in its own hooks
          // (support/harness.ts) and mocks no module, so a fresh graph for each bought nothing.
          isolate: false,
          testTimeout: limits.browser,
          expect: { poll: browserPoll },
          hookTimeout: 60_000,
          // One Chromium and one server of the test build for the whole run, shared by every file.
          globalSetup: ["tests/e2e/support/requireBuild.ts", "tests/e2e/support/globalSetup.ts"],
        },
      },
      {
        // The lead API inside workerd (@cloudflare/vitest-plugin): requests through the Worker's own
        // exports, D1 and R2 read in-process, EmailJS a stubbed fetch. Storage is kept per file.
        plugins: [
          cloudflareTest(async () => ({
            wrangler: { configPath: "./wrangler.jsonc" },
            miniflare: {
              // Vitest's runner imports node:inspector in every worker; without the module each file printed a
              // warning. Tests only: production's flags are wrangler.jsonc's.
              compatibilityFlags: ["enable_nodejs_inspector_module"],
              // The Cloudflare test build (scripts/test.sh builds it first) as the Worker's static assets, with its
              // _headers and _redirects: the pages that show reviews are read from them (worker/reviews/publicPages.ts).
              assets: {
                directory: fileURLToPath(
                  new URL(process.env.TEST_WORKER_OUT_DIR ?? ".worker-test-dist", import.meta.url),
                ),
              },
              bindings: {
                MIGRATIONS: await readD1Migrations(fileURLToPath(new URL("worker/migrations", import.meta.url))),
                ...(await workerTestVars()),
              },
            },
          })),
        ],
        test: {
          name: "worker",
          include: ["tests/worker/api/**/*.test.ts"],
          // Vitest's default 5 s was hit by tests that make thumbnails or erase a lead's photos while
          // the machine's two cores were busy with other work.
          testTimeout: limits.worker,
          setupFiles: ["tests/worker/api/support/setup.ts"],
          globalSetup: ["tests/worker/support/photoFiles.ts"],
        },
      },
      {
        // What needs a page and a served origin: the form, photos, the outbox and the inbox in Chromium,
        // against one `wrangler dev` (and one Chromium) started for the whole run.
        test: {
          name: "worker-browser",
          include: ["tests/worker/*.test.ts"],
          environment: "node",
          // As the e2e project: the files share nothing but the run's Worker and browser.
          isolate: false,
          testTimeout: limits.workerBrowser,
          expect: { poll: browserPoll },
          hookTimeout: 120_000,
          globalSetup: ["tests/worker/support/sharedWorker.ts"],
        },
      },
      {
        // A copy of the project with the owner's launch edits: one more build and test run.
        test: {
          name: "owner",
          include: ["tests/owner/**/*.test.ts"],
          environment: "node",
          testTimeout: 20 * 60_000,
          hookTimeout: 120_000,
        },
      },
    ],
  },
});
