#!/usr/bin/env bash
# `npm start`: builds the site and serves it with the lead API on http://127.0.0.1:4321 (scripts/start.ts),
# with Node.js from .nvmrc first on PATH where the machine's node is older than package.json's engines
# (scripts/ensure-node.sh, as `npm test` does).
set -euo pipefail
cd "$(dirname "$0")/.."

source scripts/ensure-node.sh

npx astro build
exec npx tsx scripts/start.ts
