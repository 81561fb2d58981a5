# shellcheck shell=bash
# Sourced by bench/match.sh and bench/search-vs.sh: engine_classes REV compiles the rules and engine
# of that git revision (they use no framework) with javac alone into target/match/<sha>/classes,
# once, and prints that folder. Run from the repository root.
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
