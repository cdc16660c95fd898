/**
 * dependency-cruiser's settings for Posada (issue 33). Type-only imports count as arrows
 * (`tsPreCompilationDeps: true`): a cycle through types is still a cycle. The rules themselves
 * live in server/test/architecture.test.ts; `npx depcruise server/src contracts/src` prints the
 * same findings from the command line.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'No import cycle, type-only imports included (issue 33).',
      from: {},
      to: { circular: true },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: '(^|/)node_modules/' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: require('node:path').join(__dirname, 'server/tsconfig.json') },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.json'] },
  },
};
