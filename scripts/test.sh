#!/usr/bin/env bash
# The whole test run: typecheck, Biome's check, the dead-code check, the build, unit tests, then
# e2e against the built app. The build comes before the unit tests because one of them weighs
# what it wrote (test/bundle/first-visit.test.ts). Static checks stop the run at once; the build, unit and e2e
# steps all run (e2e only on a build), and the last line sums unit and e2e.
set -uo pipefail
export TZ=UTC LANG=C.UTF-8
cd "$(dirname "$0")/.."
rm -rf test-results && mkdir -p test-results

step() { echo; echo "== $*"; }
step "typecheck" && npm run -s typecheck || exit 1
# Biome's full check: lint, format and import order (its organizeImports assist), as one step.
step "lint, format and import order" && npx biome check . || exit 1
# knip: an unused file, export or dependency fails the run (knip.jsonc says what runs on its own).
step "dead code" && npx knip --no-progress || exit 1

step "build"
# No stale dist/: the size test and e2e must see this build or none.
rm -rf dist && npx vite build
build=$?

step "unit tests"
bash scripts/ensure-azure-tools.sh || exit 1
npx vitest run --reporter=default --reporter=json --outputFile.json=test-results/unit.json
unit=$?

step "e2e tests"
if [ "$build" -eq 0 ]; then
  bash scripts/ensure-chromium.sh && npx playwright test
  e2e=$?
else
  # No e2e report: the summary counts the missing suite as a failure.
  echo "e2e not run: the build failed"
  e2e=1
fi

node scripts/summarize-tests.mjs
[ "$build" -eq 0 ] && [ "$unit" -eq 0 ] && [ "$e2e" -eq 0 ]
