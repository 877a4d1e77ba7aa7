#!/usr/bin/env bash
# Browser tests drive Debian's Chromium. Install it when missing and possible;
# otherwise say exactly what to run.
set -euo pipefail
chromium="${CHROMIUM_PATH:-/usr/bin/chromium}"
if [ -x "$chromium" ]; then exit 0; fi

echo "Chromium not found at $chromium; the browser tests need Debian's chromium package."
if command -v apt-get >/dev/null 2>&1; then
  if [ "$(id -u)" -eq 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >/dev/null
  fi
fi
if [ -x "$chromium" ]; then
  echo "Installed $("$chromium" --version)."
  exit 0
fi
cat >&2 <<'MSG'
Could not install Chromium automatically. Run:

  sudo apt-get update && sudo apt-get install -y chromium

or set CHROMIUM_PATH to an existing Chromium binary, then run npm test again.
MSG
exit 1
