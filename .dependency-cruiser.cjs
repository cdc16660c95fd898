/**
 * dependency-cruiser's settings for Posada (issue 33). Type-only imports count as arrows
 * (`tsPreCompilationDeps: true`): a cycle through types is still a cycle. The test that holds
 * them is server/test/architecture.test.ts (with the module arrows still allowed);
 * `npx depcruise server/src contracts/src` prints the same findings from the command line.
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
    {
      name: 'kernel-floor',
      severity: 'error',
      comment: 'The kernel imports only lib/, db/, contracts and itself.',
      from: { path: '^server/src/kernel/' },
      to: { path: '^server/src/', pathNot: '^server/src/(kernel|lib|db)/' },
    },
    {
      name: 'no-module-to-module',
      severity: 'error',
      comment:
        'Feature modules import the kernel, not each other (the arrows left: server/test/architecture.test.ts).',
      from: { path: '^server/src/modules/([^/]+)/' },
      to: { path: '^server/src/modules/([^/]+)/', pathNot: '^server/src/modules/$1/' },
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
