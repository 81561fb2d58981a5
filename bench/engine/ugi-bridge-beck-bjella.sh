#!/usr/bin/env bash
# The public Beck-Bjella Gygès engine (github.com/Beck-Bjella/Gyges) playing on a running service
# as a bot, through the UGI bridge (examples/ugi-bot, docs/bots.md):
#
#   bench/engine/ugi-bridge-beck-bjella.sh [games=2 level=3 movetime=500 base=http://localhost:8080 vs=engine]
#     games     how many games the bridge plays before it stops
#     level     the service engine's level it seeks (vs=engine)
#     movetime  the engine's think time a move, in ms (the games are untimed)
#     vs=ours   instead of the service's engine, a second bridge with our engine (bench/engine/OurUgi.java,
#               level 8, this working tree's classes) seeks the same terms, and the two play
#
# Needs the service running (./mvnw quarkus:dev, or the packaged one) in open mode, or
# RINGGAMES_API_KEY set to a portal's key. The engine is built apart, in a scratch folder, by
# bench/engine/beck-bjella.sh; without that build this script says how to make it and exits 0 (skipped).
# Its rules differ from ours in one way (it never moves the next row when the nearest is blocked,
# blockedRow NEXT_ROW): where it answers `bestmove null` with a move legal for us, the bridge logs
# a warning, plays a legal move of ours and counts an engine fault.
set -euo pipefail
cd "$(dirname "$0")/../.."
engine=${BECK_BJELLA:-/work/scratch/gyges-bb/src/target/release/gyges_engine}
games=2 level=3 movetime=500 base=http://localhost:8080 vs=engine
for arg in "$@"; do
  case "$arg" in
    games=*|level=*|movetime=*|base=*|vs=*) declare "$arg" ;;
    *) sed -n '2,18p' "$0" >&2; exit 2 ;;
  esac
done
if [ ! -x "$engine" ]; then
  echo "ugi-bridge-beck-bjella: skipped: no Beck-Bjella engine at $engine."
  echo "  Build it with bench/engine/beck-bjella.sh (cargo, librust-rand-dev, a git copy of the repository),"
  echo "  or set BECK_BJELLA to its gyges_engine binary."
  exit 0
fi
if ! curl -sf "$base/api/v1/ping" >/dev/null; then
  echo "ugi-bridge-beck-bjella: no service at $base (start it: ./mvnw quarkus:dev)" >&2
  exit 2
fi
work=$(mktemp -d)
trap 'kill $(jobs -p) 2>/dev/null || true; rm -rf "$work"' EXIT
key=() api_key=null
if [ -n "${RINGGAMES_API_KEY:-}" ]; then
  key=(-H "X-Api-Key: $RINGGAMES_API_KEY")
  api_key="\"$RINGGAMES_API_KEY\""
fi

player() { # a new player's token
  curl -sf "$base/api/v1/players" "${key[@]}" -H 'Content-Type: application/json' -d "{\"name\": \"$1\"}" \
    | python3 -c 'import json, sys; print(json.load(sys.stdin)["token"])'
}

if [ "$vs" = engine ]; then
  seek="{\"game\": \"gyges\", \"opponent\": {\"engine\": {\"level\": $level}}}"
else
  seek='{"game": "gyges", "expiresInSeconds": 600}'
fi

config() { # name token command dir init options
  cat > "$work/$1.json" <<EOF
// written by bench/engine/ugi-bridge-beck-bjella.sh
{
  "service": {"url": "$base", "token": "$2", "apiKey": $api_key},
  "engine": {"command": $3, "dir": "$4", "init": $5, "options": $6, "setup": "engine"},
  "time": {"movetimeMs": $movetime},
  "matchmaking": {"seeks": [$seek], "intervalSeconds": 2},
  "draws": {"answer": "decline"},
  "games": {"concurrency": 1, "max": $games},
  "records": {"dir": "$work/$1-records"}
}
EOF
}

config beck "$(player beck-bjella)" "\"$engine\"" "$(dirname "$engine")" \
  '["setoption nn false", "setoption threads 1"]' '{}'
if [ "$vs" != engine ]; then
  . bench/engine/engine-at.sh
  compile_if_stale
  config ours "$(player ringgames-ugi)" \
    "[\"java\", \"-XX:+UseSerialGC\", \"-cp\", \"$PWD/target/classes\", \"$PWD/bench/engine/OurUgi.java\"]" "$PWD" \
    '[]' '{"level": 8}'
  python3 examples/ugi-bot/ugi_bot.py "$work/ours.json" > "$work/ours.log" 2>&1 &
fi
python3 examples/ugi-bot/ugi_bot.py "$work/beck.json" 2>&1 | grep -v ' DEBUG '
wait
echo "records:"
for record in "$work"/beck-records/*.txt; do
  echo "--- $record"
  cat "$record"
done
