#!/usr/bin/env bash
# The Java classes the benchmark programs share (bench/support/*.java: Api, Args, Cpu, ErrorTally, Elo,
# LineStream, LineSubscriber, Percentiles, Timing, WindowHook, and the JfrLayers tool), compiled into
# target/bench-support (or $BENCH_SUPPORT_CLASSES) when that is missing or older than a source;
# prints that folder. A single-file program finds them on its class path:
#
#   java -cp "target/classes:$(bench/support/classes.sh)" bench/http/MoveLoad.java http://localhost:8080
#
# Needs javac (it comes with the JDK). Compiled into a fresh folder and moved into place, so that
# two runs at once never see a half-written one.
set -euo pipefail
here=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
out=${BENCH_SUPPORT_CLASSES:-$here/../../target/bench-support}
mkdir -p "$(dirname "$out")"
out=$(cd "$(dirname "$out")" && pwd)/$(basename "$out")
if [ ! -f "$out/.built" ] || [ -n "$(find "$here" -name '*.java' -newer "$out/.built" | head -1)" ]; then
  command -v javac >/dev/null || { echo "bench/support/classes.sh: javac not found (it comes with the JDK)" >&2; exit 1; }
  tmp=$(mktemp -d "$out.XXXXXX")
  javac -nowarn -d "$tmp" "$here"/*.java >&2 || { rm -rf "$tmp"; echo "bench/support/classes.sh: compiling bench/support failed" >&2; exit 1; }
  touch "$tmp/.built"
  rm -rf "$out"
  mv -T "$tmp" "$out" 2>/dev/null || rm -rf "$tmp" # another run may have moved its own copy in first
fi
echo "$out"
