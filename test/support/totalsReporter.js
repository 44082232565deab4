// Appends this jest run's totals to .test-totals/ so .ci/run can print one line for all suites.
const fs = require('node:fs');
const path = require('node:path');

class TotalsReporter {
  constructor(globalConfig) {
    this.rootDir = globalConfig.rootDir;
  }

  onRunComplete(_contexts, results) {
    const dir = path.join(this.rootDir, '.test-totals');
    fs.mkdirSync(dir, { recursive: true });
    const failedSuites = results.numFailedTestSuites - countSuitesWithFailedTests(results);
    const entry = {
      passed: results.numPassedTests,
      // A suite that fails to run has no failed tests; count it as one failure so it is never lost.
      failed: results.numFailedTests + Math.max(0, failedSuites),
      skipped: results.numPendingTests + results.numTodoTests,
    };
    fs.writeFileSync(path.join(dir, `${process.pid}-${Date.now()}.json`), JSON.stringify(entry));
  }
}

function countSuitesWithFailedTests(results) {
  return results.testResults.filter((r) => r.numFailingTests > 0).length;
}

module.exports = TotalsReporter;
