import { chromiumPath } from "../../../scripts/lib/chromium";

/** Settings shared by the test build (scripts/test.sh) and the browser tests. */
export const testConfig = {
  /** Port of the EmailJS stand-in; the test build points the form at it. */
  emailjsPort: Number(process.env.TEST_EMAILJS_PORT ?? 4599),
  /** The test build; TEST_OUT_DIR lets two checkouts' runs share a machine. */
  outDir: new URL(`../../../${process.env.TEST_OUT_DIR ?? ".test-dist"}/`, import.meta.url).pathname,
  /** The Cloudflare test build (the form posts to the lead API), served by the Worker in tests/worker. */
  workerOutDir: new URL(`../../../${process.env.TEST_WORKER_OUT_DIR ?? ".worker-test-dist"}/`, import.meta.url)
    .pathname,
  /** The quote form's send timeout in the test build (PUBLIC_QUOTE_TIMEOUT_MS); production waits 15 s. */
  quoteTimeoutMs: Number(process.env.TEST_QUOTE_TIMEOUT_MS ?? 1500),
  chromium: chromiumPath,
};
