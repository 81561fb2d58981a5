#!/usr/bin/env bash
# Builds the public Beck-Bjella Gygès engine (github.com/Beck-Bjella/Gyges, HEAD 4800d41) in a
# scratch folder, outside this repository, for bench/engine/match.sh beck-bjella, and checks it:
#
#   bench/engine/beck-bjella.sh [MIRROR] [DEST]
#     MIRROR  a git copy of that repository (default /work/.mirror/Beck-Bjella+Gyges/repo, where
#             the team's fetch tool puts it; `git clone https://github.com/Beck-Bjella/Gyges` elsewhere)
#     DEST    the work tree to build in (default /work/scratch/gyges-bb/src)
#
# Needs cargo (Rust 1.81 or later), python3, and Debian's librust-rand-dev (the build is offline:
# crates come from /usr/share/cargo/registry). Nothing of the engine is copied here; this folder
# holds only our own build tools (bench/engine/beck-bjella/):
#   - the snapshot the team can fetch lacks the generated table gyges/src/moves/movegen_consts.rs
#     (2 MB), so gen_movegen_consts.py rebuilds it from the repository's older version of the same
#     tables (16e52c1), checked path by path against the rules and against the later SoA copy;
#   - build-offline.patch points cargo at Debian's crates and drops the benchmark dependency;
#   - engine-sort.patch: its move-ordering comparator is not a total order, which makes Rust's
#     sort (1.81 and later) panic on the first search; a stable merge sort that tolerates it;
#   - perft.rs (an example against its library), run_perft.py and run_legal.py compare its move
#     generation with our perft and legal-move vectors: every EDGE perft figure must agree.
# Its rules differ from ours in one way, found by run_legal.py: it never moves the next row when
# the nearest is blocked (blockedRow NEXT_ROW); bench/engine/Match.java scores that a draw and reports it.
set -euo pipefail
HERE=$(cd "$(dirname "$0")" && pwd)
ROOT=$(cd "$HERE/../.." && pwd)
MIRROR=${1:-/work/.mirror/Beck-Bjella+Gyges/repo}
DEST=${2:-/work/scratch/gyges-bb/src}
CARGO=${CARGO:-$(command -v cargo || echo /root/.cargo/bin/cargo)}
case "$DEST" in "$ROOT"/*) echo "beck-bjella: build outside this repository, not in $DEST" >&2; exit 2 ;; esac
[ -d "$MIRROR" ] || { echo "beck-bjella: no repository at $MIRROR" >&2; exit 2; }
[ -d /usr/share/cargo/registry/rand-0.8.5 ] || { echo "beck-bjella: apt-get install -y librust-rand-dev" >&2; exit 2; }

# 1. A work tree of HEAD without the files the snapshot lacks (the table, and the network weights:
#    the matches use its classical evaluation).
mkdir -p "$(dirname "$DEST")"
[ -d "$DEST/.git" ] || git clone -q --no-checkout "$MIRROR" "$DEST"
cd "$DEST"
git checkout -q -f 4800d41 -- $(git ls-tree -r --name-only 4800d41 \
  | grep -v -x -e gyges/src/moves/movegen_consts.rs -e 'weights/.*')
git reset -q
# 2. Offline build, and the sort that does not panic.
for patch in build-offline engine-sort; do
  if git apply --check "$HERE/beck-bjella/$patch.patch" 2>/dev/null; then
    git apply "$HERE/beck-bjella/$patch.patch"
  fi
done
# Its pext-keyed tables need BMI2 (x86-64-v3, as its .cargo/config.toml asks).
grep -qw bmi2 /proc/cpuinfo || { echo "beck-bjella: this CPU has no BMI2, which the engine needs" >&2; exit 2; }
# 3. The table, rebuilt and checked.
tmp=$(mktemp -d)
trap 'rm -rf "$tmp"' EXIT
git show 16e52c1:gyges/src/moves/movegen_consts.rs > "$tmp/old_consts.rs"
git cat-file blob 8722cbb7c359d55884d38e8f7d4f650be5a5bfa1 > "$tmp/soa_consts.rs"
python3 "$HERE/beck-bjella/gen_movegen_consts.py" "$tmp/old_consts.rs" gyges/src/moves/movegen_consts.rs \
  --soa "$tmp/soa_consts.rs"
mkdir -p gyges/examples && cp "$HERE/beck-bjella/perft.rs" gyges/examples/perft.rs
# 4. Build (about 40 s on two cores).
"$CARGO" build --release --offline
"$CARGO" build --release --offline --example perft
# 5. Its move generation against our vectors.
python3 "$HERE/beck-bjella/run_perft.py" target/release/examples/perft "$ROOT/src/test/resources/perft/gyges.perft"
python3 "$HERE/beck-bjella/run_legal.py" target/release/examples/perft "$ROOT/src/test/resources/vectors/gyges/legal-moves.jsonl"
echo "built: $DEST/target/release/gyges_engine (bench/engine/match.sh beck-bjella; BECK_BJELLA=… if elsewhere)"
