#!/usr/bin/env bash
# Installs the Debian packages the test suite needs (Chromium, PostgreSQL, poppler-utils),
# only those that are missing. Playwright never downloads a browser here; it uses Debian's. The
# plan PDF's fonts come from npm packages (decision 120), so no font package is installed here.
set -euo pipefail

installed() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q 'install ok installed'; }

missing=()
command -v chromium >/dev/null 2>&1 || [ -x /usr/bin/chromium ] || missing+=(chromium)
# The plan PDF tests read text and page size with pdftotext and pdfinfo.
command -v pdftotext >/dev/null 2>&1 || missing+=(poppler-utils)
compgen -G '/usr/lib/postgresql/*/bin/initdb' >/dev/null || missing+=(postgresql)

if [ ${#missing[@]} -eq 0 ]; then
  exit 0
fi

echo "Installing missing system packages: ${missing[*]}"
sudo=()
if [ "$(id -u)" -ne 0 ]; then sudo=(sudo); fi
export DEBIAN_FRONTEND=noninteractive
"${sudo[@]}" apt-get update -q
"${sudo[@]}" env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "${missing[@]}" </dev/null
