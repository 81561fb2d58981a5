#!/usr/bin/env bash
# pgbench running the very statements one untimed move sends against pgbench's single-row UPDATE
# of bench/database/moves-vs-pgbench.sh, on the same PostgreSQL, and then moves/s through the application
# (bench/http/MoveLoad.java) on that cluster: the ratio of the service to the database's own limit for a
# move's work (issue 14). Two forms of a move's statements:
#   lock: bench/database/pgbench-move.sql, sections 9 and 10 of docs/benchmarks.md: BEGIN, the locking
#         SELECT of the game row, INSERT game_move, UPDATE game, the game_event INSERT + pg_notify
#         CTE, COMMIT;
#   cas:  bench/database/pgbench-move-cas.sql, section 11 (the service since then): in autocommit, the read
#         without a lock, then one statement: UPDATE game … WHERE version = v (compare-and-set),
#         INSERT game_move, INSERT game_event, pg_notify. A transaction whose compare-and-set lost
#         (another client moved the same game between its read and its write) writes nothing.
#
#   bench/database/pgbench-move.sh [path/to/quarkus-run.jar]
#
# Without a jar argument it uses target/quarkus-app/quarkus-run.jar, building it
# (./mvnw -B -q package -DskipTests) when it or target/classes is missing; MoveLoad runs with
# target/classes and bench/support's classes. It starts a throwaway PostgreSQL cluster (bench/support/lib.sh: fsync=off, trust
# auth), starts the jar once so that Flyway creates the schema in database "bench", creates GAMES
# games through the API (POST /api/v1/games, both home rows set up, so they are playing), stops
# the app, and fills a helper table bench_game(n int primary key, id uuid) with their ids. It
# creates a second database "pgb" with table bench(id int primary key, v int) of PGBENCH_ROWS rows,
# as bench/database/moves-vs-pgbench.sh. After one warm-up of each, it runs ROUNDS rounds of
#   (a) pgbench -n -c N -j min(N,2) -T DURATION, script UPDATE bench SET v = v + 1 WHERE id = :id
#   (b) pgbench -n -M PROTOCOL -c N -j min(N,2) -T DURATION -f bench/database/pgbench-move.sql (+ -D values)
#   (c) the same with -f bench/database/pgbench-move-cas.sql
# ((b) and (c) as SCRIPTS says), checking after each run that pgbench reported no failed
# transaction, after (b) that game_move, game_event and sum(version) each grew by the transaction
# count, after (c) that they grew by the same number, at most the transaction count (the rest are
# lost compare-and-sets, reported as lost). Then (MOVELOAD=1) it starts the jar again on the same
# cluster and runs MoveLoad N (MOVE_WARMUP s warm-up, DURATION s measured). It reports every run,
# (b) ÷ (a), (c) ÷ (a) (transactions and moves written) and moves/s ÷ each. Everything it started
# is stopped and its temporary folder removed on exit, also on failure or Ctrl-C. Installs
# nothing: needs java, curl and the PostgreSQL 15 binaries with pgbench (Debian: apt-get install -y
# postgresql curl).
#
# Tunables (environment): CLIENTS (N, default 8), ROUNDS (default 2), DURATION (s, default 20, per
# run), WARMUP (s, default 10, one pgbench warm-up of each script at the start), GAMES (default
# max(64, 4 × N)), SCRIPTS ("lock cas" (default), "lock" or "cas": which of (b), (c) run),
# PROTOCOL (pgbench -M for (b) and (c): prepared (default) or extended), PGBENCH_ROWS (default
# 1000), MOVELOAD (1 or 0, default 1), MOVE_WARMUP (s, default 30), MAX_PLIES (default 200),
# JAVA_OPTS (server JVM options), KEEP_LOGS=1, QUICK=1 (smoke run: 1 round of 5 s, warm-ups of 3 s,
# MoveLoad 5 s + 5 s).
set -euo pipefail
BENCH=pgbench-move
# shellcheck source-path=SCRIPTDIR source=../support/lib.sh
. "$(dirname "$0")/../support/lib.sh"

[ "${QUICK:-}" != 1 ] || defaults ROUNDS=1 DURATION=5 WARMUP=3 MOVE_WARMUP=5
defaults CLIENTS=8 ROUNDS=2 DURATION=20 WARMUP=10 PROTOCOL=prepared PGBENCH_ROWS=1000 MOVELOAD=1 \
  SCRIPTS="lock cas" MOVE_WARMUP=30 MAX_PLIES=200
GAMES=${GAMES:-$(( CLIENTS * 4 > 64 ? CLIENTS * 4 : 64 ))}
J=$(( CLIENTS < 2 ? CLIENTS : 2 ))

# --- Prerequisites (bench/support/lib.sh) ---------------------------------------------------------
require_tools curl java
require_pg psql pgbench
require_files http/MoveLoad.java
for s in $SCRIPTS; do
  case $s in
    lock) require_files database/pgbench-move.sql ;;
    cas) require_files database/pgbench-move-cas.sql ;;
    *) die "SCRIPTS: unknown script $s (lock or cas)" ;;
  esac
done
[ -n "$SCRIPTS" ] || die "SCRIPTS is empty"
case $PROTOCOL in prepared | extended) ;; *) die "PROTOCOL must be prepared or extended" ;; esac
resolve_jar --classes "$@"
setup_cleanup "app.log, app2.log, pg.log, pgbench-*.out, run-moves.out"
compile_support
LOAD_BEFORE=$(cut -d' ' -f1-3 /proc/loadavg)

# --- PostgreSQL (bench/support/lib.sh) and the single-row UPDATE's database -------------------------------
start_postgres
q() { "$PGBIN/psql" "${PG[@]}" -X -q -v ON_ERROR_STOP=1 -Atc "$2" -d "$1"; }
"$PGBIN/createdb" "${PG[@]}" pgb || die "createdb pgb failed"
"$PGBIN/psql" "${PG[@]}" -X -q -v ON_ERROR_STOP=1 -d pgb \
  -c "CREATE TABLE bench (id int PRIMARY KEY, v int NOT NULL)" \
  -c "INSERT INTO bench SELECT g, 0 FROM generate_series(1, $PGBENCH_ROWS) g" \
  -c "VACUUM ANALYZE bench" || die "creating the pgbench table failed"
printf '\\set id random(1, %d)\nUPDATE bench SET v = v + 1 WHERE id = :id;\n' "$PGBENCH_ROWS" >"$WORK/update.sql"
PG_SETTINGS=$(q pgb "SELECT string_agg(name || '=' || setting, ' ' ORDER BY name) FROM pg_settings WHERE name IN ('fsync','synchronous_commit','shared_buffers','max_connections','wal_level')")

# --- The schema (Flyway, by the app) and GAMES playing games through the API ----------------------
APP_PORT=$(free_port)
BASE="http://$HOST:$APP_PORT"
start_app "the application" "$WORK/app.log" "$APP_PORT"
APP_PID=$APP_STARTED
post() { # path, token or "", body → answer body; fails unless the status is $4
  local out code
  out=$(curl -s -w '\n%{http_code}' -X POST -H 'Content-Type: application/json' \
    ${2:+-H "Authorization: Bearer $2"} --data "$3" "$BASE$1") || die "POST $1 failed"
  code=${out##*$'\n'}
  [ "$code" = "$4" ] || die "POST $1: status $code, expected $4: ${out%$'\n'*}"
  printf '%s' "${out%$'\n'*}"
}
echo "creating $GAMES games through the API ..." >&2
for _ in $(seq 1 "$GAMES"); do
  body=$(post /api/v1/games "" '{"game":"gyges"}' 201)
  id=$(printf '%s' "$body" | sed -n 's/.*"id":"\([^"]*\)".*/\1/p')
  south=$(printf '%s' "$body" | sed -n 's/.*"south":{"token":"\([^"]*\)".*/\1/p')
  north=$(printf '%s' "$body" | sed -n 's/.*"north":{"token":"\([^"]*\)".*/\1/p')
  [ -n "$id" ] && [ -n "$south" ] && [ -n "$north" ] || die "no id or tokens in the creation answer: $body"
  post "/api/v1/games/$id/setup" "$south" '{"row":"321123"}' 200 >/dev/null
  STATE=$(post "/api/v1/games/$id/setup" "$north" '{"row":"123321"}' 200)
done
stop_java "$APP_PID"
APP_PIDS=()
PLAYING=$(q bench "SELECT count(*) FROM game WHERE status = 'playing'")
[ "$PLAYING" = "$GAMES" ] || die "$PLAYING playing games, expected $GAMES"
q bench "CREATE TABLE bench_game (n int PRIMARY KEY, id uuid NOT NULL)"
q bench "INSERT INTO bench_game SELECT row_number() OVER (ORDER BY id), id FROM game"
q bench "VACUUM ANALYZE"

# The values of a move, with the app's sizes: the 43-byte position text, a 3-square path, the
# last_move JSON and the event data, ~730 bytes of JSON text (the state after the north setup,
# the last answer above, padded with spaces or cut to EVENT_BYTES).
EVENT_BYTES=${EVENT_BYTES:-730}
DATA=$(printf "%-${EVENT_BYTES}.${EVENT_BYTES}s" "$STATE")
[ "${#DATA}" = "$EVENT_BYTES" ] || die "event data is ${#DATA} bytes, expected $EVENT_BYTES"
MOVE_VARS=(-D "games=$GAMES" -D "pos=123321/....../....../....../.3..../32.123 N" -D "move=b1-b3"
  -D 'path=["b1","b2","b3"]' -D "seat=south" -D 'lastmove={"ply":1,"seat":"south","move":"b1-b3","path":["b1","b2","b3"]}'
  -D "ts=2026-12-01 12:00:00.123456+00" -D "etype=move" -D "data=$DATA" -D "key=no-such-key")

# --- Measurement ----------------------------------------------------------------------------------
pgb_check() { # output file → tps in RUN_TPS, mean latency in RUN_LAT, transactions in RUN_TX
  RUN_TPS=$(sed -n 's/^tps = \([0-9.]*\).*/\1/p' "$1" | head -1)
  RUN_LAT=$(sed -n 's/^latency average = \([0-9.]*\) ms.*/\1/p' "$1" | head -1)
  RUN_TX=$(sed -n 's/^number of transactions actually processed: \([0-9]*\).*/\1/p' "$1")
  [ -n "$RUN_TPS" ] && [ -n "$RUN_TX" ] || { cat "$1" >&2; die "no tps line from pgbench"; }
  grep -q 'number of failed transactions: 0 ' "$1" || { cat "$1" >&2; die "pgbench reported failed transactions"; }
}
sum_v() { q pgb "SELECT sum(v) FROM bench"; }
run_update() { # seconds, label
  local out="$WORK/pgbench-update-$2.out" before after
  before=$(sum_v)
  run_child "$out" "$PGBIN/pgbench" "${PG[@]}" -n -c "$CLIENTS" -j "$J" -T "$1" -f "$WORK/update.sql" pgb
  pgb_check "$out"
  after=$(sum_v)
  [ "$((after - before))" = "$RUN_TX" ] || die "(a) counted $RUN_TX transactions but sum(v) grew by $((after - before))"
}
rows() { q bench "SELECT (SELECT count(*) FROM game_move) || ' ' || (SELECT count(*) FROM game_event) || ' ' || (SELECT sum(version) FROM game)"; }
run_move() { # lock or cas, seconds, label → also RUN_WRITTEN (moves written), RUN_LOST (transactions that wrote nothing)
  local out="$WORK/pgbench-$1-$3.out" sql=bench/database/pgbench-move.sql m0 e0 v0 m1 e1 v1
  [ "$1" = cas ] && sql=bench/database/pgbench-move-cas.sql
  read -r m0 e0 v0 <<<"$(rows)"
  run_child "$out" "$PGBIN/pgbench" "${PG[@]}" -n -M "$PROTOCOL" -c "$CLIENTS" -j "$J" -T "$2" \
    "${MOVE_VARS[@]}" -f "$ROOT/$sql" bench
  pgb_check "$out"
  read -r m1 e1 v1 <<<"$(rows)"
  RUN_WRITTEN=$((m1 - m0))
  RUN_LOST=$((RUN_TX - RUN_WRITTEN))
  [ "$((e1 - e0))" = "$RUN_WRITTEN" ] && [ "$((v1 - v0))" = "$RUN_WRITTEN" ] \
    || die "($1) game_move grew by $RUN_WRITTEN, but game_event by $((e1 - e0)), sum(version) by $((v1 - v0)) ($RUN_TX transactions)"
  if [ "$1" = lock ]; then
    [ "$RUN_LOST" = 0 ] || die "(lock) counted $RUN_TX transactions, but $RUN_WRITTEN moves were written"
  else
    [ "$RUN_LOST" -ge 0 ] || die "(cas) counted $RUN_TX transactions, but $RUN_WRITTEN moves were written"
  fi
}

echo "warm-up: (a) and $SCRIPTS, ${WARMUP}s each, $CLIENTS clients ..." >&2
run_update "$WARMUP" warmup
for s in $SCRIPTS; do run_move "$s" "$WARMUP" warmup; done
new_results
for round in $(seq 1 "$ROUNDS"); do
  run_update "$DURATION" "$round"
  echo "update $round tps=$RUN_TPS lat_ms=$RUN_LAT tx=$RUN_TX" >>"$RESULTS"
  printf '  round %d  (a) UPDATE  %10s tps  (mean latency %s ms)\n' "$round" "$RUN_TPS" "$RUN_LAT" >&2
  for s in $SCRIPTS; do
    run_move "$s" "$DURATION" "$round"
    echo "$s $round tps=$RUN_TPS lat_ms=$RUN_LAT tx=$RUN_TX written=$RUN_WRITTEN lost=$RUN_LOST" >>"$RESULTS"
    printf '  round %d  (%s) %-4s   %10s tps  (mean latency %s ms; %s transactions, %s lost)\n' "$round" \
      "$([ "$s" = lock ] && echo b || echo c)" "$s" "$RUN_TPS" "$RUN_LAT" "$RUN_TX" "$RUN_LOST" >&2
  done
done
CONTENTION=$(q bench "SELECT round(avg(ply), 0) || ' plies a game (min ' || min(ply) || ', max ' || max(ply) || ')' FROM game g JOIN bench_game b USING (id)")

if [ "$MOVELOAD" = 1 ]; then
  APP_PORT=$(free_port)
  BASE="http://$HOST:$APP_PORT"
  start_app "the application (again)" "$WORK/app2.log" "$APP_PORT"
  APP_PID=$APP_STARTED
  out="$WORK/run-moves.out"
  echo "MoveLoad $CLIENTS clients, ${MOVE_WARMUP}s warm-up, ${DURATION}s measured ..." >&2
  run_child "$out" java -Dcpu.hz="$(getconf CLK_TCK)" -Dcpu.app="$APP_PID" -Dcpu.pg="$PG_MAIN" \
    -cp "$ROOT/target/classes:$SUPPORT_CP" "$ROOT/bench/http/MoveLoad.java" "$BASE" "$CLIENTS" "$MOVE_WARMUP" "$DURATION" "$MAX_PLIES"
  MOVES_RESULT=$(sed -n 's/^RESULT //p' "$out")
  [ -n "$MOVES_RESULT" ] || { cat "$out" >&2; die "no RESULT line from MoveLoad"; }
  CPU_LINE=$(sed -n 's/^CPU cores used in the measured window: //p' "$out")
  echo "moveload 1 $MOVES_RESULT" >>"$RESULTS"
  # The rows the app wrote (games not in bench_game) against those (b) wrote, in bytes.
  SHAPES=$(q bench "SELECT string_agg(w || ': game_move row ' || m || ' B (position_after ' || p || ', path ' || pa || '), game_event row ' || e || ' B (data ' || d || ')', '; ' ORDER BY w)
    FROM (SELECT CASE WHEN b.id IS NULL THEN 'app' ELSE 'pgbench' END w, round(avg(pg_column_size(gm.*))) m, round(avg(pg_column_size(gm.position_after))) p, round(avg(pg_column_size(gm.path))) pa
            FROM game_move gm LEFT JOIN bench_game b ON b.id = gm.game_id GROUP BY 1) x
    JOIN (SELECT CASE WHEN b.id IS NULL THEN 'app' ELSE 'pgbench' END w, round(avg(pg_column_size(ge.*))) e, round(avg(octet_length(ge.data))) d
            FROM game_event ge LEFT JOIN bench_game b ON b.id = ge.game_id WHERE ge.type = 'move' GROUP BY 1) y USING (w)")
  printf '  MoveLoad        %10s moves/s  p50 %s ms  p99 %s ms  errors %s  (cores: %s)\n' \
    "$(field "$MOVES_RESULT" moves_per_s)" "$(field "$MOVES_RESULT" p50_ms)" "$(field "$MOVES_RESULT" p99_ms)" \
    "$(field "$MOVES_RESULT" errors)" "$CPU_LINE" >&2
fi

# --- Summary --------------------------------------------------------------------------------------
echo
echo "pgbench-move: $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load average $LOAD_BEFORE (start) → $(cut -d' ' -f1-3 /proc/loadavg) (end), $(java -version 2>&1 | head -1), $("$PGBIN/postgres" --version)"
echo "commit: $(git -C "$ROOT" rev-parse --short HEAD 2>/dev/null || echo unknown)$(git -C "$ROOT" diff --quiet HEAD -- src bench 2>/dev/null || echo ' (src or bench modified)')"
echo "PostgreSQL: $PG_SETTINGS"
echo "$ROUNDS rounds of (a) pgbench -n -c $CLIENTS -j $J -T $DURATION (UPDATE of 1 of $PGBENCH_ROWS rows), then pgbench -n -M $PROTOCOL -c $CLIENTS -j $J -T $DURATION on $GAMES games (event data ${#DATA} bytes) with$(for s in $SCRIPTS; do [ "$s" = lock ] && printf ' (b) bench/database/pgbench-move.sql' || printf ' (c) bench/database/pgbench-move-cas.sql'; done); one ${WARMUP}s warm-up of each first"
echo "games of (b)/(c) at the end: $CONTENTION"
[ "$MOVELOAD" = 1 ] && echo "rows written, averages: $SHAPES"
[ "$MOVELOAD" = 1 ] && echo "then MoveLoad $CLIENTS through the app (restarted on the same cluster): ${MOVE_WARMUP}s warm-up, ${DURATION}s measured, cores client / app / postgres: $CPU_LINE"
echo
cat "$RESULTS"
echo
awk '
  function val(s, k,   i, n, a) { n = split(s, a, " "); for (i = 1; i <= n; i++) if (index(a[i], k "=") == 1) return substr(a[i], length(k) + 2); return "" }
  $1 == "update" { a += val($0, "tps"); na++ }
  $1 == "lock" { b += val($0, "tps"); nb++ }
  $1 == "cas" { c += val($0, "tps"); tx += val($0, "tx"); w += val($0, "written"); nc++ }
  $1 == "moveload" { m = val($0, "moves_per_s"); hm = 1 }
  END {
    a /= na
    printf "(a) UPDATE tps (mean) %.1f\n", a
    if (nb) { b /= nb; printf "(b) lock: move-statements tps (mean) %.1f, (b) / (a) = %.3f\n", b, b / a }
    if (nc) {
      c /= nc; cw = c * w / tx
      printf "(c) cas: transactions/s (mean) %.1f, (c) / (a) = %.3f; moves written/s %.1f (%.2f %% of the transactions lost), written / (a) = %.3f\n", c, c / a, cw, 100 * (tx - w) / tx, cw / a
    }
    if (hm) {
      printf "MoveLoad moves/s %.1f: moves/s / (a) = %.3f", m, m / a
      if (nb) printf ", moves/s / (b) = %.3f", m / b
      if (nc) printf ", moves/s / (c) = %.3f, moves/s / (c) written = %.3f", m / c, m / cw
      printf "\n"
    }
  }' "$RESULTS"
