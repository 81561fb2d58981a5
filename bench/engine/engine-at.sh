# shellcheck shell=bash
# Sourced by the engine benches (match.sh, search-vs.sh, search.sh, ladder.sh, score-parity.sh),
# run from the repository root:
#   compile_if_stale  compiles the working tree (Maven, offline) when target/classes has no engine
#                     or a rules source is newer than it;
#   engine_classes REV compiles the rules and engine of that git revision (they use no framework)
#                     with javac alone into target/match/<sha>/classes, once, and prints that folder.
compile_if_stale() {
  local engine=target/classes/org/ringgames/rules/gyges/search/Search.class
  if [ ! -f "$engine" ] || [ -n "$(find src/main/java/org/ringgames/rules -newer "$engine" -name '*.java' | head -1)" ]; then
    ./mvnw -o -B -q -DskipTests compile >&2
  fi
}

engine_classes() {
  local sha dir
  sha=$(git rev-parse --short "$1^{commit}")
  dir=target/match/$sha
  if [ ! -f "$dir/classes/org/ringgames/rules/gyges/search/Search.class" ]; then
    rm -rf "$dir" && mkdir -p "$dir/src"
    git archive "$sha" src/main/java/org/ringgames/rules | tar -x -C "$dir/src"
    javac --release 17 -nowarn -d "$dir/classes" $(find "$dir/src" -name '*.java') >&2
  fi
  echo "$PWD/$dir/classes"
}
