#!/usr/bin/env bash
# Score per depth of the Gygès engine (odd-even swing): bench/engine/score-parity.sh [maxDepth=4] [playouts=12] [seed=1]
# Prints the score at each depth of several positions and how much it changes from one depth to
# the next and to the one two deeper (results in docs/benchmarks.md §6).
set -euo pipefail
cd "$(dirname "$0")/../.."
. bench/engine/engine-at.sh
compile_if_stale
exec java -cp target/classes bench/engine/ScoreParity.java "$@"
