package org.ringgames.rules.xequeo.engine;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.SplittableRandom;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.xequeo.LegalMove;
import org.ringgames.rules.xequeo.Move;
import org.ringgames.rules.xequeo.MoveGenerator;
import org.ringgames.rules.xequeo.Placement;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.PositionText;
import org.ringgames.rules.xequeo.Seat;
import org.ringgames.rules.xequeo.Square;

/** Positions and round histories for the engine tests. */
final class Fixtures {

    static final MoveGenerator GENERATOR = new MoveGenerator();

    private Fixtures() {
    }

    static Position position(String text) {
        return ((Parsed.Ok<Position>) PositionText.parse(text)).value();
    }

    static Move move(String from, String to) {
        return Move.disc(Square.parse(from), Square.parse(to));
    }

    static boolean isLegal(Position position, int secret, Move move) {
        return GENERATOR.legalMoves(position, OptionalInt.of(secret)).stream().anyMatch(l -> l.move().equals(move));
    }

    /** A round in progress: a random opening, a ring, both secrets, and some random turns that do not end it. */
    record Round(Position position, int placerSecret, int ringerSecret, List<PlayedMove> moves) {

        int secretOf(Seat seat) {
            return seat == Seat.PLACER ? placerSecret : ringerSecret;
        }

        View view() {
            Seat me = position.toMove();
            return new View(position, me, secretOf(me), moves, List.of());
        }
    }

    static Round randomRound(long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        Map<Integer, Integer> discs = XeQueoEngine.placeDiscs(random.nextLong());
        byte[] board = new byte[Square.COUNT];
        discs.forEach((disc, square) -> board[square] = (byte) (int) disc);
        Position start = Position.of(board, Square.NONE, random.nextBoolean() ? Seat.PLACER : Seat.RINGER);
        long allowed = Placement.ringSquares(start);
        int ring = Square.NONE;
        for (int pick = random.nextInt(Long.bitCount(allowed)), sq = 0; sq < Square.COUNT; sq++) {
            if ((allowed & (1L << sq)) != 0 && pick-- == 0) {
                ring = sq;
            }
        }
        Position position = Position.of(board, ring, start.toMove());
        int placerSecret = 1 + random.nextInt(7);
        int ringerSecret = 1 + random.nextInt(7);
        List<PlayedMove> moves = new ArrayList<>();
        int plies = random.nextInt(16);
        for (int i = 0; i < plies; i++) {
            List<Move> nonEntering = GENERATOR.legalMoves(position, OptionalInt.empty()).stream()
                    .map(LegalMove::move).filter(m -> !m.isGuess()).toList();
            if (nonEntering.isEmpty()) {
                break;
            }
            Move m = nonEntering.get(random.nextInt(nonEntering.size()));
            moves.add(new PlayedMove(position.toMove(), m, position));
            position = position.play(m);
        }
        return new Round(position, placerSecret, ringerSecret, moves);
    }
}
