#!/usr/bin/env bash
# Runs the API suite against a real PostgreSQL server started on loopback for
# this run only, in a temporary data directory, and stopped afterwards.
set -euo pipefail
cd "$(dirname "$0")/.."

find_pg_bin() {
  local dir
  for dir in /usr/lib/postgresql/*/bin; do
    [[ -x "$dir/initdb" ]] && { echo "$dir"; return 0; }
  done
  return 1
}

source scripts/lib/debian-packages.sh
need_debian_packages postgresql
PG_BIN=$(find_pg_bin)

# Below the ports the kernel gives outgoing connections (32768-60999), which a busy loopback can hold.
PORT=${TEST_PG_PORT:-25432}
WORK=$(mktemp -d /tmp/kainara-pg.XXXXXX)
chmod 755 "$WORK"
# PostgreSQL refuses to run as root; the Debian package creates a postgres user.
RUN_AS=()
if [[ $(id -u) -eq 0 ]]; then
  chown postgres "$WORK"
  RUN_AS=(runuser -u postgres --)
fi

cleanup() {
  "${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$WORK/data" -m immediate stop >/dev/null 2>&1 || true
  rm -rf "$WORK"
}
trap cleanup EXIT

"${RUN_AS[@]}" "$PG_BIN/initdb" -D "$WORK/data" -U postgres --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
"${RUN_AS[@]}" "$PG_BIN/pg_ctl" -D "$WORK/data" -l "$WORK/server.log" -w \
  -o "-c listen_addresses=127.0.0.1 -c port=$PORT -c unix_socket_directories=$WORK -c fsync=off -c max_connections=200" start >/dev/null

# The API's project only; the files that open no database are left out by vitest.config.ts
# (NOT_ON_POSTGRES) when TEST_DATABASE_URL is set.
TEST_DATABASE_URL="postgres://postgres@127.0.0.1:$PORT/postgres" npx vitest run --project api
