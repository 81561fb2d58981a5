#!/usr/bin/env bash
# What the webhook outbox costs a move: CPU of the service and of PostgreSQL, and WAL, per move,
# with no webhook, with one webhook for the moves, and with one webhook that wants no moves, run
# alternately against one server in one run.
#
#   bench/database/outbox-cost.sh [path/to/quarkus-run.jar]
#
# Without a jar argument it uses target/quarkus-app/quarkus-run.jar, building it
# (./mvnw -B -q package -DskipTests) when it or target/classes is missing; bench/http/MoveLoad.java runs
# on target/classes and bench/support's classes. It starts a throwaway PostgreSQL cluster (fsync=off as the other
# benchmarks; checkpoint_timeout=1h and max_wal_size=16GB so that no checkpoint falls inside a run,
# and a CHECKPOINT before each run), bench/http/WebhookReceiver.java (answers 200 at once) and ONE
# instance of the jar (RINGGAMES_WEBHOOKS_ALLOW_PRIVATE_TARGETS=true), all on free loopback ports
# (bench/support/lib.sh). Then one unreported MoveLoad run of SERVER_WARMUP s with the webhook of (b), and
# one MoveLoad run (N bot pairs, closed loop: WARMUP s, then DURATION s measured) per entry of
# ORDER:
#   a  no webhook registered: the move's statement joins an empty webhook table
#   b  one webhook {"url": receiver, "events": ["move"]}: every move writes one webhook_delivery
#      row, and the same replica claims, POSTs and marks it delivered meanwhile (that CPU and WAL
#      is in (b)'s numbers, as long as deliveries keep up: pending_end says)
#   c  one webhook {"events": ["finished"]}: the join finds a webhook but writes no row for a move
#      (only for the few games won), which separates the join from the row
# Before each run the previous variant's webhook is deleted (DELETE /api/v1/webhooks/{id}, its
# rows go with it) once its deliveries are done, webhook_delivery is vacuumed and a CHECKPOINT is
# taken. MoveLoad's -Dwindow.hook samples at the measured window's edges: the WAL insert position
# (pg_current_wal_insert_lsn()), and the CPU ticks of the server, of PostgreSQL (the postmaster and
# its children) and of the receiver. Per run: moves/s, per move the server's, PostgreSQL's and the
# receiver's CPU (ms) and the WAL (bytes; pg_waldump --stats=record over the window for records and
# full-page images, and its biggest record types per move), outbox rows written and deliveries
# received in the window; then the means per variant and the ratios (b)/(a), (c)/(a). Deliveries
# to one webhook go one at a time per game, so with N games they can fall behind the moves: after
# each (b) window the script samples again while the backlog drains with no moves running, for
# the cost per delivery, and splits (b)'s window into the deliveries made in it and the rest (the
# row and the join, per move). Everything
# it started is stopped and its temporary folder removed on exit, also on failure or Ctrl-C.
# Installs nothing: needs java, curl and the PostgreSQL 15 binaries with psql and pg_waldump.
#
# Tunables (environment): ORDER (default "a b c a b c"), N (bot pairs, default 8), WARMUP (s,
# default 8), DURATION (s, default 20), SERVER_WARMUP (s, default 15), MAX_PLIES (default 200),
# DRAIN (s, default 150: the longest wait for (b)'s deliveries after its window),
# QUICK=1 (smoke run: ORDER="a b c" WARMUP=2 DURATION=4 SERVER_WARMUP=3 unless set), JAVA_OPTS
# (server JVM options), KEEP_LOGS=1 (keep the temporary folder with the logs).
set -euo pipefail
BENCH=outbox-cost
# shellcheck source-path=SCRIPTDIR source=../support/lib.sh
. "$(dirname "$0")/../support/lib.sh"

[ "${QUICK:-}" != 1 ] || defaults ORDER="a b c" WARMUP=2 DURATION=4 SERVER_WARMUP=3
defaults ORDER="a b c a b c" N=8 WARMUP=8 DURATION=20 SERVER_WARMUP=15 MAX_PLIES=200 DRAIN=150

# --- Prerequisites (bench/support/lib.sh) ---------------------------------------------------------
require_tools curl java
require_pg psql pg_waldump
require_files http/MoveLoad.java http/WebhookReceiver.java
require_words ORDER "$ORDER" a b c
resolve_jar --classes "$@"
setup_cleanup "app.log, pg.log, receiver.log, received.txt, run-*.out, wal-*.txt"
compile_support

# --- PostgreSQL, the receiver, one instance -------------------------------------------------------
PG_OPTS="${PG_OPTS:-} -c checkpoint_timeout=1h -c max_wal_size=16GB"
start_postgres

RECV_PORT=$(free_port)
java "$ROOT/bench/http/WebhookReceiver.java" "$RECV_PORT" "$WORK/received.txt" >"$WORK/receiver.log" 2>&1 &
RECV_PID=$!
APP_PIDS+=("$RECV_PID") # stopped by the trap with the instance
wait_ready "the receiver" "$WORK/receiver.log" "$RECV_PID" "http://$HOST:$RECV_PORT/count"

export RINGGAMES_WEBHOOKS_ALLOW_PRIVATE_TARGETS=true
APP_PORT=$(free_port)
BASE="http://$HOST:$APP_PORT"
start_app "the application" "$WORK/app.log" "$APP_PORT"
APP_PID=$APP_STARTED

# The window's edges, run by MoveLoad (-Dwindow.hook).
cat >"$WORK/window.sh" <<EOF
#!/usr/bin/env bash
set -e
. "$ROOT/bench/support/lib.sh"
# The CPU first and the clock just after it (cheap); the WAL position (a psql start) after them.
ticks="app=\$(proc_ticks $APP_PID) pg=\$(proc_ticks $PG_MAIN children) recv=\$(proc_ticks $RECV_PID)"
at=\$(date +%s%3N)
lsn=\$("$PGBIN/psql" -h $HOST -p $PG_PORT -U bench -d bench -X -Atc 'SELECT pg_current_wal_insert_lsn()')
echo "at_ms=\$at \$ticks lsn=\$lsn recv_n=\$(curl -sf http://$HOST:$RECV_PORT/count)"
EOF
chmod +x "$WORK/window.sh"
HZ=$(getconf CLK_TCK)

# --- Variants -------------------------------------------------------------------------------------
WEBHOOK_ID=
pending() { psql_q -Atc "SELECT count(*) FROM webhook_delivery WHERE status = 'pending'"; }
variant() { # a | b | c: leaves exactly that variant's webhook registered
  local answer events
  if [ -n "$WEBHOOK_ID" ]; then
    for _ in $(seq 1 120); do [ "$(pending)" = 0 ] && break; sleep 0.5; done
    [ "$(pending)" = 0 ] || echo "  warning: $(pending) deliveries still pending when the webhook was deleted" >&2
    [ "$(curl -s -o /dev/null -w '%{http_code}' -X DELETE "$BASE/api/v1/webhooks/$WEBHOOK_ID")" = 204 ] \
      || die "deleting webhook $WEBHOOK_ID failed"
    WEBHOOK_ID=
  fi
  psql_q -c "VACUUM webhook_delivery" -c "VACUUM webhook"
  [ "$(psql_q -Atc 'SELECT count(*) FROM webhook')" = 0 ] || die "a webhook is still registered"
  case $1 in
    a) return ;;
    b) events='["move"]' ;;
    c) events='["finished"]' ;;
  esac
  answer=$(curl -s -w '\n%{http_code}' -H 'Content-Type: application/json' \
    -d "{\"url\":\"http://$HOST:$RECV_PORT/hook\",\"events\":$events}" "$BASE/api/v1/webhooks")
  [ "$(echo "$answer" | tail -1)" = 201 ] || die "registering the webhook failed: $answer"
  WEBHOOK_ID=$(echo "$answer" | head -1 | sed -n 's/^{"id":"\([^"]*\)".*/\1/p')
  [ -n "$WEBHOOK_ID" ] || WEBHOOK_ID=$(echo "$answer" | head -1 | grep -o '"id":"[^"]*"' | head -1 | cut -d'"' -f4)
  [ -n "$WEBHOOK_ID" ] || die "no id in the registration answer: $answer"
}

moves_run() { # label, warmup, duration → $WORK/run-LABEL.out
  local out="$WORK/run-$1.out"
  run_child "$out" java -Dcpu.hz="$HZ" -Dcpu.app="$APP_PID" -Dcpu.pg="$PG_MAIN" -Dwindow.hook="$WORK/window.sh" \
    -cp "$ROOT/target/classes:$SUPPORT_CP" "$ROOT/bench/http/MoveLoad.java" "$BASE" "$N" "$2" "$3" "$MAX_PLIES"
  grep -q '^RESULT ' "$out" || { cat "$out" >&2; die "no RESULT line from MoveLoad"; }
  grep -e '^error ' -e '^warning' "$out" | sed "s/^/  $1: /" >&2 || true
}

# Per move, from the two WINDOW lines: CPU ms of app, postgres, receiver; WAL bytes (the LSN
# difference, computed by PostgreSQL: pg_wal_lsn_diff). Each is a rate over the hook's own
# interval (at_ms; the load runs on until the end hook returns) times DURATION, over the moves
# MoveLoad counted in its window of DURATION seconds.
per_move() { # out file, moves
  local w0 w1 bytes
  w0=$(sed -n 's/^WINDOW start //p' "$1")
  w1=$(sed -n 's/^WINDOW end //p' "$1")
  bytes=$(psql_q -Atc "SELECT pg_wal_lsn_diff('$(field "$w1" lsn)', '$(field "$w0" lsn)')")
  awk -v w0="$w0" -v w1="$w1" -v moves="$2" -v hz="$HZ" -v bytes="$bytes" -v d="$DURATION" '
    function val(s, k,   i, n, f) { n = split(s, f, " "); for (i = 1; i <= n; i++) if (index(f[i], k "=") == 1) return substr(f[i], length(k) + 2); return "" }
    BEGIN {
      x = d * 1000 / (val(w1, "at_ms") - val(w0, "at_ms")) / moves
      printf "app_ms=%.4f pg_ms=%.4f recv_ms=%.4f wal_bytes=%.0f received=%d hook_s=%.3f wal_from=%s wal_to=%s\n",
        (val(w1, "app") - val(w0, "app")) / hz * 1000 * x, (val(w1, "pg") - val(w0, "pg")) / hz * 1000 * x,
        (val(w1, "recv") - val(w0, "recv")) / hz * 1000 * x, bytes * x,
        val(w1, "recv_n") - val(w0, "recv_n"), (val(w1, "at_ms") - val(w0, "at_ms")) / 1000, val(w0, "lsn"), val(w1, "lsn")
    }'
}

# pg_waldump over the window: per move, all records, full-page images, and the biggest record types.
wal_stats() { # label, from lsn, to lsn, moves in that interval → WAL_LINE; details in wal-LABEL.txt
  local f="$WORK/wal-$1.txt"
  "${AS_PG[@]}" "$PGBIN/pg_waldump" -p "$WORK/pgdata/pg_wal" -s "$2" -e "$3" --stats=record >"$f" 2>"$f.err" \
    || { cat "$f.err" >&2; die "pg_waldump failed"; }
  WAL_LINE=$(awk -v moves="$4" '
    { line = $0; gsub(/[(\[] *[0-9.]+%?[)\]]/, "", line); n = split(line, f, " ") }
    n == 5 && f[2] ~ /^[0-9]+$/ && f[1] != "Total" && f[2] > 0 { name[++k] = f[1]; cnt[k] = f[2]; size[k] = f[5] }
    n == 5 && f[1] == "Total" { total = f[2]; fpi = f[4]; all = f[5] }
    END {
      printf "records=%.2f fpi_bytes=%.0f dump_bytes=%.0f top=", total / moves, fpi / moves, all / moves
      for (j = 1; j <= 6; j++) { b = 0; for (i = 1; i <= k; i++) if (!(i in used) && (b == 0 || size[i] > size[b])) b = i
        if (b == 0) break; used[b] = 1; printf "%s%s:%.2f/%.0fB", (j > 1 ? "," : ""), name[b], cnt[b] / moves, size[b] / moves }
      printf "\n" }' "$f")
}

# --- Measurement ----------------------------------------------------------------------------------
echo "server warm-up: ${SERVER_WARMUP}s with the webhook of (b) (not reported) ..." >&2
variant b
moves_run warm-up 0 "$SERVER_WARMUP"
measurement_begins
new_results
i=0
for v in $ORDER; do
  i=$((i + 1))
  variant "$v"
  psql_q -c CHECKPOINT
  moves_run "$i-$v" "$WARMUP" "$DURATION"
  out="$WORK/run-$i-$v.out"
  pending_end=$(pending)
  result=$(sed -n 's/^RESULT //p' "$out")
  moves=$(field "$result" moves)
  [ "$moves" -gt 0 ] || die "no moves in run $i"
  pm=$(per_move "$out" "$moves")
  # pg_waldump reads the hook's interval: its counts go per move as the rates above do.
  wal_stats "$i-$v" "$(field "$pm" wal_from)" "$(field "$pm" wal_to)" \
    "$(awk -v m="$moves" -v h="$(field "$pm" hook_s)" -v d="$DURATION" 'BEGIN { printf "%.3f", m * h / d }')"
  rows=$(psql_q -Atc "SELECT count(*) FROM webhook_delivery")
  drain=
  if [ "$v" = b ]; then
    # The deliveries left when the moves stop, alone: their CPU and WAL per delivery.
    d0=$("$WORK/window.sh" drain)
    for _ in $(seq 1 $((DRAIN * 2))); do [ "$(pending)" = 0 ] && break; sleep 0.5; done
    d1=$("$WORK/window.sh" drain)
    drain=$(awk -v d0="$d0" -v d1="$d1" -v hz="$HZ" -v bytes="$(psql_q -Atc "SELECT pg_wal_lsn_diff('$(field "$d1" lsn)', '$(field "$d0" lsn)')")" '
      function val(s, k,   i, n, f) { n = split(s, f, " "); for (i = 1; i <= n; i++) if (index(f[i], k "=") == 1) return substr(f[i], length(k) + 2); return "" }
      BEGIN { n = val(d1, "recv_n") - val(d0, "recv_n"); if (n < 1) n = 1
        printf "drain_deliveries=%d drain_s=%.1f drain_app_ms=%.4f drain_pg_ms=%.4f drain_wal_bytes=%.0f\n", val(d1, "recv_n") - val(d0, "recv_n"),
          (val(d1, "at_ms") - val(d0, "at_ms")) / 1000, (val(d1, "app") - val(d0, "app")) / hz * 1000 / n,
          (val(d1, "pg") - val(d0, "pg")) / hz * 1000 / n, bytes / n }')
    pending_drained=$(pending)
    drain+=" pending_after_drain=$pending_drained"
  fi
  line="run=$i variant=$v moves_per_s=$(field "$result" moves_per_s) p50_ms=$(field "$result" p50_ms) p99_ms=$(field "$result" p99_ms)"
  line+=" errors=$(field "$result" errors) $pm $WAL_LINE outbox_rows_total=$rows pending_end=$pending_end load1=$(cut -d' ' -f1 /proc/loadavg)"
  line+=" moves=$moves $drain"
  echo "$line" >>"$RESULTS"
  echo "  $line" >&2
done
echo "uptime after: $(uptime)" >&2

# --- Summary --------------------------------------------------------------------------------------
echo
echo "outbox-cost: $START_UTC, $(nproc) cores (shared with other work), $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //'), $(java -version 2>&1 | head -1), $("$PGBIN/postgres" --version)"
echo "one instance $BASE; MoveLoad N=$N, WARMUP=$WARMUP DURATION=$DURATION MAX_PLIES=$MAX_PLIES; ORDER=\"$ORDER\" (a: no webhook, b: events [\"move\"], c: events [\"finished\"])"
echo "per move: CPU ms of the server, PostgreSQL, the receiver; WAL bytes (insert LSN diff), records and full-page-image bytes (pg_waldump)"
echo
printf '%3s %2s %9s %8s %8s %8s %8s %8s %9s %8s %8s %9s %8s %6s\n' run v moves/s p99_ms app_ms pg_ms recv_ms wal_B records fpi_B received pending load1 errors
while read -r line; do
  printf '%3s %2s %9s %8s %8s %8s %8s %8s %9s %8s %8s %9s %8s %6s\n' "$(field "$line" run)" "$(field "$line" variant)" \
    "$(field "$line" moves_per_s)" "$(field "$line" p99_ms)" "$(field "$line" app_ms)" "$(field "$line" pg_ms)" \
    "$(field "$line" recv_ms)" "$(field "$line" wal_bytes)" "$(field "$line" records)" "$(field "$line" fpi_bytes)" \
    "$(field "$line" received)" "$(field "$line" pending_end)" "$(field "$line" load1)" "$(field "$line" errors)"
done <"$RESULTS"
echo
if grep -q 'variant=b' "$RESULTS"; then
  echo "(b): the deliveries left at the window's end, drained with no moves running, per delivery; and (b)'s"
  echo "window split: deliveries per move in the window, and (b) per move less those deliveries' cost (the row and join alone)"
  awk -v d="$DURATION" '
    function val(s, k,   i, n, f) { n = split(s, f, " "); for (i = 1; i <= n; i++) if (index(f[i], k "=") == 1) return substr(f[i], length(k) + 2); return "" }
    val($0, "variant") == "b" && val($0, "drain_deliveries") < 100 {
      printf "  run %s: %s deliveries left at the window end, too few to cost one (deliveries kept up)\n", val($0, "run"), val($0, "drain_deliveries"); next }
    val($0, "variant") == "b" {
      dpm = val($0, "received") / (val($0, "moves") * val($0, "hook_s") / d)
      printf "  run %s: drained %s deliveries in %s s: app %s ms, postgres %s ms, WAL %s B per delivery (still pending: %s); window: %.3f deliveries/move; less them: app %.4f ms, postgres %.4f ms, WAL %.0f B per move\n",
        val($0, "run"), val($0, "drain_deliveries"), val($0, "drain_s"), val($0, "drain_app_ms"), val($0, "drain_pg_ms"), val($0, "drain_wal_bytes"),
        val($0, "pending_after_drain"), dpm, val($0, "app_ms") - dpm * val($0, "drain_app_ms"), val($0, "pg_ms") - dpm * val($0, "drain_pg_ms"),
        val($0, "wal_bytes") - dpm * val($0, "drain_wal_bytes") }' "$RESULTS"
  echo
fi
echo "biggest WAL record types per move (records/bytes):"
while read -r line; do echo "  run $(field "$line" run) ($(field "$line" variant)): $(field "$line" top)"; done <"$RESULTS"
echo
awk '
  function val(s, k,   i, n, f) { n = split(s, f, " "); for (i = 1; i <= n; i++) if (index(f[i], k "=") == 1) return substr(f[i], length(k) + 2); return "" }
  BEGIN { split("moves_per_s app_ms pg_ms recv_ms wal_bytes records", ks, " ") }
  { v = val($0, "variant"); c[v]++; for (j = 1; j <= 6; j++) s[v, ks[j]] += val($0, ks[j]) }
  END {
    printf "%-8s %6s %9s %8s %8s %8s %8s %8s\n", "variant", "runs", "moves/s", "app_ms", "pg_ms", "recv_ms", "wal_B", "records"
    split("a b c", vs, " ")
    for (i = 1; i <= 3; i++) { v = vs[i]; if (!c[v]) continue
      printf "%-8s %6d %9.1f %8.4f %8.4f %8.4f %8.0f %8.2f\n", v, c[v], s[v, "moves_per_s"] / c[v], s[v, "app_ms"] / c[v],
        s[v, "pg_ms"] / c[v], s[v, "recv_ms"] / c[v], s[v, "wal_bytes"] / c[v], s[v, "records"] / c[v] }
    for (i = 2; i <= 3; i++) { v = vs[i]; if (!c[v] || !c["a"]) continue
      printf "%-8s %6s %9.3f %8.3f %8.3f %8s %8.3f %8.3f\n", "(" v ")/(a)", "", (s[v, "moves_per_s"] / c[v]) / (s["a", "moves_per_s"] / c["a"]),
        (s[v, "app_ms"] / c[v]) / (s["a", "app_ms"] / c["a"]), (s[v, "pg_ms"] / c[v]) / (s["a", "pg_ms"] / c["a"]), "",
        (s[v, "wal_bytes"] / c[v]) / (s["a", "wal_bytes"] / c["a"]), (s[v, "records"] / c[v]) / (s["a", "records"] / c["a"]) }
  }' "$RESULTS"
if grep -iE 'WARN|ERROR' "$WORK/app.log" | grep -qv 'No portal API keys'; then
  echo "warnings or errors in app.log:"; grep -iE 'WARN|ERROR' "$WORK/app.log" | grep -v 'No portal API keys' | head -10
fi
