// Mutation testing (issue 29 goal 6): `npm run mutate`. Stryker mutates the features' sagas and
// src/shared/validation, runs the spa tests that cover each mutant (config/stryker/jest.config.js)
// and writes reports/mutation/mutation.html and reports/mutation/mutation.json (`npm run bench`
// reads the score from it).
// Incremental: a run reuses the results in reports/mutation/incremental.json for the code and tests
// that did not change; `npm run mutate -- --force` runs every mutant again. See docs/mutation.md.
export default {
  mutate: ['src/features/*/sagas/**/*.ts', 'src/features/**/*.sagas.ts', 'src/shared/validation/**/*.ts'],
  testRunner: 'jest',
  jest: { projectType: 'custom', configFile: 'config/stryker/jest.config.js' },
  coverageAnalysis: 'perTest',
  // A static mutant (a module-level value: a table, a pattern, a message) is live from the module's
  // first import, so no test owns it and each one reruns every test file that imports its module:
  // ~280 of them take ~85 % of a full run (hours here). They are reported as Ignored, outside the
  // score; `npm run mutate -- --ignoreStatic false` tests them too (docs/mutation.md).
  ignoreStatic: true,
  // Only the sources: @ts-nocheck for the mutated copies (src/index.html is no script).
  disableTypeChecks: 'src/**/*.{ts,tsx}',
  // One test process: the machine has 2 cores and other jobs (docs/mutation.md).
  concurrency: 1,
  incremental: true,
  incrementalFile: 'reports/mutation/incremental.json',
  reporters: ['clear-text', 'progress-append-only', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/mutation.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  // The sandbox needs the sources, the tests and the configs, not the builds.
  ignorePatterns: ['dist', 'dist-gateway', '.prerender', '.node22', 'coverage', 'reports', 'test-results', '.test-totals', 'mock-server/.data', '.shots', '*.log'],
  thresholds: { high: 90, low: 85, break: null },
  timeoutMS: 10000,
};
