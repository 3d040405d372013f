#!/usr/bin/env bash
# Starts (or stops) a throwaway PostgreSQL cluster for the integration tests, with PgBouncer in
# front of it in transaction mode (what Neon's pooled URL runs) when pgbouncer is installed.
# `eval "$(bash scripts/test-postgres.sh start)"` exports TEST_DATABASE_URL (and TEST_PGBOUNCER_URL).
# `halt` crashes the cluster (immediate shutdown, as a lost database server; PgBouncer stays up, as
# a pooler would) and `resume` starts it again with its data: the outage tests use them on a
# cluster of their own. `bouncer-start`/`bouncer-stop` start/stop one more PgBouncer in front of the
# cluster on TEST_PGBOUNCER_PORT (the outage tests give each test a fresh one: a PgBouncer keeps its
# login back-off after the database is back). Ports: TEST_PG_PORT (54329), TEST_PGBOUNCER_PORT
# (TEST_PG_PORT + 10100). PgBouncer's pool per database: TEST_PGBOUNCER_POOL (40; bench:rush
# measures with 20, as Neon's pooler). fsync is off (a throwaway cluster); TEST_PG_FSYNC=on makes
# commits durable, for bench:api's ratio.
set -euo pipefail
port=${TEST_PG_PORT:-54329}
bouncer_port=${TEST_PGBOUNCER_PORT:-$((port + 10100))}
dir=/tmp/woop-test-pg-$port
bouncer_dir=/tmp/woop-test-pgbouncer-$bouncer_port
bin=$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1)
[ -n "$bin" ] || { echo "echo 'PostgreSQL is not installed (apt-get install -y postgresql)' >&2; exit 1"; exit 1; }
bouncer=$(command -v pgbouncer || ls /usr/sbin/pgbouncer 2>/dev/null || true)
as_pg() { if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$*"; else bash -c "$*"; fi; }
serve() { as_pg "$bin/pg_ctl -D $dir -o '-p $port -k /tmp -c fsync=${TEST_PG_FSYNC:-off} -c max_connections=300' -l $dir/log -w start" >/dev/null; }

stop_bouncer() {
  if [ -f "$bouncer_dir/pgbouncer.pid" ]; then kill "$(cat "$bouncer_dir/pgbouncer.pid")" 2>/dev/null || true; fi
  rm -rf "$bouncer_dir"
}

# PgBouncer in transaction mode: every database of the cluster (the tests create their own),
# trust auth as the cluster itself; a server connection serves one transaction, then another client.
# The admin console (database pgbouncer, e.g. SHUTDOWN) is open to postgres for the outage tests.
start_bouncer() {
  stop_bouncer
  mkdir -p "$bouncer_dir"
  echo '"postgres" ""' > "$bouncer_dir/userlist.txt"
  cat > "$bouncer_dir/pgbouncer.ini" <<INI
[databases]
* = host=127.0.0.1 port=$port
[pgbouncer]
listen_addr = 127.0.0.1
listen_port = $bouncer_port
unix_socket_dir =
auth_type = trust
auth_file = $bouncer_dir/userlist.txt
admin_users = postgres
pool_mode = transaction
max_client_conn = 1000
default_pool_size = ${TEST_PGBOUNCER_POOL:-40}
ignore_startup_parameters = extra_float_digits,options
logfile = $bouncer_dir/pgbouncer.log
pidfile = $bouncer_dir/pgbouncer.pid
INI
  [ "$(id -u)" = 0 ] && chown -R postgres "$bouncer_dir"
  as_pg "$bouncer -d -q $bouncer_dir/pgbouncer.ini"
  for _ in $(seq 50); do
    "$bin/pg_isready" -q -h 127.0.0.1 -p "$bouncer_port" -d postgres -U postgres && return 0
    sleep 0.1
  done
  echo "PgBouncer did not start (see $bouncer_dir/pgbouncer.log)" >&2
  exit 1
}

case "${1:-start}" in
  start)
    as_pg "$bin/pg_ctl -D $dir stop -m immediate" >/dev/null 2>&1 || true
    rm -rf "$dir"; mkdir -p "$dir"
    [ "$(id -u)" = 0 ] && chown postgres "$dir"
    as_pg "$bin/initdb -D $dir -U postgres -A trust" >/dev/null
    serve
    echo "export TEST_DATABASE_URL=postgres://postgres@127.0.0.1:$port/postgres"
    if [ -n "$bouncer" ]; then
      start_bouncer
      echo "export TEST_PGBOUNCER_URL=postgres://postgres@127.0.0.1:$bouncer_port/postgres"
    else
      echo "echo 'pgbouncer is not installed (apt-get install -y pgbouncer): the suites run without PgBouncer and the Neon driver' >&2"
    fi
    ;;
  halt)
    as_pg "$bin/pg_ctl -D $dir stop -m immediate" >/dev/null
    ;;
  resume)
    serve
    ;;
  bouncer-start)
    [ -n "$bouncer" ] || { echo "pgbouncer is not installed" >&2; exit 1; }
    start_bouncer
    echo "export TEST_PGBOUNCER_URL=postgres://postgres@127.0.0.1:$bouncer_port/postgres"
    ;;
  bouncer-stop)
    stop_bouncer
    ;;
  stop)
    stop_bouncer
    as_pg "$bin/pg_ctl -D $dir stop -m fast" >/dev/null 2>&1 || true
    ;;
esac
