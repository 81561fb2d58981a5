package org.ringgames.play.xequeo;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Set;
import java.util.TreeMap;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.core.StoredText;
import org.ringgames.play.records.GameRecorder;
import org.ringgames.play.records.RecordClocks;
import org.ringgames.rules.record.Tag;
import org.ringgames.rules.xequeo.Match;
import org.ringgames.rules.xequeo.Move;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.PositionText;
import org.ringgames.rules.xequeo.Seat;
import org.ringgames.rules.xequeo.Square;
import org.ringgames.rules.xequeo.XeQueoRecord;
import org.ringgames.store.games.GameEntity;
import org.ringgames.store.games.MoveEntity;

/**
 * Xe Queo records (docs/records.md): a stored match as its record, and a record as the rows of an
 * imported match. The secret boundary holds: a record's secrets come only from the finished rounds
 * of {@code game.detail}, which every viewer may see; {@code round_secret} is never read here.
 */
@ApplicationScoped
public class XeQueoRecords implements GameRecorder {

    @Override
    public GameKind kind() {
        return GameKind.XEQUEO;
    }

    @Override
    public String write(GameEntity game, List<MoveEntity> history, Map<String, String> seats, List<Tag> other) {
        Position now = stored(game.position);
        Optional<Position> start = game.startPosition != null ? Optional.of(discsOnly(stored(game.startPosition)))
                : now.squareOf(1) != Square.NONE ? Optional.of(discsOnly(now)) : Optional.empty();
        List<Match.RoundResult> done = XeQueoGames.Detail.of(game.detail).rounds();
        List<XeQueoRecord.Round> rounds = new ArrayList<>();
        List<XeQueoRecord.Ply> round = new ArrayList<>();
        for (MoveEntity move : history) {
            Position shown = stored(move.positionAfter);
            round.add(new XeQueoRecord.Ply(move.move, move.path.stream().map(Square::parse).toList(), shown,
                    move.remainingUs == null ? OptionalLong.empty() : OptionalLong.of(move.remainingUs / 1000)));
            if (endsRound(move.move, shown)) {
                Match.RoundResult result = done.get(rounds.size());
                rounds.add(new XeQueoRecord.Round(round.get(0).shown().ring(), OptionalInt.of(result.placerSecret()),
                        OptionalInt.of(result.ringerSecret()), round));
                round = new ArrayList<>();
            }
        }
        // The round in play, or cut short: its ring, its turns so far, never its secrets.
        int ring = round.isEmpty() ? now.ring() : round.get(0).shown().ring();
        if (ring != Square.NONE) {
            rounds.add(new XeQueoRecord.Round(ring, OptionalInt.empty(), OptionalInt.empty(), round));
        }
        return new XeQueoRecord(RecordClocks.of(game.timeControl), Optional.ofNullable(seats.get(Seat.PLACER.lowerName())),
                Optional.ofNullable(seats.get(Seat.RINGER.lowerName())), start, rounds, GameRecorder.ending(kind(), game),
                other).write();
    }

    @Override
    public Imported read(String text) {
        XeQueoRecord record = GameRecorder.valueOf(XeQueoRecord.read(text));
        Optional<String> winner = GameRecorder.winner(kind(), record.ending(), text);
        Match match = new Match(record.start().orElse(Position.of(new byte[Square.COUNT], Square.NONE, Seat.PLACER)),
                List.of());
        Optional<String> startPosition = Optional.empty();
        List<Ply> plies = new ArrayList<>();
        for (XeQueoRecord.Round round : record.rounds()) {
            match = match.withRing(round.ring());
            if (startPosition.isEmpty()) {
                startPosition = Optional.of(PositionText.format(match.position()));
            }
            for (XeQueoRecord.Ply ply : round.plies()) {
                Seat mover = match.position().toMove();
                Move move = ply.path().isEmpty() ? Move.guess(Integer.parseInt(ply.move().substring("guess ".length())))
                        : Move.disc(ply.path().get(0), ply.path().get(ply.path().size() - 1));
                // The record's reader checked every turn; a round in play has no secrets and no ending turn.
                match = match.play(move, round.placerSecret().orElse(0), round.ringerSecret().orElse(0)).match();
                plies.add(new Ply(plies.size() + 1, mover.lowerName(), ply.move(),
                        ply.path().stream().map(Square::name).toList(), PositionText.format(ply.shown()),
                        ply.remainingMs().isPresent() ? Optional.of(ply.remainingMs().getAsLong()) : Optional.empty()));
            }
        }
        Map<String, String> seats = new TreeMap<>();
        record.placer().ifPresent(name -> seats.put(Seat.PLACER.lowerName(), name));
        record.ringer().ifPresent(name -> seats.put(Seat.RINGER.lowerName(), name));
        return new Imported(Map.of(), record.clock(), seats, startPosition, plies, PositionText.format(match.position()),
                Optional.of(new XeQueoGames.Detail(match.rounds(), Set.of()).toDocument()), 0, winner,
                record.ending().orElseThrow().reason(), record.otherTags());
    }

    /** Whether a turn, as the history shows it, ended its round: a guess, or a disc now on the ring. */
    private static boolean endsRound(String move, Position shown) {
        if (move.startsWith("guess")) {
            return true;
        }
        int to = Square.parse(move.substring(move.lastIndexOf('-') + 1));
        return to == shown.ring();
    }

    private static Position discsOnly(Position position) {
        byte[] discs = new byte[Square.COUNT];
        for (int sq = 0; sq < Square.COUNT; sq++) {
            discs[sq] = (byte) position.disc(sq);
        }
        return Position.of(discs, Square.NONE, Seat.PLACER);
    }

    private static Position stored(String text) {
        return StoredText.read(PositionText.parse(text));
    }
}
