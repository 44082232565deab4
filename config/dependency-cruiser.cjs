// Import rules that ESLint's per-file view cannot see: cycles across the whole graph, type-only
// imports included (a cycle that works today only because every use sits inside a function is one
// top-level use away from a crash at load). Run by `npm run lint` over both trees.
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
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
    exclude: { path: '(^|/)(node_modules|dist|coverage)/' },
  },
};
