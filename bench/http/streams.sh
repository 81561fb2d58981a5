#!/usr/bin/env bash
# Live event streams under load (bench/http/StreamLoad.java): S Server-Sent-Event subscribers on one game
# on instance A, M moves posted through A (scenario "same": A's own commits) and through a second
# instance B on the same database (scenario "via-B": the change reaches A by LISTEN/NOTIFY), the
# latency from the move's commit to its delivery at every subscriber (p50/p99/max over all S×M
# deliveries), whether every subscriber got every move exactly once and in order, and A's heap and
# RSS per open stream.
#
#   bench/http/streams.sh [path/to/quarkus-run.jar]
#
# Without a jar argument it uses target/quarkus-app/quarkus-run.jar, building it
# (./mvnw -B -q package -DskipTests) when it or target/classes is missing; StreamLoad runs with
# target/classes (the engine picks the legal moves) and bench/support's classes. It starts a throwaway PostgreSQL cluster
# (fsync=off, as the other benchmarks) and two instances of the jar on free loopback ports, both on
# that database, then warms up (WARMUP_S=200 streams, WARMUP_M=100 moves every 20 ms through A, then
# the same through B; printed, not reported) and for each S in SUBSCRIBERS,
# ROUNDS times: scenario same, scenario via-B, each on a fresh game. Memory is A's: used heap after
# two `jcmd GC.run` and VmRSS, before opening the streams and once all have their first event.
# Everything it started is stopped and its temporary folder removed on exit, also on failure or
# Ctrl-C. Installs nothing: needs java (with jcmd), curl and the PostgreSQL 15 binaries.
#
# Tunables (environment): SUBSCRIBERS (default "1000 100"), MOVES (default 50), INTERVAL_MS (default
# 200), ROUNDS (default 1), WARMUP_S, WARMUP_M, CLIENTS (HttpClient instances in StreamLoad, default 4), JAVA_OPTS (server
# JVM options, both instances), KEEP_LOGS=1 (keep the temporary folder with the logs).
set -euo pipefail
BENCH=streams
# shellcheck source-path=SCRIPTDIR source=../support/lib.sh
. "$(dirname "$0")/../support/lib.sh"

defaults SUBSCRIBERS="1000 100" MOVES=50 INTERVAL_MS=200 ROUNDS=1 CLIENTS=4 WARMUP_S=200 \
  WARMUP_M=100

# --- Prerequisites (bench/support/lib.sh) ---------------------------------------------------------
require_tools curl java jcmd
require_pg
require_files http/StreamLoad.java

# One connection (and file descriptor) per subscriber on both sides, client and server.
MAX_S=$(echo "$SUBSCRIBERS" | tr ' ' '\n' | sort -n | tail -1)
NEED_FDS=$(( 2 * MAX_S + 4096 ))
raise_open_files "$NEED_FDS" "$MAX_S subscribers"

resolve_jar --classes "$@"
setup_cleanup "app-a.log, app-b.log, pg.log, run-*.out"
compile_support

# --- PostgreSQL (bench/support/lib.sh: trust auth, fsync off) ---------------------------------------------
start_postgres

# --- Two instances on the same database (A first: it runs the Flyway migration) -------------------
A_PORT=$(free_port)
start_app "instance a" "$WORK/app-a.log" "$A_PORT"; A_PID=$APP_STARTED
B_PORT=$(free_port)
start_app "instance b" "$WORK/app-b.log" "$B_PORT"; B_PID=$APP_STARTED
A="http://$HOST:$A_PORT"
B="http://$HOST:$B_PORT"

# --- Measurement ----------------------------------------------------------------------------------
stream_run() { # name, S, M, interval, post base, post pid, seed → output in RUN_OUT
  RUN_OUT="$WORK/run-$1-$2-$7.out"
  run_child "$RUN_OUT" java -Dapp.pid="$A_PID" -Dmetrics.base="$(management_base "$A_PORT")" -Dcpu.post="$6" -Dcpu.hz="$(getconf CLK_TCK)" -Dcpu.pg="$PG_MAIN" \
    -cp "$ROOT/target/classes:$SUPPORT_CP" "$ROOT/bench/http/StreamLoad.java" "$A" "$5" "$2" "$3" "$4" "$7" "$CLIENTS"
  grep -q '^RESULT ' "$RUN_OUT" || { cat "$RUN_OUT" >&2; die "no RESULT line from StreamLoad ($1, S=$2)"; }
}

# Warm-up (JIT of both instances and of this client): WARMUP_S streams, WARMUP_M moves every 20 ms,
# posted through A, then through B.
echo "warm-up: S=$WARMUP_S, M=$WARMUP_M through A, then through B ..." >&2
stream_run warmup-A "$WARMUP_S" "$WARMUP_M" 20 "$A" "$A_PID" 998
sed 's/^/  warm-up A: /' "$RUN_OUT" | grep -e RESULT -e problem >&2 || true
stream_run warmup-B "$WARMUP_S" "$WARMUP_M" 20 "$B" "$B_PID" 999
sed 's/^/  warm-up B: /' "$RUN_OUT" | grep -e RESULT -e problem >&2 || true

new_results
seed=1
for s in $SUBSCRIBERS; do
  for round in $(seq 1 "$ROUNDS"); do
    for scenario in same via-B; do
      if [ "$scenario" = same ]; then post=$A; post_pid=$A_PID; else post=$B; post_pid=$B_PID; fi
      echo "scenario $scenario: S=$s, M=$MOVES every ${INTERVAL_MS} ms, round $round ..." >&2
      stream_run "$scenario" "$s" "$MOVES" "$INTERVAL_MS" "$post" "$post_pid" "$seed"
      seed=$((seed + 1))
      sed 's/^/  /' "$RUN_OUT" >&2
      echo "$scenario $s $round $(sed -n 's/^RESULT //p' "$RUN_OUT")" >>"$RESULTS"
    done
  done
done

# --- Summary --------------------------------------------------------------------------------------
echo
echo "streams: $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //'), $(java -version 2>&1 | head -1), $("$PGBIN/postgres" --version), load average $(cut -d' ' -f1-3 /proc/loadavg)"
echo "instance A $A (streams), instance B $B; M=$MOVES moves every $INTERVAL_MS ms; latency = receive − state.updatedAt of the event"
echo
printf '%-7s %5s %3s %5s %9s %9s %9s %15s %13s %13s %8s\n' scenario S M round p50_ms p99_ms max_ms delivered/exp heap_KB/sub rss_KB/sub problems
while read -r scenario s round rest; do
  printf '%-7s %5s %3s %5s %9s %9s %9s %15s %13s %13s %8s\n' "$scenario" "$s" "$(field "$rest" moves)" "$round" \
    "$(field "$rest" p50_ms)" "$(field "$rest" p99_ms)" "$(field "$rest" max_ms)" \
    "$(field "$rest" delivered)/$(field "$rest" expected)" "$(field "$rest" heap_kb_per_sub)" \
    "$(field "$rest" rss_kb_per_sub)" "$(field "$rest" problems)"
done <"$RESULTS"
if grep -q 'problems=[1-9]' "$RESULTS"; then
  echo
  echo "problems (details above, and in the run outputs):"
  grep -h '^problem ' "$WORK"/run-*.out | head -40
fi
if grep -qiE 'exception|error' "$WORK/app-a.log" "$WORK/app-b.log"; then
  echo
  echo "warnings and errors in the instances' logs:"
  grep -hiE 'WARN|ERROR|exception' "$WORK/app-a.log" "$WORK/app-b.log" | head -20
fi
