#!/usr/bin/env bash
# A match of our engine (this working tree, level 8) against another program, judged by our rules
# (bench/engine/Match.java; results in docs/benchmarks.md, "Matches"):
#
#   bench/engine/match.sh beck-bjella [games=48 movetime=100 seed=1 …]
#       against the public Beck-Bjella engine (classical evaluation, one thread), at
#       $BECK_BJELLA (default /work/scratch/gyges-bb/src/target/release/gyges_engine); how to build
#       it in a scratch folder: bench/engine/beck-bjella.sh
#   bench/engine/match.sh base=<git revision> [games=400 movetime=20 elo0=0 elo1=10 sprt=stop …]
#       against our own engine at that revision: how every engine change is accepted
#       (its rules and engine, which use no framework, are compiled with javac alone)
#
# Every other name=value goes to bench/engine/Match.java (its comment lists them). Run it on a quiet
# machine: both programs get the same time a move, and the harness prints what each one took.
# OURS_CLASSES=<dir> plays the classes in that folder as ours instead of target/classes (a
# candidate compiled apart with javac, so that two candidates can be tried at once).
set -euo pipefail
cd "$(dirname "$0")/../.."
. bench/engine/engine-at.sh
[ -n "${OURS_CLASSES:-}" ] || compile_if_stale
support=$(bench/support/classes.sh) # Elo
ours="java -XX:+UseSerialGC -cp ${OURS_CLASSES:-$PWD/target/classes} $PWD/bench/engine/OurUgi.java"
case "${1:-}" in
  beck-bjella)
    shift
    engine=${BECK_BJELLA:-/work/scratch/gyges-bb/src/target/release/gyges_engine}
    if [ ! -x "$engine" ]; then
      echo "match: no Beck-Bjella engine at $engine (set BECK_BJELLA, or build it: bench/engine/beck-bjella.sh)" >&2
      exit 2
    fi
    exec java -cp "target/classes:$support" bench/engine/Match.java a="$ours" name-a=ours \
      b="$engine" b-dir="$(dirname "$engine")" b-init="setoption nn false;setoption threads 1" name-b=beck "$@"
    ;;
  base=*)
    rev=${1#base=}
    shift
    classes=$(engine_classes "$rev")
    exec java -cp "target/classes:$support" bench/engine/Match.java a="$ours" name-a=ours \
      b="java -XX:+UseSerialGC -cp $classes $PWD/bench/engine/OurUgi.java" name-b="$(git rev-parse --short "$rev^{commit}")" "$@"
    ;;
  *)
    sed -n '2,15p' "$0" >&2
    exit 2
    ;;
esac
