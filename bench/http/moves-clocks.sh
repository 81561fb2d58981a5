#!/usr/bin/env bash
# Cost of clocks on moves: moves per second by N concurrent bot pairs (bench/http/MoveLoad.java) on
# untimed games and on clocked games, alternating in one run against one server, reported as the
# ratio with ÷ without.
#
#   bench/http/moves-clocks.sh [path/to/quarkus-run.jar]
#
# Without a jar argument it uses target/quarkus-app/quarkus-run.jar, building it
# (./mvnw -B -q package -DskipTests) when it or target/classes is missing; MoveLoad runs with
# target/classes (the engine classes) and bench/support's classes. It starts a throwaway PostgreSQL cluster (fsync=off, as
# bench/database/moves-vs-pgbench.sh) and the jar on free loopback ports (bench/support/lib.sh), runs one warm-up
# MoveLoad run of WARMUP seconds on clocked games (not reported), then the runs of ORDER: "off" =
# untimed games ({"game":"gyges"}), "on" = every game created with the clock CLOCK, which no bot
# runs out of during a run (default 3 h each with a 14-day first-move limit: each move is charged,
# its deadline set in the indexed column and the sweeper told, but no game ends on time). Each run
# is one MoveLoad (WARMUP s warm-up, DURATION s measured, N bot pairs, MAX_PLIES). Afterwards it
# checks from the database that clocked moves were charged (game_move.time_spent_us set) and
# that no game ended on time. Everything it started is stopped and its temporary folder removed on
# exit, also on failure or Ctrl-C. Installs nothing: needs java, curl and the PostgreSQL 15
# binaries with psql.
#
# Tunables (environment): N (bot pairs, default 8), ORDER (default "off on off on"), WARMUP (s,
# default 10), DURATION (s, default 20), MAX_PLIES (default 200),
# CLOCK (default {"initialSeconds":10800,"firstMoveSeconds":1209600}), QUICK=1 (smoke run:
# WARMUP=3 DURATION=5 unless set), JAVA_OPTS (server JVM options), KEEP_LOGS=1.
set -euo pipefail
BENCH=moves-clocks
# shellcheck source-path=SCRIPTDIR source=../support/lib.sh
. "$(dirname "$0")/../support/lib.sh"

[ "${QUICK:-}" != 1 ] || defaults WARMUP=3 DURATION=5
defaults N=8 ORDER="off on off on" WARMUP=10 DURATION=20 MAX_PLIES=200 \
  CLOCK='{"initialSeconds":10800,"firstMoveSeconds":1209600}'

require_tools curl java
require_pg psql
require_files http/MoveLoad.java
require_words ORDER "$ORDER" off on
resolve_jar --classes "$@"
setup_cleanup "app.log, pg.log, run-*.out"
compile_support

start_postgres
APP_PORT=$(free_port)
BASE="http://$HOST:$APP_PORT"
start_app "the application" "$WORK/app.log" "$APP_PORT"
APP_PID=$APP_STARTED

moves_run() { # label, off|on, warmup, duration → RESULT line in RUN_RESULT, CPU line in CPU_LINE
  local out="$WORK/run-$1.out" clock=()
  [ "$2" = on ] && clock=(-Dclock="$CLOCK")
  run_child "$out" java -Dcpu.hz="$(getconf CLK_TCK)" -Dcpu.app="$APP_PID" -Dcpu.pg="$PG_MAIN" \
    "${clock[@]}" -cp "$ROOT/target/classes:$SUPPORT_CP" "$ROOT/bench/http/MoveLoad.java" "$BASE" "$N" "$3" "$4" "$MAX_PLIES"
  RUN_RESULT=$(sed -n 's/^RESULT //p' "$out")
  [ -n "$RUN_RESULT" ] || { cat "$out" >&2; die "no RESULT line from MoveLoad"; }
  CPU_LINE=$(sed -n 's/^CPU cores used in the measured window: //p' "$out")
  grep -e '^error ' -e '^warning' "$out" | sed "s/^/$1: /" >&2 || true
}

echo "server warm-up: ${WARMUP}s on clocked games (not reported) ..." >&2
moves_run warm-up on 0 "$WARMUP"
measurement_begins
new_results
i=0
for mode in $ORDER; do
  i=$((i + 1))
  moves_run "$i-$mode" "$mode" "$WARMUP" "$DURATION"
  echo "$i $mode $RUN_RESULT" >>"$RESULTS"
  printf '  run %d  clocks %-3s  %10s moves/s  p50 %s ms  p99 %s ms  max %s ms  games %s  errors %s  (cores: %s; %s)\n' "$i" "$mode" \
    "$(field "$RUN_RESULT" moves_per_s)" "$(field "$RUN_RESULT" p50_ms)" "$(field "$RUN_RESULT" p99_ms)" \
    "$(field "$RUN_RESULT" max_ms)" "$(field "$RUN_RESULT" games)" "$(field "$RUN_RESULT" errors)" "$CPU_LINE" "$(uptime | sed 's/.*load/load/')" >&2
done
echo "uptime after: $(uptime)" >&2

CHECK=$(psql_q -At -F ' ' -c "
SELECT 'moves_charged=' || count(*) FILTER (WHERE time_spent_us IS NOT NULL),
       'moves_untimed=' || count(*) FILTER (WHERE time_spent_us IS NULL) FROM game_move" -c "
SELECT 'clocked_games=' || count(*) FILTER (WHERE time_control IS NOT NULL),
       'untimed_games=' || count(*) FILTER (WHERE time_control IS NULL),
       'ended_on_time=' || count(*) FILTER (WHERE result_reason IN ('timeout', 'aborted')) FROM game" | tr '\n' ' ')

echo
echo "moves-clocks: $START_UTC, $(nproc) cores (shared with other work), $(java -version 2>&1 | head -1), $("$PGBIN/postgres" --version)"
echo "N=$N ORDER=\"$ORDER\" WARMUP=$WARMUP DURATION=$DURATION MAX_PLIES=$MAX_PLIES CLOCK=$CLOCK"
echo "database: $CHECK"
awk '
  function val(line, key,   i, n, kv) { n = split(line, f, " "); for (i = 1; i <= n; i++) { split(f[i], kv, "="); if (kv[1] == key) return kv[2] } return 0 }
  { printf "run %s clocks %-3s moves/s %10.1f  errors %s\n", $1, $2, val($0, "moves_per_s"), val($0, "errors")
    sum[$2] += val($0, "moves_per_s"); cnt[$2]++; err += val($0, "errors") }
  END {
    if (cnt["off"] && cnt["on"]) {
      off = sum["off"] / cnt["off"]; on = sum["on"] / cnt["on"]
      printf "mean moves/s: without clocks %.1f (%d runs), with clocks %.1f (%d runs); with ÷ without %.3f; errors %d\n", off, cnt["off"], on, cnt["on"], on / off, err
    }
  }' "$RESULTS"
[ "$(field "$CHECK" ended_on_time)" = 0 ] || die "a game ended on time during the run: the clock was too short"
