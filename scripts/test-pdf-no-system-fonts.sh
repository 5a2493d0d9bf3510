#!/usr/bin/env bash
# The plan PDF test with the system's fonts hidden (issue 25): a private mount namespace with an
# empty tmpfs over /usr/share/fonts (and the other font folders), so the PDF can only use the Noto
# fonts from node_modules. Needs root (or unprivileged user namespaces) and unshare from util-linux;
# without them it says why and skips.
set -euo pipefail
cd "$(dirname "$0")/.."

if ! command -v unshare >/dev/null 2>&1; then
  echo 'skipped: unshare (util-linux) is not installed, so the system fonts cannot be hidden'
  exit 0
fi
if ! unshare -m --propagation private true 2>/dev/null; then
  echo 'skipped: no private mount namespace here (run as root, or allow unshare -m), so the system fonts cannot be hidden'
  exit 0
fi

hide=''
for dir in /usr/share/fonts /usr/local/share/fonts; do
  if [ -d "$dir" ]; then hide+="mount -t tmpfs -o ro,size=1m none '$dir' && "; fi
done

# Inside: hide the folders, prove they are empty, then run the PDF test file.
exec unshare -m --propagation private bash -c "
  set -euo pipefail
  ${hide} true
  if find /usr/share/fonts -type f 2>/dev/null | grep -q .; then echo 'the system fonts are still visible' >&2; exit 1; fi
  echo 'system fonts hidden: /usr/share/fonts is empty in this namespace'
  exec npx vitest run src/server/plan-pdf/plan-pdf.test.ts
"
