package org.ringgames.play.xequeo;

import org.ringgames.play.core.GameKind;
import org.ringgames.play.game.GameSnapshot;
import org.ringgames.play.core.GameStatus;
import org.ringgames.play.core.MovePlayed;
import org.ringgames.play.core.PortalNames;
import java.util.stream.Collectors;
import org.ringgames.play.clock.ClockReading;
import org.ringgames.play.clock.Turn;

import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.ringgames.rules.xequeo.MoveGenerator;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.UUID;
import org.ringgames.rules.xequeo.Match;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.PositionText;
import org.ringgames.rules.xequeo.Seat;

/**
 * An Xe Queo match as one viewer may see it. Everything here is public except {@link #mySecret}:
 * the viewer's own secret for the current round, present only in a snapshot taken for that seat.
 * Finished rounds carry both their secrets, revealed once the round is over.
 *
 * @param round      the round being set up or played; the last round once the match is won
 * @param position   the discs, the ring (none between rounds) and the seat to move
 * @param awaiting   during setup, who must do what before the round can start
 * @param ringPlacer who places (or placed) this round's ring
 * @param viewer     the seat this snapshot was taken for; empty for the public view
 */
public record XeQueoSnapshot(UUID id, GameStatus status, int ply, int round, Position position,
                             List<Awaited> awaiting, Seat ringPlacer, List<Match.RoundResult> rounds,
                             Optional<MovePlayed> lastMove, Optional<Result> result, Optional<Seat> drawOffer,
                             Optional<ClockReading> clock, long version, Instant createdAt, Instant updatedAt,
                             Map<String, Integer> computerSeats, PortalNames portalNames, boolean imported,
                             Optional<Seat> viewer, OptionalInt mySecret)
        implements GameSnapshot {

    public XeQueoSnapshot {
        awaiting = List.copyOf(awaiting);
        rounds = List.copyOf(rounds);
        if (viewer.isEmpty() && mySecret.isPresent()) {
            throw new IllegalArgumentException("a secret is shown only to its own seat");
        }
    }

    /** Something setup waits for: {@code discs}, {@code ring} or {@code secret} from a seat. */
    public record Awaited(Seat seat, String what) {
    }

    /** How the match ended: {@code rings}, {@code resignation} or {@code draw-agreed}. */
    public record Result(Optional<Seat> winner, String reason) {
    }

    @Override
    public GameKind kind() {
        return GameKind.XEQUEO;
    }

    @Override
    public String positionText() {
        return PositionText.format(position);
    }

    /** The seat to move while a round is being played. */
    public Optional<Seat> toMove() {
        return status == GameStatus.PLAYING ? Optional.of(position.toMove()) : Optional.empty();
    }

    /** Rings won so far. */
    public int rings(Seat seat) {
        return (int) rounds.stream().filter(r -> r.winner() == seat).count();
    }

    @Override
    public XeQueoSnapshot publicView() {
        if (viewer.isEmpty()) {
            return this;
        }
        return new XeQueoSnapshot(id, status, ply, round, position, awaiting, ringPlacer, rounds, lastMove, result,
                drawOffer, clock, version, createdAt, updatedAt, computerSeats, portalNames, imported,
                Optional.empty(), OptionalInt.empty());
    }

    @Override
    public XeQueoSnapshot withoutLabels() {
        return new XeQueoSnapshot(id, status, ply, round, position, awaiting, ringPlacer, rounds, lastMove, result,
                drawOffer, clock, version, createdAt, updatedAt, computerSeats, portalNames.withoutLabels(), imported,
                viewer, mySecret);
    }

    @Override
    public Turn turn() {
        return switch (status) {
            case SETUP -> new Turn.Setup(awaiting.stream().map(a -> XeQueoGames.index(a.seat()))
                    .collect(Collectors.toSet()));
            case PLAYING -> new Turn.ToMove(XeQueoGames.index(position.toMove()));
            case FINISHED -> Turn.OVER;
        };
    }

    /**
     * The turns of the seat to move. Ring entries depend on the mover's secret, so they are listed
     * only in a snapshot taken for the mover; anyone else sees the moves that do not enter the ring.
     */
    public XeQueoAnalysis.Analysis legalMoves() {
        OptionalInt secret = viewer().isPresent() && viewer().equals(toMove()) ? mySecret() : OptionalInt.empty();
        return new XeQueoAnalysis.Analysis(position, new MoveGenerator().legalMoves(position, secret));
    }
}
