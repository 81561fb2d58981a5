#!/usr/bin/env bash
# The engine over HTTP: (a) analysis throughput — answers per second by C concurrent clients
# asking POST /api/v1/positions/analysis with movetimeMs M (bench/http/AnalysisLoad.java) against
# ENGINE_THREADS engine threads, reported also as a ratio to the ideal ENGINE_THREADS × 1000 / M;
# and (b) what a busy engine does to moves — move posts by N bot pairs (bench/http/MoveLoad.java) alone
# and with AnalysisLoad keeping every engine thread busy at the same time, alternating, reported as
# the ratio loaded ÷ alone of move p99 and moves/s.
#
#   bench/http/engine-load.sh [path/to/quarkus-run.jar]
#
# Without a jar argument it uses target/quarkus-app/quarkus-run.jar, building it
# (./mvnw -B -q package -DskipTests) when it or target/classes is missing; MoveLoad runs with
# target/classes (the engine classes) and bench/support's, AnalysisLoad only the latter. It starts a throwaway
# PostgreSQL cluster (fsync=off) and one instance of the jar on free loopback ports (bench/support/lib.sh)
# with RINGGAMES_ENGINE_THREADS=ENGINE_THREADS, RINGGAMES_ENGINE_QUEUE=ENGINE_QUEUE, the rate
# limits off and RINGGAMES_ENGINE_MAX_SEARCHES_PER_CALLER=C (the C clients share one address, which
# the engine's fair share would hold to 2 analyses in hand, the rest refused 429), checks one
# analysis answer, runs one MoveLoad and one AnalysisLoad warm-up of WARMUP seconds each (not
# reported), then:
#   (a) A_RUNS AnalysisLoad runs (C clients, movetimeMs M, WARMUP s warm-up, DURATION s measured);
#   (b) the runs of ORDER: "alone" = one MoveLoad (N bot pairs, WARMUP s warm-up, DURATION s
#       measured, MAX_PLIES) with nothing else; "loaded" = AnalysisLoad (C clients, M) started
#       LEAD s before the same MoveLoad and running until after it ends (its own window: WARMUP s
#       warm-up, DURATION + 2 × LEAD s measured), so every engine thread is busy throughout the
#       move window; its RESULT is reported too.
# Positions rotate over the start position and two middle games (see AnalysisLoad). Afterwards it
# prints the engine counters from /q/metrics (searches, refusals, 503s by problem type) and the
# server log's WARN/ERROR lines. Everything it started is stopped and its temporary folder removed
# on exit, also on failure or Ctrl-C. Installs nothing: needs java, curl and the PostgreSQL 15
# binaries.
#
# Tunables (environment): ENGINE_THREADS (default 2), ENGINE_QUEUE (default 16, the service's
# default), C (analysis clients, default 16), M (movetimeMs, default 100), A_RUNS (default 3),
# N (bot pairs, default 8), ORDER (default "alone loaded alone loaded"), WARMUP (s, default 10),
# DURATION (s, default 20), LEAD (s, default 3), MAX_PLIES (default 200), QUICK=1 (smoke run:
# WARMUP=3 DURATION=5 A_RUNS=1 ORDER="alone loaded" unless set), JAVA_OPTS (server JVM options),
# KEEP_LOGS=1.
set -euo pipefail
BENCH=engine-load
# shellcheck source-path=SCRIPTDIR source=../support/lib.sh
. "$(dirname "$0")/../support/lib.sh"

[ "${QUICK:-}" != 1 ] || defaults WARMUP=3 DURATION=5 A_RUNS=1 ORDER="alone loaded"
defaults ENGINE_THREADS=2 ENGINE_QUEUE=16 C=16 M=100 A_RUNS=3 N=8 \
  ORDER="alone loaded alone loaded" WARMUP=10 DURATION=20 LEAD=3 MAX_PLIES=200

require_tools curl java
require_pg
require_files http/MoveLoad.java http/AnalysisLoad.java
require_words ORDER "$ORDER" alone loaded
resolve_jar --classes "$@"
setup_cleanup "app.log, pg.log, run-*.out"
compile_support
# The AnalysisLoad of a "loaded" run runs in the background beside MoveLoad: stop it too on exit.
BG_PID=
stop_bg() {
  if [ -n "$BG_PID" ]; then
    kill "$BG_PID" 2>/dev/null || true
    wait "$BG_PID" 2>/dev/null || true
    BG_PID=
  fi
}
trap 'rc=$?; stop_bg; (exit $rc); cleanup' EXIT

start_postgres
APP_PORT=$(free_port)
BASE="http://$HOST:$APP_PORT"
RINGGAMES_ENGINE_THREADS=$ENGINE_THREADS RINGGAMES_ENGINE_QUEUE=$ENGINE_QUEUE RINGGAMES_ENGINE_MAX_SEARCHES_PER_CALLER=$C \
  start_app "the application" "$WORK/app.log" "$APP_PORT"
APP_PID=$APP_STARTED
CPU_OPTS=(-Dcpu.hz="$(getconf CLK_TCK)" -Dcpu.app="$APP_PID" -Dcpu.pg="$PG_MAIN")

# One answer by hand: 200 with a bestMove.
ANSWER=$(curl -s -w ' HTTP %{http_code}' "$BASE/api/v1/positions/analysis" -H 'Content-Type: application/json' \
  -d "{\"game\":\"gyges\",\"position\":\"321123/....../....../....../....../321123 S\",\"limits\":{\"movetimeMs\":$M}}")
case $ANSWER in
  *'"bestMove":"'*' HTTP 200') ;;
  *) die "analysis check failed: $ANSWER" ;;
esac

analysis_cmd() { # warmup, duration → the AnalysisLoad command line
  echo java "${CPU_OPTS[@]}" -cp "$SUPPORT_CP" "$ROOT/bench/http/AnalysisLoad.java" "$BASE" "$C" "$M" "$1" "$2"
}
moves_cmd() { # warmup, duration
  echo java "${CPU_OPTS[@]}" -cp "$ROOT/target/classes:$SUPPORT_CP" "$ROOT/bench/http/MoveLoad.java" "$BASE" "$N" "$1" "$2" "$MAX_PLIES"
}
result_of() { # output file, program name → its RESULT line (fails without one), errors/warnings to stderr
  local r
  r=$(sed -n 's/^RESULT //p' "$1")
  [ -n "$r" ] || { cat "$1" >&2; die "no RESULT line from $2"; }
  grep -e '^error ' -e '^warning' "$1" | sed "s/^/$2 $(basename "$1" .out): /" >&2 || true
  echo "$r"
}
cpu_of() { sed -n 's/^CPU cores used in the measured window: //p' "$1"; }
load1() { cut -d' ' -f1 /proc/loadavg; }

IDEAL=$(awk -v t="$ENGINE_THREADS" -v m="$M" 'BEGIN { printf "%.2f", t * 1000 / m }')
new_results

analysis_run() { # label
  local out="$WORK/run-$1.out" r
  # shellcheck disable=SC2046 # the command line is a list of words
  run_child "$out" $(analysis_cmd "$WARMUP" "$DURATION")
  r=$(result_of "$out" AnalysisLoad)
  echo "$1 analysis $r load1=$(load1)" >>"$RESULTS"
  printf '  run %-9s %6s answers/s (÷ ideal %s: %.3f)  503/s %s  latency p50/p99 %s/%s ms  wait p50/p99 %s/%s ms  think p50/p99 %s/%s ms  depth p50 %s  nodes/s %s  engine busy %s  errors %s  (cores: %s; load %s)\n' \
    "$1" "$(field "$r" answers_per_s)" "$IDEAL" "$(awk -v a="$(field "$r" answers_per_s)" -v i="$IDEAL" 'BEGIN { print a / i }')" \
    "$(field "$r" s503_per_s)" "$(field "$r" p50_ms)" "$(field "$r" p99_ms)" "$(field "$r" wait_p50_ms)" "$(field "$r" wait_p99_ms)" \
    "$(field "$r" think_p50_ms)" "$(field "$r" think_p99_ms)" "$(field "$r" depth_p50)" "$(field "$r" nodes_per_s)" \
    "$(field "$r" engine_busy)" "$(field "$r" errors)" "$(cpu_of "$out")" "$(load1)" >&2
}

moves_run() { # label, alone|loaded
  local out="$WORK/run-$1.out" aout="$WORK/run-$1-analysis.out" r a=
  if [ "$2" = loaded ]; then
    # shellcheck disable=SC2046
    $(analysis_cmd "$WARMUP" $((DURATION + 2 * LEAD))) >"$aout" 2>&1 &
    BG_PID=$!
    sleep "$LEAD"
    kill -0 "$BG_PID" 2>/dev/null || { cat "$aout" >&2; die "AnalysisLoad exited early"; }
  fi
  # shellcheck disable=SC2046
  run_child "$out" $(moves_cmd "$WARMUP" "$DURATION")
  r=$(result_of "$out" MoveLoad)
  if [ "$2" = loaded ]; then
    kill -0 "$BG_PID" 2>/dev/null || echo "warning: AnalysisLoad had ended before MoveLoad did" >&2
    wait "$BG_PID" || { cat "$aout" >&2; die "AnalysisLoad failed"; }
    BG_PID=
    a=$(result_of "$aout" AnalysisLoad)
  fi
  echo "$1 $2 $r load1=$(load1)" >>"$RESULTS"
  printf '  run %-9s %-6s %8s moves/s  p50 %s ms  p99 %s ms  max %s ms  games %s  errors %s  (cores: %s; load %s)\n' "$1" "$2" \
    "$(field "$r" moves_per_s)" "$(field "$r" p50_ms)" "$(field "$r" p99_ms)" "$(field "$r" max_ms)" \
    "$(field "$r" games)" "$(field "$r" errors)" "$(cpu_of "$out")" "$(load1)" >&2
  if [ -n "$a" ]; then
    echo "$1 beside $a" >>"$RESULTS"
    printf '            beside it: %s answers/s  503/s %s  wait p50/p99 %s/%s ms  engine busy %s  errors %s  (cores: %s)\n' \
      "$(field "$a" answers_per_s)" "$(field "$a" s503_per_s)" "$(field "$a" wait_p50_ms)" "$(field "$a" wait_p99_ms)" \
      "$(field "$a" engine_busy)" "$(field "$a" errors)" "$(cpu_of "$aout")" >&2
  fi
}

echo "uptime before: $(uptime)" >&2
echo "server warm-up: ${WARMUP}s of MoveLoad, ${WARMUP}s of AnalysisLoad (not reported) ..." >&2
# shellcheck disable=SC2046
run_child "$WORK/run-warm-moves.out" $(moves_cmd 0 "$WARMUP")
# shellcheck disable=SC2046
run_child "$WORK/run-warm-analysis.out" $(analysis_cmd 0 "$WARMUP")
START_UTC=$(date -u '+%Y-%m-%d %H:%M:%S UTC')
echo "(a) analysis throughput: $A_RUNS runs, C=$C clients, movetimeMs=$M, $ENGINE_THREADS engine threads (ideal $IDEAL answers/s)" >&2
for i in $(seq 1 "$A_RUNS"); do
  analysis_run "a$i"
done
echo "(b) move posts, N=$N bot pairs, alone and with AnalysisLoad (C=$C, movetimeMs=$M) beside: ORDER=\"$ORDER\"" >&2
i=0
for mode in $ORDER; do
  i=$((i + 1))
  moves_run "b$i" "$mode"
done
END_UTC=$(date -u '+%H:%M:%S UTC')
echo "uptime after: $(uptime)" >&2

echo
echo "engine-load: $START_UTC – $END_UTC, $(nproc) cores (shared with other work), $(java -version 2>&1 | head -1), $("$PGBIN/postgres" --version)"
echo "commit $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo '?'); ENGINE_THREADS=$ENGINE_THREADS ENGINE_QUEUE=$ENGINE_QUEUE C=$C M=$M A_RUNS=$A_RUNS N=$N ORDER=\"$ORDER\" WARMUP=$WARMUP DURATION=$DURATION LEAD=$LEAD MAX_PLIES=$MAX_PLIES"
echo "counters:"
curl -s "$(management_base "$APP_PORT")/q/metrics" | grep -E '^ringgames_(engine_(searches|refused)_total|problems_total)' | sed 's/^/    /' || true
echo "server log, WARN/ERROR lines: $(grep -c -E 'WARN|ERROR' "$WORK/app.log" || true)"
grep -E 'WARN|ERROR' "$WORK/app.log" | head -5 | sed 's/^/    /' || true
awk -v ideal="$IDEAL" '
  function val(line, key,   i, n, kv, f) { n = split(line, f, " "); for (i = 1; i <= n; i++) { split(f[i], kv, "="); if (kv[1] == key) return kv[2] } return 0 }
  $2 == "analysis" {
    printf "run %s analysis: answers/s %.2f (÷ ideal %.2f: %.3f) 503/s %.2f p50/p99 %s/%s ms wait p50/p99 %s/%s ms nodes/s %s engine_busy %s errors %s load1 %s\n",
      $1, val($0, "answers_per_s"), ideal, val($0, "answers_per_s") / ideal, val($0, "s503_per_s"), val($0, "p50_ms"), val($0, "p99_ms"),
      val($0, "wait_p50_ms"), val($0, "wait_p99_ms"), val($0, "nodes_per_s"), val($0, "engine_busy"), val($0, "errors"), val($0, "load1")
    asum += val($0, "answers_per_s"); wsum += val($0, "wait_p99_ms"); acnt++; err += val($0, "errors") }
  $2 == "beside" {
    printf "run %s   AnalysisLoad beside: answers/s %.2f (÷ ideal %.3f) 503/s %.2f wait p50/p99 %s/%s ms errors %s\n",
      $1, val($0, "answers_per_s"), val($0, "answers_per_s") / ideal, val($0, "s503_per_s"), val($0, "wait_p50_ms"), val($0, "wait_p99_ms"), val($0, "errors")
    err += val($0, "errors") }
  $2 == "alone" || $2 == "loaded" {
    printf "run %s %-6s moves/s %8.1f p50 %s p99 %s max %s ms errors %s load1 %s\n", $1, $2, val($0, "moves_per_s"),
      val($0, "p50_ms"), val($0, "p99_ms"), val($0, "max_ms"), val($0, "errors"), val($0, "load1")
    mps[$2] += val($0, "moves_per_s"); p99[$2] += val($0, "p99_ms"); cnt[$2]++; err += val($0, "errors") }
  END {
    if (acnt) printf "(a) mean answers/s %.2f (%d runs), ÷ ideal %.2f: %.3f; mean wait p99 %.1f ms\n", asum / acnt, acnt, ideal, asum / acnt / ideal, wsum / acnt
    if (cnt["alone"] && cnt["loaded"]) {
      a = mps["alone"] / cnt["alone"]; l = mps["loaded"] / cnt["loaded"]
      pa = p99["alone"] / cnt["alone"]; pl = p99["loaded"] / cnt["loaded"]
      printf "(b) mean moves/s: alone %.1f (%d runs), loaded %.1f (%d runs), loaded ÷ alone %.3f\n", a, cnt["alone"], l, cnt["loaded"], l / a
      printf "(b) mean move p99: alone %.1f ms, loaded %.1f ms, loaded ÷ alone %.2f\n", pa, pl, pl / pa
    }
    printf "errors (both programs, all runs) %d\n", err
  }' "$RESULTS"
