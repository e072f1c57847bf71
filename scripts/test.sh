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
rm -f .tmp/vitest-*.json .tmp/element-tests.json .tmp/lane-*.log

# Two lanes at once: the browser tests of the apps (one file at a time: each drives Chromium against its own servers)
# and everything else (packages and the demo server, then the elements' web-test-runner tests). Vitest alone would run
# one file at a time on a 2-core machine; the lanes overlap the short unit files with the long browser files. The
# second lane's output is printed when both are done.
unit_lane() {
  local status=0
  echo "== tests: packages and demo server (vitest)"
  pnpm exec vitest run --project client --project stores --project elements --project demo-server \
    --reporter=default --reporter=json --outputFile.json=.tmp/vitest-units.json || status=$((status | 1))
  echo "== element tests (web-test-runner, Chromium)"
  SHELF_TEST_SUMMARY="$PWD/.tmp/element-tests.json" pnpm --filter @shelfkit/elements run test:browser || status=$((status | 2))
  return $status
}
unit_lane >.tmp/lane-units.log 2>&1 &
unit_pid=$!
stage "tests: apps in Chromium (vitest)" pnpm exec vitest run --project reference-app --project demo-pages \
  --reporter=default --reporter=json --outputFile.json=.tmp/vitest-apps.json
wait "$unit_pid"
unit_status=$?
cat .tmp/lane-units.log
(( unit_status & 1 )) && failed+=("tests: packages and demo server")
(( unit_status & 2 )) && failed+=("element tests (web-test-runner, Chromium)")
node scripts/summarize-tests.mjs .tmp/vitest-units.json .tmp/vitest-apps.json .tmp/element-tests.json

if [ ${#failed[@]} -gt 0 ]; then
  echo "Failed stages: ${failed[*]}"
  exit 1
fi
