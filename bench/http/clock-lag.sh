#!/usr/bin/env bash
# Timer lag of clocks: how late the service ends games whose deadline passed with nobody calling,
# with two replicas on one database and a steady stream of deadlines.
#
#   bench/http/clock-lag.sh [path/to/quarkus-run.jar]
#
# Without a jar argument it uses target/quarkus-app/quarkus-run.jar, building it
# (./mvnw -B -q package -DskipTests) when missing. It starts a throwaway PostgreSQL cluster
# (fsync=off, as the other benchmarks) and TWO instances A and B of the jar on that database, all
# on free loopback ports (bench/support/lib.sh), then bench/http/ClockLoad.java creates
# {"game":"gyges","clock":{"initialSeconds":60,"setupSeconds":SETUP_SECONDS}} games at RATE per
# second for SECONDS seconds, alternating A and B (after WARMUP seconds of untimed games at the same
# rate, not counted). Nobody sets those games up, so each is aborted by a replica's deadline sweeper
# at created_at + SETUP_SECONDS: at RATE=1000, SETUP_SECONDS=10 about 10,000 clocked games are live
# and about 1,000 deadlines fall each second once the first ones come due. Once every deadline is
# cleared (or after SETUP_SECONDS + 120 s) it measures from the database, per clocked game, the lag
# from its deadline (game.created_at + SETUP_SECONDS, the moment its clock started) to the
# created_at of its `finished` event (the moment the ending replica took it, a few ms before that
# commit): count, p50, p99, max, and how many games ended more than once (must be 0), not at all,
# or before their deadline (must be 0); then the same per second of deadline with the live set.
# It also reads each instance's ringgames_clock_* counters (which replica ended how many).
# Everything it started is stopped and its temporary folder removed on exit, also on failure or
# Ctrl-C. Installs nothing: needs java, curl and the PostgreSQL 15 binaries with psql.
#
# Tunables (environment): RATE (games/s, default 1000), SECONDS (creation time, default 25),
# SETUP_SECONDS (default 10), WARMUP (s, default 5), MAX_IN_FLIGHT (open requests, default 64),
# QUICK=1 (smoke run: RATE=100 SECONDS=5 SETUP_SECONDS=2 WARMUP=2 unless set), JAVA_OPTS (server
# JVM options), KEEP_LOGS=1 (keep the temporary folder with the logs).
set -euo pipefail
BENCH=clock-lag
# shellcheck source-path=SCRIPTDIR source=../support/lib.sh
. "$(dirname "$0")/../support/lib.sh"

# SECONDS is also bash's own counter (seconds since the shell started, counting on from a value
# found in the environment): read the caller's value from the environment, at once.
CREATE_SECONDS=$(printenv SECONDS || true)
[ "${QUICK:-}" != 1 ] || defaults RATE=100 CREATE_SECONDS=5 SETUP_SECONDS=2 WARMUP=2
defaults RATE=1000 CREATE_SECONDS=25 SETUP_SECONDS=10 WARMUP=5 MAX_IN_FLIGHT=64

# --- Prerequisites (bench/support/lib.sh) ---------------------------------------------------------
require_tools curl java
require_pg psql
require_files http/ClockLoad.java
resolve_jar "$@"
setup_cleanup "app-a.log, app-b.log, pg.log, load.out"
compile_support

# --- PostgreSQL and two instances on it -----------------------------------------------------------
# Commit timestamps: the moment each ending became visible, not only the time the service wrote.
PG_OPTS="${PG_OPTS:-} -c track_commit_timestamp=on"
start_postgres
start_apps_ab

# --- Load -----------------------------------------------------------------------------------------
measurement_begins
echo "creating clocked games: ${RATE}/s for ${CREATE_SECONDS}s, setupSeconds=${SETUP_SECONDS}, over A and B (warm-up ${WARMUP}s untimed) ..." >&2
run_child "$WORK/load.out" java -Dcpu.hz="$(getconf CLK_TCK)" -Dcpu.app="$PID_A,$PID_B" \
  -Dcpu.pg="$PG_MAIN" -cp "$SUPPORT_CP" \
  "$ROOT/bench/http/ClockLoad.java" "$BASE_A,$BASE_B" "$RATE" "$CREATE_SECONDS" "$SETUP_SECONDS" "$WARMUP" "$MAX_IN_FLIGHT"
echo "uptime after creating: $(uptime)" >&2
RESULT=$(sed -n 's/^RESULT //p' "$WORK/load.out")
[ -n "$RESULT" ] || { cat "$WORK/load.out" >&2; die "no RESULT line from ClockLoad"; }

# Wait for every deadline to be cleared (each game ended), at most SETUP_SECONDS + 120 s.
open=
for _ in $(seq 1 $((2 * (SETUP_SECONDS + 120)))); do
  open=$(psql_q -Atc "SELECT count(*) FROM game WHERE deadline IS NOT NULL")
  [ "$open" = 0 ] && break
  sleep 0.5
done
echo "uptime at the end: $(uptime)" >&2
metrics() { curl -s "$1/q/metrics" | grep -E '^ringgames_(clock_endings_total|clock_overdue_swept_total|games_finished_total)' | sed 's/^/    /' || true; }

# --- Results from the database --------------------------------------------------------------------
LAG_SQL="
CREATE TEMP TABLE lag AS
  WITH g AS (SELECT id, created_at, created_at + make_interval(secs => $SETUP_SECONDS) AS due, status, result_reason
             FROM game WHERE time_control IS NOT NULL),
       f AS (SELECT game_id, count(*) AS n, min(created_at) AS at, min(pg_xact_commit_timestamp(xmin)) AS committed
             FROM game_event WHERE type = 'finished' GROUP BY game_id)
  SELECT g.*, f.n, f.at, f.committed, extract(epoch FROM f.at - g.due) * 1000 AS lag_ms,
         extract(epoch FROM f.committed - g.due) * 1000 AS commit_lag_ms
  FROM g LEFT JOIN f ON f.game_id = g.id;
"
SUMMARY=$(psql_q -At -F ' ' -c "$LAG_SQL" -c "
SELECT 'games=' || count(*), 'ended=' || count(n), 'never_ended=' || count(*) FILTER (WHERE n IS NULL),
       'ended_more_than_once=' || count(*) FILTER (WHERE n > 1), 'early=' || count(*) FILTER (WHERE lag_ms < 0),
       'not_aborted=' || count(*) FILTER (WHERE result_reason IS DISTINCT FROM 'aborted'),
       'p50_ms=' || round(percentile_cont(0.5) WITHIN GROUP (ORDER BY lag_ms)::numeric, 1),
       'p99_ms=' || round(percentile_cont(0.99) WITHIN GROUP (ORDER BY lag_ms)::numeric, 1),
       'max_ms=' || round(max(lag_ms)::numeric, 1), 'min_ms=' || round(min(lag_ms)::numeric, 1),
       'commit_p50_ms=' || round(percentile_cont(0.5) WITHIN GROUP (ORDER BY commit_lag_ms)::numeric, 1),
       'commit_p99_ms=' || round(percentile_cont(0.99) WITHIN GROUP (ORDER BY commit_lag_ms)::numeric, 1),
       'commit_max_ms=' || round(max(commit_lag_ms)::numeric, 1),
       'write_to_commit_max_ms=' || round(max(commit_lag_ms - lag_ms)::numeric, 1)
FROM lag")
# The sweeps: one transaction ends up to 100 games, all stamped with the time the sweep began;
# from that time to the commit is the batch's duration.
BATCHES=$(psql_q -At -F ' ' -c "
SELECT 'sweep_transactions=' || count(*), 'games_per_transaction=' || round(avg(n), 1),
       'duration_p50_ms=' || round(percentile_cont(0.5) WITHIN GROUP (ORDER BY d)::numeric, 1),
       'duration_max_ms=' || round(max(d)::numeric, 1),
       'ms_per_game=' || round((sum(d) / sum(n))::numeric, 2)
FROM (SELECT count(*) AS n, extract(epoch FROM max(pg_xact_commit_timestamp(xmin)) - min(created_at)) * 1000 AS d
      FROM game_event WHERE type = 'finished' GROUP BY xmin::text) b")
# Per second from the first clocked creation: created, deadlines due, games ended, the live set at
# the end of that second (created so far − ended so far), and the lag of the games due that second.
PER_SECOND=$(psql_q -c "$LAG_SQL" -c "
WITH t AS (SELECT min(created_at) AS t0 FROM lag),
     s AS (SELECT k, t0 + make_interval(secs => k) AS a, t0 + make_interval(secs => k + 1) AS b
           FROM t, generate_series(0, (SELECT ceil(extract(epoch FROM max(coalesce(at, due)) - min(created_at)))::int FROM lag)) k)
SELECT k AS second,
       (SELECT count(*) FROM lag WHERE created_at >= a AND created_at < b) AS created,
       (SELECT count(*) FROM lag WHERE due >= a AND due < b) AS due,
       (SELECT count(*) FROM lag WHERE at >= a AND at < b) AS ended,
       (SELECT count(*) FROM lag WHERE created_at < b) - (SELECT count(*) FROM lag WHERE at < b) AS live,
       (SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY lag_ms)::numeric, 1) FROM lag WHERE due >= a AND due < b) AS p50_ms,
       (SELECT round(percentile_cont(0.99) WITHIN GROUP (ORDER BY lag_ms)::numeric, 1) FROM lag WHERE due >= a AND due < b) AS p99_ms,
       (SELECT round(max(lag_ms)::numeric, 1) FROM lag WHERE due >= a AND due < b) AS max_ms,
       (SELECT round(percentile_cont(0.5) WITHIN GROUP (ORDER BY commit_lag_ms)::numeric, 1) FROM lag WHERE due >= a AND due < b) AS commit_p50_ms,
       (SELECT round(max(commit_lag_ms)::numeric, 1) FROM lag WHERE due >= a AND due < b) AS commit_max_ms
FROM s ORDER BY k")

# --- Summary --------------------------------------------------------------------------------------
echo
echo "clock-lag: $START_UTC, $(nproc) cores (shared with other work), $(java -version 2>&1 | head -1), $("$PGBIN/postgres" --version)"
echo "two instances (A $BASE_A, B $BASE_B) on one database; RATE=$RATE SECONDS=$CREATE_SECONDS SETUP_SECONDS=$SETUP_SECONDS WARMUP=$WARMUP MAX_IN_FLIGHT=$MAX_IN_FLIGHT"
grep -e '^warm-up' -e '^error ' -e '^warning' "$WORK/load.out" || true
echo "creation: $RESULT"
grep '^CPU ' "$WORK/load.out" || true
echo "clocked games created per second: $(sed -n 's/^SECONDS_CREATED //p' "$WORK/load.out")"
[ "$open" = 0 ] || echo "WARNING: $open games still had a deadline when the wait ended"
echo "lag from deadline to the finished event's created_at (p50_ms …) and to its commit (commit_…): $SUMMARY"
echo "sweep transactions (from the sweep's start to its commit): $BATCHES"
echo "counters, instance A:"; metrics "$(management_base "$PORT_A")"
echo "counters, instance B:"; metrics "$(management_base "$PORT_B")"
echo
echo "$PER_SECOND"
for f in app-a.log app-b.log; do
  if grep -iE 'WARN|ERROR' "$WORK/$f" | grep -qv 'No portal API keys'; then
    echo "warnings or errors in $f:"; grep -iE 'WARN|ERROR' "$WORK/$f" | grep -v 'No portal API keys' | head -10
  fi
done
[ "$(field "$SUMMARY" ended_more_than_once)" = 0 ] || die "a game ended more than once"
[ "$(field "$SUMMARY" never_ended)" = 0 ] || die "a game never ended"
[ "$(field "$SUMMARY" early)" = 0 ] || die "a game ended before its deadline"
