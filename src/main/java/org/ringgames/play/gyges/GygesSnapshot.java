package org.ringgames.play.gyges;

import org.ringgames.play.core.GameKind;
import org.ringgames.play.game.GameSnapshot;
import org.ringgames.play.core.GameStatus;
import org.ringgames.play.core.PortalNames;
import org.ringgames.play.core.StoredText;
import java.util.stream.Collectors;
import org.ringgames.play.clock.ClockReading;
import org.ringgames.play.clock.Turn;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.ringgames.rules.gyges.LegalMove;
import org.ringgames.rules.gyges.MoveGenerator;
import java.util.Optional;
import java.util.UUID;
import org.ringgames.rules.gyges.Outcome;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.PositionText;
import org.ringgames.rules.gyges.Rules;
import org.ringgames.rules.gyges.Setup;
import org.ringgames.rules.gyges.Side;
import org.ringgames.store.games.GameEntity;

/**
 * A Gygès game as the API shows it, read from its row (never from the move history). Nothing in
 * it is private: every viewer sees the same, but for being told which seat is theirs.
 *
 * @param position the board being set up during setup; the current position after
 * @param toMove   the side to move while playing, empty otherwise
 * @param awaiting during setup, who must place what next
 * @param takebackOffer the seat whose takeback proposal awaits the other seat's answer
 * @param viewer   the seat this snapshot was taken for; empty for the public view
 */
public record GygesSnapshot(UUID id, Rules rules, GameStatus status, int ply, Position position,
                           Optional<Side> toMove, List<Awaited> awaiting, int placedSouth, int placedNorth,
                           Optional<LastMove> lastMove, Optional<Outcome> result, Optional<Side> drawOffer,
                           Optional<Side> takebackOffer,
                           boolean takebackAvailable, Optional<ClockReading> clock, long version, Instant createdAt,
                           Instant updatedAt, Map<String, Integer> computerSeats, PortalNames portalNames,
                           boolean imported, Optional<Side> viewer)
        implements GameSnapshot {

    /** Something setup waits for: a seat must place pieces. */
    public record Awaited(Side seat, String what) {
    }

    public record LastMove(int ply, Side seat, String move, List<String> path) {
    }

    @Override
    public GameKind kind() {
        return GameKind.GYGES;
    }

    @Override
    public GygesSnapshot publicView() {
        return viewer.isEmpty() ? this : new GygesSnapshot(id, rules, status, ply, position, toMove, awaiting, placedSouth,
                placedNorth, lastMove, result, drawOffer, takebackOffer, takebackAvailable, clock, version, createdAt, updatedAt,
                computerSeats, portalNames, imported, Optional.empty());
    }

    @Override
    public GygesSnapshot withoutLabels() {
        return new GygesSnapshot(id, rules, status, ply, position, toMove, awaiting, placedSouth, placedNorth, lastMove,
                result, drawOffer, takebackOffer, takebackAvailable, clock, version, createdAt, updatedAt, computerSeats,
                portalNames.withoutLabels(), imported, viewer);
    }

    @Override
    public Turn turn() {
        return switch (status) {
            case SETUP -> new Turn.Setup(awaiting.stream().map(a -> Seats.index(a.seat())).collect(Collectors.toSet()));
            case PLAYING -> new Turn.ToMove(Seats.index(toMove.orElseThrow()));
            case FINISHED -> Turn.OVER;
        };
    }

    @Override
    public String positionText() {
        return position.toString();
    }

    public static GygesSnapshot of(GameEntity g) {
        return of(g, Optional.empty());
    }

    /** The game as {@code viewer}'s seat sees it: the same, and told which seat is theirs. */
    public static GygesSnapshot of(GameEntity g, Optional<Side> viewer) {
        Rules rules = RulesDocument.rules(g.rules);
        GameStatus status = GameStatus.of(g.status);
        Position position = readStored(g.position);
        Setup setup = new Setup(rules);
        Side placing = status == GameStatus.SETUP ? setup.toPlace(position) : null;
        List<Awaited> awaiting = placing == null ? List.of() : List.of(new Awaited(placing, "pieces"));
        Optional<Side> toMove = status == GameStatus.PLAYING ? Optional.of(position.toMove()) : Optional.empty();
        Optional<LastMove> last = Optional.ofNullable(g.lastMove)
                .map(m -> new LastMove(m.ply(), Seats.side(m.seat()), m.move(), m.path()));
        Optional<Outcome> result = Optional.ofNullable(g.resultReason).map(reason -> new Outcome(
                Optional.ofNullable(g.resultWinner).map(Seats::side),
                Outcome.Reason.valueOf(reason.toUpperCase(java.util.Locale.ROOT).replace('-', '_'))));
        // Pieces placed, not pieces now in the zone: before the first move they are the same; once play
        // has begun every piece was placed (or came with the start position), though some have left the zone.
        boolean setupOver = g.startPosition != null;
        return new GygesSnapshot(g.id, rules, status, g.ply, position, toMove, awaiting,
                setupOver ? Setup.PIECES_PER_SIDE : setup.placed(position, Side.SOUTH),
                setupOver ? Setup.PIECES_PER_SIDE : setup.placed(position, Side.NORTH), last, result,
                Optional.ofNullable(g.drawOffer).map(Seats::side),
                Optional.ofNullable(g.takebackOffer).map(Seats::side), g.takebackAvailable, ClockReading.of(g), g.version,
                g.createdAt, g.updatedAt, GameSnapshot.computerSeatsOf(g), PortalNames.of(g), g.imported, viewer);
    }

    /** Position text this service wrote itself; unreadable text is a corrupted row, not bad input. */
    static Position readStored(String text) {
        return StoredText.read(PositionText.parse(text));
    }

    /** The legal moves of the side to move, in canonical order. */
    public List<LegalMove> legalMoves() {
        return new MoveGenerator(rules).legalMoves(position);
    }
}
