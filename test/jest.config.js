// Three projects: the SPA in jsdom, the reference gateway in node, and end-to-end journeys that
// drive Debian's Chromium (playwright-core) against the server `npm start` runs.
const path = require('node:path');

const root = path.resolve(__dirname, '..');
const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2021',
    },
    module: { type: 'commonjs' },
  },
];
const common = {
  rootDir: root,
  transform: { '^.+\\.(t|j|mj)sx?$': swc },
  moduleNameMapper: { '\\.css$': '<rootDir>/test/support/styleStub.js' },
  // Stryker's sandboxes (`npm run mutate`): copies of the repository, not modules or tests of it.
  modulePathIgnorePatterns: ['<rootDir>/.stryker-tmp/'],
};

// Every branch of the features' sagas is tested (`npm run test:unit` measures it, with --coverage):
// each feature's `sagas/` and `*.sagas.ts`. A new feature adds its name here with its first saga.
const SAGA_FEATURES = ['accounts', 'actionItems', 'activityHistory', 'auth', 'balances', 'documents', 'mintBurn', 'savedInstructions', 'security', 'session', 'stepUp', 'system', 'transfers', 'drafts'];
const GATED_SCRIPTS = new Set(['test:unit', 'test:sagas:coverage']);
const sagaFiles = (feature) => `src/features/${feature}/{sagas/**/*.ts,*.sagas.ts}`;

module.exports = {
  rootDir: root,
  // jest's default is cores − 1: one worker on these 2-core machines, twice the wall time.
  maxWorkers: 2,
  reporters: ['default', '<rootDir>/test/support/totalsReporter.js'],
  collectCoverageFrom: SAGA_FEATURES.map(sagaFiles),
  // Enforced by the scripts that run every saga test (a partial run with --coverage reports only).
  ...(GATED_SCRIPTS.has(process.env.npm_lifecycle_event ?? '')
    ? { coverageThreshold: Object.fromEntries(SAGA_FEATURES.map((feature) => [`./${sagaFiles(feature)}`, { branches: 100 }])) }
    : {}),
  // Only the files below the bar, then the totals.
  coverageReporters: [['text', { skipFull: true }], 'text-summary'],
  projects: [
    {
      ...common,
      displayName: 'spa',
      testEnvironment: 'jsdom',
      testMatch: [
        '<rootDir>/test/unit/**/*.test.ts?(x)',
        '<rootDir>/test/sagas/**/*.test.ts?(x)',
        '<rootDir>/test/components/**/*.test.ts?(x)',
      ],
      setupFilesAfterEnv: ['<rootDir>/test/support/setupSpa.ts'],
      // axios is the build's (config/build/axios/): its ES files, resolved as the build resolves them.
      moduleNameMapper: { ...common.moduleNameMapper, '^axios$': '<rootDir>/config/build/axios/index.js' },
      resolver: '<rootDir>/test/support/jestResolver.js',
      // DOMPurify, axios's own files and others ship ESM; let swc compile them.
      transformIgnorePatterns: ['/node_modules/(?!(dompurify|axios|d3-[^/]+|internmap)/)'],
    },
    {
      ...common,
      displayName: 'gateway',
      testEnvironment: 'node',
      // light-my-request (fastify.inject) requires cookie@2, which ships ESM only: compile it.
      transformIgnorePatterns: ['/node_modules/(?!(cookie)/)'],
      testMatch: ['<rootDir>/test/gateway/**/*.test.ts'],
    },
    {
      ...common,
      displayName: 'e2e',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/e2e/**/*.e2e.ts'],
      globalSetup: '<rootDir>/test/e2e/support/globalSetup.ts',
      globalTeardown: '<rootDir>/test/e2e/support/globalTeardown.ts',
      setupFilesAfterEnv: ['<rootDir>/test/e2e/support/setup.ts'],
    },
  ],
};
