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
 * Whole matches between two computer players, for the tests and bench/engine/XeQueoLadder.java. A
 * player is an engine level 1–8, or {@link #RANDOM} (0): a mover that picks any legal disc move
 * alike, entries included, and guesses at random only when no disc can move; or a {@link Player}
 * naming a variant of a level. Each seat sees only its own {@link View} (this round's moves and the
 * finished rounds with their revealed secrets); the harness alone holds both secrets of the round
 * being played, as the service does, and checks every turn against the move generator.
 */
public final class SelfPlay {

    public static final int RANDOM = 0;
    private static final MoveGenerator GENERATOR = new MoveGenerator();

    private SelfPlay() {
    }

    /** A finished match: the winner and the rounds as the rules record them. */
    public record Result(Seat winner, List<Match.RoundResult> rounds) {
    }

    /**
     * A player: {@code level} 0 ({@link #RANDOM}) or 1–8, and whether it learns across rounds as
     * its level does; {@code withinRounds} plays the level reading each round on its own (for level
     * 8, the level as it was before it learned across rounds).
     */
    public record Player(int level, boolean withinRounds) {

        public Player {
            if (level != RANDOM) {
                Level.of(level);
            }
        }

        /** "0" or "random", a level "1"–"8", or a level with "x" after it: that level within rounds ("8x"). */
        public static Player parse(String name) {
            String text = name.trim();
            if (text.equals("random")) {
                return new Player(RANDOM, false);
            }
            boolean within = text.endsWith("x");
            return new Player(Integer.parseInt(within ? text.substring(0, text.length() - 1) : text), within);
        }

        public String name() {
            return level == RANDOM ? "random" : "L" + level + (withinRounds ? "x" : "");
        }

        private Advice advise(XeQueoEngine engine, View view, long seed) {
            Level lv = withinRounds ? Level.of(level).withinRounds() : Level.of(level);
            return engine.advise(view, OptionalInt.empty(), level, lv, seed);
        }
    }

    /** A round played: all its turns and both secrets. */
    private record Played(List<PlayedMove> turns, int placerSecret, int ringerSecret) {

        Played {
            turns = List.copyOf(turns);
        }

        FinishedRound seenBy(Seat seat) {
            return new FinishedRound(turns, seat == Seat.PLACER ? ringerSecret : placerSecret);
        }
    }

    public static Result match(int placerPlayer, int ringerPlayer, long seed) {
        return match(new Player(placerPlayer, false), new Player(ringerPlayer, false), seed);
    }

    public static Result match(Player placerPlayer, Player ringerPlayer, long seed) {
        SplittableRandom random = new SplittableRandom(seed);
        XeQueoEngine engine = new XeQueoEngine();
        // placeDiscs has no levels: a random arrangement serves the random mover too.
        Map<Integer, Integer> discs = XeQueoEngine.placeDiscs(random.nextLong());
        byte[] board = new byte[Square.COUNT];
        discs.forEach((disc, square) -> board[square] = (byte) (int) disc);
        Match match = new Match(Position.of(board, Square.NONE, Seat.PLACER), List.of());
        List<Played> finished = new ArrayList<>();
        while (match.winner().isEmpty()) {
            Seat ringPlacer = match.ringPlacer();
            int ring = placeRing(match.position(), player(ringPlacer, placerPlayer, ringerPlayer).level(),
                    random.nextLong());
            match = match.withRing(ring);
            int placerSecret = secret(match.position(), Seat.PLACER, placerPlayer.level(), random.nextLong());
            int ringerSecret = secret(match.position(), Seat.RINGER, ringerPlayer.level(), random.nextLong());
            List<PlayedMove> played = new ArrayList<>();
            while (true) {
                Position position = match.position();
                Seat seat = position.toMove();
                int mine = seat == Seat.PLACER ? placerSecret : ringerSecret;
                List<FinishedRound> past = finished.stream().map(r -> r.seenBy(seat)).toList();
                Player who = player(seat, placerPlayer, ringerPlayer);
                Move move = who.level() == RANDOM ? randomMove(position, mine, random)
                        : who.advise(engine, new View(position, seat, mine, played, past), random.nextLong())
                                .choice().move();
                List<LegalMove> legal = GENERATOR.legalMoves(position, OptionalInt.of(mine));
                if (legal.stream().noneMatch(l -> l.move().equals(move))) {
                    throw new IllegalStateException("illegal turn " + move + " in " + position);
                }
                Match.Turn turn = match.play(move, placerSecret, ringerSecret);
                if (turn.result().isPresent()) {
                    played.add(new PlayedMove(seat, move, position));
                    finished.add(new Played(played, placerSecret, ringerSecret));
                    match = turn.match();
                    break;
                }
                played.add(new PlayedMove(seat, move, position));
                match = turn.match();
            }
        }
        return new Result(match.winner().orElseThrow(), match.rounds());
    }

    private static Player player(Seat seat, Player placerPlayer, Player ringerPlayer) {
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
