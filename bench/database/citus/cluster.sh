#!/usr/bin/env bash
# A Citus cluster on loopback: a coordinator and two workers, each its own PostgreSQL 15 server.
#
#   bench/database/citus/cluster.sh start [dir]   # initdb (first time), start, add the workers; prints DB_URL
#   bench/database/citus/cluster.sh stop  [dir]
#   bench/database/citus/cluster.sh reset [dir]   # drops the database "ringgames" and makes it anew
#   bench/database/citus/cluster.sh psql  [dir] [psql arguments]   # on the coordinator
#
# Needs Citus installed into the machine's PostgreSQL 15 (bench/database/citus/build.sh). The database is
# "ringgames", its owner "ringgames" (password "ringgames"), trusted on loopback; ports
# CITUS_PORT (default 57630, the coordinator), +1 and +2 (the workers). Each node logs to
# <dir>/<node>.log. citus.stat_statements_track = all (with pg_stat_statements), so
# citus_stat_statements says which statements were routed to one shard. Run as root, the servers run as the postgres user.
set -euo pipefail
cmd=${1:?usage: bench/database/citus/cluster.sh start|stop|psql [dir]}
dir=${2:-${CITUS_DIR:-/tmp/ringgames-citus}}
port=${CITUS_PORT:-57630}
bin=$(pg_config --bindir)
nodes=(coordinator worker1 worker2)
as_owner() { if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi; }
sql() { as_owner "$bin/psql" -X -q -v ON_ERROR_STOP=1 -h 127.0.0.1 -p "$1" -U postgres -d "${3:-ringgames}" -c "$2" >/dev/null; }

# The database on every node, with the extension, and the workers added to the coordinator.
database() {
  for i in 0 1 2; do
    sql "$((port + i))" "CREATE DATABASE ringgames OWNER ringgames" postgres
    sql "$((port + i))" "CREATE EXTENSION citus"
  done
  sql "$port" "CREATE EXTENSION pg_stat_statements"
  sql "$port" "SELECT citus_set_coordinator_host('127.0.0.1', $port)"
  sql "$port" "SELECT citus_add_node('127.0.0.1', $((port + 1)))"
  sql "$port" "SELECT citus_add_node('127.0.0.1', $((port + 2)))"
}

case "$cmd" in
start)
  [ -f "$(pg_config --pkglibdir)/citus.so" ] || { echo "Citus is not installed (bench/database/citus/build.sh)" >&2; exit 2; }
  mkdir -p "$dir"; [ "$(id -u)" = 0 ] && chown postgres "$dir"
  fresh=false
  for i in 0 1 2; do
    node=${nodes[$i]} p=$((port + i))
    if [ ! -f "$dir/$node/PG_VERSION" ]; then
      fresh=true
      as_owner "$bin/initdb" -A trust -U postgres -D "$dir/$node" >/dev/null
      cat >> "$dir/$node/postgresql.conf" <<CONF
listen_addresses = '127.0.0.1'
port = $p
shared_preload_libraries = 'citus,pg_stat_statements'
wal_level = logical
max_prepared_transactions = 100
max_connections = 300
fsync = off
synchronous_commit = off
full_page_writes = off
citus.stat_statements_track = 'all'
log_min_messages = warning
log_line_prefix = '%m [%p] '
CONF
    fi
    if ! as_owner "$bin/pg_ctl" -D "$dir/$node" status >/dev/null 2>&1; then
      as_owner "$bin/pg_ctl" -D "$dir/$node" -l "$dir/$node.log" -w -o "-p $p" start >/dev/null
    fi
  done
  if $fresh; then
    for i in 0 1 2; do
      sql "$((port + i))" "CREATE ROLE ringgames LOGIN SUPERUSER PASSWORD 'ringgames'" postgres
    done
    database
  fi
  echo "DB_URL=jdbc:postgresql://127.0.0.1:$port/ringgames DB_USER=ringgames DB_PASSWORD=ringgames"
  ;;
stop)
  for node in "${nodes[@]}"; do
    [ -f "$dir/$node/postmaster.pid" ] && as_owner "$bin/pg_ctl" -D "$dir/$node" -m fast -w stop >/dev/null
  done
  true
  ;;
reset)
  for i in 0 1 2; do
    sql "$((port + i))" "DROP DATABASE IF EXISTS ringgames WITH (FORCE)" postgres
  done
  database
  ;;
psql)
  shift 2 || shift $#
  as_owner "$bin/psql" -X -h 127.0.0.1 -p "$port" -U postgres -d ringgames "$@"
  ;;
*) echo "unknown command $cmd" >&2; exit 2 ;;
esac
