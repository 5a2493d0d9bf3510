#!/usr/bin/env bash
# `npm test`: everything, in order, stopping at the first failure.
set -euo pipefail
cd "$(dirname "$0")/.."

started=$(date +%s)
step() {
  local name=$1
  shift
  local t0
  t0=$(date +%s)
  printf '\n==> %s\n' "$name"
  "$@"
  printf '<== %s: ok (%ss)\n' "$name" "$(($(date +%s) - t0))"
}

step 'system packages' bash scripts/ensure-system-deps.sh
step 'typecheck' npm run --silent typecheck
step 'lint and import boundaries' npm run --silent lint
step 'unit and API tests (PGlite)' npx vitest run
step 'plan PDF with the system fonts hidden' bash scripts/test-pdf-no-system-fonts.sh
step 'API tests (PostgreSQL)' bash scripts/test-pg.sh
step 'web build' node -e "import('./scripts/build-web.mjs').then((m) => m.buildWeb({ force: true }))"
step 'browser tests (Playwright)' bash scripts/test-e2e.sh

printf '\nnpm test: all checks passed in %ss\n' "$(($(date +%s) - started))"
