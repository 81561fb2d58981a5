package org.ringgames.play.game;

import org.ringgames.play.core.GameKind;
import org.ringgames.play.core.GameStatus;
import org.ringgames.play.core.PortalNames;
import org.ringgames.play.core.Visibility;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import org.ringgames.store.games.GameEntity;
import java.util.Optional;
import org.ringgames.play.clock.ClockReading;
import org.ringgames.play.clock.Turn;

import java.time.Instant;
import java.util.UUID;

/**
 * A game as one viewer may see it, read from its row. What every game has is here; each game's
 * snapshot adds its own state. A snapshot taken for a seat may hold what only that seat may see
 * (an Xe Queo seat's own secret); {@link #publicView()} is what anyone may see, and is all that
 * goes to events, lists and spectators.
 */
public interface GameSnapshot {

    UUID id();

    GameKind kind();

    /** {@code gyges} or {@code xequeo}, as the API spells it. */
    default String game() {
        return kind().slug();
    }

    GameStatus status();

    int ply();

    /** The current position (during setup, the board being set up) in the game's position text. */
    String positionText();

    long version();

    Instant createdAt();

    Instant updatedAt();

    /** The clock of a clocked game; empty for an untimed one. */
    Optional<ClockReading> clock();

    /** The seats the service plays, by seat name, with their engine levels; empty when people play both. */
    Map<String, Integer> computerSeats();

    /** The portal's own id for the game and its labels of the seats. */
    PortalNames portalNames();

    /** Whether the game was made from a record: finished from the start, read-only. */
    boolean imported();

    /** Whom the game waits for, as its clock sees it. */
    Turn turn();

    /** This snapshot without anything only its viewer may see. */
    GameSnapshot publicView();

    /** This snapshot without the portal's labels, for a reader who may not see them ({@link org.ringgames.play.games.GameReaders}). */
    GameSnapshot withoutLabels();

    /** Who may read the game. */
    default Visibility visibility() {
        return portalNames().visibility();
    }

    /** A game row's computer seats as snapshots show them. */
    static Map<String, Integer> computerSeatsOf(GameEntity game) {
        if (game.computerSeats == null) {
            return Map.of();
        }
        Map<String, Integer> levels = new TreeMap<>();
        game.computerSeats.forEach((seat, computer) -> levels.put(seat, computer.level()));
        return Collections.unmodifiableMap(levels);
    }

    /** The ETag of this state: its version, quoted. */
    default String etag() {
        return "\"" + version() + "\"";
    }
}
