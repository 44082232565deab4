// Jest's test sequencer for Stryker's mutant runs (config/stryker/jest.config.js): when a mutant is
// active and jest is given a test name pattern (the tests that cover the mutant), it keeps only the
// test files that hold a test whose full name the pattern matches, as jest matches it (case-
// insensitive), by the names testNames.js recorded in Stryker's first run. A file with no record is
// kept. Any other run gets every file, in jest's order.
const fs = require('node:fs');
const { ACTIVE_MUTANT, namesFile } = require('./testNames.js');

function recordedNames(testPath) {
  try {
    return JSON.parse(fs.readFileSync(namesFile(testPath), 'utf8')).names;
  } catch {
    return undefined;
  }
}

module.exports = class StrykerTestSequencer {
  constructor({ globalConfig }) {
    this.pattern = globalConfig.testNamePattern && process.env[ACTIVE_MUTANT] !== undefined ? new RegExp(globalConfig.testNamePattern, 'i') : undefined;
  }

  sort(tests) {
    if (!this.pattern) return tests;
    return tests.filter((test) => {
      const names = recordedNames(test.path);
      return names === undefined || names.some((name) => this.pattern.test(name));
    });
  }

  allFailedTests(tests) {
    return tests;
  }

  cacheResults() {}
};
