#!/usr/bin/env node
// Prints the closing line CI reads: "N passed, N failed, N skipped", from vitest-shaped JSON reports. A report that
// is missing (its runner crashed before writing it) counts as one failure.
import { existsSync, readFileSync } from 'node:fs'

let passed = 0
let failed = 0
let skipped = 0
for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`No test report at ${file}`)
    failed++
    continue
  }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  passed += report.numPassedTests ?? 0
  failed += (report.numFailedTests ?? 0) + (report.numFailedTestSuites ?? 0)
  skipped += (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0)
}
console.log(`${passed} passed, ${failed} failed, ${skipped} skipped`)
