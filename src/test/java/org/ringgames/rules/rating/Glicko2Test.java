package org.ringgames.rules.rating;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.within;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.rating.Glicko2.Rating;
import org.ringgames.rules.rating.Glicko2.Result;

class Glicko2Test {

    private final Glicko2 system = new Glicko2(0.5);

    @Test
    void thePapersWorkedExampleComesOutAsThePaperPrintsIt() {
        // Glickman 2012, "Example of the Glicko-2 system": a 1500/200/0.06 player beats a 1400/30,
        // loses to a 1550/100 and to a 1700/300, with τ = 0.5.
        Rating after = system.update(new Rating(1500, 200, 0.06), List.of(
                new Result(new Rating(1400, 30, 0.06), 1),
                new Result(new Rating(1550, 100, 0.06), 0),
                new Result(new Rating(1700, 300, 0.06), 0)));
        assertThat(after.rating()).isCloseTo(1464.06, within(0.01));
        assertThat(after.deviation()).isCloseTo(151.52, within(0.01));
        assertThat(after.volatility()).isCloseTo(0.05999, within(0.00001));
    }

    @Test
    void thePapersIntermediateQuantitiesAreItsOwn() {
        // The paper's step 3 and 4 figures for the same example: g of the three opponents and E.
        assertThat(Glicko2.g(30 / Glicko2.SCALE)).isCloseTo(0.9955, within(0.0001));
        assertThat(Glicko2.g(100 / Glicko2.SCALE)).isCloseTo(0.9531, within(0.0001));
        assertThat(Glicko2.g(300 / Glicko2.SCALE)).isCloseTo(0.7242, within(0.0001));
        assertThat(Glicko2.expected(0, -0.5756, Glicko2.g(30 / Glicko2.SCALE))).isCloseTo(0.639, within(0.001));
    }

    @Test
    void aPeriodWithoutGamesOnlyWidensTheDeviationAsStepSixAlone() {
        Rating before = new Rating(1500, 200, 0.06);
        Rating after = system.update(before, List.of());
        assertThat(after.rating()).isEqualTo(1500);
        assertThat(after.volatility()).isEqualTo(0.06);
        double phi = 200 / Glicko2.SCALE;
        assertThat(after.deviation()).isCloseTo(Math.sqrt(phi * phi + 0.06 * 0.06) * Glicko2.SCALE, within(1e-9));
        assertThat(after.deviation()).isGreaterThan(200);
    }

    @Test
    void idleTimeWidensTheDeviationButNeverPastANewPlayers() {
        Rating settled = new Rating(1700, 60, 0.06);
        assertThat(system.idle(settled, 0)).isEqualTo(settled);
        assertThat(system.idle(settled, 10).deviation()).isGreaterThan(system.idle(settled, 1).deviation());
        assertThat(system.idle(settled, 1_000_000).deviation()).isEqualTo(350);
        assertThatThrownBy(() -> system.idle(settled, -1)).isInstanceOf(IllegalArgumentException.class);
    }

    @Test
    void aWinRaisesALossLowersAndADrawBetweenEqualsMovesNothingButTheDeviation() {
        Rating player = new Rating(1500, 120, 0.06);
        Rating opponent = new Rating(1500, 120, 0.06);
        assertThat(system.update(player, List.of(new Result(opponent, 1))).rating()).isGreaterThan(1500);
        assertThat(system.update(player, List.of(new Result(opponent, 0))).rating()).isLessThan(1500);
        Rating drawn = system.update(player, List.of(new Result(opponent, 0.5)));
        assertThat(drawn.rating()).isCloseTo(1500, within(1e-9));
        assertThat(drawn.deviation()).isLessThan(120);
        // Equal players: the winner gains what the loser loses.
        double gained = system.update(player, List.of(new Result(opponent, 1))).rating() - 1500;
        double lost = 1500 - system.update(opponent, List.of(new Result(player, 0))).rating();
        assertThat(gained).isCloseTo(lost, within(1e-9));
    }

    @Test
    void anUpsetRaisesTheVolatilityAndStaysFinite() {
        Rating favourite = new Rating(2200, 50, 0.06);
        Rating after = system.update(favourite, List.of(new Result(new Rating(1000, 50, 0.06), 0)));
        assertThat(after.volatility()).isGreaterThan(0.06);
        assertThat(Double.isFinite(after.rating())).isTrue();
        assertThat(after.rating()).isLessThan(2200);
    }

    @Test
    void aRatingIsProvisionalWhileItsDeviationIsAbove110() {
        assertThat(Glicko2.NEW_PLAYER.provisional()).isTrue();
        assertThat(new Rating(1500, 110, 0.06).provisional()).isFalse();
        assertThat(new Rating(1500, 110.01, 0.06).provisional()).isTrue();
    }

    @Test
    void nonsenseIsRefused() {
        assertThatThrownBy(() -> new Glicko2(0)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Glicko2(Double.NaN)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Rating(1500, 0, 0.06)).isInstanceOf(IllegalArgumentException.class);
        assertThatThrownBy(() -> new Result(Glicko2.NEW_PLAYER, 0.7)).isInstanceOf(IllegalArgumentException.class);
    }
}
