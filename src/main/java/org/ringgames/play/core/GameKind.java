package org.ringgames.play.core;

import java.util.Locale;
import java.util.Optional;

/** The games this service keeps, with their seat names as the API and the database spell them. */
public enum GameKind {
    GYGES("south", "north"), XEQUEO("placer", "ringer");

    private final String first;
    private final String second;

    GameKind(String first, String second) {
        this.first = first;
        this.second = second;
    }

    /** {@code gyges} or {@code xequeo}. */
    public String slug() {
        return name().toLowerCase(Locale.ROOT);
    }

    public String seatName(SeatIndex seat) {
        return seat == SeatIndex.FIRST ? first : second;
    }

    /** The seat of this game with that name, if any. */
    public Optional<SeatIndex> seat(String name) {
        if (first.equals(name)) {
            return Optional.of(SeatIndex.FIRST);
        }
        return second.equals(name) ? Optional.of(SeatIndex.SECOND) : Optional.empty();
    }

    public static Optional<GameKind> of(String slug) {
        for (GameKind kind : values()) {
            if (kind.slug().equals(slug)) {
                return Optional.of(kind);
            }
        }
        return Optional.empty();
    }

    /** The kind of a stored game; an unknown one is a corrupted row, not bad input. */
    public static GameKind stored(String slug) {
        return of(slug).orElseThrow(() -> new IllegalStateException("stored game kind is unknown: " + slug));
    }
}
