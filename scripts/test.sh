#!/usr/bin/env bash
# `npm test`: every check and every test, browser tests included.
#  1. static checks (astro check, tsc, ESLint, Prettier), the content audit and
#     a check that content files are in the form the CMS writes
#  2. two production builds, with the send timeout shortened from 15 s to 1.5 s:
#     .test-dist (static hosts: the form sends to a local EmailJS origin the browser tests answer) and
#     .worker-test-dist (Cloudflare: the form posts to the lead API)
#  3. Vitest: unit tests, build checks and browser tests against the static build,
#     the lead API inside workerd (tests/worker/api), its form, photos and outbox in Chromium
#     against one `wrangler dev` (tests/worker), and the owner-edit trial (tests/owner)
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/ensure-node.sh

bash scripts/ensure-chromium.sh
bash scripts/ensure-java.sh

echo "$(date +%T) == Static checks"
npm run --silent check

echo "$(date +%T) == Content audit"
npm run --silent content:check
# Content files stay in the form the CMS writes, so saving an unchanged entry changes nothing.
npx tsx scripts/normalise-content.ts --check

echo "$(date +%T) == Test builds"
export TEST_EMAILJS_PORT="${TEST_EMAILJS_PORT:-4599}"
export TEST_QUOTE_TIMEOUT_MS="${TEST_QUOTE_TIMEOUT_MS:-1500}"
# The static hosts' build: the form sends through EmailJS from the browser (here, to a local origin that
# the browser tests intercept in each browser context; nothing listens on the port).
ASTRO_OUT_DIR=.test-dist PUBLIC_QUOTE_TRANSPORT=emailjs PUBLIC_EMAILJS_API_ORIGIN="http://127.0.0.1:${TEST_EMAILJS_PORT}" \
  PUBLIC_QUOTE_TIMEOUT_MS="${TEST_QUOTE_TIMEOUT_MS}" npx astro build --silent
# The Cloudflare build: the form posts to the lead API, which tests/worker's browser tests serve with wrangler.
ASTRO_OUT_DIR=.worker-test-dist PUBLIC_QUOTE_TRANSPORT=api \
  PUBLIC_QUOTE_TIMEOUT_MS="${TEST_QUOTE_TIMEOUT_MS}" npx astro build --silent

echo "$(date +%T) == Tests"
status=0
npx vitest run "$@" || status=$?
# A plain closing line that any CI can read.
node -e 'const r = require("./test-results/vitest.json");
  console.log(`${r.numPassedTests} passed, ${r.numFailedTests} failed` + (r.numPendingTests ? `, ${r.numPendingTests} skipped` : ""));' || true
exit "$status"
