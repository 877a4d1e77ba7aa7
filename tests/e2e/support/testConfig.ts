import { chromiumPath } from "../../../scripts/lib/chromium";
// The defaults, in one file that scripts/test.sh reads too.
import testBuild from "./testBuild.json";

const emailjsPort = Number(process.env.TEST_EMAILJS_PORT ?? testBuild.emailjsPort);

/** Settings shared by the test build (scripts/test.sh) and the browser tests. */
export const testConfig = {
  /** Port of the EmailJS stand-in in the test build's origin (PUBLIC_EMAILJS_API_ORIGIN). */
  emailjsPort,
  /**
   * The EmailJS origin the test build's form sends to. Nothing listens there: the browser tests
   * answer it by route interception in each browser context (./emailjsRoute.ts).
   */
  emailjsOrigin: `http://127.0.0.1:${emailjsPort}`,
  /** The test build; TEST_OUT_DIR lets two checkouts' runs share a machine. */
  outDir: new URL(`../../../${process.env.TEST_OUT_DIR ?? ".test-dist"}/`, import.meta.url).pathname,
  /** The Cloudflare test build (the form posts to the lead API), served by the Worker in tests/worker. */
  workerOutDir: new URL(`../../../${process.env.TEST_WORKER_OUT_DIR ?? ".worker-test-dist"}/`, import.meta.url)
    .pathname,
  /**
   * The quote form's send timeout in the test build (PUBLIC_QUOTE_TIMEOUT_MS); production waits 15 s. Long
   * enough that a test can watch a held send before the form gives up on a loaded 2-core machine (at 1.5 s
   * a test that held the send, saw "Sending..." and released it lost that race); the one test that waits
   * the timeout out pays it once.
   */
  quoteTimeoutMs: Number(process.env.TEST_QUOTE_TIMEOUT_MS ?? testBuild.quoteTimeoutMs),
  chromium: chromiumPath,
};
