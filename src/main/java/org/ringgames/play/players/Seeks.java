package org.ringgames.play.players;

import org.ringgames.play.access.Player;
import org.ringgames.play.access.Players;
import io.micrometer.core.instrument.MeterRegistry;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.stream.Collectors;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.ringgames.play.games.GamePlay;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.ratings.Ratings;
import org.ringgames.rules.rating.Glicko2;
import org.ringgames.rules.rating.Pool;
import org.ringgames.rules.rating.RatingRange;
import org.ringgames.store.players.PlayerRows;
import org.ringgames.store.players.SeekEntity;
import org.ringgames.store.players.SeekRows;

/**
 * The pool of seeks. A seek either pairs at once with the oldest waiting seek of the same terms
 * from another player, or waits for the next one. Two arrivals of the same terms take turns on a
 * transaction-level advisory lock of their match key, so the second always finds the first: of
 * eight racing seekers of one kind of game, exactly four games come, and no seek makes two. A seek
 * against the engine pairs at once. A waiting seek lapses at {@code expiresAt}: nothing has to
 * run for that, it simply stops being taken.
 */
@ApplicationScoped
public class Seeks {

    public static final Expiry EXPIRY = new Expiry(Duration.ofSeconds(10), Duration.ofSeconds(60), Duration.ofHours(1));

    static final String WAITING = "waiting";
    static final String PAIRED = "paired";
    static final String WITHDRAWN = "withdrawn";
    static final String EXPIRED = "expired";

    @Inject
    SeekRows seeks;

    @Inject
    Players players;

    @Inject
    Pairing pairing;

    @Inject
    MeterRegistry metrics;

    /** So that no one player fills the lobby: its waiting seeks at a time. */
    @ConfigProperty(name = "ringgames.lobby.max-waiting-seeks", defaultValue = "10")
    int maxWaitingSeeks;

    /** The cap on a player's games against the engine in play (max-games-per-player). */
    @Inject
    org.ringgames.play.pool.EngineSettings engine;

    @Inject
    PlayerRows playerRows;

    @Inject
    Ratings ratings;

    /** Waiting seeks of a key a ranged pairing looks through, oldest first. */
    static final int RANGED_CANDIDATES = 50;

    /**
     * @param engineLevel      against the engine at this level; empty: against another player
     * @param expiresInSeconds the request's; null for the default
     */
    @Transactional
    public Seek seek(Player player, GameTerms terms, Optional<Integer> engineLevel, Optional<RatingRange> ratingRange,
                     Integer expiresInSeconds, GamePlay.StateRenderer render) {
        if (ratingRange.isPresent() && engineLevel.isPresent()) {
            throw new Rejection(Rejection.Kind.MALFORMED, "ratingRange: a seek against the engine pairs at once with "
                    + "its level; a rating range is for seeks of another player", Map.of("ratingRange",
                    ratingRange.get().text()));
        }
        Duration expiresIn = EXPIRY.of(expiresInSeconds);
        Instant now = now();
        SeekEntity row = new SeekEntity();
        row.id = UUID.randomUUID();
        row.portal = player.portal().orElse(null);
        row.playerId = player.id();
        row.kind = terms.storedKind();
        row.rules = terms.rules();
        row.clock = terms.storedClock();
        row.engineLevel = engineLevel.orElse(null);
        row.rated = terms.rated();
        row.ratingMin = ratingRange.map(RatingRange::min).orElse(null);
        row.ratingMax = ratingRange.map(RatingRange::max).orElse(null);
        row.matchKey = engineLevel.map(level -> "engine:" + level + "|").orElse("") + terms.matchKey(player.portal());
        row.createdAt = now;
        row.expiresAt = now.plus(expiresIn);
        Map<UUID, Player> named = new HashMap<>(Map.of(player.id(), player));
        if (engineLevel.isPresent()) {
            seeks.lockKey("seeks-of:" + player.id());
            if (playerRows.engineGamesInPlay(player.id()) >= engine.maxGamesPerPlayer()) {
                throw new Rejection(Rejection.Kind.LIMIT_REACHED, "a player may have up to " + engine.maxGamesPerPlayer()
                        + " games against the engine in play at a time; finish one first", Map.of("limit", engine.maxGamesPerPlayer()));
            }
            Pairing.Paired paired = pairing.engine(terms, player, engineLevel.get(), render);
            paired(row, paired.game().state().id(), terms.kind().seatName(paired.firstSeat()));
            seeks.persist(row);
            metrics.counter("ringgames.seeks.paired", "opponent", "engine").increment();
            return view(row, named, now);
        }
        seeks.lockKey(row.matchKey);
        // Seeks of other terms take other locks: the player's own lock makes the count below exact.
        seeks.lockKey("seeks-of:" + player.id());
        Optional<SeekEntity> mine = seeks.waitingOf(player.id(), row.matchKey, now, now.minus(EXPIRY.max()));
        if (mine.isPresent()) {
            throw new Rejection(Rejection.Kind.ALREADY_SEEKING, "seek " + mine.get().id + " of yours already waits "
                    + "for this game, rules and clock", Map.of("seekId", mine.get().id.toString()));
        }
        Optional<SeekEntity> match = ratingRange.isEmpty() && !seeks.anyRanged(row.matchKey, now, now.minus(EXPIRY.max()))
                ? seeks.oldestMatch(row.matchKey, player.id(), now, now.minus(EXPIRY.max()))
                : inRange(row, player, terms, ratingRange, now);
        if (match.isEmpty()) {
            if (seeks.countWaitingOf(player.id(), player.portal(), now, now.minus(EXPIRY.max())) >= maxWaitingSeeks) {
                throw new Rejection(Rejection.Kind.LIMIT_REACHED, "a player may have up to " + maxWaitingSeeks
                        + " waiting seeks at a time; withdraw one, or wait until one pairs or lapses",
                        Map.of("limit", maxWaitingSeeks));
            }
            row.status = WAITING;
            seeks.persist(row);
            metrics.counter("ringgames.seeks.waiting").increment();
            return view(row, named, now);
        }
        SeekEntity waiting = match.get();
        Player other = players.get(waiting.playerId, player.portal());
        Pairing.Paired paired = pairing.players(terms, other, Optional.empty(), player, render);
        UUID gameId = paired.game().state().id();
        paired(waiting, gameId, terms.kind().seatName(paired.firstSeat()));
        paired(row, gameId, terms.kind().seatName(paired.firstSeat().other()));
        seeks.persist(row);
        metrics.counter("ringgames.seeks.paired", "opponent", "player").increment();
        return view(row, named, now);
    }

    /**
     * The oldest waiting seek of the key whose player's rating the new seek's range accepts, and
     * whose own range accepts the new seeker's: each rating the player's in the game's pool, a new
     * player's 1500 when it has none. Under the key's advisory lock, as {@link SeekRows#oldestMatch}.
     */
    private Optional<SeekEntity> inRange(SeekEntity row, Player player, GameTerms terms, Optional<RatingRange> range,
                                         Instant now) {
        Pool pool = terms.pool();
        double mine = rating(player.id(), pool);
        for (SeekEntity candidate : seeks.waitingMatches(row.matchKey, player.id(), now, now.minus(EXPIRY.max()),
                RANGED_CANDIDATES)) {
            boolean theyAcceptMe = candidate.ratingMin == null
                    || new RatingRange(candidate.ratingMin, candidate.ratingMax).accepts(mine);
            if (theyAcceptMe && range.map(r -> r.accepts(rating(candidate.playerId, pool))).orElse(true)) {
                return seeks.findForUpdate(candidate.id).filter(s -> WAITING.equals(s.status));
            }
        }
        return Optional.empty();
    }

    private double rating(UUID player, Pool pool) {
        return ratings.of(player, pool).map(Ratings.Standing::rating).orElse(Glicko2.NEW_PLAYER.rating());
    }

    private static void paired(SeekEntity row, UUID gameId, String seat) {
        row.status = PAIRED;
        row.gameId = gameId;
        row.seat = seat;
    }

    /** A seek of this portal (empty: open mode's); 404 for another portal's. */
    @Transactional
    public Seek get(UUID id, Optional<String> portal) {
        SeekEntity row = seeks.findByIdOptional(id).filter(s -> portal.equals(Optional.ofNullable(s.portal)))
                .orElseThrow(() -> notFound(id));
        return view(row, players.byId(List.of(row.playerId)), now());
    }

    /** The portal's waiting seeks, oldest first: the lobby. */
    @Transactional
    public List<Seek> waiting(Optional<String> portal, int limit) {
        Instant now = now();
        List<SeekEntity> rows = seeks.waiting(portal, now, now.minus(EXPIRY.max()), limit);
        Map<UUID, Player> named = players.byId(rows.stream().map(r -> r.playerId).collect(Collectors.toSet()));
        return rows.stream().map(r -> view(r, named, now)).toList();
    }

    /** Withdraws a waiting seek of the player's; 409 for one that paired or lapsed. */
    @Transactional
    public void withdraw(UUID id, Player player) {
        SeekEntity row = seeks.findForUpdate(id).filter(s -> s.playerId.equals(player.id()))
                .orElseThrow(() -> new Rejection(Rejection.Kind.NOT_FOUND, "no seek " + id + " among your seeks"));
        String status = status(row, now());
        if (!WAITING.equals(status)) {
            Map<String, Object> members = new HashMap<>();
            members.put("seekStatus", status);
            if (row.gameId != null) {
                members.put("gameId", row.gameId.toString());
            }
            throw new Rejection(Rejection.Kind.SEEK_CLOSED, "seek " + id + " is " + status, members);
        }
        row.status = WITHDRAWN;
    }

    private static Seek view(SeekEntity row, Map<UUID, Player> named, Instant now) {
        return new Seek(row.id, status(row, now), named.get(row.playerId), GameTerms.stored(row.kind, row.rules, row.clock, row.rated),
                Optional.ofNullable(row.engineLevel), Optional.ofNullable(row.gameId), Optional.ofNullable(row.seat),
                row.expiresAt, row.createdAt, Optional.ofNullable(row.ratingMin).map(min -> new RatingRange(min, row.ratingMax)));
    }

    static String status(SeekEntity row, Instant now) {
        return WAITING.equals(row.status) && !row.expiresAt.isAfter(now) ? EXPIRED : row.status;
    }

    private static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MICROS);
    }

    static Rejection notFound(UUID id) {
        return new Rejection(Rejection.Kind.NOT_FOUND, "no seek " + id);
    }
}
