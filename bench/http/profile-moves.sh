#!/usr/bin/env bash
# Where the time of one move goes: the database side of POST /api/v1/games/{id}/moves per move
# (statements, round trips, rows, WAL) and, optionally, a JFR CPU profile of the server by layer.
#
#   bench/http/profile-moves.sh [path/to/quarkus-run.jar]
#
# Without a jar argument it uses target/quarkus-app/quarkus-run.jar, building it
# (./mvnw -B -q package -DskipTests) when it or target/classes is missing. It starts a throwaway
# PostgreSQL cluster (fsync=off, as bench/database/moves-vs-pgbench.sh) with pg_stat_statements loaded
# (track=all, so statements inside functions count too), creates the extension in the app's
# database "bench", starts the jar on it and runs bench/http/MoveLoad.java twice: a warm-up run of
# WARMUP seconds, then, after resetting pg_stat_statements, pg_stat_wal and the table counters and
# noting pg_current_wal_lsn(), the row counts and the TCP data segments the server has sent to
# PostgreSQL (ss -ti), a measured run of DURATION seconds. After it, it reports per move (moves =
# rows added to game_move in the window):
#   - every statement: calls per move, mean and total execution time, rows per call, WAL bytes;
#   - transactions (xact_commit), and round trips as the data segments the server sent to
#     PostgreSQL on its sockets (each request the driver flushes is one segment on loopback with
#     TCP_NODELAY; a Parse/Bind/Execute…Sync pipeline is one round trip);
#   - WAL bytes from the LSN difference (pg_wal_lsn_diff) and pg_stat_wal (records, full-page images);
#   - rows inserted / updated (HOT) per move and bytes per row of game, game_move and game_event.
# With JFR=1 (default) the server runs with
#   -XX:StartFlightRecording=filename=$WORK/app.jfr,settings=profile,dumponexit=true
#   -XX:FlightRecorderOptions=stackdepth=512
# and bench/support/JfrLayers.java breaks the request threads' samples of the measured window down by
# layer. Everything it started is stopped and its temporary folder removed on exit (KEEP_LOGS=1
# keeps it, with the recording), also on failure or Ctrl-C. Installs nothing: needs java, curl, ss
# (iproute2) and the PostgreSQL 15 binaries with the contrib module pg_stat_statements (Debian:
# apt-get install -y postgresql curl iproute2).
#
# Tunables (environment): CLIENTS (bot pairs, default 8), WARMUP (s, default 10), DURATION (s,
# default 20), MAX_PLIES (default 200), JFR (1 or 0, default 1), JAVA_OPTS (more server JVM
# options), PG_OPTS (more PostgreSQL options, after the pg_stat_statements ones), KEEP_LOGS=1.
set -euo pipefail
BENCH=profile-moves
# shellcheck source-path=SCRIPTDIR source=../support/lib.sh
. "$(dirname "$0")/../support/lib.sh"

defaults CLIENTS=8 WARMUP=10 DURATION=20 MAX_PLIES=200 JFR=1

# --- Prerequisites (bench/support/lib.sh) ---------------------------------------------------------
require_tools curl java ss
require_pg psql
require_files http/MoveLoad.java support/JfrLayers.java
resolve_jar --classes "$@"
setup_cleanup "app.log, pg.log, app.jfr, layers.txt, statements.txt, run-*.out"
compile_support

# --- PostgreSQL with pg_stat_statements -----------------------------------------------------------
PG_OPTS="-c shared_preload_libraries=pg_stat_statements -c pg_stat_statements.track=all -c pg_stat_statements.max=1000 ${PG_OPTS:-}"
start_postgres
q() { "$PGBIN/psql" "${PG[@]}" -d bench -X -q -v ON_ERROR_STOP=1 -Atc "$1"; }
q "CREATE EXTENSION pg_stat_statements" || die "CREATE EXTENSION pg_stat_statements failed (contrib missing?)"
PG_SETTINGS=$(q "SELECT string_agg(name || '=' || setting, ' ' ORDER BY name) FROM pg_settings WHERE name IN ('fsync','synchronous_commit','shared_buffers','wal_level','full_page_writes','checkpoint_timeout','pg_stat_statements.track')")

# --- Application ----------------------------------------------------------------------------------
if [ "$JFR" = 1 ]; then
  JAVA_OPTS="-XX:StartFlightRecording=filename=$WORK/app.jfr,settings=profile,dumponexit=true -XX:FlightRecorderOptions=stackdepth=512 ${JAVA_OPTS:-}"
fi
APP_PORT=$(free_port)
BASE="http://$HOST:$APP_PORT"
start_app "the application" "$WORK/app.log" "$APP_PORT"
APP_PID=$APP_STARTED

# --- Measurement ----------------------------------------------------------------------------------
moveload() { # label, warmup, duration → RESULT in RUN_RESULT, CPU line in CPU_LINE
  local out="$WORK/run-$1.out"
  run_child "$out" java -Dcpu.hz="$(getconf CLK_TCK)" -Dcpu.app="$APP_PID" -Dcpu.pg="$PG_MAIN" \
    -cp "$ROOT/target/classes:$SUPPORT_CP" "$ROOT/bench/http/MoveLoad.java" "$BASE" "$CLIENTS" "$2" "$3" "$MAX_PLIES"
  grep -v -e '^RESULT ' -e '^CPU ' -e '^games created' "$out" >&2 || true
  RUN_RESULT=$(sed -n 's/^RESULT //p' "$out")
  [ -n "$RUN_RESULT" ] || { cat "$out" >&2; die "no RESULT line from MoveLoad"; }
  CPU_LINE=$(sed -n 's/^CPU cores used in the measured window: //p' "$out")
}
# Data segments sent by the server process to PostgreSQL, summed over its open sockets.
segs_to_pg() {
  ss -tinH state established "( dport = :$PG_PORT )" 2>/dev/null \
    | grep -o 'data_segs_out:[0-9]*' | cut -d: -f2 | awk '{ s += $1 } END { print s + 0 }'
}
counts() { q "SELECT (SELECT count(*) FROM game) || ' ' || (SELECT count(*) FROM game_move) || ' ' || (SELECT count(*) FROM game_event) || ' ' || (SELECT count(*) FROM game_setup)"; }

echo "warm-up: MoveLoad $CLIENTS clients, ${WARMUP}s ..." >&2
moveload warmup 0 "$WARMUP"
WARM_RESULT=$RUN_RESULT

# Window start: reset the statistics, then note the WAL position, the counts and the segments.
q "SELECT pg_stat_statements_reset()" >/dev/null
q "SELECT pg_stat_reset()" >/dev/null
q "SELECT pg_stat_reset_shared('wal')" >/dev/null
sleep 1
read -r G0 M0 E0 S0 <<<"$(counts)"
LSN0=$(q "SELECT pg_current_wal_lsn()")
SEG0=$(segs_to_pg)
XACT0=$(q "SELECT xact_commit || ' ' || xact_rollback FROM pg_stat_database WHERE datname = 'bench'")
T0=$(date +%s%3N)

echo "measured: MoveLoad $CLIENTS clients, ${DURATION}s ..." >&2
moveload measured 0 "$DURATION"

T1=$(date +%s%3N)
SEG1=$(segs_to_pg)
LSN1=$(q "SELECT pg_current_wal_lsn()")
read -r G1 M1 E1 S1 <<<"$(counts)"
sleep 2 # let the backends flush their table and database counters (PostgreSQL 15 shared-memory stats)
XACT1=$(q "SELECT xact_commit || ' ' || xact_rollback FROM pg_stat_database WHERE datname = 'bench'")
MOVES=$((M1 - M0))
[ "$MOVES" -gt 0 ] || die "no moves in the measured window"

# --- Summary --------------------------------------------------------------------------------------
echo
echo "profile-moves: $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load average $(cut -d' ' -f1-3 /proc/loadavg), $(java -version 2>&1 | head -1), $("$PGBIN/postgres" --version)"
echo "commit: $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)$(git -C "$ROOT" diff --quiet HEAD -- src 2>/dev/null || echo ' (src modified)')"
echo "PostgreSQL: $PG_SETTINGS"
echo "MoveLoad $CLIENTS clients, games of at most $MAX_PLIES plies; warm-up ${WARMUP}s: $WARM_RESULT"
echo "measured ${DURATION}s: $RUN_RESULT"
echo "CPU cores in MoveLoad's window: $CPU_LINE"
echo "window (database side) $(( (T1 - T0) )) ms: moves $MOVES, games created $((G1 - G0)), setups $((S1 - S0)), events $((E1 - E0))"
read -r XC0 XR0 <<<"$XACT0"
read -r XC1 XR1 <<<"$XACT1"
WAL=$(q "SELECT pg_wal_lsn_diff('$LSN1', '$LSN0')")
awk -v m="$MOVES" -v x="$((XC1 - XC0))" -v r="$((XR1 - XR0))" -v s="$((SEG1 - SEG0))" -v w="$WAL" 'BEGIN {
  printf "per move: commits %.3f, rollbacks %.4f, data segments server→PostgreSQL (round trips) %.2f, WAL bytes %.0f (LSN diff %d bytes)\n", x / m, r / m, s / m, w / m, w }'
q "SELECT 'pg_stat_wal: records ' || wal_records || ', full-page images ' || wal_fpi || ', bytes ' || wal_bytes || ', per move: records ' || round(wal_records::numeric / $MOVES, 2) || ', bytes ' || round(wal_bytes / $MOVES, 0) || ', FPI ' || round(wal_fpi::numeric / $MOVES, 3) FROM pg_stat_wal"
echo
echo "statements (pg_stat_statements, track=all, database bench), per move = calls / $MOVES:"
q "SELECT rpad('calls/move', 11) || rpad('mean ms', 9) || rpad('total ms', 10) || rpad('rows/call', 10) || rpad('WAL B/call', 11) || 'query'"
q "SELECT rpad(round(s.calls::numeric / $MOVES, 3)::text, 11) || rpad(round(s.mean_exec_time::numeric, 4)::text, 9)
        || rpad(round(s.total_exec_time::numeric, 0)::text, 10) || rpad(round(s.rows::numeric / s.calls, 2)::text, 10)
        || rpad(round(s.wal_bytes / s.calls, 0)::text, 11) || regexp_replace(left(s.query, 160), '\s+', ' ', 'g')
     FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid
    WHERE d.datname = 'bench' AND s.query NOT LIKE '%pg_stat_%' ORDER BY s.calls DESC, s.total_exec_time DESC" \
  | tee "$WORK/statements.txt"
echo "(COMMIT does not show above: pg_stat_statements does not list it here; commits per move are xact_commit)"
q "SELECT 'top-level statements per move ' || round(sum(calls) FILTER (WHERE toplevel)::numeric / $MOVES, 3) || ', nested ' || round(coalesce(sum(calls) FILTER (WHERE NOT toplevel), 0)::numeric / $MOVES, 3) || ', execution ms per move ' || round((sum(total_exec_time) FILTER (WHERE toplevel) / $MOVES)::numeric, 4) FROM pg_stat_statements s JOIN pg_database d ON d.oid = s.dbid WHERE d.datname = 'bench' AND s.query NOT LIKE '%pg_stat_%'"
echo
echo "rows written per move (pg_stat_user_tables since the reset) and bytes per row (all rows):"
for t in game game_move game_event game_setup idempotent_request; do
  q "SELECT rpad('$t', 20) || 'ins ' || round(n_tup_ins::numeric / $MOVES, 3) || ', upd ' || round(n_tup_upd::numeric / $MOVES, 3) || ' (HOT ' || round(n_tup_hot_upd::numeric / $MOVES, 3) || '), del ' || round(n_tup_del::numeric / $MOVES, 3)
        || ' | rows ' || (SELECT count(*) FROM $t) || ', avg row ' || coalesce((SELECT round(avg(pg_column_size(x.*)), 0) FROM $t x), 0) || ' B (pg_column_size)'
        || ', heap ' || pg_relation_size('$t') || ' B = ' || CASE WHEN (SELECT count(*) FROM $t) > 0 THEN round(pg_relation_size('$t')::numeric / (SELECT count(*) FROM $t), 0) ELSE 0 END || ' B/row'
        || ', indexes ' || pg_indexes_size('$t') || ' B = ' || CASE WHEN (SELECT count(*) FROM $t) > 0 THEN round(pg_indexes_size('$t')::numeric / (SELECT count(*) FROM $t), 0) ELSE 0 END || ' B/row'
        || ', toast ' || coalesce(pg_relation_size(NULLIF(reltoastrelid, 0)), 0) || ' B'
       FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid WHERE s.relname = '$t'"
done
q "SELECT 'game_event.data: avg ' || round(avg(octet_length(data)), 0) || ' B, max ' || max(octet_length(data)) || ' B' FROM game_event"
q "SELECT 'game_move: avg position_after ' || round(avg(octet_length(position_after)), 0) || ' B, path ' || round(avg(pg_column_size(path)), 0) || ' B' FROM game_move"

if [ "$JFR" = 1 ]; then
  echo
  echo "JFR: stopping the server to dump the recording ..." >&2
  stop_java "$APP_PID"
  [ -s "$WORK/app.jfr" ] || die "no recording in $WORK/app.jfr"
  echo "JFR CPU profile, request threads (executor-thread-*) in the database window:"
  java "$ROOT/bench/support/JfrLayers.java" "$WORK/app.jfr" "$T0" "$T1" executor-thread | tee "$WORK/layers.txt"
fi
