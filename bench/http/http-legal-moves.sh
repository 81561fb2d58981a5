#!/usr/bin/env bash
# HTTP benchmark: POST /api/v1/positions/legal-moves (Gygès start position, 224 moves) against
# GET /api/v1/ping of the same server in the same run, reported as a ratio of requests/s.
#
#   bench/http/http-legal-moves.sh [path/to/quarkus-run.jar]
#
# Without a jar argument it uses target/quarkus-app/quarkus-run.jar, building it
# (./mvnw -B -q package -DskipTests) when it is missing. It starts a throwaway PostgreSQL cluster
# (the packaged app needs one for Flyway at start) and the jar, both on free loopback ports, warms
# up, then runs wrk ROUNDS times over: ping, legal-moves, legal-moves?paths=false. Everything it
# started is stopped and its temporary folder removed on exit, also on failure or Ctrl-C.
# It installs nothing: it needs wrk, curl, java and the PostgreSQL server binaries
# (Debian: apt-get install -y wrk curl postgresql).
#
# Tunables (environment): WARMUP (s, default 10, per endpoint), DURATION (s, default 15, per run),
# ROUNDS (default 2), THREADS (wrk -t, default 2), CONNECTIONS (wrk -c, default 16),
# RATE_LIMITS (default false: one load generator on one address would be rate-limited at once),
# JAVA_OPTS (extra JVM options, e.g. -Xmx512m), KEEP_LOGS=1 (keep the temporary folder with the
# PostgreSQL and application logs).
set -euo pipefail
BENCH=http-legal-moves
# shellcheck source-path=SCRIPTDIR source=../support/lib.sh
. "$(dirname "$0")/../support/lib.sh"

defaults WARMUP=10 DURATION=15 ROUNDS=2 THREADS=2 CONNECTIONS=16
LUA="$ROOT/bench/http/wrk-legal-moves.lua"
BODY='{"game":"gyges","position":"321123/....../....../....../....../321123 S"}'

# --- Prerequisites, PostgreSQL, application (bench/support/lib.sh) --------------------------------
require_tools wrk curl java
require_pg
[ -f "$LUA" ] || die "$LUA missing"
resolve_jar "$@"
setup_cleanup "app.log, pg.log"
start_postgres
APP_PORT=$(free_port)
BASE="http://$HOST:$APP_PORT"
start_app "the application" "$WORK/app.log" "$APP_PORT"

# One checked request per endpoint, so that a benchmark of error answers cannot pass unnoticed.
check() { # url, expected text, [body]
  local code
  if [ -n "${3:-}" ]; then
    code=$(curl -s -o "$WORK/check.json" -w '%{http_code}' -H 'Content-Type: application/json' --data "$3" "$1")
  else
    code=$(curl -s -o "$WORK/check.json" -w '%{http_code}' "$1")
  fi
  [ "$code" = 200 ] || { cat "$WORK/check.json" >&2; die "$1 answered $code"; }
  grep -q "$2" "$WORK/check.json" || { head -c 500 "$WORK/check.json" >&2; die "$1: answer lacks $2"; }
  wc -c <"$WORK/check.json"
}
PING_URL="$BASE/api/v1/ping"
LEGAL_URL="$BASE/api/v1/positions/legal-moves"
NOPATHS_URL="$LEGAL_URL?paths=false"
PING_BYTES=$(check "$PING_URL" 'ok')
LEGAL_BYTES=$(check "$LEGAL_URL" '"path"' "$BODY")
NOPATHS_BYTES=$(check "$NOPATHS_URL" '"moves"' "$BODY")
grep -q '"path"' "$WORK/check.json" && die "paths=false still returned paths"

# --- Measurement ----------------------------------------------------------------------------------
# Runs wrk and leaves its parsed RESULT line in RUN_RESULT. wrk runs in the background of this
# shell (not in a $(...) subshell) so that a TERM or Ctrl-C reaches the trap at once.
RUN_RESULT=
run_wrk() { # duration, url, [body]
  WRK_BODY=${3:-} wrk -t"$THREADS" -c"$CONNECTIONS" -d"$1"s --latency -s "$LUA" "$2" >"$WORK/wrk.out" 2>&1 &
  CHILD_PID=$!
  wait "$CHILD_PID" || { cat "$WORK/wrk.out" >&2; die "wrk failed on $2"; }
  CHILD_PID=
  local line
  line=$(grep '^RESULT ' "$WORK/wrk.out") || { cat "$WORK/wrk.out" >&2; die "no RESULT line from wrk"; }
  case "$line" in *" non2xx=0 errors=0") ;; *) cat "$WORK/wrk.out" >&2; die "errors during the run on $2: $line" ;; esac
  RUN_RESULT=${line#RESULT }
}

echo "warm-up: ${WARMUP}s per endpoint ..." >&2
run_wrk "$WARMUP" "$PING_URL"
run_wrk "$WARMUP" "$LEGAL_URL" "$BODY"
run_wrk "$WARMUP" "$NOPATHS_URL" "$BODY"

new_results
for round in $(seq 1 "$ROUNDS"); do
  for name in ping legal nopaths; do
    case $name in
      ping) run_wrk "$DURATION" "$PING_URL" ;;
      legal) run_wrk "$DURATION" "$LEGAL_URL" "$BODY" ;;
      nopaths) run_wrk "$DURATION" "$NOPATHS_URL" "$BODY" ;;
    esac
    r=$RUN_RESULT
    echo "$name $round $r" >>"$RESULTS"
    printf '  round %d %-8s %10s req/s  p50 %7s ms  p99 %7s ms\n' "$round" "$name" \
      "$(field "$r" rps)" "$(field "$r" p50_ms)" "$(field "$r" p99_ms)" >&2
  done
done

# --- Summary --------------------------------------------------------------------------------------
echo
echo "http-legal-moves: $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $(java -version 2>&1 | head -1)"
echo "wrk -t$THREADS -c$CONNECTIONS -d${DURATION}s, $ROUNDS rounds, interleaved ping / legal / legal?paths=false, after ${WARMUP}s warm-up each"
echo "response bytes: ping $PING_BYTES, legal-moves $LEGAL_BYTES, legal-moves?paths=false $NOPATHS_BYTES"
echo
awk -v pingb="$PING_BYTES" '
  function val(s, k,   i, n, a) { n = split(s, a, " "); for (i = 1; i <= n; i++) if (index(a[i], k "=") == 1) return substr(a[i], length(k) + 2); return "" }
  function median(arr, n,   i, j, t, b) {
    for (i = 1; i <= n; i++) b[i] = arr[i]
    for (i = 1; i <= n; i++) for (j = i + 1; j <= n; j++) if (b[j] < b[i]) { t = b[i]; b[i] = b[j]; b[j] = t }
    return n % 2 ? b[(n + 1) / 2] : (b[n / 2] + b[n / 2 + 1]) / 2
  }
  {
    name = $1; line = $0
    k = ++count[name]
    rps[name, k] = val(line, "rps") + 0; p50[name, k] = val(line, "p50_ms") + 0; p99[name, k] = val(line, "p99_ms") + 0
    sum[name] += rps[name, k]
    printf "%-30s round %d  %10.1f req/s  p50 %8.3f ms  p99 %8.3f ms\n", label(name), $2, rps[name, k], p50[name, k], p99[name, k]
  }
  function label(n) { return n == "ping" ? "GET ping" : n == "legal" ? "POST legal-moves" : "POST legal-moves?paths=false" }
  END {
    print ""
    split("ping legal nopaths", names, " ")
    for (x = 1; x <= 3; x++) {
      n = names[x]; c = count[n]
      for (i = 1; i <= c; i++) { a[i] = rps[n, i]; b[i] = p50[n, i]; d[i] = p99[n, i] }
      mean[n] = sum[n] / c; med[n] = median(a, c)
      printf "%-30s mean %10.1f req/s  median %10.1f req/s  median p50 %8.3f ms  median p99 %8.3f ms\n", label(n), mean[n], med[n], median(b, c), median(d, c)
    }
    print ""
    printf "ratio legal-moves / ping:              %.3f (of means), %.3f (of medians); goal >= 0.6: %s\n", mean["legal"] / mean["ping"], med["legal"] / med["ping"], (mean["legal"] / mean["ping"] >= 0.6 ? "met" : "MISSED")
    printf "ratio legal-moves?paths=false / ping:  %.3f (of means), %.3f (of medians)\n", mean["nopaths"] / mean["ping"], med["nopaths"] / med["ping"]
  }' "$RESULTS"
