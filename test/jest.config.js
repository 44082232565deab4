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
};

module.exports = {
  rootDir: root,
  // jest's default is cores − 1: one worker on these 2-core machines, twice the wall time.
  maxWorkers: 2,
  reporters: ['default', '<rootDir>/test/support/totalsReporter.js'],
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
      // axios is the build's (src/api/build/axios/): its ES files, resolved as the build resolves them.
      moduleNameMapper: { ...common.moduleNameMapper, '^axios$': '<rootDir>/src/api/build/axios/index.js' },
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
