package org.ringgames.play.game;

import org.ringgames.play.core.Acted;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.core.MovePlayed;
import org.ringgames.play.core.MoveRequest;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.play.core.SetupRequest;
import java.time.Instant;
import java.util.Map;
import java.util.Optional;
import org.ringgames.store.games.GameEntity;

/**
 * What one game brings to the shared lifecycle: how a new game starts, how its setup and moves
 * change a locked game row, and how the row is shown to a viewer. Everything else — tokens,
 * locking, turn-order guards on ply and ETag, idempotency, events, resignation and draws — is
 * the same for every game and lives in {@link org.ringgames.play.games.GameWrites}, {@link org.ringgames.play.games.GamePlay} and {@link org.ringgames.play.games.GameEndings}.
 */
public interface GameModule {

    GameKind kind();

    /** Sets a new game's own fields: its rules document, the empty board, its detail. */
    void start(GameEntity game, Map<String, Object> rules);

    /**
     * Makes a new game start from a position instead of its setup ({@code "start": {"position": …}}):
     * Gygès plays from it at once; Xe Queo takes it as round 1's discs (and ring, if placed). Throws
     * {@link org.ringgames.play.core.Rejection} for text that is not such a position.
     */
    void startFrom(GameEntity game, String position);

    /** A setup step by a seat; throws {@link org.ringgames.play.core.Rejection} to refuse. */
    Acted setup(GameEntity game, SeatIndex seat, Instant now, SetupRequest request);

    /**
     * A move by a seat, returned with its history row ({@link WriteGuards#record}), which the write
     * records with the change; throws {@link org.ringgames.play.core.Rejection} to refuse.
     */
    MovePlayed move(GameEntity game, SeatIndex seat, Instant now, MoveRequest request);

    /** The game as {@code viewer} may see it; empty: as anyone may. */
    GameSnapshot snapshot(GameEntity game, Optional<SeatIndex> viewer);
}
