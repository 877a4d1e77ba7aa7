#!/usr/bin/env bash
# `npm test`: every check and every test, browser tests included.
#  1. two production builds, with the send timeout shortened (tests/e2e/support/testBuild.json):
#     .test-dist (static hosts: the form sends to a local EmailJS origin the browser tests answer) and
#     .worker-test-dist (Cloudflare: the form posts to the lead API); beside them, the format check,
#     the content audit and a check that content files are in the form the CMS writes
#  2. Vitest: unit tests, build checks and browser tests against the static build,
#     the lead API inside workerd (tests/worker/api), its form, photos and outbox in Chromium
#     against one `wrangler dev` (tests/worker), and the owner-edit trial (tests/owner); beside it,
#     at a lower priority, the static checks (astro check and the Worker's tsc beside ESLint)
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/ensure-node.sh

bash scripts/ensure-chromium.sh
bash scripts/ensure-java.sh

# The test build's settings; their defaults are in tests/e2e/support/testBuild.json, which the tests read too
# (testConfig.ts says why the send timeout is what it is).
test_build_default() { node -p "require('./tests/e2e/support/testBuild.json').$1"; }
export TEST_EMAILJS_PORT="${TEST_EMAILJS_PORT:-$(test_build_default emailjsPort)}"
export TEST_QUOTE_TIMEOUT_MS="${TEST_QUOTE_TIMEOUT_MS:-$(test_build_default quoteTimeoutMs)}"
test_builds() {
  # The static hosts' build: the form sends through EmailJS from the browser (here, to a local origin that
  # the browser tests intercept in each browser context; nothing listens on the port).
  ASTRO_OUT_DIR=.test-dist PUBLIC_QUOTE_TRANSPORT=emailjs PUBLIC_EMAILJS_API_ORIGIN="http://127.0.0.1:${TEST_EMAILJS_PORT}" \
    PUBLIC_QUOTE_TIMEOUT_MS="${TEST_QUOTE_TIMEOUT_MS}" npx astro build --silent
  # The Cloudflare build: the form posts to the lead API, which tests/worker's browser tests serve with wrangler.
  ASTRO_OUT_DIR=.worker-test-dist PUBLIC_QUOTE_TRANSPORT=api \
    PUBLIC_QUOTE_TIMEOUT_MS="${TEST_QUOTE_TIMEOUT_MS}" npx astro build --silent
}

# The builds run beside the checks that read no generated types (a build rewrites .astro/, which
# astro check, tsc and ESLint read), so the two cores are both busy; the type checks follow.
echo "$(date +%T) == Test builds, beside the format check and the content audit"
test_builds &
builds=$!
checks=0
{
  npm run --silent check:files &&
    npm run --silent content:check &&
    # Content files stay in the form the CMS writes, so saving an unchanged entry changes nothing.
    npx tsx scripts/normalise-content.ts --check
} || checks=$?
wait "$builds" || { echo "A test build failed" >&2; exit 1; }
[ "$checks" -eq 0 ] || exit "$checks"

# The builds have written .astro/'s generated types, so the checks that read them can start. They run
# beside the tests, at a lower priority, filling the time the tests leave the cores idle (browsers
# waiting on pages, servers starting): ESLint (type-aware) beside astro check (which type-checks every
# file of the site's project) and tsc for the Worker's project. Their output follows the tests'.
mkdir -p test-results
checks_log=test-results/checks.log
echo "$(date +%T) == Tests, with the type checks and lint beside them"
nice -n 10 bash -c '
  npm run --silent check:lint & lint=$!
  status=0
  { npm run --silent check:astro -- --noSync && npm run --silent check:worker; } || status=$?
  wait "$lint" || status=$?
  exit "$status"' >"$checks_log" 2>&1 &
checks=$!

status=0
npx vitest run "$@" || status=$?
echo "$(date +%T) == Type checks and lint (run beside the tests)"
if wait "$checks"; then
  tail -n 5 "$checks_log"
else
  cat "$checks_log"
  echo "Type checks or lint failed" >&2
  status=1
fi
# A plain closing line that any CI can read.
node -e 'const r = require("./test-results/vitest.json");
  console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed` + (r.numPendingTests ? `, ${r.numPendingTests} skipped` : ""));' || true
exit "$status"
