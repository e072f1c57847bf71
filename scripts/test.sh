#!/usr/bin/env bash
# The README test command runs this after `pnpm install`: browser, lint, dependency direction, types, every test.
# Every stage runs even when an earlier one fails, so one run shows every problem; the exit code is non-zero if any failed.
set -uo pipefail
cd "$(dirname "$0")/.."
failed=()

stage() {
  local name=$1
  shift
  echo "== $name"
  if ! "$@"; then failed+=("$name"); fi
}

stage "chromium" bash scripts/ensure-chromium.sh
stage "lint + format" pnpm exec biome ci . --colors=off
stage "dependency direction" node scripts/check-deps.mjs
stage "translations" node scripts/i18n/check.mjs
stage "types" pnpm run typecheck
mkdir -p .tmp
rm -f .tmp/vitest.json .tmp/element-tests.json
stage "tests" pnpm exec vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json
SHELF_TEST_SUMMARY="$PWD/.tmp/element-tests.json" \
  stage "element tests (web-test-runner, Chromium)" pnpm --filter @shelfkit/elements run test:browser
node scripts/summarize-tests.mjs .tmp/vitest.json .tmp/element-tests.json

if [ ${#failed[@]} -gt 0 ]; then
  echo "Failed stages: ${failed[*]}"
  exit 1
fi
