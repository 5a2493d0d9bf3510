/** Import boundaries of docs/architecture.md: shared imports neither side; web never imports server. */
// Cycles between features (issue 52 point 4): computed from the source, one rule per import in a cycle.
const { featureCycleRules } = require('./feature-cycles.cjs');

module.exports = {
  forbidden: [
    ...featureCycleRules(process.cwd()),
    { name: 'shared-is-leaf', severity: 'error', from: { path: '^src/shared' }, to: { path: '^src/(server|web)' } },
    { name: 'web-not-server', severity: 'error', from: { path: '^src/web' }, to: { path: '^src/server' } },
    { name: 'server-not-web', severity: 'error', from: { path: '^src/server' }, to: { path: '^src/web' } },
    {
      // A server feature uses lib/, db/, auth/ (and testing/ in tests) and shared/; another feature
      // only through that feature's index.ts, the short list of what it offers (decision 084).
      name: 'server-feature-not-feature',
      severity: 'error',
      from: { path: '^src/server/([^/]+)/', pathNot: '^src/server/(lib|db|auth|testing)/' },
      to: {
        path: '^src/server/[^/]+/',
        pathNot: ['^src/server/$1/', '^src/server/(lib|db|auth|testing)/', '^src/server/[^/]+/index[.]ts$'],
      },
    },
    {
      // A web feature uses components/, lib/, app/ and shared/; another feature only through its index.ts.
      name: 'web-feature-not-feature',
      severity: 'error',
      from: { path: '^src/web/([^/]+)/', pathNot: '^src/web/(components|lib|app)/' },
      to: {
        path: '^src/web/[^/]+/',
        pathNot: ['^src/web/$1/', '^src/web/(components|lib|app)/', '^src/web/[^/]+/index[.]ts$'],
      },
    },
    {
      // The shared layers serve every feature and so import none; db/seed is the reference-data
      // loader, a layer too (the demo practice is a script, scripts/seed-demo/). One exception: the
      // session user of auth/ carries the top bar's credit totals, which only credits/index.ts
      // answers (decision 093).
      name: 'layers-not-features',
      severity: 'error',
      from: { path: '^src/(server/(lib|db|auth)|web/(components|lib))/' },
      to: {
        path: '^src/(server|web)/[^/]+/',
        pathNot: [
          '^src/(server/(lib|db|auth|testing)|web/(components|lib))/',
          '^src/server/credits/index[.]ts$',
        ],
      },
    },
    {
      name: 'only-auth-reads-credits',
      severity: 'error',
      from: { path: '^src/(server/(lib|db)|web/(components|lib))/' },
      to: { path: '^src/server/credits/' },
    },
    {
      // The demo practice (scripts/seed-demo/) writes through the app, like main.ts; the app never
      // uses the demo.
      name: 'app-not-demo',
      severity: 'error',
      from: { path: '^src/' },
      to: { path: '^scripts/seed-demo/' },
    },
    {
      // A script is not a browser page: it uses the server and shared code, never web/.
      name: 'server-scripts-not-web',
      severity: 'error',
      from: { path: '^scripts/seed-demo/' },
      to: { path: '^src/web/' },
    },
    {
      // Every write to the meals tables goes through the plan core (issue 50 point 2, decision 289):
      // its statements live in plans/core/meal-writes.repository.ts and only plans/core imports them;
      // everyone else writes through plans/core/meal-writes.ts, where the gate or the re-dating
      // check runs first. bench/ arranges rows as tests do and is not cruised.
      name: 'meal-writes-only-in-core',
      severity: 'error',
      from: { pathNot: '^src/server/plans/core/' },
      to: { path: '^src/server/plans/core/meal-writes[.]repository[.]ts$' },
    },
    { name: 'no-circular', severity: 'error', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports (e.g. routes importing the AppDeps type from app.ts) are not runtime cycles.
    tsPreCompilationDeps: false,
  },
};
