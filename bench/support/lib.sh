# shellcheck shell=bash
# Shared start-up and clean-up of the benchmark scripts (bench/http/*.sh, bench/database/*.sh,
# bench/tournaments/*.sh): defaults of their settings, prerequisites, the packaged jar, a throwaway
# PostgreSQL cluster and application instances on free loopback ports, the load generators' shared
# Java classes, and a trap that stops all of them and removes the temporary folder on exit, also on
# failure or Ctrl-C. Not run on its own: a script sets BENCH (its name, the prefix of its error
# messages) and sources this file, which changes to the repository root (ROOT), then calls, in
# this order:
#
#   defaults NAME=VALUE…         each NAME that the environment left unset or empty, set to VALUE
#                                (with [ "${QUICK:-}" != 1 ] || defaults …: a smoke run's values first)
#   require_tools TOOL…          each of wrk, curl, java, jcmd on the PATH
#   require_pg BINARY…           PGBIN (the newest /usr/lib/postgresql/*/bin, or as set) holding
#                                initdb, postgres, pg_ctl, pg_isready, createdb and these; AS_PG
#   require_files FILE…          each bench/FILE (the programs the script runs) present
#   require_words NAME VALUE W…  each word of setting NAME (its VALUE) one of the words W
#   raise_open_files N WHAT      ulimit -n at least N (up to the hard limit), or die: N needed for WHAT
#   resolve_jar [--classes] "$@" JAR: the jar argument or target/quarkus-app/quarkus-run.jar, built
#                                when missing (--classes: also when target/classes is)
#   setup_cleanup "LOG FILES"    WORK (temporary folder) and the trap; LOG FILES is what the
#                                "logs kept" message lists
#   compile_support              the load generators' shared Java classes (bench/support/*.java,
#                                by bench/support/classes.sh into WORK) → SUPPORT_CP, their class
#                                path (a program on the engine too: target/classes:$SUPPORT_CP)
#   want_pg_stat_statements      PGSS=1 and its preload in PG_OPTS when the server has the extension
#   start_postgres               PG_PORT, PG_PID, PG_MAIN (the postmaster), database "bench" (owner
#                                bench, trust auth, with pg_stat_statements when PGSS=1), PG
#                                (psql/pgbench connection options), psql_q (psql on it, quiet, stops
#                                at an error); PG_OPTS: extra server options ("-c name=value …",
#                                e.g. track_commit_timestamp for clock-lag.sh)
#   start_app LABEL LOG PORT     one instance of JAR on that database → APP_STARTED (its pid)
#   start_apps_ab                two instances, A then B (app-a.log, app-b.log) → PORT_A, PID_A,
#                                BASE_A and PORT_B, PID_B, BASE_B
#
# and, in the measurement, measurement_begins (START_UTC, UPTIME_BEFORE, also on stderr),
# new_results (RESULTS: an empty file in WORK for the script's result lines), run_child (a load
# generator in the background of the script, so that TERM or Ctrl-C reaches the trap at once),
# free_port, field, proc_ticks (CPU of a process, as the load generators read it), cores_between
# (the cores used between two samples of proc_ticks) and percentiles (p50/p90/p99/max of a column
# of numbers).

HOST=127.0.0.1
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$ROOT"

die() { echo "${BENCH:-bench}: $*" >&2; exit 1; }

# --- Settings -------------------------------------------------------------------------------------
# Each NAME=VALUE: NAME set to VALUE unless the environment set it already (to something not empty),
# as NAME=${NAME:-VALUE} would; a smoke run's values come first: [ "${QUICK:-}" != 1 ] || defaults ….
defaults() { # NAME=VALUE…
  local pair name
  for pair in "$@"; do
    name=${pair%%=*}
    [ -n "${!name:-}" ] || printf -v "$name" '%s' "${pair#*=}"
  done
}

# --- Prerequisites --------------------------------------------------------------------------------
require_tools() { # tool…
  local tool hint
  for tool in "$@"; do
    case $tool in
      java) hint="Java 17 or later" ;;
      jcmd | javac) hint="it comes with the JDK" ;;
      *) hint="Debian: apt-get install -y $tool" ;;
    esac
    command -v "$tool" >/dev/null || die "$tool not found ($hint)"
  done
}

# PostgreSQL server binaries: the ones start_postgres and cleanup use, and the script's extra ones.
# initdb and postgres refuse to run as root: run them as the postgres OS user then (AS_PG).
# shellcheck disable=SC2120 # the extra binaries are optional
require_pg() { # extra binary…
  local b
  # shellcheck disable=SC2012 # the names are PostgreSQL major versions
  PGBIN=${PGBIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)}
  for b in initdb postgres pg_ctl pg_isready createdb "$@"; do
    if [ -z "$PGBIN" ] || [ ! -x "$PGBIN/$b" ]; then
      die "$b not found under /usr/lib/postgresql/*/bin (Debian: apt-get install -y postgresql), or set PGBIN"
    fi
  done
  if [ "$(id -u)" = 0 ]; then
    id postgres >/dev/null 2>&1 || die "running as root needs the postgres OS user (created by Debian's postgresql package)"
    command -v runuser >/dev/null || die "runuser not found (util-linux)"
    AS_PG=(runuser -u postgres --)
  else
    AS_PG=()
  fi
}

# The programs of bench/ a script runs (paths below bench/, from the repository root).
require_files() { # file…
  local f
  for f in "$@"; do
    [ -f "bench/$f" ] || die "bench/$f missing"
  done
}

# Each word of a setting (ORDER="a b a b") one of the words it may hold.
require_words() { # name, value, allowed word…
  local name=$1 words=$2 w
  shift 2
  for w in $words; do
    case " $* " in *" $w "*) ;; *) die "$name holds $* only, not '$w'" ;; esac
  done
}

# At least this many open files for the script and what it starts: the soft limit raised, up to the
# hard one; dies saying what needs them when that is not enough.
raise_open_files() { # count, what needs them
  if [ "$(ulimit -n)" != unlimited ] && [ "$(ulimit -n)" -lt "$1" ]; then
    ulimit -n "$1" 2>/dev/null || ulimit -n "$(ulimit -Hn)" || true
    [ "$(ulimit -n)" = unlimited ] || [ "$(ulimit -n)" -ge "$1" ] \
      || die "ulimit -n is $(ulimit -n), $1 needed for $2 (raise the hard limit)"
  fi
}

# The jar to run, as an absolute path in JAR. Without a jar argument it is
# target/quarkus-app/quarkus-run.jar, built (./mvnw -B -q package -DskipTests) when it is missing,
# or with --classes also when target/classes is (a load generator runs on the engine classes).
resolve_jar() { # [--classes] [jar]
  local classes=
  if [ "${1:-}" = --classes ]; then
    classes=target/classes/org/ringgames/rules/gyges/MoveGenerator.class
    shift
  fi
  JAR=${1:-target/quarkus-app/quarkus-run.jar}
  if [ ! -f "$JAR" ] || { [ -n "$classes" ] && [ ! -f "$classes" ]; }; then
    [ $# -eq 0 ] || [ -f "$JAR" ] || die "jar $JAR not found"
    echo "building (./mvnw -B -q package -DskipTests) ..." >&2
    ./mvnw -B -q package -DskipTests >&2
  fi
  [ -f "$JAR" ] || die "jar $JAR not found after the build"
  JAR=$(cd "$(dirname "$JAR")" && pwd)/$(basename "$JAR")
}

# The Java classes that load generators share (bench/support/*.java: Api, Cpu, ErrorTally, LineStream,
# Percentiles, Timing, WindowHook …), compiled by bench/support/classes.sh into the temporary folder
# once a run; a single-file program (java bench/http/X.java) finds them with -cp "$SUPPORT_CP" (after
# target/classes when it also needs the engine). Needs javac.
compile_support() {
  SUPPORT_CP=$(BENCH_SUPPORT_CLASSES=$WORK/support-classes "$(dirname "${BASH_SOURCE[0]}")"/classes.sh) \
    || die "compiling bench/support failed"
}

# --- Cleanup --------------------------------------------------------------------------------------
# Everything started through this file is recorded here and stopped by cleanup: the running load
# generator (CHILD_PID), the application instances (newest first) and the postmaster.
CHILD_PID=
APP_PIDS=()
PG_PID=
stop_java() { # pid
  if [ -n "$1" ] && kill -0 "$1" 2>/dev/null; then
    kill "$1" 2>/dev/null || true
    for _ in $(seq 1 50); do kill -0 "$1" 2>/dev/null || break; sleep 0.2; done
    kill -9 "$1" 2>/dev/null || true
    wait "$1" 2>/dev/null || true
  fi
}
cleanup() {
  local rc=$? i
  trap - EXIT INT TERM
  if [ -n "$CHILD_PID" ]; then
    kill "$CHILD_PID" 2>/dev/null || true
    wait "$CHILD_PID" 2>/dev/null || true
  fi
  for ((i = ${#APP_PIDS[@]} - 1; i >= 0; i--)); do
    stop_java "${APP_PIDS[i]}"
  done
  if [ -n "$PG_PID" ] && kill -0 "$PG_PID" 2>/dev/null; then
    "${AS_PG[@]}" "$PGBIN/pg_ctl" -D "$WORK/pgdata" -m fast -w -t 30 stop >/dev/null 2>&1 \
      || "${AS_PG[@]}" "$PGBIN/pg_ctl" -D "$WORK/pgdata" -m immediate -w stop >/dev/null 2>&1 || true
    wait "$PG_PID" 2>/dev/null || true
  fi
  if [ "${KEEP_LOGS:-}" = 1 ] || [ "$rc" != 0 ]; then
    echo "logs kept in $WORK ($LOG_FILES); remove it when done" >&2
  else
    rm -rf "$WORK"
  fi
  exit "$rc"
}
setup_cleanup() { # description of the log files, for the "logs kept" message
  LOG_FILES=$1
  WORK=$(mktemp -d -t "$BENCH.XXXXXX")
  chmod 755 "$WORK"
  trap cleanup EXIT
  trap 'exit 130' INT
  trap 'exit 143' TERM
}

# A free TCP port on the loopback address: nothing accepts a connection there (the port is only
# probed, so another process could still take it before we bind; a start failure says so).
free_port() {
  local port
  for _ in $(seq 1 200); do
    port=$((20000 + RANDOM % 30000))
    if ! (exec 3<>"/dev/tcp/$HOST/$port") 2>/dev/null; then echo "$port"; return; fi
  done
  die "no free port found"
}

# The measured part begins: its start for the report (START_UTC) and the load before it
# (UPTIME_BEFORE, also on stderr).
measurement_begins() {
  START_UTC=$(date -u '+%Y-%m-%d %H:%M:%S UTC')
  UPTIME_BEFORE=$(uptime)
  echo "uptime before: $UPTIME_BEFORE" >&2
}
# RESULTS: an empty file in WORK, for the script's result lines.
new_results() {
  RESULTS="$WORK/results.txt"
  : >"$RESULTS"
}

# Runs a command in the background of this shell (so that TERM or Ctrl-C reaches the trap at once),
# output to a file; fails with that output when the command fails.
run_child() { # output file, command…
  local out=$1; shift
  "$@" >"$out" 2>&1 &
  CHILD_PID=$!
  wait "$CHILD_PID" || { cat "$out" >&2; die "failed: $*"; }
  CHILD_PID=
}

# The value of key=value in a line of space-separated fields.
field() { echo "$1" | tr ' ' '\n' | sed -n "s/^$2=//p"; }

# CPU ticks (user + system, in units of `getconf CLK_TCK`) of a process so far, read from /proc as
# bench/http/MoveLoad.java does; with a second argument also those of its direct children (for the
# postmaster: its backends and background processes; a child that has exited is no longer counted,
# so sample children that live through the window, as pooled connections do).
proc_ticks() { # pid [children]
  # After the command name "(…)": state ppid … utime (12th) stime (13th).
  cat /proc/[0-9]*/stat 2>/dev/null | awk -v p="$1" -v c="${2:-}" '
    { pid = $1; sub(/^[^(]*\(.*\) /, "") }
    pid == p || (c != "" && $2 == p) { s += $12 + $13 }
    END { printf "%d\n", s }'
}

# The CPU cores each KEY used between two samples of a window hook, lines "at_ms=… KEY=ticks …"
# (ticks from proc_ticks, at_ms from date +%s%3N), as "x/y/…" with two decimals in the keys' order.
cores_between() { # sample at the start, sample at the end, key…
  local w0=$1 w1=$2 k out=
  shift 2
  for k in "$@"; do
    out+=$(awk -v t0="$(field "$w0" at_ms)" -v t1="$(field "$w1" at_ms)" -v x0="$(field "$w0" "$k")" \
      -v x1="$(field "$w1" "$k")" -v hz="$(getconf CLK_TCK)" 'BEGIN { printf "%.2f", (x1 - x0) / hz / ((t1 - t0) / 1000) }')/
  done
  echo "${out%/}"
}

# Nearest-rank percentiles of the numbers in column COL of FILE (whitespace-separated), as
# "n=… p50=… p90=… p99=… max=…" (the same rank as the load generators' percentile()); n=0 and
# empty values when there are none.
percentiles() { # file, column
  sort -g -k "$2,$2" "$1" | awk -v col="$2" '
    { v[++n] = $col }
    function rank(p,   i) { i = int(p * n); if (i < p * n) i++; if (i < 1) i = 1; return v[i] }
    END {
      if (n == 0) { print "n=0 p50= p90= p99= max="; exit }
      printf "n=%d p50=%s p90=%s p99=%s max=%s\n", n, rank(0.50), rank(0.90), rank(0.99), v[n]
    }'
}

# --- PostgreSQL (trust auth for user bench, fsync off) --------------------------------------------
# pg_stat_statements, when this PostgreSQL has it (the statements' share of a run): PGSS=1 and its
# preload in PG_OPTS, for start_postgres to create it; PGSS empty without it.
want_pg_stat_statements() {
  PGSS=
  if [ -f "$("$PGBIN/pg_config" --sharedir 2>/dev/null)/extension/pg_stat_statements.control" ]; then
    PGSS=1
    PG_OPTS="${PG_OPTS:-} -c shared_preload_libraries=pg_stat_statements"
  fi
}
psql_q() { "$PGBIN/psql" "${PG[@]}" -d bench -v ON_ERROR_STOP=1 -X -q "$@"; }
start_postgres() {
  local i
  PG_PORT=$(free_port)
  mkdir -p "$WORK/pgdata" "$WORK/pgsock"
  if [ "$(id -u)" = 0 ]; then chown postgres "$WORK/pgdata" "$WORK/pgsock"; fi
  "${AS_PG[@]}" "$PGBIN/initdb" -D "$WORK/pgdata" -U bench --auth=trust --no-sync -E UTF8 --locale=C \
    >"$WORK/initdb.log" 2>&1 || { cat "$WORK/initdb.log" >&2; die "initdb failed"; }
  # The postmaster runs as a child of this script (not daemonized by pg_ctl start), so that the
  # script itself reaps it on exit and leaves no orphan behind.
  # shellcheck disable=SC2086 # PG_OPTS is a list of options
  "${AS_PG[@]}" "$PGBIN/postgres" -D "$WORK/pgdata" -c listen_addresses=$HOST -p "$PG_PORT" \
    -c unix_socket_directories="$WORK/pgsock" -c fsync=off ${PG_OPTS:-} >"$WORK/pg.log" 2>&1 &
  PG_PID=$!
  for i in $(seq 1 120); do
    kill -0 "$PG_PID" 2>/dev/null || { cat "$WORK/pg.log" >&2; die "PostgreSQL exited during start"; }
    "$PGBIN/pg_isready" -q -h "$HOST" -p "$PG_PORT" && break
    [ "$i" = 120 ] && { cat "$WORK/pg.log" >&2; die "PostgreSQL was not ready after 60 s"; }
    sleep 0.5
  done
  PG=(-h "$HOST" -p "$PG_PORT" -U bench)
  PG_MAIN=$(head -1 "$WORK/pgdata/postmaster.pid")
  "$PGBIN/createdb" "${PG[@]}" bench || die "createdb bench failed"
  [ -z "${PGSS:-}" ] || psql_q -c "CREATE EXTENSION pg_stat_statements"
}

# --- Application ----------------------------------------------------------------------------------
# One instance of JAR on database bench, rate limits off unless RATE_LIMITS=true (one load generator
# on one address would be rate-limited at once), JAVA_OPTS as extra JVM options; returns once
# /q/health/ready answers 200. The packaged service answers health and metrics on a management port
# of its own (application.properties): a free one, kept for management_base.
start_app() { # label ("the application", "instance a"), log file, port → pid in APP_STARTED
  local label=$1 log=$2 port=$3 mport
  mport=$(free_port)
  echo "$mport" >"$WORK/management-$port"
  # shellcheck disable=SC2086 # JAVA_OPTS is a list of options
  DB_URL="jdbc:postgresql://$HOST:$PG_PORT/bench" DB_USER=bench DB_PASSWORD='' \
    QUARKUS_HTTP_HOST=$HOST QUARKUS_HTTP_PORT=$port QUARKUS_LOG_CONSOLE_LEVEL=WARN \
    QUARKUS_MANAGEMENT_HOST=$HOST QUARKUS_MANAGEMENT_PORT=$mport \
    RINGGAMES_RATE_LIMIT_ENABLED="${RATE_LIMITS:-false}" \
    java ${JAVA_OPTS:-} -jar "$JAR" >"$log" 2>&1 &
  APP_STARTED=$!
  APP_PIDS+=("$APP_STARTED")
  wait_ready "$label" "$log" "$APP_STARTED" "http://$HOST:$mport/q/health/ready"
}
# Two instances on the database, A first (it runs the Flyway migration), each on a port of its own.
start_apps_ab() {
  PORT_A=$(free_port)
  start_app "instance A" "$WORK/app-a.log" "$PORT_A"
  PID_A=$APP_STARTED
  PORT_B=$(free_port)
  [ "$PORT_B" != "$PORT_A" ] || PORT_B=$(free_port)
  start_app "instance B" "$WORK/app-b.log" "$PORT_B"
  PID_B=$APP_STARTED
  BASE_A="http://$HOST:$PORT_A"
  BASE_B="http://$HOST:$PORT_B"
}
management_base() { # the HTTP port start_app was given → the base URL of its health and metrics
  echo "http://$HOST:$(cat "$WORK/management-$1")"
}
wait_ready() { # label, log file, pid, readiness url
  local i
  for i in $(seq 1 240); do
    kill -0 "$3" 2>/dev/null || { tail -40 "$2" >&2; die "$1 exited during start"; }
    [ "$(curl -s -o /dev/null -w '%{http_code}' "$4" || true)" = 200 ] && return
    [ "$i" = 240 ] && { tail -40 "$2" >&2; die "$1 was not ready after 120 s"; }
    sleep 0.5
  done
}
