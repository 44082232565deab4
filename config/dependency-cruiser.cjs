// Import rules that ESLint's per-file view cannot see: cycles across the whole graph, type-only
// imports included (a cycle that works today only because every use sits inside a function is one
// top-level use away from a crash at load), and what a feature's state face may reach. Run by
// `npm run lint` over both trees.
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycles, type-only imports included (issue 24).',
      from: {},
      to: { circular: true },
    },
    {
      name: 'state-face-runs-nothing',
      severity: 'error',
      comment:
        "A feature's index.ts is its state (events, slice, selectors, pure types and helpers): by no path does it reach an entry.ts, a saga or a component, its own or another feature's. What runs is in entry.ts (issue 24).",
      from: { path: '^src/features/[^/]+/index\\.ts$' },
      to: {
        reachable: true,
        path: ['^src/features/[^/]+/entry\\.ts$', '^src/features/.+\\.tsx$', '^src/features/.+/sagas/', '^src/features/.+[sS]agas\\.ts$'],
      },
    },
    {
      name: 'schemas-stay-out-of-the-browser',
      severity: 'error',
      comment:
        "The contract's schemas (src/api/contract/schemas/, TypeBox) are the gateway's and the types' source: the SPA derives its types from them with `import type` only, so no schema code is bundled (issue 28).",
      from: { path: '^src/', pathNot: '^src/api/contract/schemas/' },
      to: { path: ['^src/api/contract/schemas/', '@sinclair/typebox'], dependencyTypesNot: ['type-only'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    exclude: { path: '(^|/)(node_modules|dist|coverage)/' },
  },
};
