#!/usr/bin/env bash
# Starts (or stops) a throwaway PostgreSQL cluster for the integration tests.
# `eval "$(bash scripts/test-postgres.sh start)"` exports TEST_DATABASE_URL.
# `halt` crashes it (immediate shutdown, as a lost database server) and `resume` starts it again
# with its data: the outage tests use them on a cluster of their own (TEST_PG_PORT).
set -euo pipefail
port=${TEST_PG_PORT:-54329}
dir=/tmp/woop-test-pg-$port
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || { echo "echo 'PostgreSQL is not installed (apt-get install -y postgresql)' >&2; exit 1"; exit 1; }
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
serve() { as_pg "$bin/pg_ctl -D $dir -o '-p $port -k /tmp -c fsync=off -c max_connections=300' -l $dir/log -w start" >/dev/null; }

case "${1:-start}" in
  start)
    as_pg "$bin/pg_ctl -D $dir stop -m immediate" >/dev/null 2>&1 || true
    rm -rf "$dir"; mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    as_pg "$bin/initdb -D $dir -U postgres -A trust" >/dev/null
    serve
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
    ;;
  halt)
    as_pg "$bin/pg_ctl -D $dir stop -m immediate" >/dev/null
    ;;
  resume)
    serve
    ;;
  stop)
    as_pg "$bin/pg_ctl -D $dir stop -m fast" >/dev/null 2>&1 || true
    ;;
esac
