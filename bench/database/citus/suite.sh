#!/usr/bin/env bash
# Runs the game lifecycle tests against a Citus cluster on loopback (bench/database/citus/cluster.sh): the
# same @QuarkusTest classes `./mvnw verify` runs on an embedded PostgreSQL, here pointed at the
# coordinator (RINGGAMES_TEST_DB_URL), which V11__citus.sql distributes on the first start. Then
# it reports what Citus routed (citus_stat_statements) and every ERROR in the nodes' logs.
#
#   bench/database/citus/suite.sh [dir]        # TESTS='GamePlayTest,...' to choose the classes
#
# Needs Citus installed (bench/database/citus/build.sh). Takes about 10 minutes on 2 cores.
set -euo pipefail
cd "$(dirname "$0")/../../.."
dir=${1:-${CITUS_DIR:-/tmp/ringgames-citus}}
port=${CITUS_PORT:-57630}
tests=${TESTS:-GamePlayTest,GameSetupTest,GameEndingsTest,GameConcurrencyTest,LateMoveTest,GameErrorsTest,GameListTest,ClockTest,ComputerSeatTest,GameEventsTest,MoveCompareAndSetTest,MoveRowsTest,GeneratedClientGameTest,XeQueoMatchTest,XeQueoGameEventsTest,XeQueoSecrecyTest,XeQueoComputerSecrecyTest,PortalEventsTest,WebhooksTest,BulkPairingTest,GameListFiltersTest,PortalIsolationTest,StartClocksAtTest,PlayersTest,RacesTest,ChallengesTest,PortalPlayersTest,XeQueoPlayersSecrecyTest}
bench/database/citus/cluster.sh start "$dir" >/dev/null
bench/database/citus/cluster.sh reset "$dir"
for node in coordinator worker1 worker2; do : > "$dir/$node.log"; done
export RINGGAMES_TEST_DB_URL="jdbc:postgresql://127.0.0.1:$port/ringgames"
export RINGGAMES_TEST_DB_USER=ringgames RINGGAMES_TEST_DB_PASSWORD=ringgames
status=0
./mvnw -B test -Dtest="$tests" -Dsurefire.failIfNoSpecifiedTests=false || status=$?
echo "== statements Citus ran (citus_stat_statements): executor, routed to one shard or not, calls"
bench/database/citus/cluster.sh psql "$dir" -c "SELECT executor, partition_key IS NOT NULL AS routed, count(*) AS statements, sum(calls) AS calls FROM citus_stat_statements GROUP BY 1, 2 ORDER BY 1, 2"
echo "== ERROR lines in the nodes' logs"
grep -h "ERROR" "$dir"/*.log | sed "s/^.*UTC \[[0-9]*\] //" | sort | uniq -c | sort -rn | head -40 || echo "none"
exit $status
