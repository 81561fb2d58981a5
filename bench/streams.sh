#!/usr/bin/env bash
# Live event streams under load (bench/StreamLoad.java): S Server-Sent-Event subscribers on one game
# on instance A, M moves posted through A (scenario "same": A's own commits) and through a second
# instance B on the same database (scenario "via-B": the change reaches A by LISTEN/NOTIFY), the
# latency from the move's commit to its delivery at every subscriber (p50/p99/max over all S×M
# deliveries), whether every subscriber got every move exactly once and in order, and A's heap and
# RSS per open stream.
#
#   bench/streams.sh [path/to/quarkus-run.jar]
#
# Without a jar argument it uses target/quarkus-app/quarkus-run.jar, building it
# (./mvnw -B -q package -DskipTests) when it or target/classes is missing; StreamLoad runs with
# -cp target/classes (the engine picks the legal moves). It starts a throwaway PostgreSQL cluster
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
cd "$(dirname "$0")/.."
ROOT=$(pwd)

SUBSCRIBERS=${SUBSCRIBERS:-1000 100}
MOVES=${MOVES:-50}
INTERVAL_MS=${INTERVAL_MS:-200}
ROUNDS=${ROUNDS:-1}
CLIENTS=${CLIENTS:-4}
WARMUP_S=${WARMUP_S:-200}
WARMUP_M=${WARMUP_M:-100}
HOST=127.0.0.1

die() { echo "streams: $*" >&2; exit 1; }

# --- Prerequisites --------------------------------------------------------------------------------
command -v curl >/dev/null || die "curl not found (Debian: apt-get install -y curl)"
command -v java >/dev/null || die "java not found (Java 17 or later)"
command -v jcmd >/dev/null || die "jcmd not found (it comes with the JDK)"
PGBIN=${PGBIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)}
for b in initdb postgres pg_isready createdb pg_ctl; do
  [ -n "$PGBIN" ] && [ -x "$PGBIN/$b" ] || die "$b not found under /usr/lib/postgresql/*/bin (Debian: apt-get install -y postgresql), or set PGBIN"
done
[ -f "$ROOT/bench/StreamLoad.java" ] || die "bench/StreamLoad.java missing"

# One connection (and file descriptor) per subscriber on both sides, client and server.
MAX_S=$(echo "$SUBSCRIBERS" | tr ' ' '\n' | sort -n | tail -1)
NEED_FDS=$(( 2 * MAX_S + 4096 ))
if [ "$(ulimit -n)" != unlimited ] && [ "$(ulimit -n)" -lt "$NEED_FDS" ]; then
  ulimit -n "$NEED_FDS" 2>/dev/null || ulimit -n "$(ulimit -Hn)" || true
  [ "$(ulimit -n)" = unlimited ] || [ "$(ulimit -n)" -ge "$NEED_FDS" ] \
    || die "ulimit -n is $(ulimit -n), $NEED_FDS needed for $MAX_S subscribers (raise the hard limit)"
fi

JAR=${1:-target/quarkus-app/quarkus-run.jar}
if [ ! -f "$JAR" ] || [ ! -f target/classes/org/ringgames/rules/gyges/MoveGenerator.class ]; then
  [ $# -eq 0 ] || [ -f "$JAR" ] || die "jar $JAR not found"
  echo "building (./mvnw -B -q package -DskipTests) ..." >&2
  ./mvnw -B -q package -DskipTests >&2
fi
[ -f "$JAR" ] || die "jar $JAR not found after the build"
JAR=$(cd "$(dirname "$JAR")" && pwd)/$(basename "$JAR")

# initdb and postgres refuse to run as root: run them as the postgres OS user then.
if [ "$(id -u)" = 0 ]; then
  id postgres >/dev/null 2>&1 || die "running as root needs the postgres OS user (created by Debian's postgresql package)"
  AS_PG=(runuser -u postgres --)
else
  AS_PG=()
fi

# --- Cleanup --------------------------------------------------------------------------------------
WORK=$(mktemp -d -t streams.XXXXXX)
chmod 755 "$WORK"
A_PID=
B_PID=
PG_PID=
CHILD_PID=
stop_java() { # pid
  if [ -n "$1" ] && kill -0 "$1" 2>/dev/null; then
    kill "$1" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$1" 2>/dev/null || break; sleep 0.2; done
    kill -9 "$1" 2>/dev/null || true
    wait "$1" 2>/dev/null || true
  fi
}
cleanup() {
  local rc=$?
  trap - EXIT INT TERM
  if [ -n "$CHILD_PID" ]; then
    kill "$CHILD_PID" 2>/dev/null || true
    wait "$CHILD_PID" 2>/dev/null || true
  fi
  stop_java "$B_PID"
  stop_java "$A_PID"
  if [ -n "$PG_PID" ] && kill -0 "$PG_PID" 2>/dev/null; then
    "${AS_PG[@]}" "$PGBIN/pg_ctl" -D "$WORK/pgdata" -m fast -w -t 30 stop >/dev/null 2>&1 \
      || "${AS_PG[@]}" "$PGBIN/pg_ctl" -D "$WORK/pgdata" -m immediate -w stop >/dev/null 2>&1 || true
    wait "$PG_PID" 2>/dev/null || true
  fi
  if [ "${KEEP_LOGS:-}" = 1 ] || [ "$rc" != 0 ]; then
    echo "logs kept in $WORK (app-a.log, app-b.log, pg.log, run-*.out); remove it when done" >&2
  else
    rm -rf "$WORK"
  fi
  exit "$rc"
}
trap cleanup EXIT
trap 'exit 130' INT
trap 'exit 143' TERM

free_port() {
  local port
  for _ in $(seq 1 200); do
    port=$((20000 + RANDOM % 30000))
    if ! (exec 3<>"/dev/tcp/$HOST/$port") 2>/dev/null; then echo "$port"; return; fi
  done
  die "no free port found"
}

run_child() { # output file, command…
  local out=$1; shift
  "$@" >"$out" 2>&1 &
  CHILD_PID=$!
  wait "$CHILD_PID" || { cat "$out" >&2; die "failed: $*"; }
  CHILD_PID=
}

# --- PostgreSQL (trust auth, fsync off) ----------------------------------------------------------
PG_PORT=$(free_port)
mkdir -p "$WORK/pgdata" "$WORK/pgsock"
[ "$(id -u)" = 0 ] && chown postgres "$WORK/pgdata" "$WORK/pgsock"
"${AS_PG[@]}" "$PGBIN/initdb" -D "$WORK/pgdata" -U bench --auth=trust --no-sync -E UTF8 --locale=C \
  >"$WORK/initdb.log" 2>&1 || { cat "$WORK/initdb.log" >&2; die "initdb failed"; }
"${AS_PG[@]}" "$PGBIN/postgres" -D "$WORK/pgdata" -c listen_addresses=$HOST -p "$PG_PORT" \
  -c unix_socket_directories="$WORK/pgsock" -c fsync=off >"$WORK/pg.log" 2>&1 &
PG_PID=$!
for i in $(seq 1 120); do
  kill -0 "$PG_PID" 2>/dev/null || { cat "$WORK/pg.log" >&2; die "PostgreSQL exited during start"; }
  "$PGBIN/pg_isready" -q -h "$HOST" -p "$PG_PORT" && break
  [ "$i" = 120 ] && { cat "$WORK/pg.log" >&2; die "PostgreSQL was not ready after 60 s"; }
  sleep 0.5
done
"$PGBIN/createdb" -h "$HOST" -p "$PG_PORT" -U bench bench || die "createdb bench failed"

# --- Two instances on the same database (A first: it runs the Flyway migration) -------------------
start_app() { # name, port → pid in APP_STARTED
  local log="$WORK/app-$1.log" base="http://$HOST:$2"
  # shellcheck disable=SC2086 # JAVA_OPTS is a list of options
  DB_URL="jdbc:postgresql://$HOST:$PG_PORT/bench" DB_USER=bench DB_PASSWORD= \
    QUARKUS_HTTP_HOST=$HOST QUARKUS_HTTP_PORT=$2 QUARKUS_LOG_CONSOLE_LEVEL=WARN \
    RINGGAMES_RATE_LIMIT_ENABLED="${RATE_LIMITS:-false}" \
    java ${JAVA_OPTS:-} -jar "$JAR" >"$log" 2>&1 &
  APP_STARTED=$!
  for i in $(seq 1 240); do
    kill -0 "$APP_STARTED" 2>/dev/null || { tail -40 "$log" >&2; die "instance $1 exited during start"; }
    [ "$(curl -s -o /dev/null -w '%{http_code}' "$base/q/health/ready" || true)" = 200 ] && return
    [ "$i" = 240 ] && { tail -40 "$log" >&2; die "instance $1 was not ready after 120 s"; }
    sleep 0.5
  done
}
A_PORT=$(free_port)
start_app a "$A_PORT"; A_PID=$APP_STARTED
B_PORT=$(free_port)
start_app b "$B_PORT"; B_PID=$APP_STARTED
A="http://$HOST:$A_PORT"
B="http://$HOST:$B_PORT"

# --- Measurement ----------------------------------------------------------------------------------
PG_MAIN=$(head -1 "$WORK/pgdata/postmaster.pid")
stream_run() { # name, S, M, interval, post base, post pid, seed → output in RUN_OUT
  RUN_OUT="$WORK/run-$1-$2-$7.out"
  run_child "$RUN_OUT" java -Dapp.pid="$A_PID" -Dcpu.post="$6" -Dcpu.hz="$(getconf CLK_TCK)" -Dcpu.pg="$PG_MAIN" \
    -cp "$ROOT/target/classes" "$ROOT/bench/StreamLoad.java" "$A" "$5" "$2" "$3" "$4" "$7" "$CLIENTS"
  grep -q '^RESULT ' "$RUN_OUT" || { cat "$RUN_OUT" >&2; die "no RESULT line from StreamLoad ($1, S=$2)"; }
}
field() { echo "$1" | tr ' ' '\n' | sed -n "s/^$2=//p"; }

# Warm-up (JIT of both instances and of this client): WARMUP_S streams, WARMUP_M moves every 20 ms,
# posted through A, then through B.
echo "warm-up: S=$WARMUP_S, M=$WARMUP_M through A, then through B ..." >&2
stream_run warmup-A "$WARMUP_S" "$WARMUP_M" 20 "$A" "$A_PID" 998
sed 's/^/  warm-up A: /' "$RUN_OUT" | grep -e RESULT -e problem >&2 || true
stream_run warmup-B "$WARMUP_S" "$WARMUP_M" 20 "$B" "$B_PID" 999
sed 's/^/  warm-up B: /' "$RUN_OUT" | grep -e RESULT -e problem >&2 || true

RESULTS="$WORK/results.txt"
: >"$RESULTS"
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
