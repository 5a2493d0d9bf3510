#!/usr/bin/env bash
# `npm test`: every check, in tiers (docs/testing.md), stopping at the first failure. Each step's
# time is printed and kept in .tmp/test-times.tsv, so the README's figure can be checked.
set -euo pipefail
cd "$(dirname "$0")/.."

mkdir -p .tmp
times=.tmp/test-times.tsv
printf 'step\tseconds\n' >"$times"
started=$(date +%s)
step() {
  local name=$1
  shift
  local t0
  t0=$(date +%s)
  printf '\n==> %s\n' "$name"
  "$@"
  local took=$(($(date +%s) - t0))
  printf '<== %s: ok (%ss)\n' "$name" "$took"
  printf '%s\t%s\n' "$name" "$took" >>"$times"
}

# The typecheck and the lint are one process each: together they use both cores.
static_checks() {
  local dir
  dir=$(mktemp -d)
  npm run --silent typecheck >"$dir/typecheck.log" 2>&1 &
  local tc=$!
  npm run --silent lint >"$dir/lint.log" 2>&1 &
  local lint=$!
  local failed=0
  wait "$tc" || failed=1
  wait "$lint" || failed=$((failed + 2))
  echo '--- typecheck'; cat "$dir/typecheck.log"
  echo '--- lint and import boundaries'; cat "$dir/lint.log"
  rm -rf "$dir"
  if [ "$failed" -ne 0 ]; then echo 'typecheck or lint failed (see above)' >&2; return 1; fi
}

step 'system packages' bash scripts/ensure-system-deps.sh
step 'typecheck, lint and import boundaries' static_checks
step 'unit tests (no database)' npx vitest run --project unit
step 'API tests (PGlite)' npx vitest run --project 'api*'
step 'plan PDF with the system fonts hidden' bash scripts/test-pdf-no-system-fonts.sh
step 'API tests that depend on the engine (PostgreSQL)' bash scripts/test-pg.sh
step 'web build' node -e "import('./scripts/build-web.mjs').then((m) => m.buildWeb({ force: true }))"
step 'browser tests (Playwright)' bash scripts/test-e2e.sh

total=$(($(date +%s) - started))
printf 'total\t%s\n' "$total" >>"$times"
printf '\nStep times (seconds; load average now: %s)\n' "$(cut -d' ' -f1-3 /proc/loadavg)"
column -t -s $'\t' "$times"
printf '\nnpm test: all checks passed in %ss\n' "$total"
