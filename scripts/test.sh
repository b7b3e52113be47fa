#!/usr/bin/env bash
# Everything: type check, lint, unit and web tests, API on PGlite (and on PostgreSQL when
# TEST_DATABASE_URL is set), crash safety, end to end in Chromium. Prints each step's time, the
# slowest files of each tier with Vitest's split of its time, and one closing count. Last, the
# bench runs every group of figures once at its least size (not judged: a figure that stops
# measuring fails the run).
set -euo pipefail
cd "$(dirname "$0")/.."
export TZ=UTC
results=test-results/summary
rm -rf "$results" && mkdir -p "$results"

# Each step's seconds go to steps.tsv when the next begins (and on exit, so a failed run tells too).
current=''
began=$(date +%s)
end_step() {
  [ -n "$current" ] && printf '%s\t%s\n' "$current" "$(( $(date +%s) - began ))" >>"$results/steps.tsv"
  current=''
}
step() {
  end_step
  current="$*"
  began=$(date +%s)
  printf '\n\033[1m== %s\033[0m\n' "$*"
}
report() {
  status=$?
  end_step
  node scripts/summarize-tests.mjs "$results" || status=1
  exit "$status"
}
trap report EXIT
# A Vitest run's own output is kept (tee) for its "Duration … (transform, import, tests)" line.
vitest_tier() {
  local name=$1
  shift
  npx vitest run "$@" --reporter=default --reporter=json --outputFile="$results/$name.json" |
    tee "$results/$name.log"
}

step "Tools the tests run"
bash scripts/ensure-tools.sh

step "Type check"
npx tsc -b

step "Lint and format"
npx biome check --error-on-warnings .

step "Unit and web tests"
vitest_tier unit --project shared --project web

step "API on PGlite"
vitest_tier api-pglite --project api

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API on PostgreSQL"
  USAHA_TEST_ENGINE=postgres vitest_tier api-postgres --project api-postgres
else
  echo "(TEST_DATABASE_URL is not set: the API tests on PostgreSQL are not run)"
fi

step "Crash safety (SIGKILL during writes)"
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  npm run test:crash --silent
else
  echo "(TEST_DATABASE_URL is not set: crash rounds on PGlite only)"
  CRASH_ENGINES=pglite npm run test:crash --silent
fi

step "Build the web"
npm run build --silent

# Playwright resolves a relative report path from its config's folder, not from here.
step "End to end in Chromium"
bash scripts/ensure-chromium.sh
PLAYWRIGHT_JSON_OUTPUT_NAME="$PWD/$results/e2e.json" npx playwright test -c e2e/playwright.config.ts --reporter=list,json

step "Bench: every group once at its least size"
BENCH_SMOKE=1 node --import tsx bench/src/run.ts
end_step
