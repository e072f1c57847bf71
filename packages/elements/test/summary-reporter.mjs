// Writes the run's counts to the file named by SHELF_TEST_SUMMARY in the shape of vitest's JSON report
// (numPassedTests, numFailedTests, numPendingTests, numFailedTestSuites), so the test command's closing line
// counts the element tests too.
import { writeFileSync } from 'node:fs'

function countSuite(suite, counts) {
  for (const test of suite.tests) {
    if (test.skipped) counts.numPendingTests++
    else if (test.passed) counts.numPassedTests++
    else counts.numFailedTests++
  }
  for (const child of suite.suites) countSuite(child, counts)
}

export function summaryReporter(outputFile = process.env.SHELF_TEST_SUMMARY) {
  return {
    onTestRunFinished({ sessions }) {
      if (!outputFile) return
      const counts = { numPassedTests: 0, numFailedTests: 0, numPendingTests: 0, numFailedTestSuites: 0 }
      for (const session of sessions) {
        // A file that failed to load or threw outside a test has errors but no failed test to show for it.
        if (session.errors.length > 0 || !session.testResults) counts.numFailedTestSuites++
        if (session.testResults) countSuite(session.testResults, counts)
      }
      writeFileSync(outputFile, JSON.stringify(counts))
    },
  }
}
