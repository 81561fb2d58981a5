package org.ringgames.play.gyges;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.records.GameRecorder;
import org.ringgames.play.records.RecordClocks;
import org.ringgames.rules.gyges.GygesRecord;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.Side;
import org.ringgames.rules.gyges.Square;
import org.ringgames.rules.record.Tag;
import org.ringgames.store.games.GameEntity;
import org.ringgames.store.games.MoveEntity;

/** Gygès records (docs/records.md): a stored game as its record, and a record as the rows of an imported game. */
@ApplicationScoped
public class GygesRecords implements GameRecorder {

    @Override
    public GameKind kind() {
        return GameKind.GYGES;
    }

    @Override
    public String write(GameEntity game, List<MoveEntity> history, Map<String, String> seats, List<Tag> other) {
        List<GygesRecord.Ply> plies = history.stream().map(m -> new GygesRecord.Ply(m.move,
                m.path.stream().map(Square::parse).toList(), GygesSnapshot.readStored(m.positionAfter),
                m.remainingUs == null ? OptionalLong.empty() : OptionalLong.of(m.remainingUs / 1000))).toList();
        return new GygesRecord(RulesDocument.rules(game.rules), RecordClocks.of(game.timeControl),
                Optional.ofNullable(seats.get(Seats.name(Side.SOUTH))), Optional.ofNullable(seats.get(Seats.name(Side.NORTH))),
                Optional.ofNullable(game.startPosition).map(GygesSnapshot::readStored), plies,
                GameRecorder.ending(kind(), game), other).write();
    }

    @Override
    public Imported read(String text) {
        GygesRecord record = GameRecorder.valueOf(GygesRecord.read(text));
        Optional<String> winner = GameRecorder.winner(kind(), record.ending(), text);
        List<Ply> plies = new ArrayList<>();
        Position before = record.start().orElse(Position.empty());
        int passes = 0;
        for (GygesRecord.Ply ply : record.plies()) {
            plies.add(new Ply(plies.size() + 1, Seats.name(before.toMove()), ply.move(),
                    ply.path().stream().map(Square::name).toList(), ply.after().toString(),
                    ply.remainingMs().isPresent() ? Optional.of(ply.remainingMs().getAsLong()) : Optional.empty()));
            passes = ply.move().equals("pass") ? passes + 1 : 0;
            before = ply.after();
        }
        Map<String, String> seats = new java.util.TreeMap<>();
        record.south().ifPresent(name -> seats.put(Seats.name(Side.SOUTH), name));
        record.north().ifPresent(name -> seats.put(Seats.name(Side.NORTH), name));
        return new Imported(RulesDocument.of(record.rules()), record.clock(), seats,
                record.start().map(Position::toString), plies, before.toString(), Optional.empty(), passes, winner,
                record.ending().orElseThrow().reason(), record.otherTags());
    }
}
