#!/usr/bin/env bash
# Browser tests: Playwright drives Debian's Chromium against real servers (see playwright.config.ts).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -x /usr/bin/chromium ]; then
  bash scripts/ensure-system-deps.sh
fi
exec npx playwright test "$@"
