#!/usr/bin/env bash
# Moves per second by N concurrent bot pairs (bench/http/MoveLoad.java: POST /api/v1/games/{id}/moves on
# N games at once) against pgbench single-row updates with the same client count, on the same
# PostgreSQL, reported as a ratio moves/s ÷ pgbench tps per N.
#
#   bench/database/moves-vs-pgbench.sh [path/to/quarkus-run.jar]
#
# Without a jar argument it uses target/quarkus-app/quarkus-run.jar, building it
# (./mvnw -B -q package -DskipTests) when it or target/classes is missing; MoveLoad runs with
# target/classes (the engine classes) and bench/support's classes. It starts a throwaway PostgreSQL cluster (fsync=off, as
# bench/http/http-legal-moves.sh) and the jar, both on free loopback ports, creates a second database
# "pgb" on that cluster with table bench(id int primary key, v int) of PGBENCH_ROWS rows, then for
# each N in COUNTS runs ROUNDS times: pgbench, moves. A move post is one transaction of several
# statements (SELECT … FOR UPDATE of the game row, INSERT of the move, UPDATE of the game); a
# pgbench transaction is one UPDATE. Everything it started is stopped and its temporary folder
# removed on exit, also on failure or Ctrl-C. Installs nothing: needs java, curl and the
# PostgreSQL 15 binaries with pgbench (Debian: apt-get install -y postgresql curl).
#
# Tunables (environment): COUNTS (client counts, default "8"), ROUNDS (default 2), WARMUP (s, default
# 10, MoveLoad's warm-up in each run; pgbench gets one warm-up of that length at the start),
# DURATION (s, default 20, per run), MAX_PLIES (default 200), PGBENCH_ROWS (default 1000),
# JAVA_OPTS (server JVM options), KEEP_LOGS=1 (keep the temporary folder with the logs).
set -euo pipefail
BENCH=moves-vs-pgbench
# shellcheck source-path=SCRIPTDIR source=../support/lib.sh
. "$(dirname "$0")/../support/lib.sh"

defaults COUNTS=8 ROUNDS=2 WARMUP=10 DURATION=20 MAX_PLIES=200 PGBENCH_ROWS=1000

# --- Prerequisites (bench/support/lib.sh) ---------------------------------------------------------
require_tools curl java
require_pg psql pgbench
require_files http/MoveLoad.java
resolve_jar --classes "$@"
setup_cleanup "app.log, pg.log, run-*.out"
compile_support

# --- PostgreSQL (bench/support/lib.sh, as bench/http/http-legal-moves.sh: trust auth, fsync off) ---------------
start_postgres
"$PGBIN/createdb" "${PG[@]}" pgb || die "createdb pgb failed"
"$PGBIN/psql" "${PG[@]}" -q -v ON_ERROR_STOP=1 -d pgb \
  -c "CREATE TABLE bench (id int PRIMARY KEY, v int NOT NULL)" \
  -c "INSERT INTO bench SELECT g, 0 FROM generate_series(1, $PGBENCH_ROWS) g" \
  -c "VACUUM ANALYZE bench" || die "creating the pgbench table failed"
printf '\\set id random(1, %d)\nUPDATE bench SET v = v + 1 WHERE id = :id;\n' "$PGBENCH_ROWS" >"$WORK/update.sql"
PG_SETTINGS=$("$PGBIN/psql" "${PG[@]}" -d pgb -Atc "SELECT string_agg(name || '=' || setting, ' ' ORDER BY name) FROM pg_settings WHERE name IN ('fsync','synchronous_commit','shared_buffers','max_connections','wal_level')")

# --- Application ----------------------------------------------------------------------------------
APP_PORT=$(free_port)
BASE="http://$HOST:$APP_PORT"
start_app "the application" "$WORK/app.log" "$APP_PORT"
APP_PID=$APP_STARTED

# --- Measurement ----------------------------------------------------------------------------------
sum_v() { "$PGBIN/psql" "${PG[@]}" -d pgb -Atc "SELECT sum(v) FROM bench"; }
pgbench_run() { # clients, seconds → tps in RUN_RESULT
  local j=$(( $1 < 2 ? $1 : 2 )) before after counted
  before=$(sum_v)
  run_child "$WORK/pgbench.out" "$PGBIN/pgbench" "${PG[@]}" -n -c "$1" -j "$j" -T "$2" -f "$WORK/update.sql" pgb
  RUN_RESULT=$(sed -n 's/^tps = \([0-9.]*\).*/\1/p' "$WORK/pgbench.out" | head -1)
  PGB_LAT=$(sed -n 's/^latency average = \([0-9.]*\) ms.*/\1/p' "$WORK/pgbench.out" | head -1)
  [ -n "$RUN_RESULT" ] || { cat "$WORK/pgbench.out" >&2; die "no tps line from pgbench"; }
  grep -q 'number of failed transactions: 0 ' "$WORK/pgbench.out" \
    || { cat "$WORK/pgbench.out" >&2; die "pgbench reported failed transactions"; }
  # Every transaction pgbench counts must have added 1 to some row.
  after=$(sum_v)
  counted=$(sed -n 's/^number of transactions actually processed: \([0-9]*\).*/\1/p' "$WORK/pgbench.out")
  [ "$((after - before))" = "$counted" ] || die "pgbench counted $counted transactions but sum(v) grew by $((after - before))"
}
moves_run() { # clients → RESULT line of MoveLoad in RUN_RESULT
  local out="$WORK/run-moves-$1-$round.out"
  run_child "$out" java -Dcpu.hz="$(getconf CLK_TCK)" -Dcpu.app="$APP_PID" -Dcpu.pg="$PG_MAIN" \
    -cp "$ROOT/target/classes:$SUPPORT_CP" "$ROOT/bench/http/MoveLoad.java" "$BASE" "$1" "$WARMUP" "$DURATION" "$MAX_PLIES"
  grep -v -e '^RESULT ' -e '^CPU ' "$out" >&2 || true
  RUN_RESULT=$(sed -n 's/^RESULT //p' "$out")
  [ -n "$RUN_RESULT" ] || { cat "$out" >&2; die "no RESULT line from MoveLoad"; }
  CPU_LINE=$(sed -n 's/^CPU cores used in the measured window: //p' "$out")
  ERROR_LINES+=$(grep '^error ' "$out" | sed "s/^/N=$1 round $round: /" || true)$'\n'
}

MAX_N=$(echo "$COUNTS" | tr ' ' '\n' | sort -n | tail -1)
echo "pgbench warm-up: ${WARMUP}s, $MAX_N clients ..." >&2
pgbench_run "$MAX_N" "$WARMUP"

ERROR_LINES=
new_results
for n in $COUNTS; do
  for round in $(seq 1 "$ROUNDS"); do
    pgbench_run "$n" "$DURATION"
    echo "pgbench $n $round tps=$RUN_RESULT lat_ms=$PGB_LAT" >>"$RESULTS"
    printf '  N=%-3s round %d  pgbench %10s tps  (mean latency %s ms)\n' "$n" "$round" "$RUN_RESULT" "$PGB_LAT" >&2
    moves_run "$n"
    echo "moves $n $round $RUN_RESULT" >>"$RESULTS"
    echo "cpu $n $round $CPU_LINE" >>"$RESULTS"
    printf '  N=%-3s round %d  moves   %10s /s   p50 %s ms  p99 %s ms  max %s ms  games %s  errors %s  (cores: %s)\n' "$n" "$round" \
      "$(field "$RUN_RESULT" moves_per_s)" "$(field "$RUN_RESULT" p50_ms)" "$(field "$RUN_RESULT" p99_ms)" \
      "$(field "$RUN_RESULT" max_ms)" "$(field "$RUN_RESULT" games)" "$(field "$RUN_RESULT" errors)" "$CPU_LINE" >&2
  done
done

# --- Summary --------------------------------------------------------------------------------------
echo
echo "moves-vs-pgbench: $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, $(java -version 2>&1 | head -1), $("$PGBIN/postgres" --version)"
echo "PostgreSQL: $PG_SETTINGS"
echo "per N: $ROUNDS rounds of pgbench -n -c N -j min(N,2) -T $DURATION (UPDATE of 1 of $PGBENCH_ROWS rows), then MoveLoad N (${WARMUP}s warm-up, ${DURATION}s measured, games of at most $MAX_PLIES plies)"
echo
cat "$RESULTS"
echo
awk '
  function val(s, k,   i, n, a) { n = split(s, a, " "); for (i = 1; i <= n; i++) if (index(a[i], k "=") == 1) return substr(a[i], length(k) + 2); return "" }
  $1 == "pgbench" { tps[$2] += val($0, "tps"); np[$2]++; if (!($2 in seen)) { seen[$2] = 1; order[++k] = $2 } }
  $1 == "moves" { mv[$2] += val($0, "moves_per_s"); nm[$2]++; err[$2] += val($0, "errors") }
  END {
    printf "%-4s %14s %14s %10s %8s\n", "N", "pgbench tps", "moves/s", "ratio", "errors"
    for (i = 1; i <= k; i++) {
      n = order[i]; t = tps[n] / np[n]; m = mv[n] / nm[n]
      printf "%-4s %14.1f %14.1f %10.3f %8d   goal >= 0.5: %s\n", n, t, m, m / t, err[n], (m / t >= 0.5 ? "met" : "MISSED")
    }
  }' "$RESULTS"
if [ -n "${ERROR_LINES//$'\n'/}" ]; then
  echo
  echo "non-2xx answers and errors seen by MoveLoad:"
  printf '%s' "$ERROR_LINES" | sed '/^$/d'
fi
