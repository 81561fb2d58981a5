#!/usr/bin/env bash
# Our Dutch pairing (rules/tournament/swiss, docs/pairing.md) against bbpPairings (issue 39).
#
#   bench/tournaments/swiss-check.sh            # check: N random tournaments, every round compared
#   bench/tournaments/swiss-check.sh bench      # time: one round of a big Swiss, ours beside bbpPairings
#
# check  N (default 300) random tournaments from bbpPairings' generator (--dutch -g; PLAYERS_MIN..
#        PLAYERS_MAX players, default 5..40, ROUNDS_MIN..ROUNDS_MAX rounds, default 3..9; draws,
#        forfeits, retirements and half-point byes at rates drawn per tournament). Before every
#        round, the tournament so far is written with our TRF writer and paired by bbpPairings
#        (-p) and by our DutchPairing (the same TRF read back by our reader); the two are compared
#        exactly (boards, colours, board order, bye) and as sets of pairs. Then each tournament's
#        players play a tournament of their own paired by us throughout (random results), and
#        bbpPairings' checker (-c) reads it: a "remark" is a round it would have paired otherwise.
#        Prints the counts, the first disagreements, and the folder that keeps their TRFs.
# bench  one random tournament of BENCH_PLAYERS (default 1000) players and BENCH_ROUNDS (default 9)
#        rounds from the generator (which pairs it with bbpPairings: minutes for 1,000 players),
#        cut before round BENCH_ROUND (default 5); that round is paired REPEATS (default 3) times by
#        us (in process) and by bbpPairings (a process each, its start included); median and min.
#        The generator plays only the rounds before BENCH_ROUND. BENCH_TRF=file takes that file (a
#        TRF, e.g. a generator's output) instead of generating one.
#
# bbpPairings: the program named by BBP, else bbpPairings.exe on the PATH. Without it the script
# says how to build it and exits 0 (skipped). Needs java and javac (a JDK 17); compiles only the
# swiss package (javac into a temporary folder), not the service. SEED (default 39) makes a run
# repeatable.
set -euo pipefail
cd "$(dirname "$0")/../.."
MODE=${1:-check}

BBP=${BBP:-$(command -v bbpPairings.exe || true)}
if [ -z "$BBP" ] || [ ! -x "$BBP" ]; then
  cat <<'MSG'
swiss-check: skipped, bbpPairings not found (set BBP=/path/to/bbpPairings.exe or put it on the PATH).
To build it (a C++20 compiler and make):
  git clone https://github.com/BieremaBoyzProgramming/bbpPairings   # or: fetch BieremaBoyzProgramming/bbpPairings
  cd bbpPairings && make bbpPairings.exe
then: BBP=$PWD/bbpPairings.exe bench/tournaments/swiss-check.sh
MSG
  exit 0
fi

TMP=$(mktemp -d)
trap 'rm -rf "$TMP"' EXIT
javac -d "$TMP/classes" src/main/java/org/ringgames/rules/tournament/swiss/*.java
SEED=${SEED:-39}
case "$MODE" in
  check)
    java -cp "$TMP/classes" bench/tournaments/SwissCheck.java check "$BBP" "${N:-300}" "$SEED" \
      "${PLAYERS_MIN:-5}" "${PLAYERS_MAX:-40}" "${ROUNDS_MIN:-3}" "${ROUNDS_MAX:-9}"
    ;;
  bench)
    java -cp "$TMP/classes" bench/tournaments/SwissCheck.java bench "$BBP" "${BENCH_PLAYERS:-1000}" \
      "${BENCH_ROUNDS:-9}" "${BENCH_ROUND:-5}" "${REPEATS:-3}" "$SEED" ${BENCH_TRF:+"$BENCH_TRF"}
    ;;
  *)
    echo "usage: bench/tournaments/swiss-check.sh [check|bench]" >&2
    exit 2
    ;;
esac
