/**
 * The web's architecture (issue 33), checked by src/architecture.test.ts and by
 * `npx depcruise src --config .dependency-cruiser.cjs` in web/:
 * - no import cycle, type-only imports included;
 * - a feature (src/features/<domain>/) imports the app-wide layers (api/, components/, lib/, app/,
 *   contracts) and never another feature. Pieces that several screens share live in components/,
 *   every domain's query keys and hooks in api/<domain>.ts, test helpers and fixtures in test/;
 * - the shared layers (api/, components/, lib/) never import a feature: a shared piece that did
 *   would tie every feature using it to that feature at run time.
 */

const rule = {
  name: 'no-feature-to-feature',
  severity: 'error',
  comment:
    'A feature imports the app-wide layers (api/, components/, lib/, contracts), never another feature.',
};

/** The feature → feature imports that stay: the importing file, its feature, the file it may import, why. */
const exceptions = [
  {
    from: '^src/features/accounts/accounts-page[.]tsx$',
    feature: '^src/features/accounts/',
    to: '^src/features/rooms/room-dialog[.]tsx$',
    because:
      "Detalle Cuentas hands a stay's account to its room's own dialog for the check-out, loaded on demand; rooms never imports accounts, so the dependency runs one way.",
  },
];

module.exports = {
  forbidden: [
    {
      name: 'no-cycle',
      severity: 'error',
      comment: 'An import cycle, type-only imports included.',
      from: {},
      to: { circular: true },
    },
    {
      ...rule,
      from: { path: '^src/features/([^/]+)/', pathNot: exceptions.map((e) => e.from) },
      to: { path: '^src/features/', pathNot: '^src/features/$1/' },
    },
    {
      name: 'no-shared-to-feature',
      severity: 'error',
      comment: 'api/, components/ and lib/ are shared by the features: they never import one.',
      from: { path: '^src/(api|components|lib)/' },
      to: { path: '^src/features/' },
    },
    ...exceptions.map((e) => ({
      ...rule,
      from: { path: e.from },
      to: { path: '^src/features/', pathNot: [e.feature, e.to] },
    })),
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
  },
};
