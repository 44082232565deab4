// Where Stryker's test runs keep the names of each test file's tests (config/stryker/jest.config.js):
// written by this file as jest runs it after a test file's setup, read by testSequencer.js.
// A run without an active mutant (Stryker's first run: every test) records each file's tests; a
// mutant's run (Stryker sets __STRYKER_ACTIVE_MUTANT__) runs only some of them and records nothing.
const crypto = require('node:crypto');
const fs = require('node:fs');
const path = require('node:path');

const ACTIVE_MUTANT = '__STRYKER_ACTIVE_MUTANT__';
// The sandbox's own folder (.stryker-tmp is git-ignored and never copied into a sandbox).
const NAMES_DIR = path.resolve(__dirname, '..', '..', '.stryker-tmp', 'test-names');

const namesFile = (testPath) => path.join(NAMES_DIR, `${crypto.createHash('sha1').update(testPath).digest('hex')}.json`);

if (typeof afterEach === 'function' && process.env[ACTIVE_MUTANT] === undefined) {
  const names = new Set();
  afterEach(() => {
    const { currentTestName } = expect.getState();
    if (currentTestName) names.add(currentTestName);
  });
  afterAll(() => {
    const { testPath } = expect.getState();
    fs.mkdirSync(NAMES_DIR, { recursive: true });
    fs.writeFileSync(namesFile(testPath), JSON.stringify({ testPath, names: [...names] }));
  });
}

module.exports = { ACTIVE_MUTANT, namesFile };
