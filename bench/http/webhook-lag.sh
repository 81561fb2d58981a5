#!/usr/bin/env bash
# Webhook delivery lag with two replicas: how long from a move's commit to its delivery at a
# receiver, at a steady move rate split over both replicas, and whether every event arrived.
#
#   bench/http/webhook-lag.sh [path/to/quarkus-run.jar]
#
# Without a jar argument it uses target/quarkus-app/quarkus-run.jar, building it
# (./mvnw -B -q package -DskipTests) when it or target/classes is missing; the load generator runs
# on target/classes (the engine picks the moves) and bench/support's classes. It starts a throwaway PostgreSQL cluster
# (fsync=off, as the other benchmarks), two instances A and B of the jar on it
# (RINGGAMES_WEBHOOKS_ALLOW_PRIVATE_TARGETS=true, so a loopback http receiver is allowed) and
# bench/http/WebhookReceiver.java (answers 200 at once, logs arrival − the body's timestamp per request),
# all on free loopback ports (bench/support/lib.sh), and registers one webhook for the `move` events
# (POST /api/v1/webhooks {"url": receiver, "events": ["move"]}: the games' `created` and `setup`
# events write no outbox row, so every delivery is one move). Then for each RATE in RATES,
# bench/http/MoveRate.java drives moves open-loop at RATE per second over GAMES games, half on A and
# half on B (WARMUP s, then DURATION s measured), and the script waits until no delivery is
# pending (at most DRAIN s). Per rate: move events committed per second in the window (from
# game_event), deliveries arriving per second in the window, and the lag (receiver arrival −
# body timestamp, i.e. the event row's created_at) p50/p90/p99/max of the events committed in the
# window; the CPU cores used by A, B, PostgreSQL, the receiver and the load generator in the
# window. At the end: every move event against the outbox rows, their status and the receiver's
# distinct webhook-ids (duplicates and out-of-order versions counted), and each replica's
# ringgames_webhooks_* counters (who delivered how many). Everything it started is stopped and its
# temporary folder removed on exit, also on failure or Ctrl-C. Installs nothing: needs java, curl
# and the PostgreSQL 15 binaries with psql (Debian: apt-get install -y postgresql curl).
#
# Tunables (environment): RATES (moves/s, default "100 300 1000"), WARMUP (s, default 10), DURATION
# (s, default 30), GAMES (default 300), MAX_PLIES (default 300), DRAIN (s, default 60),
# RECEIVER_THREADS (default 8), QUICK=1 (smoke run: RATES=50 WARMUP=2 DURATION=5 unless set),
# JAVA_OPTS (server JVM options), KEEP_LOGS=1 (keep the temporary folder with the logs).
set -euo pipefail
BENCH=webhook-lag
# shellcheck source-path=SCRIPTDIR source=../support/lib.sh
. "$(dirname "$0")/../support/lib.sh"

[ "${QUICK:-}" != 1 ] || defaults RATES=50 WARMUP=2 DURATION=5
defaults RATES="100 300 1000" WARMUP=10 DURATION=30 GAMES=300 MAX_PLIES=300 DRAIN=60 \
  RECEIVER_THREADS=8

# --- Prerequisites (bench/support/lib.sh) ---------------------------------------------------------
require_tools curl java
require_pg psql
require_files http/MoveRate.java http/WebhookReceiver.java
resolve_jar --classes "$@"
setup_cleanup "app-a.log, app-b.log, pg.log, receiver.log, received.txt, run-*.out"
compile_support

# --- PostgreSQL, the receiver, two instances ------------------------------------------------------
# max_connections: two instances' pools, each grown under an open-loop overload, passed the
# default 100 in a first run. pg_stat_statements (when installed): the statements' share at the end.
want_pg_stat_statements
PG_OPTS="${PG_OPTS:-} -c max_connections=300"
start_postgres

RECV_PORT=$(free_port)
java "$ROOT/bench/http/WebhookReceiver.java" "$RECV_PORT" "$WORK/received.txt" "$RECEIVER_THREADS" >"$WORK/receiver.log" 2>&1 &
RECV_PID=$!
APP_PIDS+=("$RECV_PID") # stopped by the trap with the instances
wait_ready "the receiver" "$WORK/receiver.log" "$RECV_PID" "http://$HOST:$RECV_PORT/count"
received() { curl -sf "http://$HOST:$RECV_PORT/count"; } # also flushes received.txt

export RINGGAMES_WEBHOOKS_ALLOW_PRIVATE_TARGETS=true
start_apps_ab

ANSWER=$(curl -s -w '\n%{http_code}' -H 'Content-Type: application/json' \
  -d "{\"url\":\"http://$HOST:$RECV_PORT/hook\",\"events\":[\"move\"]}" "$BASE_A/api/v1/webhooks")
[ "$(echo "$ANSWER" | tail -1)" = 201 ] || die "registering the webhook failed: $ANSWER"
echo "$ANSWER" | head -1 | grep -q '"secret":"whsec_' || die "the registration answer has no whsec_ secret: $ANSWER"

# CPU ticks at the measured window's edges (run by MoveRate, -Dwindow.hook; $PPID is MoveRate).
cat >"$WORK/window.sh" <<EOF
#!/usr/bin/env bash
. "$ROOT/bench/support/lib.sh"
echo "at_ms=\$(date +%s%3N) a=\$(proc_ticks $PID_A) b=\$(proc_ticks $PID_B) pg=\$(proc_ticks $PG_MAIN children) recv=\$(proc_ticks $RECV_PID) client=\$(proc_ticks \$PPID)"
EOF
chmod +x "$WORK/window.sh"
HZ=$(getconf CLK_TCK)

# --- Measurement ----------------------------------------------------------------------------------
pending() { psql_q -Atc "SELECT count(*) FROM webhook_delivery WHERE status = 'pending'" || echo '?'; }
measurement_begins
new_results
seed=1
for rate in $RATES; do
  out="$WORK/run-$rate.out"
  echo "rate $rate moves/s over A and B: ${WARMUP}s warm-up, ${DURATION}s measured, $GAMES games ..." >&2
  run_child "$out" java -Dwindow.hook="$WORK/window.sh" -cp "$ROOT/target/classes:$SUPPORT_CP" "$ROOT/bench/http/MoveRate.java" \
    "$BASE_A,$BASE_B" "$rate" "$WARMUP" "$DURATION" "$GAMES" "$MAX_PLIES" "$seed"
  seed=$((seed + 1))
  load_after=$(cut -d' ' -f1 /proc/loadavg)
  RESULT=$(sed -n 's/^RESULT //p' "$out")
  [ -n "$RESULT" ] || { cat "$out" >&2; die "no RESULT line from MoveRate"; }
  grep -e '^error ' "$out" | sed "s/^/  rate $rate: /" >&2 || true
  from_ms=$(field "$(sed -n 's/^WINDOW_MS //p' "$out")" from)
  to_ms=$(field "$(sed -n 's/^WINDOW_MS //p' "$out")" to)
  w0=$(sed -n 's/^WINDOW start //p' "$out")
  w1=$(sed -n 's/^WINDOW end //p' "$out")

  # Wait for the outbox to drain, so that every event of the window has arrived (or is reported).
  drained=
  t_end=$(date +%s%3N)
  for _ in $(seq 1 $((DRAIN * 2))); do
    if [ "$(pending)" = 0 ]; then drained=1; break; fi
    sleep 0.5
  done
  drain_ms=$(( $(date +%s%3N) - t_end ))
  left=$(pending)
  received >/dev/null || die "the receiver does not answer"

  committed=$(psql_q -Atc "SELECT count(*) FROM game_event WHERE type = 'move'
    AND created_at >= to_timestamp($from_ms / 1000.0) AND created_at < to_timestamp($to_ms / 1000.0)")
  awk -v a="${from_ms}000" -v b="${to_ms}000" '$3 >= 0 && $2 >= a && $2 < b { printf "%.3f\n", $3 / 1000 }' \
    "$WORK/received.txt" >"$WORK/lag-$rate.txt"
  lag=$(percentiles "$WORK/lag-$rate.txt" 1)
  arrived=$(awk -v a="${from_ms}000" -v b="${to_ms}000" '$1 >= a && $1 < b { n++ } END { print n + 0 }' "$WORK/received.txt")
  secs=$(awk -v a="$from_ms" -v b="$to_ms" 'BEGIN { printf "%.3f", (b - a) / 1000 }')
  cores=$(awk -v w0="$w0" -v w1="$w1" -v hz="$HZ" '
    function val(s, k,   i, n, f) { n = split(s, f, " "); for (i = 1; i <= n; i++) if (index(f[i], k "=") == 1) return substr(f[i], length(k) + 2); return "" }
    BEGIN { s = (val(w1, "at_ms") - val(w0, "at_ms")) / 1000
            printf "%.2f/%.2f/%.2f/%.2f/%.2f", (val(w1, "a") - val(w0, "a")) / hz / s, (val(w1, "b") - val(w0, "b")) / hz / s,
              (val(w1, "pg") - val(w0, "pg")) / hz / s, (val(w1, "recv") - val(w0, "recv")) / hz / s, (val(w1, "client") - val(w0, "client")) / hz / s }')
  line="rate=$rate achieved_per_s=$(field "$RESULT" achieved_per_s) committed_per_s=$(awk -v c="$committed" -v s="$secs" 'BEGIN { printf "%.1f", c / s }')"
  line+=" delivered_per_s=$(awk -v c="$arrived" -v s="$secs" 'BEGIN { printf "%.1f", c / s }') committed=$committed"
  line+=" lag_n=$(field "$lag" n) p50_ms=$(field "$lag" p50) p90_ms=$(field "$lag" p90) p99_ms=$(field "$lag" p99) max_ms=$(field "$lag" max)"
  line+=" late_max_ms=$(field "$RESULT" late_max_ms) late_over_100ms=$(field "$RESULT" late_over_100ms) errors=$(field "$RESULT" errors)"
  line+=" unsent=$(field "$RESULT" unsent) warmup_skipped=$(field "$RESULT" warmup_skipped)"
  line+=" cores=$cores drained=${drained:-no} drain_ms=$drain_ms pending_left=$left load1=$load_after"
  echo "$line" >>"$RESULTS"
  echo "  $line" >&2
done
echo "uptime after: $(uptime)" >&2

# --- Every event delivered? -----------------------------------------------------------------------
received >/dev/null || die "the receiver does not answer"
DB=$(psql_q -At -F ' ' -c "
SELECT 'move_events=' || (SELECT count(*) FROM game_event WHERE type = 'move'),
       'other_events=' || (SELECT count(*) FROM game_event WHERE type <> 'move'),
       'outbox_rows=' || count(*), 'delivered=' || count(*) FILTER (WHERE status = 'delivered'),
       'pending=' || count(*) FILTER (WHERE status = 'pending'), 'failed=' || count(*) FILTER (WHERE status = 'failed'),
       'attempts_over_1=' || count(*) FILTER (WHERE attempts > 1), 'not_move=' || count(*) FILTER (WHERE type <> 'move')
FROM webhook_delivery")
RECV=$(awk '
  # A repeat of a webhook-id (at least once) is a duplicate; a first arrival must be a later version
  # of its game than any before it.
  { n++; if ($3 < 0) bad++; else if (seen[$4]++) dup++; else { distinct++
      if (($5 in last) && $6 + 0 <= last[$5]) back++; else last[$5] = $6 + 0 } }
  END { printf "requests=%d distinct_ids=%d duplicates=%d unsigned_or_unreadable=%d out_of_order=%d\n", n, distinct, dup, bad, back }' \
  "$WORK/received.txt")
metrics() { curl -s "$1/q/metrics" | grep -E '^ringgames_webhooks_(deliveries_total|delivery_lag_seconds_(count|sum|max))' | sed 's/^/    /' || true; }

# --- Summary --------------------------------------------------------------------------------------
echo
echo "webhook-lag: $START_UTC, $(nproc) cores (shared with other work), $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //'), $(java -version 2>&1 | head -1), $("$PGBIN/postgres" --version)"
echo "two instances (A $BASE_A, B $BASE_B) on one database, one webhook (events [\"move\"]) to the receiver on port $RECV_PORT ($RECEIVER_THREADS threads)"
echo "RATES=\"$RATES\" WARMUP=$WARMUP DURATION=$DURATION GAMES=$GAMES MAX_PLIES=$MAX_PLIES DRAIN=$DRAIN"
echo "lag = receiver arrival − body timestamp (the event row's created_at), events committed in the window; cores = A/B/postgres/receiver/load generator"
echo
printf '%6s %9s %7s %10s %10s %9s %9s %9s %9s %10s %11s %6s %26s %8s %6s\n' rate achieved unsent committed/s delivered/s p50_ms p90_ms p99_ms max_ms late_max_ms pending_left load1 cores drained errors
while read -r line; do
  printf '%6s %9s %7s %10s %10s %9s %9s %9s %9s %10s %11s %6s %26s %8s %6s\n' "$(field "$line" rate)" "$(field "$line" achieved_per_s)" "$(field "$line" unsent)" \
    "$(field "$line" committed_per_s)" "$(field "$line" delivered_per_s)" "$(field "$line" p50_ms)" "$(field "$line" p90_ms)" \
    "$(field "$line" p99_ms)" "$(field "$line" max_ms)" "$(field "$line" late_max_ms)" "$(field "$line" pending_left)" \
    "$(field "$line" load1)" "$(field "$line" cores)" "$(field "$line" drained)" "$(field "$line" errors)"
done <"$RESULTS"
echo
echo "database: $DB"
echo "receiver: $RECV"
echo "instance A:"; metrics "$(management_base "$PORT_A")"
echo "instance B:"; metrics "$(management_base "$PORT_B")"
if [ -n "$PGSS" ]; then
  echo
  echo "statements by total execution time over the whole run (pg_stat_statements):"
  psql_q -c "SELECT calls, round(total_exec_time::numeric) AS total_ms, round(mean_exec_time::numeric, 3) AS mean_ms,
      round(rows::numeric / greatest(calls, 1), 1) AS rows_per_call, left(regexp_replace(query, '\s+', ' ', 'g'), 110) AS query
    FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 8"
fi
for f in app-a.log app-b.log; do
  if grep -iE 'WARN|ERROR' "$WORK/$f" | grep -qv 'No portal API keys'; then
    echo "warnings or errors in $f:"; grep -iE 'WARN|ERROR' "$WORK/$f" | grep -v 'No portal API keys' | head -10
  fi
done
moves=$(field "$DB" move_events)
[ "$(field "$DB" outbox_rows)" = "$moves" ] || die "$moves move events but $(field "$DB" outbox_rows) outbox rows"
[ "$(field "$DB" delivered)" = "$moves" ] || die "$moves move events but $(field "$DB" delivered) delivered"
[ "$(field "$RECV" distinct_ids)" = "$moves" ] || die "$moves move events but the receiver saw $(field "$RECV" distinct_ids) distinct webhook-ids"
[ "$(field "$RECV" out_of_order)" = 0 ] || die "a game's deliveries arrived out of order"
echo "every move event was delivered ($moves), each with a distinct webhook-id"
