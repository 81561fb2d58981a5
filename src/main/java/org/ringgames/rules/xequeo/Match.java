package org.ringgames.rules.xequeo;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A match of docs/rules/xequeo.md §3–§6 between rounds and turns: the discs, the rings won, the finished
 * rounds. Immutable; secrets are passed in, never kept here, so whoever holds a Match learns no
 * secret of a round still being played.
 */
public record Match(Position position, List<RoundResult> rounds) {

    public static final int RINGS_TO_WIN = 4;
    public static final int ROUNDS = 7;

    public Match {
        rounds = List.copyOf(rounds);
    }

    /** How a round was won. */
    public enum How {
        ENTERED("entered"), BINGO("bingo"), GUESS_RIGHT("guess-right"), GUESS_WRONG("guess-wrong");

        private final String slug;

        How(String slug) {
            this.slug = slug;
        }

        public String slug() {
            return slug;
        }
    }

    /** A finished round, with both secrets (revealed once the round is over). */
    public record RoundResult(Seat winner, How how, int placerSecret, int ringerSecret) {
    }

    /** The result of a turn: the round goes on from {@code position}, or it ended with {@code result}. */
    public record Turn(Optional<RoundResult> result, Match match) {
    }

    public int round() {
        return rounds.size() + 1;
    }

    public int rings(Seat seat) {
        return (int) rounds.stream().filter(r -> r.winner() == seat).count();
    }

    /** The match winner, once a seat has four rings. */
    public Optional<Seat> winner() {
        for (Seat seat : Seat.values()) {
            if (rings(seat) >= RINGS_TO_WIN) {
                return Optional.of(seat);
            }
        }
        return Optional.empty();
    }

    /** Who places this round's ring: the ringer in round 1; then fewer rings; on a tie the last round's loser. */
    public Seat ringPlacer() {
        if (rounds.isEmpty()) {
            return Seat.RINGER;
        }
        int placer = rings(Seat.PLACER);
        int ringer = rings(Seat.RINGER);
        if (placer != ringer) {
            return placer < ringer ? Seat.PLACER : Seat.RINGER;
        }
        return rounds.get(rounds.size() - 1).winner().opponent();
    }

    /** The first mover of the round: the opponent of the ring's placer. */
    public Seat firstMover() {
        return ringPlacer().opponent();
    }

    /**
     * Plays a legal turn of the seat to move. Entering the ring wins it for the mover, unless the
     * opponent's secret is the same disc (bingo: the opponent wins); a guess wins for the guesser if
     * right, for the opponent if wrong. A finished round lifts the ring and leaves the discs.
     */
    public Turn play(Move move, int placerSecret, int ringerSecret) {
        Seat mover = position.toMove();
        int opponentSecret = mover == Seat.PLACER ? ringerSecret : placerSecret;
        RoundResult result;
        Position after;
        if (move.isGuess()) {
            boolean right = move.guess() == opponentSecret;
            result = new RoundResult(right ? mover : mover.opponent(), right ? How.GUESS_RIGHT : How.GUESS_WRONG,
                    placerSecret, ringerSecret);
            after = position;
        } else {
            after = position.play(move);
            if (move.to() != position.ring()) {
                return new Turn(Optional.empty(), new Match(after, rounds));
            }
            boolean bingo = position.disc(move.from()) == opponentSecret;
            result = new RoundResult(bingo ? mover.opponent() : mover, bingo ? How.BINGO : How.ENTERED,
                    placerSecret, ringerSecret);
        }
        List<RoundResult> done = new ArrayList<>(rounds);
        done.add(result);
        byte[] discs = new byte[Square.COUNT];
        for (int sq = 0; sq < Square.COUNT; sq++) {
            discs[sq] = (byte) after.disc(sq);
        }
        Match next = new Match(Position.of(discs, Square.NONE, Seat.PLACER), done);
        return new Turn(Optional.of(result), next.withRingAwaited());
    }

    /** The same discs with the side to move set to the next round's first mover, ring not yet placed. */
    private Match withRingAwaited() {
        byte[] discs = new byte[Square.COUNT];
        for (int sq = 0; sq < Square.COUNT; sq++) {
            discs[sq] = (byte) position.disc(sq);
        }
        return new Match(Position.of(discs, Square.NONE, firstMover()), rounds);
    }

    /** The ring placed for the round (on a square {@link Placement#ringSquares} allows). */
    public Match withRing(int square) {
        byte[] discs = new byte[Square.COUNT];
        for (int sq = 0; sq < Square.COUNT; sq++) {
            discs[sq] = (byte) position.disc(sq);
        }
        return new Match(Position.of(discs, square, firstMover()), rounds);
    }
}
