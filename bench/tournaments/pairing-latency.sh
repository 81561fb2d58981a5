#!/usr/bin/env bash
# Pairing latency with two replicas, and the requests a bot needs per move (issue 22, docs/players.md).
#
#   bench/tournaments/pairing-latency.sh [path/to/quarkus-run.jar]
#
# Without a jar argument it uses target/quarkus-app/quarkus-run.jar, building it
# (./mvnw -B -q package -DskipTests) when it is missing. It starts a throwaway PostgreSQL cluster
# (fsync=off, as the other benchmarks, with pg_stat_statements when installed) and two instances A
# and B of the jar on it (rate limits off), all on free loopback ports (bench/support/lib.sh), then runs
# bench/tournaments/PairingLatency.java (standard library only, with the shared classes of bench/support):
#
#   pairing  POOL players seek, each with terms of its own (a Gygès clock of 1000+i s), half through
#            A and half through B, so POOL seeks wait. The streams of MEASURED of them are opened on
#            A, and MEASURED fresh players open theirs on B. After WARMUP pairs of their own (not
#            reported; their streams are closed after them) and IDLE_S seconds with the MEASURED
#            streams open on each replica and nothing else (phase idle: what open streams cost by
#            themselves, each polling the database once a second), each fresh player k seeks
#            waiting player k's terms through B, which pairs them: phase sequential one pair at a
#            time, then (after the
#            waiting players seek again, so POOL wait again) phase concurrent, CONCURRENCY at a
#            time. Per pair, from just before the seek's POST: its answer, the fresh player's
#            gameStart on B (the replica that paired) and the waiting player's on A (the other
#            replica, through PostgreSQL's NOTIFY). Before each pair, one GET /api/v1/ping to B from
#            the same client: the baseline the pairing is read against (÷ ping p50).
#   bot      one player on A with one stream (?legalMoves=true) seeks the engine (level LEVEL) GAMES
#            times and answers each yourTurn with exactly one POST (setup or move); every request
#            but the stream is counted: requests per move and per game, yourTurns, refusals.
#
# Per phase: p50/p90/p99/max of each latency, each ÷ the phase's ping p50; the CPU cores used by A,
# B, PostgreSQL (postmaster and children) and the load generator in the window (proc_ticks of
# bench/support/lib.sh, sampled by a window hook), PostgreSQL transactions per second, the load average,
# and the window's statements by total time (pg_stat_statements, reset at each window's start).
# Everything it started is stopped and its temporary folder removed on exit, also on failure or
# Ctrl-C. Installs nothing: needs java and javac (a JDK), curl and the PostgreSQL 15 binaries with
# psql (Debian: apt-get install -y postgresql curl).
#
# With PROFILE=1 the window hook also records each phase on A and B with JFR (jcmd JFR.start
# settings=profile before the start sample, JFR.stop after the end sample: PHASE-a.jfr,
# PHASE-b.jfr) and bench/support/JfrLayers.java prints each recording's CPU by thread group in the
# window; the recording costs CPU, so a profiled run's latencies are not the reported ones.
#
# Tunables (environment): POOL (default 1000), MEASURED (default 200), EXTRA_STREAMS (streams of
# as many more waiting players, each on the replica it was made on, open and idle throughout;
# default 0; POOL − MEASURED: every waiting player's stream open), CONCURRENCY (default 8),
# WARMUP (pairs, default 200), IDLE_S (default 10), TIMEOUT_S (per pair, default 15), GAMES
# (default 20), LEVEL (default 1), QUICK=1 (smoke run: POOL=100 MEASURED=20 WARMUP=10 IDLE_S=2
# GAMES=2 unless set), PROFILE=1, JAVA_OPTS (server JVM options), KEEP_LOGS=1 (keep the temporary
# folder).
set -euo pipefail
BENCH=pairing-latency
# shellcheck source-path=SCRIPTDIR source=../support/lib.sh
. "$(dirname "$0")/../support/lib.sh"

[ "${QUICK:-}" != 1 ] || defaults POOL=100 MEASURED=20 WARMUP=10 IDLE_S=2 GAMES=2
defaults POOL=1000 MEASURED=200 CONCURRENCY=8 EXTRA_STREAMS=0 WARMUP=200 IDLE_S=10 TIMEOUT_S=15 \
  GAMES=20 LEVEL=1 PROFILE=

# --- Prerequisites (bench/support/lib.sh) ---------------------------------------------------------
require_tools curl java javac
[ "$PROFILE" != 1 ] || require_tools jcmd
require_pg psql
require_files tournaments/PairingLatency.java
[ "$PROFILE" != 1 ] || require_files support/JfrLayers.java
# Two connections a measured or warm-up pair (its two streams) in the load generator, one on each side
# in the servers.
NEED_FDS=$(( 2 * (MEASURED + WARMUP) + EXTRA_STREAMS + 4096 ))
raise_open_files "$NEED_FDS" "$((MEASURED + WARMUP)) pairs of streams"
resolve_jar "$@"
setup_cleanup "app-a.log, app-b.log, pg.log, pairing.out, pairs.txt, bot.out, bot.txt, pgss-*.txt, *.jfr"
compile_support

# --- PostgreSQL and two instances -----------------------------------------------------------------
want_pg_stat_statements
start_postgres

start_apps_ab

# A window's edges (run by PairingLatency, -Dwindow.hook; $PPID is PairingLatency): the CPU first
# and the clock just after it, then what needs a psql (its backend has exited by the next sample,
# so its CPU is in neither). At a start the statement statistics are reset; at an end the window's
# are written to pgss-PHASE.txt. With PROFILE=1, JFR starts before the start sample and stops after
# the end sample.
cat >"$WORK/window.sh" <<EOF
#!/usr/bin/env bash
set -e
. "$ROOT/bench/support/lib.sh"
jfr() { # start|stop, phase
  [ "$PROFILE" = 1 ] || return 0
  if [ "\$1" = start ]; then
    jcmd $PID_A JFR.start name=pl settings=profile >/dev/null; jcmd $PID_B JFR.start name=pl settings=profile >/dev/null
  else
    jcmd $PID_A JFR.stop name=pl filename="$WORK/\$2-a.jfr" >/dev/null; jcmd $PID_B JFR.stop name=pl filename="$WORK/\$2-b.jfr" >/dev/null
  fi
}
# The player streams open on a replica (its gauge ringgames_player_streams_open).
open_streams() { curl -sf "\$1/q/metrics" | awk '/^ringgames_player_streams_open/ { printf "%d", \$NF }'; }
case \$1 in start:*) jfr start "\${1#start:}" ;; esac
ticks="a=\$(proc_ticks $PID_A) b=\$(proc_ticks $PID_B) pg=\$(proc_ticks $PG_MAIN children) client=\$(proc_ticks \$PPID)"
at=\$(date +%s%3N)
psql_q() { "$PGBIN/psql" -h $HOST -p $PG_PORT -U bench -d bench -v ON_ERROR_STOP=1 -X -q "\$@"; }
xacts=\$(psql_q -Atc "SELECT pg_stat_force_next_flush(); SELECT xact_commit + xact_rollback FROM pg_stat_database WHERE datname = 'bench'" | tail -1)
case \$1 in
  start:*) [ -z "$PGSS" ] || psql_q -Atc "SELECT pg_stat_statements_reset()" >/dev/null ;;
  end:*) [ -z "$PGSS" ] || psql_q -c "SELECT calls, round(total_exec_time::numeric) AS total_ms,
      round(mean_exec_time::numeric, 3) AS mean_ms, round(rows::numeric / greatest(calls, 1), 1) AS rows_per_call,
      left(regexp_replace(query, '\s+', ' ', 'g'), 120) AS query
    FROM pg_stat_statements ORDER BY total_exec_time DESC LIMIT 12" >"$WORK/pgss-\${1#end:}.txt"
    [ -z "$PGSS" ] || psql_q -Atc "SELECT 'statements: ' || sum(calls) || ' calls, ' || round(sum(total_exec_time)) || ' ms'
      FROM pg_stat_statements" >>"$WORK/pgss-\${1#end:}.txt" ;;
esac
case \$1 in end:*) jfr stop "\${1#end:}" ;; esac
streams=
case \$1 in start:*) streams=" streams_a=\$(open_streams $(management_base "$PORT_A")) streams_b=\$(open_streams $(management_base "$PORT_B"))" ;; esac
echo "at_ms=\$at \$ticks xacts=\$xacts load1=\$(cut -d' ' -f1 /proc/loadavg)\$streams"
EOF
chmod +x "$WORK/window.sh"

# --- Measurement ----------------------------------------------------------------------------------
measurement_begins
echo "pairing: $POOL seeks waiting, $MEASURED measured pairs sequential then $CONCURRENCY at a time ($WARMUP warm-up pairs, ${IDLE_S}s idle) ..." >&2
run_child "$WORK/pairing.out" java -Dwindow.hook="$WORK/window.sh" -cp "$SUPPORT_CP" "$ROOT/bench/tournaments/PairingLatency.java" \
  pairing "$BASE_A" "$BASE_B" "$WORK/pairs.txt" "$POOL" "$MEASURED" "$CONCURRENCY" "$WARMUP" "$TIMEOUT_S" "$IDLE_S" "$EXTRA_STREAMS"
PAIRING=$(sed -n 's/^RESULT //p' "$WORK/pairing.out")
[ -n "$PAIRING" ] || { cat "$WORK/pairing.out" >&2; die "no RESULT line from PairingLatency pairing"; }
grep -e '^error ' "$WORK/pairing.out" | sed 's/^/  pairing: /' >&2 || true
window() { sed -n "s/^WINDOW $1 //p" "$WORK/pairing.out"; } # start:PHASE or end:PHASE

echo "bot: $GAMES games against the engine at level $LEVEL on A ..." >&2
run_child "$WORK/bot.out" java -cp "$SUPPORT_CP" "$ROOT/bench/tournaments/PairingLatency.java" bot "$BASE_A" "$WORK/bot.txt" "$GAMES" "$LEVEL"
BOT=$(sed -n 's/^RESULT //p' "$WORK/bot.out")
[ -n "$BOT" ] || { cat "$WORK/bot.out" >&2; die "no RESULT line from PairingLatency bot"; }
grep -e '^error ' "$WORK/bot.out" | sed 's/^/  bot: /' >&2 || true
UPTIME_AFTER=$(uptime)
echo "uptime after: $UPTIME_AFTER" >&2

# --- Summary --------------------------------------------------------------------------------------
window_line() { # phase: seconds, cores, PostgreSQL transactions/s, load at the end
  local w0 w1 secs
  w0=$(window "start:$1"); w1=$(window "end:$1")
  secs=$(awk -v a="$(field "$w0" at_ms)" -v b="$(field "$w1" at_ms)" 'BEGIN { printf "%.2f", (b - a) / 1000 }')
  echo "window_s=$secs streams_open_a/b=$(field "$w0" streams_a)/$(field "$w0" streams_b) cores=$(cores_between "$w0" "$w1" a b pg client)" \
    "pg_xact_per_s=$(awk -v a="$(field "$w0" xacts)" -v b="$(field "$w1" xacts)" -v s="$secs" 'BEGIN { printf "%.0f", (b - a) / s }')" \
    "load1=$(field "$w1" load1)"
}
echo
echo "pairing-latency: $START_UTC, $(nproc) cores (shared with other work), $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //'), $(java -version 2>&1 | head -1), $("$PGBIN/postgres" --version)"
echo "commit $(git rev-parse --short HEAD 2>/dev/null || echo '?'), jar $JAR"
echo "uptime before: $UPTIME_BEFORE"
echo "uptime after:  $UPTIME_AFTER"
echo "two instances (A $BASE_A, B $BASE_B) on one database; POOL=$POOL MEASURED=$MEASURED EXTRA_STREAMS=$EXTRA_STREAMS CONCURRENCY=$CONCURRENCY WARMUP=$WARMUP IDLE_S=$IDLE_S TIMEOUT_S=$TIMEOUT_S"
echo "pairing: $PAIRING"
echo "times in ms from just before the seek's POST (answer; taker's gameStart on B, the replica that paired; waiter's gameStart on A, through NOTIFY); *-after: gameStart − answer; ping = GET /api/v1/ping to B just before"
echo "cores = A/B/postgres/load generator in the phase's window; PostgreSQL transactions/s (pg_stat_database) include the hook's own few"
[ "$IDLE_S" = 0 ] || echo "idle ${IDLE_S}s, nothing but the open streams: $(window_line idle)"
echo
printf '%-10s %-13s %5s %9s %9s %9s %9s %9s %9s\n' phase latency n p50_ms p90_ms p99_ms max_ms 'p50÷ping' 'p99÷ping'
for phase in sequential concurrent; do
  awk -v p="$phase" '$1 == p { print $3 }' "$WORK/pairs.txt" >"$WORK/ping-$phase.txt"
  ping=$(percentiles "$WORK/ping-$phase.txt" 1)
  ping50=$(field "$ping" p50)
  # Columns of pairs.txt: phase k ping answer taker waiter (−1: missed) at_ms; "after answer" is the
  # stream's share, gameStart − answer (negative when the event came first).
  for what in ping answer taker-start waiter-start taker-after waiter-after; do
    case $what in
      ping) p=$ping ;;
      *-after) c=$([ "$what" = taker-after ] && echo 5 || echo 6)
        awk -v p="$phase" -v c="$c" '$1 == p && $c >= 0 { printf "%.3f\n", $c - $4 }' "$WORK/pairs.txt" >"$WORK/$what-$phase.txt"
        p=$(percentiles "$WORK/$what-$phase.txt" 1) ;;
      *) c=$(case $what in answer) echo 4 ;; taker-start) echo 5 ;; *) echo 6 ;; esac)
        awk -v p="$phase" -v c="$c" '$1 == p && $c >= 0 { print $c }' "$WORK/pairs.txt" >"$WORK/$what-$phase.txt"
        p=$(percentiles "$WORK/$what-$phase.txt" 1) ;;
    esac
    printf '%-10s %-13s %5s %9s %9s %9s %9s %9s %9s\n' "$phase" "$what" "$(field "$p" n)" "$(field "$p" p50)" "$(field "$p" p90)" \
      "$(field "$p" p99)" "$(field "$p" max)" \
      "$(awk -v x="$(field "$p" p50)" -v b="$ping50" 'BEGIN { if (b > 0 && x != "") printf "%.1f", x / b }')" \
      "$(awk -v x="$(field "$p" p99)" -v b="$ping50" 'BEGIN { if (b > 0 && x != "") printf "%.1f", x / b }')"
  done
  echo "$phase window: $(window_line "$phase") pairs_per_s=$(awk -v n="$(grep -c "^$phase " "$WORK/pairs.txt")" -v s="$(field "$(window_line "$phase")" window_s)" 'BEGIN { printf "%.1f", n / s }')"
done
echo
echo "bot: $BOT"
answer=$(percentiles "$WORK/bot.txt" 1)
reply=$(awk 'NF >= 2 { print $2 }' "$WORK/bot.txt" >"$WORK/reply.txt"; percentiles "$WORK/reply.txt" 1)
echo "bot move POST answer ms: $answer"
echo "bot move answer → next event (the engine's reply, or the end) ms: $reply"
if [ -n "$PGSS" ]; then
  for phase in idle sequential concurrent; do
    [ -f "$WORK/pgss-$phase.txt" ] || continue
    echo
    echo "statements in the $phase window by total time (pg_stat_statements):"
    cat "$WORK/pgss-$phase.txt"
  done
fi
if [ "$PROFILE" = 1 ]; then
  for phase in idle sequential concurrent; do
    for r in a b; do
      [ -f "$WORK/$phase-$r.jfr" ] || continue
      echo
      echo "JFR, $phase window, instance ${r^^} (bench/support/JfrLayers.java; the samples' window):"
      w0=$(window "start:$phase"); w1=$(window "end:$phase")
      java -Dtop=25 "$ROOT/bench/support/JfrLayers.java" "$WORK/$phase-$r.jfr" "$(field "$w0" at_ms)" "$(field "$w1" at_ms)" "${JFR_THREADS:-}" 2>&1 \
        || echo "(JfrLayers failed)"
    done
  done
fi
for f in app-a.log app-b.log; do
  if grep -iE 'WARN|ERROR' "$WORK/$f" | grep -qv 'No portal API keys'; then
    echo "warnings or errors in $f:"; grep -iE 'WARN|ERROR' "$WORK/$f" | grep -v 'No portal API keys' | head -10
  fi
done
[ "$(field "$PAIRING" errors)" = 0 ] || die "the pairing run counted errors (above)"
[ "$(field "$PAIRING" missing)" = 0 ] || die "$(field "$PAIRING" missing) pairs missed a gameStart within ${TIMEOUT_S}s"
[ "$(field "$BOT" errors)" = 0 ] || die "the bot counted errors (above)"
[ "$(field "$BOT" refused)" = 0 ] || die "the bot's answers were refused $(field "$BOT" refused) times"
echo "every pair got both gameStarts; every yourTurn of the bot was answered with one accepted request"
