/** Import boundaries of ARCHITECTURE.md: shared imports neither side; web never imports server. */
module.exports = {
  forbidden: [
    { name: 'shared-is-leaf', severity: 'error', from: { path: '^src/shared' }, to: { path: '^src/(server|web)' } },
    { name: 'web-not-server', severity: 'error', from: { path: '^src/web' }, to: { path: '^src/server' } },
    { name: 'server-not-web', severity: 'error', from: { path: '^src/server' }, to: { path: '^src/web' } },
    { name: 'no-circular', severity: 'warn', from: {}, to: { circular: true } },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsConfig: { fileName: 'tsconfig.json' },
    // Type-only imports (e.g. routes importing the AppDeps type from app.ts) are not runtime cycles.
    tsPreCompilationDeps: false,
  },
};
