package org.ringgames.play.clock;

import static org.assertj.core.api.Assertions.assertThat;
import static org.ringgames.play.core.SeatIndex.FIRST;
import static org.ringgames.play.core.SeatIndex.SECOND;

import java.time.Duration;
import java.time.Instant;
import java.util.EnumSet;
import java.util.Optional;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.store.games.GameEntity.Clock;
import org.ringgames.store.games.GameEntity.TimeControl;

/** The clock arithmetic with fixed instants: nothing here reads the time. */
class GameClockTest {

    private static final long S = 1_000_000L;
    private static final Instant T0 = Instant.parse("2026-12-01T10:00:00Z");
    private static final Duration MICRO = Duration.ofNanos(1000);

    /** 5 minutes + 2 seconds; setup steps 60 s, first moves 30 s. */
    private static final TimeControl BLITZ = new TimeControl(300 * S, 2 * S, null, 60 * S, 30 * S);
    private static final TimeControl CORRESPONDENCE = new TimeControl(null, null, 2 * 86_400 * S, 86_400 * S, 86_400 * S);

    private static Instant at(double seconds) {
        return T0.plus(Duration.ofNanos(Math.round(seconds * 1e9)));
    }

    private static Turn setup(SeatIndex... seats) {
        return new Turn.Setup(seats.length == 0 ? Set.of() : EnumSet.of(seats[0], seats));
    }

    private static Turn toMove(SeatIndex seat) {
        return new Turn.ToMove(seat);
    }

    private static GameClock.Timing move(TimeControl control, GameClock.Timing before, SeatIndex mover, Turn after,
                                         Instant now) {
        return GameClock.afterChange(control, before.clock(), Optional.of(mover), false, after, now).timing();
    }

    private static GameClock.Timing step(TimeControl control, GameClock.Timing before, Turn after, Instant now) {
        return GameClock.afterChange(control, before.clock(), Optional.empty(), true, after, now).timing();
    }

    /** Both seats set up at 5 s and 10 s and made their first moves at 12 s and 15 s: South's time runs. */
    private static GameClock.Timing underWay(TimeControl control) {
        GameClock.Timing t = GameClock.start(control, setup(FIRST), T0);
        t = step(control, t, setup(SECOND), at(5));
        t = step(control, t, toMove(FIRST), at(10));
        t = move(control, t, FIRST, toMove(SECOND), at(12));
        return move(control, t, SECOND, toMove(FIRST), at(15));
    }

    @Test
    void aNewGameWaitsForItsFirstSetupStepWithTheSetupLimit() {
        GameClock.Timing t = GameClock.start(BLITZ, setup(FIRST), T0);
        assertThat(t.deadline()).isEqualTo(at(60));
        assertThat(t.clock().phase()).isEqualTo(GameClock.SETUP);
        assertThat(t.clock().running()).isEqualTo(0);
        assertThat(t.clock().firstUs()).isEqualTo(300 * S);
        assertThat(t.clock().secondUs()).isEqualTo(300 * S);
    }

    @Test
    void eachSetupStepAndEachFirstMoveHasItsOwnLimitAndCostsNoTime() {
        GameClock.Timing t = GameClock.start(BLITZ, setup(FIRST), T0);
        t = step(BLITZ, t, setup(SECOND), at(5));
        assertThat(t.deadline()).isEqualTo(at(65));
        t = step(BLITZ, t, toMove(FIRST), at(10));
        assertThat(t.clock().phase()).isEqualTo(GameClock.FIRST_MOVE);
        assertThat(t.deadline()).isEqualTo(at(40));
        t = move(BLITZ, t, FIRST, toMove(SECOND), at(12));
        assertThat(t.clock().phase()).isEqualTo(GameClock.FIRST_MOVE);
        assertThat(t.deadline()).isEqualTo(at(42));
        assertThat(t.clock().firstUs()).as("a first move costs nothing and earns no increment").isEqualTo(300 * S);
        t = move(BLITZ, t, SECOND, toMove(FIRST), at(15));
        assertThat(t.clock().phase()).isEqualTo(GameClock.MOVE);
        assertThat(t.clock().running()).isEqualTo(0);
        assertThat(t.deadline()).isEqualTo(at(315));
    }

    @Test
    void aMoveIsChargedFromTheChangeThatGaveTheTurnAndTheIncrementAddedAfterIt() {
        GameClock.Timing t = underWay(BLITZ);
        GameClock.Change c = GameClock.afterChange(BLITZ, t.clock(), Optional.of(FIRST), false, toMove(SECOND),
                at(15).plus(Duration.ofMillis(7_250)).plus(MICRO.multipliedBy(3)));
        assertThat(c.spent()).contains(new GameClock.Spent(7_250_003, 300 * S - 7_250_003 + 2 * S));
        assertThat(c.timing().clock().firstUs()).isEqualTo(300 * S - 7_250_003 + 2 * S);
        assertThat(c.timing().clock().running()).isEqualTo(1);
        assertThat(c.timing().deadline()).isEqualTo(at(15).plus(Duration.ofMillis(7_250)).plus(MICRO.multipliedBy(3))
                .plusSeconds(300));
    }

    @Test
    void aMoveOneMicrosecondBeforeTheDeadlineIsPlayedAndLeavesOneMicrosecondAndTheIncrement() {
        GameClock.Timing t = underWay(BLITZ);
        Instant justInTime = t.deadline().minus(MICRO);
        assertThat(GameClock.overdue(t.deadline(), justInTime)).isFalse();
        GameClock.Timing after = move(BLITZ, t, FIRST, toMove(SECOND), justInTime);
        assertThat(after.clock().firstUs()).isEqualTo(1 + 2 * S);
    }

    @Test
    void aMoveAtOrOneMicrosecondAfterTheDeadlineIsTooLateAndLosesOnTime() {
        GameClock.Timing t = underWay(BLITZ);
        assertThat(GameClock.overdue(t.deadline(), t.deadline())).isTrue();
        assertThat(GameClock.overdue(t.deadline(), t.deadline().plus(MICRO))).isTrue();
        GameClock.Ending ending = GameClock.ending(t.clock(), t.deadline());
        assertThat(ending.reason()).isEqualTo("timeout");
        assertThat(ending.winner()).contains(SECOND);
        assertThat(ending.flagged()).contains(FIRST);
        assertThat(ending.clock().firstUs()).isZero();
        assertThat(ending.clock().secondUs()).isEqualTo(300 * S);
        assertThat(ending.clock().running()).isNull();
    }

    @Test
    void aChangeThatIsNotTheRunningSeatsMoveLeavesItsDeadlineAlone() {
        GameClock.Timing t = underWay(BLITZ);
        // North offers a draw at 20 s while South thinks: South's time still runs from 15 s.
        GameClock.Timing after = GameClock.afterChange(BLITZ, t.clock(), Optional.empty(), false, toMove(FIRST), at(20))
                .timing();
        assertThat(after.deadline()).isEqualTo(t.deadline());
        assertThat(after.clock().sinceUs()).isEqualTo(t.clock().sinceUs());
    }

    @Test
    void theRunningSeatsRemainingTimeGoesDownFromAsOf() {
        GameClock.Timing t = underWay(BLITZ);
        assertThat(GameClock.remaining(t.clock(), FIRST, at(25))).isEqualTo(290 * S);
        assertThat(GameClock.remaining(t.clock(), SECOND, at(25))).isEqualTo(300 * S);
        assertThat(GameClock.remaining(t.clock(), FIRST, at(400))).isZero();
    }

    @Test
    void aMissedFirstMoveOrSetupStepAbortsTheGameWithNoWinner() {
        GameClock.Timing setup = GameClock.start(BLITZ, setup(FIRST), T0);
        GameClock.Ending abandoned = GameClock.ending(setup.clock(), setup.deadline());
        assertThat(abandoned.reason()).isEqualTo("aborted");
        assertThat(abandoned.winner()).isEmpty();
        GameClock.Timing t = step(BLITZ, step(BLITZ, setup, setup(SECOND), at(5)), toMove(FIRST), at(10));
        t = move(BLITZ, t, FIRST, toMove(SECOND), at(12));
        GameClock.Ending noFirstMove = GameClock.ending(t.clock(), t.deadline());
        assertThat(noFirstMove.reason()).isEqualTo("aborted");
        assertThat(noFirstMove.flagged()).contains(SECOND);
        assertThat(noFirstMove.winner()).isEmpty();
    }

    @Test
    void correspondenceGivesEveryMoveTheSameTimeAndBanksNothing() {
        GameClock.Timing t = underWay(CORRESPONDENCE);
        assertThat(t.deadline()).isEqualTo(at(15).plus(Duration.ofDays(2)));
        Instant late = at(15).plus(Duration.ofDays(1)).plusSeconds(3600);
        GameClock.Change c = GameClock.afterChange(CORRESPONDENCE, t.clock(), Optional.of(FIRST), false,
                toMove(SECOND), late);
        assertThat(c.timing().clock().firstUs()).isEqualTo(2 * 86_400 * S);
        assertThat(c.timing().deadline()).isEqualTo(late.plus(Duration.ofDays(2)));
        assertThat(c.spent().orElseThrow().spentUs()).isEqualTo((86_400 + 3_600 + 0) * S - 0);
        assertThat(GameClock.ending(c.timing().clock(), c.timing().deadline()).reason()).isEqualTo("timeout");
    }

    @Test
    void xeQueoRoundsStopTheBanksBetweenRoundsAndEachSetupStepHasItsLimit() {
        // Round 1 set up and played: the placer moved at 12 s, the ringer at 15 s; the placer's
        // move at 20 s ends the round (bingo), so setup of round 2 begins: the ring from the ringer.
        GameClock.Timing t = underWay(BLITZ);
        GameClock.Change roundOver = GameClock.afterChange(BLITZ, t.clock(), Optional.of(FIRST), false,
                setup(SECOND), at(20));
        assertThat(roundOver.timing().clock().firstUs()).isEqualTo(300 * S - 5 * S + 2 * S);
        assertThat(roundOver.timing().clock().phase()).isEqualTo(GameClock.SETUP);
        assertThat(roundOver.timing().deadline()).isEqualTo(at(80));
        // Ring at 30 s: both owe a secret, with one deadline for the step, and no seat running.
        GameClock.Timing secrets = step(BLITZ, roundOver.timing(), setup(FIRST, SECOND), at(30));
        assertThat(secrets.clock().running()).isNull();
        assertThat(secrets.deadline()).isEqualTo(at(90));
        // The ringer's secret at 40 s leaves the placer's: the same step, the same deadline.
        GameClock.Timing one = step(BLITZ, secrets, setup(FIRST), at(40));
        assertThat(one.deadline()).isEqualTo(at(90));
        assertThat(one.clock().running()).isEqualTo(0);
        // Once the game is under way, a missed setup step loses on time, and both missing aborts.
        assertThat(GameClock.ending(one.clock(), one.deadline()).reason()).isEqualTo("timeout");
        assertThat(GameClock.ending(one.clock(), one.deadline()).winner()).contains(SECOND);
        assertThat(GameClock.ending(secrets.clock(), secrets.deadline()).reason()).isEqualTo("aborted");
        // Round 2 begins at 50 s with the ringer to move: its bank (its only move, its first, cost
        // nothing) runs again, untouched by the setup between rounds.
        GameClock.Timing play = step(BLITZ, one, toMove(SECOND), at(50));
        assertThat(play.clock().phase()).isEqualTo(GameClock.MOVE);
        assertThat(play.deadline()).isEqualTo(at(50).plusSeconds(300));
    }

    @Test
    void aSetupStepThatLeavesTheSameSeatToSetUpAgainStartsANewStep() {
        // Xe Queo round 1: the placer places the discs at 20 s and then owes the ring too.
        GameClock.Timing t = GameClock.start(BLITZ, setup(FIRST), T0);
        GameClock.Timing ring = step(BLITZ, t, setup(FIRST), at(20));
        assertThat(ring.deadline()).isEqualTo(at(80));
    }

    @Test
    void aFinishedGameStopsTheClockAndKeepsTheBanks() {
        GameClock.Timing t = underWay(BLITZ);
        GameClock.Timing over = move(BLITZ, t, FIRST, Turn.OVER, at(25));
        assertThat(over.deadline()).isNull();
        assertThat(over.clock().running()).isNull();
        assertThat(over.clock().firstUs()).isEqualTo(300 * S - 10 * S + 2 * S);
    }

    @Test
    void heldBackClocksCountEveryLimitFromTheirStartAndChargeNothingBeforeIt() {
        Optional<Instant> start = Optional.of(at(3600));
        GameClock.Timing t = GameClock.start(BLITZ, setup(FIRST), T0, start);
        assertThat(t.deadline()).isEqualTo(at(3600 + 60));
        assertThat(t.clock().sinceUs()).isEqualTo(GameClock.micros(at(3600)));

        // Both seats set up early: the first move's limit still runs from the start.
        t = GameClock.afterChange(BLITZ, t.clock(), Optional.empty(), true, setup(SECOND), at(5), start).timing();
        assertThat(t.deadline()).isEqualTo(at(3600 + 60));
        t = GameClock.afterChange(BLITZ, t.clock(), Optional.empty(), true, toMove(FIRST), at(10), start).timing();
        assertThat(t.clock().phase()).isEqualTo(GameClock.FIRST_MOVE);
        assertThat(t.deadline()).isEqualTo(at(3600 + 30));

        // Moves before the start cost nothing; a move after it is charged from the start, not from the move before.
        GameClock.Change first = GameClock.afterChange(BLITZ, t.clock(), Optional.of(FIRST), false, toMove(SECOND),
                at(20), start);
        assertThat(first.spent().orElseThrow().spentUs()).isZero();
        GameClock.Change second = GameClock.afterChange(BLITZ, first.timing().clock(), Optional.of(SECOND), false,
                toMove(FIRST), at(30), start);
        assertThat(second.timing().deadline()).isEqualTo(at(3600 + 300));
        GameClock.Change third = GameClock.afterChange(BLITZ, second.timing().clock(), Optional.of(FIRST), false,
                toMove(SECOND), at(3600 + 7), start);
        assertThat(third.spent().orElseThrow().spentUs()).isEqualTo(7 * S);
        assertThat(third.spent().orElseThrow().remainingUs()).isEqualTo((300 - 7 + 2) * S);
    }

    @Test
    void clocksHeldBackUntilAMomentPastRunFromNow() {
        GameClock.Timing held = GameClock.start(BLITZ, setup(FIRST), T0, Optional.of(T0.minusSeconds(600)));
        assertThat(held).isEqualTo(GameClock.start(BLITZ, setup(FIRST), T0));
        assertThat(GameClock.counted(T0, Optional.of(at(1)))).isEqualTo(at(1));
        assertThat(GameClock.counted(at(2), Optional.of(at(1)))).isEqualTo(at(2));
    }

    @Test
    void aBerserkHalvesTheSeatsBankAndItsMovesAreChargedWithoutIncrement() {
        GameClock.Timing t = GameClock.start(BLITZ, setup(FIRST), T0);
        Clock berserked = GameClock.berserk(t.clock(), SECOND);
        assertThat(berserked.secondUs()).isEqualTo(150 * S);
        assertThat(berserked.firstUs()).isEqualTo(300 * S);
        t = new GameClock.Timing(berserked, t.deadline());
        t = step(BLITZ, t, setup(SECOND), at(5));
        t = step(BLITZ, t, toMove(FIRST), at(10));
        t = move(BLITZ, t, FIRST, toMove(SECOND), at(12));
        t = move(GameClock.withoutIncrement(BLITZ), t, SECOND, toMove(FIRST), at(15));
        t = move(BLITZ, t, FIRST, toMove(SECOND), at(16));
        assertThat(t.deadline()).as("the berserker's bank, untouched by its free first move").isEqualTo(at(16 + 150));
        GameClock.Change charged = GameClock.afterChange(GameClock.withoutIncrement(BLITZ), t.clock(),
                Optional.of(SECOND), false, toMove(FIRST), at(20));
        assertThat(charged.spent().orElseThrow().remainingUs()).as("4 s spent, no increment").isEqualTo(146 * S);
        assertThat(GameClock.moved(t.clock(), SECOND)).isTrue();
    }
}
