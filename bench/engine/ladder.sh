#!/usr/bin/env bash
# Self-play ladder of the engine levels: bench/engine/ladder.sh [games=100] [nodes=100000] [maxPlies=150] [seed=1] [threads=1] [from=2] [to=8]
# Level n plays level n-1 for n=2..8; prints score, Elo and its 95% interval per pair
# (results in docs/benchmarks.md §6).
set -euo pipefail
cd "$(dirname "$0")/../.."
. bench/engine/engine-at.sh
compile_if_stale
support=$(bench/support/classes.sh) # Elo
exec java -cp "target/classes:$support" bench/engine/Ladder.java "$@"
