#!/usr/bin/env bash
# The whole test run: typecheck, lint, format check, unit tests, then e2e against the built app.
# Static checks stop the run at once; unit and e2e both run, and the last line sums them.
set -uo pipefail
export TZ=UTC LANG=C.UTF-8
cd "$(dirname "$0")/.."
rm -rf test-results && mkdir -p test-results

step() { echo; echo "== $*"; }
step "typecheck" && npm run -s typecheck || exit 1
step "lint" && npx biome lint . || exit 1
step "format check" && npx biome format . || exit 1

step "unit tests"
bash scripts/ensure-azure-tools.sh || exit 1
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json
unit=$?

step "e2e tests"
bash scripts/ensure-chromium.sh && npx vite build && npx playwright test
e2e=$?

node scripts/summarize-tests.mjs
[ "$unit" -eq 0 ] && [ "$e2e" -eq 0 ]
