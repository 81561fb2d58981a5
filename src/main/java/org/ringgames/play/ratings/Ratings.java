package org.ringgames.play.ratings;

import io.micrometer.core.instrument.MeterRegistry;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.UUID;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.ringgames.play.core.GameStatus;
import org.ringgames.rules.rating.ComputerRatings;
import org.ringgames.rules.rating.Glicko2;
import org.ringgames.rules.rating.Pool;
import org.ringgames.rules.rating.RatingPeriods;
import org.ringgames.rules.rating.Speed;
import org.ringgames.rules.record.Results;
import org.ringgames.store.games.GameEntity;
import org.ringgames.store.players.RatingRows;

/**
 * Glicko-2 ratings of rated games (docs/ratings.md). {@link #rate} runs in the transaction that
 * ends a game, under the game's row lock, on every path that ends one (GameWrites for moves, resign,
 * draws, a portal's abort and adjudication, computer moves; clock.Deadlines for time), so a game
 * rates once: it finishes once, and {@link #rate} does nothing for a game that already has its
 * rating changes. Each rated game is its own rating period; the time since a player's last rated
 * game in the pool widens its deviation first ({@link RatingPeriods}).
 */
@ApplicationScoped
// Built at start, so that a τ the calculator refuses stops the service instead of every rated game's end.
@io.quarkus.runtime.Startup
public class Ratings {

    /** Glicko-2's system constant τ (the paper: 0.3 to 1.2; lichess uses 0.75). */
    @ConfigProperty(name = "ringgames.ratings.tau", defaultValue = "0.5")
    double tau;

    @Inject
    RatingRows ratings;

    @Inject
    MeterRegistry metrics;

    private Glicko2 glicko;

    @PostConstruct
    void build() {
        glicko = new Glicko2(tau);
    }

    /** The pool a game rates in: its game at its clock's speed. */
    public static Pool poolOf(String game, GameEntity.TimeControl control) {
        if (control == null || control.initialUs() == null) {
            return new Pool(game, Speed.CORRESPONDENCE);
        }
        return new Pool(game, Speed.fischer(control.initialUs(), control.incrementUs() == null ? 0 : control.incrementUs()));
    }

    /**
     * Moves the ratings of a rated game that has just finished, and writes its changes on the row
     * (not yet flushed: the caller's write does). Nothing for a game not rated, not finished,
     * aborted, or already rated.
     */
    public void rate(GameEntity game, Instant now) {
        if (!game.rated || game.ratingChanges != null || !GameStatus.FINISHED.slug().equals(game.status)
                || Results.ABORTED.equals(game.resultReason)) {
            return;
        }
        Map<String, UUID> humans = new TreeMap<>();
        if (game.players != null) {
            game.players.forEach((seat, p) -> humans.put(seat, UUID.fromString(p.id())));
        }
        if (humans.isEmpty()) {
            return;
        }
        Pool pool = poolOf(game.kind, game.timeControl);
        Glicko2.Rating start = Glicko2.NEW_PLAYER;
        List<RatingRows.Row> locked = ratings.lockForRating(pool.name(), new ArrayList<>(humans.values()),
                new RatingRows.Start(start.rating(), start.deviation(), start.volatility()), now);
        Map<UUID, RatingRows.Row> byPlayer = new HashMap<>();
        locked.forEach(row -> byPlayer.put(row.playerId(), row));
        // Both seats' ratings as they stand at the game's end: a human's widened by its idle time,
        // a computer seat's its level's fixed one.
        Map<String, Glicko2.Rating> current = new TreeMap<>();
        for (Map.Entry<String, UUID> human : humans.entrySet()) {
            RatingRows.Row row = byPlayer.get(human.getValue());
            current.put(human.getKey(), RatingPeriods.now(glicko,
                    new Glicko2.Rating(row.rating(), row.deviation(), row.volatility()),
                    row.games() == 0 ? null : row.lastRatedAt(), now));
        }
        if (game.computerSeats != null) {
            game.computerSeats.forEach((seat, computer) -> ComputerRatings.of(game.kind, computer.level())
                    .ifPresent(rating -> current.put(seat, rating)));
        }
        if (current.size() != 2) {
            return; // not two rated seats (a level without a rating): nothing to rate against
        }
        Map<String, GameEntity.RatingChange> changes = new TreeMap<>();
        for (Map.Entry<String, UUID> human : humans.entrySet()) {
            String seat = human.getKey();
            String other = current.keySet().stream().filter(s -> !s.equals(seat)).findFirst().orElseThrow();
            double score = game.resultWinner == null ? 0.5 : game.resultWinner.equals(seat) ? 1 : 0;
            Glicko2.Rating before = current.get(seat);
            Glicko2.Rating after = RatingPeriods.afterGame(glicko, before, current.get(other), score);
            RatingRows.Row row = byPlayer.get(human.getValue());
            ratings.save(pool.name(), human.getValue(), after.rating(), after.deviation(), after.volatility(),
                    row.games() + 1, now);
            changes.put(seat, new GameEntity.RatingChange(round(row.rating()), round(after.rating())));
        }
        game.ratingChanges = changes;
        metrics.counter("ringgames.ratings.games", "pool", pool.name()).increment();
    }

    /** A rating as shown: two decimals (the stored figure keeps its full precision). */
    static double round(double rating) {
        return Math.round(rating * 100) / 100.0;
    }

    /** A player's ratings, by pool name, each as last rated. */
    @jakarta.transaction.Transactional
    public Map<String, Standing> of(UUID player) {
        Map<String, Standing> byPool = new TreeMap<>();
        for (RatingRows.Row row : ratings.ofPlayer(player)) {
            byPool.put(row.name(), Standing.of(row));
        }
        return byPool;
    }

    /** A player's rating in a pool, if it has played a rated game there. */
    @jakarta.transaction.Transactional
    public Optional<Standing> of(UUID player, Pool pool) {
        return ratings.of(player, pool.name()).map(Standing::of);
    }

    /** A rating as the API shows it; provisional while the deviation is above 110. */
    public record Standing(UUID playerId, String name, double rating, double deviation, double volatility, int games,
                           boolean provisional) {

        static Standing of(RatingRows.Row row) {
            return new Standing(row.playerId(), row.name(), row.rating(), row.deviation(), row.volatility(), row.games(),
                    row.deviation() > Glicko2.PROVISIONAL_DEVIATION);
        }
    }
}
