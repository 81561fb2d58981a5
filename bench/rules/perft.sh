#!/usr/bin/env bash
# Perft of the Gygès engine, single thread: bench/rules/perft.sh "<position text>" <depth> [option=value…]
# Options: pathRule=EDGE|SQUARE replace=true|false blockedRow=NEXT_ROW|PASS.
# The last line reads: perft <depth> = <count> in <seconds> s (<rate> M leaves/s)
set -euo pipefail
cd "$(dirname "$0")/../.."
if [ ! -f target/classes/org/ringgames/rules/gyges/MoveGenerator.class ] \
   || [ -n "$(find src/main/java/org/ringgames/rules -newer target/classes/org/ringgames/rules/gyges/MoveGenerator.class -name '*.java' | head -1)" ]; then
  ./mvnw -B -q -DskipTests compile >&2
fi
exec java -cp target/classes bench/rules/Perft.java "$@"
