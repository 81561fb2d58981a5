#!/usr/bin/env bash
# Xe Queo engine ladder, single thread: bench/engine/xequeo-ladder.sh [matches per pair] [players] [seed]
# Players: levels 1-8, 0 (a random legal mover), or a level and x for that level reading each round
# on its own (8x: level 8 as it was before it learned across rounds), comma-separated; default
# 0,1,2,3,4,5,6,7,8, 100 matches per pair, seed 0. Deterministic: the same arguments give the same table.
# Prints a Markdown cross table of match wins; results and the heuristic are in docs/engine-xequeo.md.
set -euo pipefail
cd "$(dirname "$0")/../.."
engine=target/classes/org/ringgames/rules/xequeo/engine/XeQueoEngine.class
if [ ! -f "$engine" ] \
   || [ -n "$(find src/main/java/org/ringgames/rules -newer "$engine" -name '*.java' | head -1)" ]; then
  ./mvnw -B -q -DskipTests compile >&2
fi
support=$(bench/support/classes.sh) # Elo
exec java -cp "target/classes:$support" bench/engine/XeQueoLadder.java "$@"
