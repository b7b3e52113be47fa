#!/usr/bin/env bash
# Everything: type check, lint, unit and web tests, API on PGlite (and on PostgreSQL when
# TEST_DATABASE_URL is set), crash safety, end to end in Chromium. Prints one closing count.
set -euo pipefail
cd "$(dirname "$0")/.."
export TZ=UTC
results=test-results/summary
rm -rf "$results" && mkdir -p "$results"

step() { printf '\n\033[1m== %s\033[0m\n' "$*"; }

step "Tools the tests run"
bash scripts/ensure-tools.sh

step "Type check"
npx tsc -b

step "Lint and format"
npx biome check --error-on-warnings .

step "Unit and web tests"
npx vitest run --project shared --project web --reporter=default --reporter=json --outputFile="$results/unit.json"

step "API on PGlite"
npx vitest run --project api --reporter=default --reporter=json --outputFile="$results/api-pglite.json"

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "API on PostgreSQL"
  USAHA_TEST_ENGINE=postgres npx vitest run --project api-postgres --reporter=default --reporter=json \
    --outputFile="$results/api-postgres.json"
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

step "End to end in Chromium"
npm run build --silent
bash scripts/ensure-chromium.sh
PLAYWRIGHT_JSON_OUTPUT_NAME="$results/e2e.json" npx playwright test -c e2e/playwright.config.ts --reporter=list,json

node scripts/summarize-tests.mjs "$results"
