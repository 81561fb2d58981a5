#!/usr/bin/env bash
# Moves on a 3-node Citus cluster beside plain PostgreSQL, in one run: the same packaged service,
# the same load, alternately on each database (ROUNDS rounds of plain then Citus), each on fresh
# data. Per run:
#   - bench/http/MoveLoad.java against replica A (CLIENTS bot pairs, WARMUP s, then DURATION s
#     measured): moves/s, p50 and p99 of a move's POST, and the CPU per move of the service and of
#     the database (all three nodes' PostgreSQL processes on Citus), from /proc ticks sampled at
#     the window's edges (bench/support/lib.sh proc_ticks);
#   - on Citus, the statements of the measured window in citus_stat_statements: calls routed to one
#     shard, and calls across shards (with the statements that were);
#   - bench/http/StreamLoad.java: SUBSCRIBERS streams on replica A, MOVES moves posted through replica
#     B every INTERVAL_MS, so every event reaches A by NOTIFY: commit → delivery latency.
#
#   bench/database/citus/moves.sh [path/to/quarkus-run.jar]
#
# Needs Citus installed (bench/database/citus/build.sh), java, curl and the PostgreSQL 15 binaries with
# pg_stat_statements. Plain PostgreSQL runs with fsync=off, as do the Citus nodes
# (bench/database/citus/cluster.sh). Everything it started is stopped on exit. Tunables: ROUNDS (2), CLIENTS
# (8), WARMUP (15), DURATION (20), SUBSCRIBERS (100), MOVES (50), INTERVAL_MS (100), CITUS_PORT
# (57830), KEEP_LOGS=1.
set -euo pipefail
BENCH=citus-moves
# shellcheck source-path=SCRIPTDIR source=../../support/lib.sh
. "$(dirname "$0")/../../support/lib.sh"

defaults ROUNDS=2 CLIENTS=8 WARMUP=15 DURATION=20 MAX_PLIES=200 SUBSCRIBERS=100 MOVES=50 \
  INTERVAL_MS=100
export CITUS_PORT=${CITUS_PORT:-57830}
require_tools curl java
require_pg psql
[ -f "$(pg_config --pkglibdir)/citus.so" ] || die "Citus is not installed (bench/database/citus/build.sh <citus source>)"
resolve_jar --classes "$@"
setup_cleanup "app-*.log, pg.log, citus/*.log, run-*.out"
compile_support
CITUS_DIR="$WORK/citus"
chmod 755 "$WORK"
trap 'bench/database/citus/cluster.sh stop "$CITUS_DIR" >/dev/null 2>&1 || true; cleanup' EXIT INT TERM

start_postgres
bench/database/citus/cluster.sh start "$CITUS_DIR" >/dev/null
citus_sql() { bench/database/citus/cluster.sh psql "$CITUS_DIR" -X -q -At -v ON_ERROR_STOP=1 -c "$1"; }
postmasters() { # the database's postmaster pids
  if [ "$1" = plain ]; then head -1 "$WORK/pgdata/postmaster.pid"; else
    for node in coordinator worker1 worker2; do head -1 "$CITUS_DIR/$node/postmaster.pid"; done
  fi
}

# The window hook: ticks of the service (A), of every postmaster with its children, and of MoveLoad.
cat >"$WORK/window.sh" <<HOOK
#!/usr/bin/env bash
. "$ROOT/bench/support/lib.sh"
db=0; for p in \$(cat "$WORK/db.pids"); do db=\$(( db + \$(proc_ticks "\$p" children) )); done
echo "at_ms=\$(date +%s%3N) app=\$(proc_ticks "\$(cat "$WORK/app.pid")") db=\$db client=\$(proc_ticks \$PPID)"
[ "\$(cat "$WORK/target")" = citus ] && [ "\$1" = start ] && \
  "$ROOT/bench/database/citus/cluster.sh" psql "$CITUS_DIR" -X -q -At -c "SELECT citus_stat_statements_reset()" >/dev/null
true
HOOK
chmod +x "$WORK/window.sh"

start_on() { # target, label, port → pid in APP_STARTED
  local url user mport
  mport=$(free_port)
  if [ "$1" = plain ]; then url="jdbc:postgresql://$HOST:$PG_PORT/bench"; user=bench; else
    url="jdbc:postgresql://127.0.0.1:$CITUS_PORT/ringgames"; user=ringgames; fi
  # shellcheck disable=SC2086 # JAVA_OPTS is a list of options
  DB_URL=$url DB_USER=$user DB_PASSWORD=$user QUARKUS_HTTP_HOST=$HOST QUARKUS_HTTP_PORT=$3 \
    QUARKUS_MANAGEMENT_HOST=$HOST QUARKUS_MANAGEMENT_PORT=$mport QUARKUS_LOG_CONSOLE_LEVEL=WARN RINGGAMES_RATE_LIMIT_ENABLED=false java ${JAVA_OPTS:-} -jar "$JAR" \
    >"$WORK/app-$2.log" 2>&1 &
  APP_STARTED=$!
  APP_PIDS+=("$APP_STARTED")
  wait_ready "$2" "$WORK/app-$2.log" "$APP_STARTED" "http://$HOST:$mport/q/health/ready"
}

new_results
for round in $(seq 1 "$ROUNDS"); do
  for target in plain citus; do
    # Fresh data for every run: a new database on plain PostgreSQL, a reset cluster on Citus.
    if [ "$target" = plain ]; then
      "$PGBIN/dropdb" "${PG[@]}" --if-exists bench && "$PGBIN/createdb" "${PG[@]}" bench
    else
      bench/database/citus/cluster.sh reset "$CITUS_DIR"
    fi
    echo "$target" >"$WORK/target"
    postmasters "$target" >"$WORK/db.pids"
    pa=$(free_port); start_on "$target" "$target-$round-a" "$pa"; a_pid=$APP_STARTED
    pb=$(free_port); start_on "$target" "$target-$round-b" "$pb"; b_pid=$APP_STARTED
    echo "$a_pid" >"$WORK/app.pid"
    echo "round $round, $target: MoveLoad ($CLIENTS pairs, ${WARMUP}s + ${DURATION}s) ..." >&2
    out="$WORK/run-$target-$round-moves.out"
    run_child "$out" java -Dwindow.hook="$WORK/window.sh" -cp "$ROOT/target/classes:$SUPPORT_CP" "$ROOT/bench/http/MoveLoad.java" \
      "http://$HOST:$pa" "$CLIENTS" "$WARMUP" "$DURATION" "$MAX_PLIES"
    result=$(sed -n 's/^RESULT //p' "$out")
    [ -n "$result" ] || { cat "$out" >&2; die "no RESULT line from MoveLoad ($target)"; }
    w0=$(sed -n 's/^WINDOW start //p' "$out"); w1=$(sed -n 's/^WINDOW end //p' "$out")
    moves=$(field "$result" moves)
    hz=$(getconf CLK_TCK)
    per_move() { awk -v a="$(field "$w0" "$1")" -v b="$(field "$w1" "$1")" -v hz="$hz" -v n="$moves" 'BEGIN { printf "%.3f", (b - a) / hz * 1000 / n }'; }
    routed=
    if [ "$target" = citus ]; then
      routed=$(citus_sql "SELECT 'routed_calls=' || coalesce(sum(calls) FILTER (WHERE partition_key IS NOT NULL), 0) \
        || ' across_calls=' || coalesce(sum(calls) FILTER (WHERE partition_key IS NULL), 0) FROM citus_stat_statements \
        WHERE userid = (SELECT oid FROM pg_roles WHERE rolname = 'ringgames')")
      citus_sql "SELECT calls || '  ' || left(regexp_replace(query, '\s+', ' ', 'g'), 110) FROM citus_stat_statements \
        WHERE partition_key IS NULL AND userid = (SELECT oid FROM pg_roles WHERE rolname = 'ringgames') ORDER BY calls DESC" \
        >"$WORK/across-$round.txt"
    fi
    echo "round $round, $target: StreamLoad ($SUBSCRIBERS streams on A, $MOVES moves through B) ..." >&2
    sout="$WORK/run-$target-$round-streams.out"
    run_child "$sout" java -cp "$ROOT/target/classes:$SUPPORT_CP" "$ROOT/bench/http/StreamLoad.java" "http://$HOST:$pa" "http://$HOST:$pb" \
      "$SUBSCRIBERS" "$MOVES" "$INTERVAL_MS" 1 4
    stream=$(sed -n 's/^RESULT //p' "$sout")
    [ -n "$stream" ] || { cat "$sout" >&2; die "no RESULT line from StreamLoad ($target)"; }
    echo "$round $target moves_per_s=$(field "$result" moves_per_s) p50_ms=$(field "$result" p50_ms) p99_ms=$(field "$result" p99_ms) errors=$(field "$result" errors) app_cpu_ms_per_move=$(per_move app) db_cpu_ms_per_move=$(per_move db) $routed notify_p50_ms=$(field "$stream" p50_ms) notify_p99_ms=$(field "$stream" p99_ms) delivered=$(field "$stream" delivered)/$(field "$stream" expected)" >>"$RESULTS"
    tail -1 "$RESULTS" >&2
    stop_java "$a_pid"; stop_java "$b_pid"
  done
done
echo "== per run (round, database, MoveLoad's window; StreamLoad's commit → delivery latency through B)"
cat "$RESULTS"
echo "== statements across shards in the last Citus window (calls, text)"
cat "$WORK/across-$ROUNDS.txt"
