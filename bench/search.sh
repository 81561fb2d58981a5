#!/usr/bin/env bash
# Search benchmark of the Gygès engine, single thread: bench/search.sh [maxDepth=6] [hashMB=64] [movetimeMs=200]
# Prints time and nodes to each depth from three positions, nodes/s, and the elapsed time of a
# movetime-limited search (results in docs/benchmarks.md §6).
set -euo pipefail
cd "$(dirname "$0")/.."
if [ ! -f target/classes/org/ringgames/rules/gyges/search/Search.class ] \
   || [ -n "$(find src/main/java/org/ringgames/rules -newer target/classes/org/ringgames/rules/gyges/search/Search.class -name '*.java' | head -1)" ]; then
  ./mvnw -o -B -q -DskipTests compile >&2
fi
exec java -cp target/classes bench/SearchBench.java "$@"
