// The chunks a signed-in user needs next, prefetched by the browser once the first page has
// settled (its late parts are on screen) and the user has pressed a key or a pointer
// (prefetchOnIntent.ts): with webpackPrefetch on the imports of the modules that load them, the
// browser would fetch them while the first page still waits for its own calls. This module's
// functions are never called: when its (tiny) chunk arrives, webpack adds a <link rel="prefetch">
// for each chunk named below. A hint names the module its chunk starts from, inside the feature:
// through the feature's entry.ts (in the first page's bundle) the hint would go with that bundle.
export const PREFETCHED_CHUNKS = [
  () => import(/* webpackPrefetch: true */ './signedInFeatures'),
  // eslint-disable-next-line import/no-restricted-paths -- a chunk's own module (see above)
  () => import(/* webpackPrefetch: true */ '../features/balances/pages/DashboardPage'),
  // eslint-disable-next-line import/no-restricted-paths -- a chunk's own module (see above)
  () => import(/* webpackPrefetch: true */ '../features/session/components/SessionTimeoutDialog'),
] as const;
