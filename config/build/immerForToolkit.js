// Stands in for immer in Redux Toolkit 1.9's imports (webpack.config.js, rule-scoped alias): the
// same immer, less its ES5 plugin, which RTK 1.9 turns on at load for engines without Proxy
// (immer uses Proxy wherever it exists, so on the ES2020 browsers the portal supports the plugin is
// never used: ~0.7 KB gzip of the first page; ADR 0022).
export * from 'immer';
export { default } from 'immer';

/** Nothing to turn on: immer drafts with Proxy. */
export function enableES5() {}
