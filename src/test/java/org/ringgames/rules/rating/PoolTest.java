package org.ringgames.rules.rating;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Duration;
import java.time.Instant;
import org.junit.jupiter.api.Test;

class PoolTest {

    private static final long S = 1_000_000L;

    @Test
    void theClocksEstimatedDurationSortsItAsLichessDoesAtEachBoundary() {
        assertThat(Speed.fischer(179 * S, 0)).isEqualTo(Speed.BULLET);
        assertThat(Speed.fischer(180 * S, 0)).isEqualTo(Speed.BLITZ);
        // 60 s + 40 × 3 s = 180 s: blitz; 2 s increments, 179 s... 60 + 80 = 140 s: bullet.
        assertThat(Speed.fischer(60 * S, 3 * S)).isEqualTo(Speed.BLITZ);
        assertThat(Speed.fischer(60 * S, 2 * S)).isEqualTo(Speed.BULLET);
        assertThat(Speed.fischer(479 * S, 0)).isEqualTo(Speed.BLITZ);
        assertThat(Speed.fischer(480 * S, 0)).isEqualTo(Speed.RAPID);
        assertThat(Speed.fischer(300 * S, 5 * S)).isEqualTo(Speed.RAPID);
        assertThat(Speed.fischer(1499 * S, 0)).isEqualTo(Speed.RAPID);
        assertThat(Speed.fischer(1500 * S, 0)).isEqualTo(Speed.CLASSICAL);
        assertThat(Speed.fischer(900 * S, 15 * S)).isEqualTo(Speed.CLASSICAL);
    }

    @Test
    void aPoolIsNamedByItsGameAndSpeedAndReadBackOnlyFromThatName() {
        Pool pool = new Pool("gyges", Speed.BLITZ);
        assertThat(pool.name()).isEqualTo("gyges-blitz");
        assertThat(Pool.parse("xequeo-correspondence")).contains(new Pool("xequeo", Speed.CORRESPONDENCE));
        assertThat(Pool.parse("gyges-blitz")).contains(pool);
        assertThat(Pool.parse("gyges-Blitz")).isEmpty();
        assertThat(Pool.parse("gyges-blitz-x")).isEmpty();
        assertThat(Pool.parse("-blitz")).isEmpty();
        assertThat(Pool.parse("gyges")).isEmpty();
        assertThat(Pool.parse("gyges-hyper")).isEmpty();
        assertThat(Pool.parse("gy ges-blitz")).isEmpty();
    }

    @Test
    void aRatingRangeIsReadStrictly() {
        assertThat(RatingRange.parse("1400-1800")).isEqualTo(org.ringgames.rules.Parsed.ok(new RatingRange(1400, 1800)));
        assertThat(RatingRange.parse("0-4000")).isInstanceOf(org.ringgames.rules.Parsed.Ok.class);
        for (String bad : new String[] {"", "1400", "1400-", "-1800", "1800-1400", "1400 - 1800", "+1400-1800",
                "1400-18000", "1400-4001", "14a0-1800", "1400-1800-2000", "1400–1800"}) {
            assertThat(RatingRange.parse(bad)).as(bad).isInstanceOf(org.ringgames.rules.Parsed.Failed.class);
        }
        RatingRange range = new RatingRange(1400, 1800);
        assertThat(range.accepts(1399.6)).isTrue();
        assertThat(range.accepts(1399.4)).isFalse();
        assertThat(range.accepts(1800.4)).isTrue();
        assertThat(range.accepts(1800.5)).isFalse();
    }

    @Test
    void idleTimeWidensTheDeviationByPeriodsOfFiveDaysAndNeverPastANewPlayers() {
        Glicko2 glicko = new Glicko2(0.5);
        Glicko2.Rating settled = new Glicko2.Rating(1700, 60, 0.06);
        Instant last = Instant.parse("2026-01-01T00:00:00Z");
        assertThat(RatingPeriods.idle(last, last.plus(Duration.ofDays(10)))).isEqualTo(2.0);
        assertThat(RatingPeriods.idle(null, last)).isZero();
        assertThat(RatingPeriods.idle(last, last.minusSeconds(1))).isZero();
        double phi = 60 / Glicko2.SCALE;
        double expected = Math.sqrt(phi * phi + 2 * 0.06 * 0.06) * Glicko2.SCALE;
        assertThat(RatingPeriods.now(glicko, settled, last, last.plus(Duration.ofDays(10))).deviation())
                .isCloseTo(expected, org.assertj.core.api.Assertions.within(1e-9));
        assertThat(RatingPeriods.now(glicko, settled, last, last.plus(Duration.ofDays(100_000))).deviation())
                .isEqualTo(350.0);
    }

    @Test
    void aNewPlayerMovesFarOnOneGameAndASettledOneLittle() {
        // The paper's limits: with RD 350 one result moves the rating by hundreds of points; with a
        // small RD, by a few; and the winner's gain against an equal new player is the loser's loss.
        Glicko2 glicko = new Glicko2(0.5);
        Glicko2.Rating fresh = Glicko2.NEW_PLAYER;
        Glicko2.Rating winner = RatingPeriods.afterGame(glicko, fresh, fresh, 1);
        Glicko2.Rating loser = RatingPeriods.afterGame(glicko, fresh, fresh, 0);
        assertThat(winner.rating()).isCloseTo(1662.31, org.assertj.core.api.Assertions.within(0.01));
        assertThat(loser.rating()).isCloseTo(1337.69, org.assertj.core.api.Assertions.within(0.01));
        assertThat(winner.deviation()).isCloseTo(290.32, org.assertj.core.api.Assertions.within(0.01));
        Glicko2.Rating settled = new Glicko2.Rating(1500, 40, 0.06);
        double moved = RatingPeriods.afterGame(glicko, settled, settled, 1).rating() - 1500;
        assertThat(moved).isBetween(1.0, 10.0);
    }

    @Test
    void theComputersLevelsHaveFixedRatingsRisingWithTheLevel() {
        for (String game : new String[] {"gyges", "xequeo"}) {
            double previous = 0;
            for (int level = 1; level <= 8; level++) {
                double rating = ComputerRatings.of(game, level).orElseThrow().rating();
                assertThat(rating).as(game + " level " + level).isGreaterThan(previous);
                previous = rating;
            }
            assertThat(ComputerRatings.of(game, 0)).isEmpty();
            assertThat(ComputerRatings.of(game, 9)).isEmpty();
        }
        assertThat(ComputerRatings.of("chess", 1)).isEmpty();
    }
}
