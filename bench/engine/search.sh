#!/usr/bin/env bash
# Search benchmark of the Gygès engine, single thread: bench/engine/search.sh [maxDepth=6] [hashMB=64] [movetimeMs=200]
# Prints time and nodes to each depth from three positions, nodes/s, and the elapsed time of a
# movetime-limited search (results in docs/benchmarks.md §6).
set -euo pipefail
cd "$(dirname "$0")/../.."
. bench/engine/engine-at.sh
compile_if_stale
exec java -cp target/classes bench/engine/SearchBench.java "$@"
