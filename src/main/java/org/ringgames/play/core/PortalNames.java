package org.ringgames.play.core;

import java.util.Collections;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.UUID;
import org.ringgames.store.games.GameEntity;

/**
 * What a game and its seats are called: the portal's own id for the game ({@code externalId},
 * unique within the portal), its label per seat, and the players who hold seats, each under the
 * seat's name; and who may read the game. Shown in every state; all empty when none were given.
 * The labels are the portal's data: a snapshot for a reader who may not see them has none
 * ({@link #withoutLabels()}, {@link org.ringgames.play.games.GameReaders}). Whether the game is rated, and once a rated game
 * has ended its players' rating changes by seat (play.ratings.Ratings), travel with the seats' names.
 */
public record PortalNames(Optional<String> externalId, Map<String, String> labels, Map<String, SeatHolder> players,
                          Visibility visibility, boolean rated, Map<String, RatingChange> ratingChanges,
                          Optional<TournamentRound> tournament) {

    public static final PortalNames NONE = new PortalNames(Optional.empty(), Map.of());

    /** A player holding a seat, as the state names it. */
    public record SeatHolder(UUID id, String name) {
    }

    /** A seat's rating before and after its rated game. */
    public record RatingChange(double before, double after) {
    }

    /**
     * The tournament round a game is part of, and, in an arena that offers berserk, the seats that
     * berserked (empty until one does; empty Optional: the game offers no berserk).
     */
    public record TournamentRound(UUID id, int round, Optional<java.util.List<String>> berserk) {

        public TournamentRound {
            berserk = berserk.map(java.util.List::copyOf);
        }
    }

    public PortalNames {
        labels = Collections.unmodifiableMap(new TreeMap<>(labels));
        players = Collections.unmodifiableMap(new TreeMap<>(players));
        ratingChanges = Collections.unmodifiableMap(new TreeMap<>(ratingChanges));
    }

    public PortalNames(Optional<String> externalId, Map<String, String> labels, Map<String, SeatHolder> players,
                       Visibility visibility) {
        this(externalId, labels, players, visibility, false, Map.of(), Optional.empty());
    }

    public PortalNames(Optional<String> externalId, Map<String, String> labels, Map<String, SeatHolder> players,
                       Visibility visibility, Optional<TournamentRound> tournament) {
        this(externalId, labels, players, visibility, false, Map.of(), tournament);
    }

    public PortalNames(Optional<String> externalId, Map<String, String> labels, Map<String, SeatHolder> players) {
        this(externalId, labels, players, Visibility.PUBLIC);
    }

    public PortalNames(Optional<String> externalId, Map<String, String> labels) {
        this(externalId, labels, Map.of());
    }

    /** These names as a reader who may not see the portal's labels gets them. */
    public PortalNames withoutLabels() {
        return new PortalNames(externalId, Map.of(), players, visibility, rated, ratingChanges, tournament);
    }

    /** A game row's names, as its snapshots show them. */
    public static PortalNames of(GameEntity game) {
        Map<String, SeatHolder> players = new TreeMap<>();
        if (game.players != null) {
            game.players.forEach((seat, p) -> players.put(seat, new SeatHolder(UUID.fromString(p.id()), p.name())));
        }
        Map<String, RatingChange> changes = new TreeMap<>();
        if (game.ratingChanges != null) {
            game.ratingChanges.forEach((seat, c) -> changes.put(seat, new RatingChange(c.before(), c.after())));
        }
        return new PortalNames(Optional.ofNullable(game.externalId), game.labels == null ? Map.of() : game.labels,
                players, Visibility.stored(game.visibility), game.rated, changes, Optional.ofNullable(game.tournamentId)
                .map(id -> new TournamentRound(id, game.tournamentRound == null ? 0 : game.tournamentRound,
                        Optional.ofNullable(game.berserk))));
    }
}
