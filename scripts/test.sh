#!/usr/bin/env bash
# The README test command runs this after `pnpm install`: browser, lint, dependency direction, types, every test.
set -euo pipefail
cd "$(dirname "$0")/.."
bash scripts/ensure-chromium.sh
echo "== lint + format"; pnpm exec biome ci .
echo "== dependency direction"; node scripts/check-deps.mjs
echo "== types"; pnpm -r --workspace-concurrency=2 run typecheck
echo "== tests"
mkdir -p .tmp
status=0
pnpm exec vitest run --reporter=default --reporter=json --outputFile.json=.tmp/vitest.json || status=$?
node scripts/summarize-tests.mjs .tmp/vitest.json
exit $status
