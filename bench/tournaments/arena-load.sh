#!/usr/bin/env bash
# An arena of PLAYERS bots over HTTP under move load: each arena pairing's time beside the move
# latency (issue 39, docs/tournaments.md, docs/benchmarks.md). SYSTEM=swiss runs a Swiss of ROUNDS
# rounds instead, and reports each round's pairing beside the move latency.
#
#   bench/tournaments/arena-load.sh [path/to/quarkus-run.jar]
#
# Without a jar argument it uses target/quarkus-app/quarkus-run.jar, building it
# (./mvnw -B -q package -DskipTests) when it is missing. It starts a throwaway PostgreSQL cluster
# (fsync=off, as the other benchmarks) and one instance of the jar on it with one portal key
# (RINGGAMES_API_KEYS, rate limits off), on free loopback ports (bench/support/lib.sh), then runs
# bench/tournaments/TournamentLoad.java (standard library only, with the shared classes of bench/support):
# PLAYERS players made with the portal's key, each with its own NDJSON stream
# (?legalMoves=true); an arena of all of them (Gygès, 10 min a side, MINUTES long; or a Swiss of
# ROUNDS rounds that advances by itself) created and started with the key; every bot answers each yourTurn with one request (its setup, a winning
# move where there is one, else a random legal move; the side to move resigns once the game has
# MOVES_PER_GAME plies, so that games end and the arena pairs again).
#
# Reported, over the window from the arena's start to its end (or MINUTES + 2 minutes):
#   move       each move POST's time to its answer, ms (p50/p90/p99/max), and moves per second;
#   pairing    arena: each pairing as a bot sees it, its gameFinish to its next gameStart, ms;
#              swiss: each round's pairing, the round's last gameFinish to the next round's first
#              and last gameStart, ms (the service closes the round, pairs the next by the Dutch
#              system and creates its games in between; a sweep notices the round's end);
#   first      each bot's first gameStart after the arena's start, ms;
#   ping       GET /api/v1/ping a second during the window, ms: the baseline;
# the CPU cores used by the instance, PostgreSQL and the load generator in the window, the load
# average, and the instance's tournament metrics (/q/metrics lines naming a tournament or an arena,
# where it has any). Everything it started is stopped and its temporary folder removed on exit,
# also on failure or Ctrl-C. Installs nothing: needs java and javac (a JDK), curl, sha256sum and
# the PostgreSQL binaries (Debian: apt-get install -y postgresql curl).
#
# Tunables (environment): SYSTEM (arena or swiss, default arena), PLAYERS (default 500), MINUTES
# (arena, default 3), ROUNDS (swiss, default 5), MOVES_PER_GAME (default 30;
# 0: games are played to their end), WORKERS (the bots' answering threads, default 16), SEED
# (default 1), QUICK=1 (smoke run: PLAYERS=50 MINUTES=1 unless set), JAVA_OPTS (server JVM
# options), KEEP_LOGS=1 (keep the temporary folder).
set -euo pipefail
BENCH=arena-load
# shellcheck source-path=SCRIPTDIR source=../support/lib.sh
. "$(dirname "$0")/../support/lib.sh"

[ "${QUICK:-}" != 1 ] || defaults PLAYERS=50 MINUTES=1
defaults PLAYERS=500 MINUTES=3 SYSTEM=arena ROUNDS=5 MOVES_PER_GAME=30 WORKERS=16 SEED=1
case $SYSTEM in arena) LENGTH=$MINUTES ;; swiss) LENGTH=$ROUNDS ;; *) echo "arena-load: SYSTEM is arena or swiss" >&2; exit 2 ;; esac

# --- Prerequisites (bench/support/lib.sh) ---------------------------------------------------------
require_tools curl java javac sha256sum
require_pg psql
require_files tournaments/TournamentLoad.java
NEED_FDS=$(( 2 * PLAYERS + 4096 )) # a stream each, in the load generator and in the server
raise_open_files "$NEED_FDS" "$PLAYERS streams"
resolve_jar "$@"
setup_cleanup "app.log, pg.log, arena.out, moves.txt, pairings.txt, rounds.txt, first.txt, ping.txt, metrics-*.txt"
compile_support

# --- PostgreSQL and the instance, with one portal key ---------------------------------------------
start_postgres
KEY="bench-portal-key-$(date +%s)"
export RINGGAMES_API_KEYS="bench:$(printf '%s' "$KEY" | sha256sum | cut -d' ' -f1)"
PORT=$(free_port)
start_app "the application" "$WORK/app.log" "$PORT"; PID=$APP_STARTED
BASE="http://$HOST:$PORT"
METRICS="$(management_base "$PORT")/q/metrics"

# A window's edges (run by TournamentLoad, -Dwindow.hook; $PPID is TournamentLoad): the CPU, the clock, the
# load, and the instance's tournament metrics into metrics-PHASE.txt.
cat >"$WORK/window.sh" <<EOF
#!/usr/bin/env bash
set -e
. "$ROOT/bench/support/lib.sh"
ticks="app=\$(proc_ticks $PID) pg=\$(proc_ticks $PG_MAIN children) client=\$(proc_ticks \$PPID)"
at=\$(date +%s%3N)
curl -sf "$METRICS" | grep -E '^ringgames_[a-z_]*(tournament|arena|swiss)' >"$WORK/metrics-\$1.txt" || true
echo "at_ms=\$at \$ticks load1=\$(cut -d' ' -f1 /proc/loadavg)"
EOF
chmod +x "$WORK/window.sh"

# --- Measurement ----------------------------------------------------------------------------------
measurement_begins
echo "$SYSTEM: $PLAYERS bots, $( [ "$SYSTEM" = swiss ] && echo "$ROUNDS rounds" || echo "$MINUTES min"), resign at ply $MOVES_PER_GAME, $WORKERS answering threads ..." >&2
# The baseline: one ping a second while the arena runs (it starts once the players are made); the
# loop ends with the window, or with this script.
( while kill -0 $$ 2>/dev/null && ! grep -qs '^WINDOW start' "$WORK/arena.out"; do sleep 0.5; done
  while kill -0 $$ 2>/dev/null && ! grep -qs '^WINDOW end' "$WORK/arena.out"; do
    curl -s -o /dev/null -w '%{time_total}\n' "$BASE/api/v1/ping" | awk '{ printf "%.3f\n", $1 * 1000 }' >>"$WORK/ping.txt"
    sleep 1
  done ) &
PINGER=$!
run_child "$WORK/arena.out" java -Dwindow.hook="$WORK/window.sh" -cp "$SUPPORT_CP" "$ROOT/bench/tournaments/TournamentLoad.java" \
  "$BASE" "$KEY" "$WORK" "$SYSTEM" "$PLAYERS" "$LENGTH" "$MOVES_PER_GAME" "$WORKERS" "$SEED"
kill "$PINGER" 2>/dev/null || true
RESULT=$(sed -n 's/^RESULT //p' "$WORK/arena.out")
[ -n "$RESULT" ] || { cat "$WORK/arena.out" >&2; die "no RESULT line from TournamentLoad"; }
grep -e '^error ' "$WORK/arena.out" | sed 's/^/  arena: /' >&2 || true
UPTIME_AFTER=$(uptime)
echo "uptime after: $UPTIME_AFTER" >&2
w0=$(sed -n 's/^WINDOW start //p' "$WORK/arena.out")
w1=$(sed -n 's/^WINDOW end //p' "$WORK/arena.out")
touch "$WORK/ping.txt"

# --- Summary --------------------------------------------------------------------------------------
echo
echo "arena-load: $START_UTC, $(nproc) cores (shared with other work), $(grep -m1 'model name' /proc/cpuinfo | sed 's/.*: //'), $(java -version 2>&1 | head -1), $("$PGBIN/postgres" --version)"
echo "commit $(git rev-parse --short HEAD 2>/dev/null || echo '?'), jar $JAR"
echo "uptime before: $UPTIME_BEFORE"
echo "uptime after:  $UPTIME_AFTER"
echo "one instance ($BASE); SYSTEM=$SYSTEM PLAYERS=$PLAYERS MINUTES=$MINUTES ROUNDS=$ROUNDS MOVES_PER_GAME=$MOVES_PER_GAME WORKERS=$WORKERS SEED=$SEED"
echo "$SYSTEM: $RESULT"
echo "window: cores app/postgres/load generator=$(cores_between "$w0" "$w1" app pg client) load1=$(field "$w1" load1)"
echo
printf '%-8s %6s %9s %9s %9s %9s %9s %9s\n' what n p50_ms p90_ms p99_ms max_ms 'p50÷ping' 'p99÷ping'
# (a Swiss bot's gameFinish → next gameStart is mostly its wait for the round's other games: see the rounds)
ping50=$(field "$(percentiles "$WORK/ping.txt" 1)" p50)
for what in ping move pairing first; do
  case $what in
    ping) f=ping.txt ;; move) f=moves.txt ;; pairing) f=pairings.txt ;; first) f=first.txt ;;
  esac
  touch "$WORK/$f"
  p=$(percentiles "$WORK/$f" 1)
  printf '%-8s %6s %9s %9s %9s %9s %9s %9s\n' "$what" "$(field "$p" n)" "$(field "$p" p50)" "$(field "$p" p90)" \
    "$(field "$p" p99)" "$(field "$p" max)" \
    "$(awk -v x="$(field "$p" p50)" -v b="$ping50" 'BEGIN { if (b > 0 && x != "") printf "%.1f", x / b }')" \
    "$(awk -v x="$(field "$p" p99)" -v b="$ping50" 'BEGIN { if (b > 0 && x != "") printf "%.1f", x / b }')"
done
if [ "$SYSTEM" = swiss ] && [ -s "$WORK/rounds.txt" ]; then
  echo
  echo "rounds as the bots saw them (ms from the tournament's start; pairing = the next round's starts less this round's last finish):"
  printf '%-6s %6s %12s %12s %14s %16s %16s\n' round games first_start last_start last_finish 'pairing_first' 'pairing_all'
  awk '{ r[NR] = $1; g[NR] = $2; fs[NR] = $3; ls[NR] = $4; lf[NR] = $5 }
    END { for (i = 1; i <= NR; i++) printf "%-6s %6d %12.0f %12.0f %14.0f %16s %16s\n", r[i], g[i] / 2, fs[i], ls[i], lf[i],
            (i < NR ? sprintf("%.0f", fs[i + 1] - lf[i]) : "-"), (i < NR ? sprintf("%.0f", ls[i + 1] - lf[i]) : "-") }' \
    "$WORK/rounds.txt"
fi
if [ -s "$WORK/metrics-end.txt" ]; then
  echo
  echo "the instance's tournament metrics at the window's end (/q/metrics):"
  cat "$WORK/metrics-end.txt"
fi
if grep -iE 'WARN|ERROR' "$WORK/app.log" | grep -qv 'No portal API keys'; then
  echo "warnings or errors in app.log:"; grep -iE 'WARN|ERROR' "$WORK/app.log" | head -10
fi
[ "$(field "$RESULT" errors)" = 0 ] || die "the arena run counted errors (above)"
[ "$(field "$RESULT" games_finished)" != 0 ] || die "no game of the tournament finished"
echo "every request of the bots was answered; $(field "$RESULT" games_started) game starts seen"
