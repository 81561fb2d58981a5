package org.ringgames.play.xequeo;

import org.ringgames.play.core.Acted;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.game.GameModule;
import org.ringgames.play.game.WriteGuards;
import org.ringgames.play.game.GameSnapshot;
import org.ringgames.play.core.PortalNames;
import org.ringgames.play.core.GameStatus;
import org.ringgames.play.core.MovePlayed;
import org.ringgames.play.core.MoveRequest;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.play.core.SetupRequest;
import org.ringgames.play.core.StoredText;
import org.ringgames.play.clock.ClockReading;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.xequeo.LegalMove;
import org.ringgames.rules.xequeo.Match;
import org.ringgames.rules.xequeo.Move;
import org.ringgames.rules.xequeo.MoveChecker;
import org.ringgames.rules.xequeo.MoveText;
import org.ringgames.rules.xequeo.Placement;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.PositionText;
import org.ringgames.rules.xequeo.Seat;
import org.ringgames.rules.xequeo.Square;
import org.ringgames.store.games.GameEntity;
import org.ringgames.store.games.RoundSecretRows;

/**
 * Xe Queo matches (docs/rules/xequeo.md): the placer's discs, each round's ring and both secrets, then
 * turns until a round is won, rounds until a seat has four rings.
 * <p>
 * The secret boundary: secrets are written to {@code round_secret} and read back only to check
 * the mover's own ring entries, to resolve a round, and to show a seat its own secret. The game
 * row's {@code detail} holds only who has chosen; the words of a setup step never name the number.
 */
@ApplicationScoped
public class XeQueoGames implements GameModule {

    static final String RINGS = "rings";


    @Inject
    RoundSecretRows secrets;

    @Override
    public GameKind kind() {
        return GameKind.XEQUEO;
    }

    /** Placer is the first seat. */
    static SeatIndex index(Seat seat) {
        return seat == Seat.PLACER ? SeatIndex.FIRST : SeatIndex.SECOND;
    }

    static Seat seat(SeatIndex index) {
        return index == SeatIndex.FIRST ? Seat.PLACER : Seat.RINGER;
    }

    @Override
    public void start(GameEntity game, Map<String, Object> rules) {
        game.rules = rules;
        game.position = PositionText.format(Position.of(new byte[Square.COUNT], Square.NONE, Seat.PLACER));
        game.detail = new Detail(List.of(), Set.of()).toDocument();
    }

    /**
     * Round 1's discs, all seven, as the placer would set them out, and its ring where the ringer may
     * place it (or {@code -}: the ringer places it); the placer moves first. The secrets are chosen
     * as in any round.
     */
    @Override
    public void startFrom(GameEntity game, String text) {
        Position position = Rejection.readPosition(text, PositionText.parse(text), Position::validate);
        Map<Integer, Integer> discs = new LinkedHashMap<>();
        for (int disc = 1; disc <= 7; disc++) {
            if (position.squareOf(disc) != Square.NONE) {
                discs.put(disc, position.squareOf(disc));
            }
        }
        String wrong = Placement.checkDiscs(discs);
        if (wrong == null && position.toMove() != Seat.PLACER) {
            wrong = "the placer moves first in round 1: the position ends in P";
        }
        if (wrong == null && position.ring() != Square.NONE) {
            byte[] board = new byte[Square.COUNT];
            discs.forEach((disc, square) -> board[square] = (byte) (int) disc);
            wrong = whyNotRing(Position.of(board, Square.NONE, Seat.PLACER), position.ring());
        }
        if (wrong != null) {
            throw new Rejection(Rejection.Kind.INVALID_POSITION, "position " + text + ": " + wrong);
        }
        game.position = PositionText.format(position);
    }

    @Override
    public Acted setup(GameEntity game, SeatIndex index, Instant now, SetupRequest request) {
        WriteGuards.requireStatus(game, GameStatus.SETUP, "the round is being played: the ring and the secrets "
                + "are set between rounds");
        Seat seat = seat(index);
        Match match = match(game);
        return switch (request.oneOf(Set.of("discs", "ring", "secret"), "Xe Queo")) {
            case "discs" -> placeDiscs(game, seat, match, request.discs().get());
            case "ring" -> placeRing(game, seat, match, request.ring().get());
            default -> chooseSecret(game, seat, match, request.secret().get(), now);
        };
    }

    /** Round 1 only: the placer's seven discs, all at once. */
    private static Acted placeDiscs(GameEntity game, Seat seat, Match match, Map<String, String> discs) {
        if (hasDiscs(match.position())) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, "the discs are placed once, at the start of the match");
        }
        requireSeat(seat, Seat.PLACER, "the placer places the discs");
        game.position = PositionText.format(Position.of(readDiscs(discs), Square.NONE, match.firstMover()));
        return Acted.as("setup", seat.lowerName(), "placed the discs");
    }

    /** Every round: the ring, by the round's ring placer, where no disc is next to it. */
    private static Acted placeRing(GameEntity game, Seat seat, Match match, String text) {
        Position position = match.position();
        if (!hasDiscs(position)) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, "the placer places the discs before the ring");
        }
        if (position.ring() != Square.NONE) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, "this round's ring is placed, on " + Square.name(position.ring()));
        }
        requireSeat(seat, match.ringPlacer(), match.ringPlacer().lowerName() + " places this round's ring");
        int square = readSquare("ring", text);
        String wrong = whyNotRing(position, square);
        if (wrong != null) {
            throw new Rejection(Rejection.Kind.INVALID_SETUP, wrong, Map.of("ring", Square.name(square)));
        }
        game.position = PositionText.format(match.withRing(square).position());
        return Acted.as("setup", seat.lowerName(), "placed the ring on " + Square.name(square));
    }

    /**
     * Every round, after the ring: each seat's secret, once. Stored in round_secret only; the game
     * row learns who has chosen, and the action's words never name the number (they go to events).
     */
    private Acted chooseSecret(GameEntity game, Seat seat, Match match, int secret, Instant now) {
        if (match.position().ring() == Square.NONE) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, "secrets are chosen once the ring is placed");
        }
        if (secret < 1 || secret > 7) {
            throw new Rejection(Rejection.Kind.INVALID_SETUP, "a secret is a disc number from 1 to 7");
        }
        Detail detail = Detail.of(game.detail);
        if (detail.chosen().contains(seat)) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, "you have chosen this round's secret; it stays "
                    + "until the round ends");
        }
        secrets.choose(game.id, match.round(), seat.lowerName(), secret, now);
        Detail after = detail.withChosen(seat);
        game.detail = after.toDocument();
        if (after.chosen().size() < Seat.values().length) {
            return Acted.as("setup", seat.lowerName(), "chose a secret");
        }
        game.status = GameStatus.PLAYING.slug();
        if (match.round() == 1) {
            game.startPosition = game.position;
        }
        return Acted.as("setup", seat.lowerName(), "chose a secret; round " + match.round() + " begins");
    }

    @Override
    public MovePlayed move(GameEntity game, SeatIndex index, Instant now, MoveRequest request) {
        WriteGuards.requirePlayable(game, request);
        Seat seat = seat(index);
        Match match = match(game);
        Position position = match.position();
        if (position.toMove() != seat) {
            throw WriteGuards.notYourTurn(game, position.toMove().lowerName(), seat.lowerName());
        }
        Parsed<MoveText.Input> parsed = MoveText.parse(request.move());
        if (parsed instanceof Parsed.Failed<MoveText.Input> failed) {
            throw Rejection.unreadable("move text", failed);
        }
        MoveText.Input input = ((Parsed.Ok<MoveText.Input>) parsed).value();
        Map<String, Integer> chosen = secrets.of(game.id, match.round());
        int placerSecret = chosen.get(Seat.PLACER.lowerName());
        int ringerSecret = chosen.get(Seat.RINGER.lowerName());
        Move move;
        List<String> path;
        if (input.isGuess()) {
            move = Move.guess(input.guess());
            path = List.of();
        } else {
            int own = seat == Seat.PLACER ? placerSecret : ringerSecret;
            MoveChecker.Check check = new MoveChecker().check(position, input, OptionalInt.of(own));
            if (check instanceof MoveChecker.Illegal illegal) {
                Map<String, Object> members = new LinkedHashMap<>();
                members.put("move", request.move());
                if (illegal.hop() > 0) {
                    members.put("step", illegal.hop());
                }
                throw WriteGuards.withLegalMoves(game, new Rejection(Rejection.Kind.ILLEGAL_MOVE,
                        request.move() + " is not legal: " + illegal.reason(), members));
            }
            LegalMove legal = ((MoveChecker.Legal) check).move();
            move = legal.move();
            path = legal.path().stream().map(Square::name).toList();
        }
        Match.Turn turn = match.play(move, placerSecret, ringerSecret);
        Position shown = move.isGuess() ? position : position.play(move);
        MovePlayed played = WriteGuards.record(game, new MovePlayed(game.ply + 1, seat.lowerName(), move.toText(), path),
                PositionText.format(shown), now);
        game.position = PositionText.format(turn.match().position());
        turn.result().ifPresent(result -> {
            game.detail = new Detail(turn.match().rounds(), Set.of()).toDocument();
            game.drawOffer = null;
            Optional<Seat> winner = turn.match().winner();
            if (winner.isPresent()) {
                WriteGuards.finish(game, Optional.of(winner.get().lowerName()), RINGS);
            } else {
                game.status = GameStatus.SETUP.slug();
            }
        });
        return played;
    }

    @Override
    public XeQueoSnapshot snapshot(GameEntity game, Optional<SeatIndex> viewer) {
        GameStatus status = GameStatus.of(game.status);
        Detail detail = Detail.of(game.detail);
        Match match = match(game, detail);
        Position position = match.position();
        boolean won = status == GameStatus.FINISHED && RINGS.equals(game.resultReason);
        List<XeQueoSnapshot.Awaited> awaiting = new ArrayList<>();
        if (status == GameStatus.SETUP) {
            if (!hasDiscs(position)) {
                awaiting.add(new XeQueoSnapshot.Awaited(Seat.PLACER, "discs"));
            } else if (position.ring() == Square.NONE) {
                awaiting.add(new XeQueoSnapshot.Awaited(match.ringPlacer(), "ring"));
            } else {
                for (Seat seat : Seat.values()) {
                    if (!detail.chosen().contains(seat)) {
                        awaiting.add(new XeQueoSnapshot.Awaited(seat, "secret"));
                    }
                }
            }
        }
        Optional<Seat> seat = viewer.map(XeQueoGames::seat);
        OptionalInt mine = OptionalInt.empty();
        if (seat.isPresent() && detail.chosen().contains(seat.get())) {
            Integer secret = secrets.of(game.id, match.round()).get(seat.get().lowerName());
            mine = secret == null ? OptionalInt.empty() : OptionalInt.of(secret);
        }
        Optional<MovePlayed> last = Optional.ofNullable(game.lastMove)
                .map(m -> new MovePlayed(m.ply(), m.seat(), m.move(), m.path()));
        Optional<XeQueoSnapshot.Result> result = Optional.ofNullable(game.resultReason).map(reason ->
                new XeQueoSnapshot.Result(Optional.ofNullable(game.resultWinner).map(XeQueoGames::seatNamed), reason));
        Seat ringPlacer = won ? lastRingPlacer(match) : match.ringPlacer();
        return new XeQueoSnapshot(game.id, status, game.ply, won ? match.rounds().size() : match.round(), position,
                awaiting, ringPlacer, match.rounds(), last, result,
                Optional.ofNullable(game.drawOffer).map(XeQueoGames::seatNamed), ClockReading.of(game), game.version,
                game.createdAt, game.updatedAt, GameSnapshot.computerSeatsOf(game), PortalNames.of(game), game.imported, seat,
                mine);
    }

    /** Who placed the last round's ring: the ring placer of the match as it was before that round. */
    private static Seat lastRingPlacer(Match match) {
        List<Match.RoundResult> rounds = match.rounds();
        return new Match(match.position(), rounds.subList(0, rounds.size() - 1)).ringPlacer();
    }

    private static Match match(GameEntity game) {
        return match(game, Detail.of(game.detail));
    }

    private static Match match(GameEntity game, Detail detail) {
        return new Match(StoredText.read(PositionText.parse(game.position)), detail.rounds());
    }

    private static boolean hasDiscs(Position position) {
        return position.squareOf(1) != Square.NONE;
    }

    private static Seat seatNamed(String name) {
        return Seat.valueOf(name.toUpperCase(Locale.ROOT));
    }

    private static void requireSeat(Seat seat, Seat needed, String why) {
        if (seat != needed) {
            throw new Rejection(Rejection.Kind.NOT_YOUR_TURN, why + ", not " + seat.lowerName());
        }
    }

    private static int readSquare(String field, String text) {
        int square = text == null ? Square.NONE : Square.parse(text);
        if (square == Square.NONE) {
            throw new Rejection(Rejection.Kind.MALFORMED, field + ": '" + text + "' is not a square a1…g7");
        }
        return square;
    }

    /** discs: {"1": "a1", …, "7": "g7"} → the board, or a problem. */
    private static byte[] readDiscs(Map<String, String> discs) {
        Map<Integer, Integer> squares = new LinkedHashMap<>();
        for (Map.Entry<String, String> entry : discs.entrySet()) {
            String key = entry.getKey();
            if (key.length() != 1 || key.charAt(0) < '1' || key.charAt(0) > '7') {
                throw new Rejection(Rejection.Kind.MALFORMED, "discs: '" + key + "' is not a disc; the discs are "
                        + "numbered 1 to 7");
            }
            squares.put(key.charAt(0) - '0', readSquare("discs." + key, entry.getValue()));
        }
        String wrong = Placement.checkDiscs(squares);
        if (wrong != null) {
            throw new Rejection(Rejection.Kind.INVALID_SETUP, wrong);
        }
        byte[] board = new byte[Square.COUNT];
        squares.forEach((disc, square) -> board[square] = (byte) (int) disc);
        return board;
    }

    private static String whyNotRing(Position position, int square) {
        if ((Placement.ringSquares(position) & (1L << square)) != 0) {
            return null;
        }
        if (!position.isEmpty(square)) {
            return Square.name(square) + " holds disc " + position.disc(square) + ": the ring goes on an empty square";
        }
        return Square.name(square) + " is next to a disc: the ring goes on an empty square none of whose eight "
                + "neighbours holds a disc, so the first mover cannot enter it at once";
    }

    /**
     * The public part of a match kept in {@code game.detail}: finished rounds (with their revealed
     * secrets) and which seats have chosen this round's secret.
     */
    record Detail(List<Match.RoundResult> rounds, Set<Seat> chosen) {

        Detail withChosen(Seat seat) {
            EnumSet<Seat> seats = EnumSet.noneOf(Seat.class);
            seats.addAll(chosen);
            seats.add(seat);
            return new Detail(rounds, seats);
        }

        Map<String, Object> toDocument() {
            List<Map<String, Object>> done = new ArrayList<>();
            for (Match.RoundResult r : rounds) {
                Map<String, Object> round = new LinkedHashMap<>();
                round.put("winner", r.winner().lowerName());
                round.put("how", r.how().slug());
                round.put("placerSecret", r.placerSecret());
                round.put("ringerSecret", r.ringerSecret());
                done.add(round);
            }
            Map<String, Object> doc = new LinkedHashMap<>();
            doc.put("rounds", done);
            doc.put("chosen", chosen.stream().sorted().map(Seat::lowerName).toList());
            return doc;
        }

        @SuppressWarnings("unchecked")
        static Detail of(Map<String, Object> doc) {
            List<Match.RoundResult> rounds = new ArrayList<>();
            for (Map<String, Object> r : (List<Map<String, Object>>) doc.get("rounds")) {
                rounds.add(new Match.RoundResult(seatNamed((String) r.get("winner")), how((String) r.get("how")),
                        ((Number) r.get("placerSecret")).intValue(), ((Number) r.get("ringerSecret")).intValue()));
            }
            EnumSet<Seat> chosen = EnumSet.noneOf(Seat.class);
            for (String seat : (List<String>) doc.get("chosen")) {
                chosen.add(seatNamed(seat));
            }
            return new Detail(rounds, chosen);
        }

        private static Match.How how(String slug) {
            for (Match.How how : Match.How.values()) {
                if (how.slug().equals(slug)) {
                    return how;
                }
            }
            throw new IllegalStateException("stored round result is corrupt: how " + slug);
        }
    }
}
