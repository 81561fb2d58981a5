package org.ringgames.rules.xequeo.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import org.ringgames.rules.xequeo.LegalMove;
import org.ringgames.rules.xequeo.Match;
import org.ringgames.rules.xequeo.Move;
import org.ringgames.rules.xequeo.MoveGenerator;
import org.ringgames.rules.xequeo.Placement;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.Seat;
import org.ringgames.rules.xequeo.Square;

/**
 * Whole matches between two computer players, for the tests and bench/XeQueoLadder.java. A
 * player is an engine level 1–8, or {@link #RANDOM} (0): a mover that picks any legal disc move
 * alike, entries included, and guesses at random only when no disc can move. Each seat sees only
 * its own {@link View}; the harness alone holds both secrets, as the service does, and checks every
 * turn against the move generator.
 */
public final class SelfPlay {

    public static final int RANDOM = 0;
    private static final MoveGenerator GENERATOR = new MoveGenerator();

    private SelfPlay() {
    }

    /** A finished match: the winner and the rounds as the rules record them. */
    public record Result(Seat winner, List<Match.RoundResult> rounds) {
    }

    public static Result match(int placerPlayer, int ringerPlayer, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        XeQueoEngine engine = new XeQueoEngine();
        // placeDiscs has no levels: a random arrangement serves the random mover too.
        Map<Integer, Integer> discs = XeQueoEngine.placeDiscs(random.nextLong());
        byte[] board = new byte[Square.COUNT];
        discs.forEach((disc, square) -> board[square] = (byte) (int) disc);
        Match match = new Match(Position.of(board, Square.NONE, Seat.PLACER), List.of());
        while (match.winner().isEmpty()) {
            Seat ringPlacer = match.ringPlacer();
            int ring = placeRing(match.position(), player(ringPlacer, placerPlayer, ringerPlayer), random.nextLong());
            match = match.withRing(ring);
            int placerSecret = secret(match.position(), Seat.PLACER, placerPlayer, random.nextLong());
            int ringerSecret = secret(match.position(), Seat.RINGER, ringerPlayer, random.nextLong());
            List<PlayedMove> played = new ArrayList<>();
            while (true) {
                Position position = match.position();
                Seat seat = position.toMove();
                int mine = seat == Seat.PLACER ? placerSecret : ringerSecret;
                List<Integer> theirPast = match.rounds().stream()
                        .map(r -> seat == Seat.PLACER ? r.ringerSecret() : r.placerSecret()).toList();
                int who = player(seat, placerPlayer, ringerPlayer);
                Move move = who == RANDOM ? randomMove(position, mine, random)
                        : engine.advise(new View(position, seat, mine, played, theirPast), OptionalInt.empty(), who,
                                random.nextLong()).choice().move();
                List<LegalMove> legal = GENERATOR.legalMoves(position, OptionalInt.of(mine));
                if (legal.stream().noneMatch(l -> l.move().equals(move))) {
                    throw new IllegalStateException("illegal turn " + move + " in " + position);
                }
                Match.Turn turn = match.play(move, placerSecret, ringerSecret);
                if (turn.result().isPresent()) {
                    match = turn.match();
                    break;
                }
                played.add(new PlayedMove(seat, move, position));
                match = turn.match();
            }
        }
        return new Result(match.winner().orElseThrow(), match.rounds());
    }

    private static int player(Seat seat, int placerPlayer, int ringerPlayer) {
        return seat == Seat.PLACER ? placerPlayer : ringerPlayer;
    }

    private static int placeRing(Position position, int player, long seed) {
        if (player != RANDOM) {
            return XeQueoEngine.placeRing(position, player, seed);
        }
        long allowed = Placement.ringSquares(position);
        int pick = new SplittableRandom(seed).nextInt(Long.bitCount(allowed));
        for (int sq = 0; sq < Square.COUNT; sq++) {
            if ((allowed & (1L << sq)) != 0 && pick-- == 0) {
                return sq;
            }
        }
        throw new IllegalStateException("no square for the ring");
    }

    private static int secret(Position position, Seat seat, int player, long seed) {
        return player == RANDOM ? 1 + new SplittableRandom(seed).nextInt(7)
                : XeQueoEngine.chooseSecret(position, seat, player, seed);
    }

    private static Move randomMove(Position position, int secret, SplittableRandom random) {
        List<Move> discMoves = GENERATOR.legalMoves(position, OptionalInt.of(secret)).stream()
                .map(LegalMove::move).filter(m -> !m.isGuess()).toList();
        return discMoves.isEmpty() ? Move.guess(1 + random.nextInt(7))
                : discMoves.get(random.nextInt(discMoves.size()));
    }
}
