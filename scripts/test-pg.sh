#!/usr/bin/env bash
# Runs the server test suite against a real PostgreSQL server: a throwaway cluster from
# Debian's binaries in a temporary folder, on 127.0.0.1 and a free port, removed on exit.
# With TEST_DATABASE_URL already set, uses that server instead.
set -euo pipefail
cd "$(dirname "$0")/.."

# Arguments narrow the run (a folder or file); the default is the PostgreSQL tier: the API test
# files whose behaviour depends on the engine (scripts/test-tiers.ts, docs/testing.md).
targets=("$@")
if [ ${#targets[@]} -eq 0 ]; then mapfile -t targets < <(node --import tsx scripts/test-tiers.ts pg); fi

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  exec npx vitest run --project 'api*' "${targets[@]}"
fi

bin=$(compgen -G '/usr/lib/postgresql/*/bin/initdb' | sort -V | tail -n 1 | xargs -r dirname)
if [ -z "$bin" ]; then
  echo "PostgreSQL is not installed (apt-get install postgresql, or run npm test which installs it)." >&2
  exit 1
fi

dir=$(mktemp -d /tmp/np-pg.XXXXXX)
port=$(node -e "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})")

# PostgreSQL refuses to run as root: as root, run it as the postgres user in a folder it owns.
as_pg=()
if [ "$(id -u)" -eq 0 ]; then
  chown postgres: "$dir"
  as_pg=(runuser -u postgres --)
fi

cleanup() {
  "${as_pg[@]}" "$bin/pg_ctl" -D "$dir/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$dir"
}
trap cleanup EXIT

"${as_pg[@]}" "$bin/initdb" -D "$dir/data" -U np_test --auth=trust -E UTF8 --locale=C.UTF-8 >"$dir/initdb.log" 2>&1 ||
  { cat "$dir/initdb.log" >&2; exit 1; }
# A test server: durability off (the data is thrown away), sockets only in our folder.
"${as_pg[@]}" "$bin/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 60 start -o \
  "-h 127.0.0.1 -p $port -k $dir -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200" \
  >/dev/null || { cat "$dir/server.log" >&2; exit 1; }

echo "PostgreSQL $("$bin/postgres" --version | awk '{print $3}') on 127.0.0.1:$port"
export TEST_DATABASE_URL="postgres://np_test@127.0.0.1:$port/postgres"
npx vitest run --project 'api*' "${targets[@]}"
