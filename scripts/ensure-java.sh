#!/usr/bin/env bash
# The HTML validity test runs the W3C Nu HTML Checker (vnu.jar, from the
# vnu-jar package), which needs a Java runtime. Install Debian's when missing
# and possible; otherwise say exactly what to run.
set -euo pipefail
if command -v java >/dev/null 2>&1; then exit 0; fi

echo "Java not found; the HTML validity test needs a Java runtime for the Nu HTML Checker."
if command -v apt-get >/dev/null 2>&1; then
  if [ "$(id -u)" -eq 0 ]; then
    apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
  elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    sudo apt-get update -qq && sudo DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless >/dev/null
  fi
fi
if command -v java >/dev/null 2>&1; then
  echo "Installed $(java -version 2>&1 | head -n 1)."
  exit 0
fi
cat >&2 <<'MSG'
Could not install Java automatically. Run:

  sudo apt-get update && sudo apt-get install -y default-jre-headless

then run npm test again.
MSG
exit 1
