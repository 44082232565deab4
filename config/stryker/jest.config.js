// The jest config Stryker runs (`npm run mutate`, config/stryker.config.mjs): the spa project of
// test/jest.config.js as it is, alone (the sagas and src/shared/validation run in jsdom; the gateway
// project tests the gateway, the e2e project never runs here), limited to the tests that exercise
// them: test/unit and test/sagas. Page tests (test/components) render whole screens and would rerun
// for every mutant of a rule a form uses.
// Stryker runs the tests that cover a mutant by their names (jest's testNamePattern) in every test
// file that imports the mutated module, and jest loads each of those files (about 50 of them for
// any saga, a minute a mutant here) to run none of their tests. testNames.js records which file holds
// which test in Stryker's first run, and testSequencer.js then hands jest only the files that hold
// a test the pattern names: the same tests run, in the files that have them.
const path = require('node:path');
const { projects } = require('../../test/jest.config.js');

const spa = projects.find((project) => project.displayName === 'spa');

module.exports = {
  ...spa,
  testMatch: ['<rootDir>/test/unit/**/*.test.ts?(x)', '<rootDir>/test/sagas/**/*.test.ts?(x)'],
  setupFilesAfterEnv: [...spa.setupFilesAfterEnv, path.join(__dirname, 'testNames.js')],
  testSequencer: path.join(__dirname, 'testSequencer.js'),
  // A mutant that leaves a saga waiting fails each covering test at this timeout, all of them
  // (jest cannot stop at the first failure here): 2 s, not jest's 5 s. These tests take ms; Stryker's
  // first run, which must pass, runs them under the same limit.
  testTimeout: 2000,
};
