#!/usr/bin/env bash
# Search speed of this working tree beside a base revision, in one run (machines here are shared
# and noisy, so only the ratio of two runs side by side means something):
#
#   bench/engine/search-vs.sh <revision> [rounds=2] [maxDepth=5] [hashMB=64]
#
# Runs bench/engine/SearchBench.java (three positions, single thread, full strength, to maxDepth) on the
# base's classes and on ours, alternately, `rounds` times each, and prints each position's nodes,
# time and nodes/s for both, and ours/base. Equal node counts mean the two search the same tree,
# so the ratio is the speed alone. Results in docs/benchmarks.md §6.
set -euo pipefail
cd "$(dirname "$0")/../.."
rev=${1:?usage: bench/engine/search-vs.sh <revision> [rounds] [maxDepth] [hashMB]}
rounds=${2:-2}
depth=${3:-5}
hash=${4:-64}
. bench/engine/engine-at.sh
compile_if_stale
base=$(engine_classes "$rev")
out=$(mktemp)
trap 'rm -f "$out"' EXIT
for ((i = 1; i <= rounds; i++)); do
  for who in base ours; do
    classes=$([ $who = base ] && echo "$base" || echo "$PWD/target/classes")
    java -cp "$classes" bench/engine/SearchBench.java "$depth" "$hash" 1 \
      | sed -n "s/^\([^ ]* [SN]\): depth \([0-9]*\), \([0-9,]*\) nodes in \([0-9.]*\) s.*/$who $i \1 \2 \3 \4/p" >> "$out"
  done
done
echo "search speed, ours ($(git rev-parse --short HEAD)$( [ -n "$(git status --porcelain src)" ] && echo '+changes')) beside $rev, depth $depth, $rounds rounds"
awk '{ gsub(",", "", $6); key = $3 " " $4; nodes[$1, key] = $6; t[$1, key] += $7; n[$1, key]++; keys[key] = 1 }
     END { for (k in keys) {
             b = nodes["base", k] / (t["base", k] / n["base", k]); o = nodes["ours", k] / (t["ours", k] / n["ours", k]);
             printf "%-44s nodes base %d ours %d%s  nodes/s base %.0f ours %.0f  ours/base %.2f\n", k, nodes["base", k],
               nodes["ours", k], nodes["base", k] == nodes["ours", k] ? " (same tree)" : " (other trees)", b, o, o / b } }' "$out"
