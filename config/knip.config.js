// Dead code: files, exports, types and dependencies nothing uses (issue 24). Run by `npm run lint`
// as `knip --config config/knip.config.js`. Exports a file uses itself are not reported
// (ignoreExportsUsedInFile): a helper exported for its own module's tests is still used. knip's
// webpack and jest plugins find the build's and the tests' own entries; the rest are named here.
module.exports = {
  entry: [
    // The pre-rendered login page's one script (webpack.prerender.js copies it into dist/).
    'src/app/prerender/afterFirstPaint.js',
    // Web Workers: webpack builds them from `new Worker(new URL(…))`.
    'src/**/*.worker.ts',
    // The build's stand-ins for library internals (webpack.config.js aliases them).
    'config/build/**/*.js',
    // The request audit log's thread, started by path (domain/audit/auditStore.ts).
    'mock-server/src/domain/audit/auditWorker.ts',
    'test/**/*.e2e.ts',
    'test/e2e/support/{globalSetup,globalTeardown,repeat}.ts',
    'test/lint/*.ts',
    // Stryker's jest config and the files it names by path (config/stryker.config.mjs names it).
    'config/stryker/*.js',
  ],
  project: ['src/**/*.{ts,tsx,js}', 'mock-server/src/**/*.ts', 'config/**/*.{js,cjs}', 'test/**/*.{ts,tsx,js}'],
  ignoreExportsUsedInFile: true,
  ignoreDependencies: [
    // Peer dependency of moment-timezone, pinned with it.
    'moment',
    // Run as a program by path (test/bench/lighthouse.ts), never imported.
    'lighthouse',
    // Reached inside the packages that bring them by config/build's stand-ins (RTK's immer,
    // react-redux's use-sync-external-store): their versions are those packages' own.
    'immer',
    'use-sync-external-store',
  ],
  // Programs of the machine, not of npm: the bench's load tool and the TLS test's key maker.
  ignoreBinaries: ['wrk', 'openssl'],
};
