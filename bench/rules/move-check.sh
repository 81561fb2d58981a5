#!/usr/bin/env bash
# What checking one compact move costs (bench/rules/MoveCheck.java), for one or more builds side by side:
#
#   bench/rules/move-check.sh [path/to/quarkus-run.jar ...]
#
# Each argument is a packaged application (its app/*.jar holds the rules); without one it uses
# target/classes, compiling when missing. With several, it runs them in turn, ROUNDS times over
# (default 3), so that a baseline runs beside the change on this shared machine, and prints each
# run's RESULT line with its jar. The rules are plain Java: no database, no framework.
set -euo pipefail
cd "$(dirname "$0")/../.."
ROUNDS=${ROUNDS:-3}
classpaths=()
if [ $# -eq 0 ]; then
  [ -f target/classes/org/ringgames/rules/gyges/MoveChecker.class ] || ./mvnw -B -q -DskipTests compile >&2
  classpaths=(target/classes)
else
  for jar in "$@"; do
    app=$(ls "$(dirname "$jar")"/app/*.jar 2>/dev/null | head -1)
    [ -n "$app" ] || { echo "move-check: no app/*.jar beside $jar" >&2; exit 1; }
    classpaths+=("$app")
  done
fi
for round in $(seq "$ROUNDS"); do
  for cp in "${classpaths[@]}"; do
    printf 'round %s %s: ' "$round" "$cp"
    java -cp "$cp" bench/rules/MoveCheck.java | tail -1
  done
done
