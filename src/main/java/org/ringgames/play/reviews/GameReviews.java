package org.ringgames.play.reviews;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.EnumMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.games.GameReaders;
import org.ringgames.play.game.WriteGuards;
import org.ringgames.play.core.GameStatus;
import org.ringgames.play.games.GameWrites;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.access.SeatTokens;
import org.ringgames.play.access.PlayerTokens;
import org.ringgames.play.access.AdminKey;
import org.ringgames.play.access.PortalKeys;
import org.ringgames.store.games.GameEntity;
import org.ringgames.store.games.GameRows;
import org.ringgames.store.games.ReviewRows;

/**
 * The engine's reviews of finished games (docs/records.md, "Review"): asked for over HTTP, done by
 * one replica's {@link ReviewWorker} on the engine's pool, behind every computer turn and analysis,
 * and read back with a judgement per ply. Only a game whose kind has a {@link GameReviewer} can be
 * reviewed. Asking is a seat's (its token, or the token of the player who holds it), its portal's
 * (the game's portal key) or the operator's (the admin key); reading is anyone's. A review is the
 * review's own record: asking for it and finishing it write no event of the game, and change neither
 * its version nor its {@code updatedAt}, nor anything its portal's feed or webhooks carry.
 */
@ApplicationScoped
public class GameReviews {

    /** The think time a review gives every position when the request names none. */
    public static final int DEFAULT_MOVETIME_MS = 300;
    public static final int MIN_MOVETIME_MS = 10;
    public static final int MAX_MOVETIME_MS = 5_000;

    private final GameRows games;
    private final ReviewRows reviews;
    private final ObjectMapper json;
    private final Clock clock;
    private final SeatTokens tokens;
    private final PortalKeys keys;
    private final AdminKey admin;
    private final GameReaders readers;
    private final ReviewWorker worker;
    private final Map<GameKind, GameReviewer> reviewers = new EnumMap<>(GameKind.class);

    GameReviews(GameRows games, ReviewRows reviews, Instance<GameReviewer> all, ObjectMapper json,
                Clock clock, SeatTokens tokens, PortalKeys keys, AdminKey admin, GameReaders readers,
                ReviewWorker worker) {
        this.games = games;
        this.reviews = reviews;
        this.json = json;
        this.clock = clock;
        this.tokens = tokens;
        this.keys = keys;
        this.admin = admin;
        this.readers = readers;
        this.worker = worker;
        for (GameReviewer reviewer : all) {
            reviewers.put(reviewer.kind(), reviewer);
        }
    }

    /**
     * A review as stored: {@code queued} (with how many of its positions are searched) until done;
     * {@code done} with its plies; {@code failed} with why.
     */
    public record Review(UUID gameId, String status, int movetimeMs, Instant requestedAt, Optional<Instant> finishedAt,
                         int searched, int positions, List<GameReviewer.ReviewedPly> plies, Optional<String> detail) {
    }

    /** The answer to a request: the review, and whether the request queued it (202) or found it done (200). */
    public record Requested(Review review, boolean queued) {
    }

    /**
     * Asks for a review of a finished game. A review queued or being done is left as it is; one
     * done with the same think time is the answer; otherwise (none yet, another think time, a failed
     * one) the game is queued afresh.
     *
     * @param bearer  the request's bearer token: a seat token, a player token, a portal or the admin key
     * @param apiKey  the request's X-Api-Key: a portal or the admin key
     */
    @Transactional
    public Requested request(UUID gameId, int movetimeMs, Optional<String> bearer, Optional<String> apiKey) {
        GameEntity game = games.findByIdOptional(gameId).orElseThrow(() -> GameWrites.notFound(gameId));
        authorize(game, bearer, apiKey);
        GameReviewer reviewer = reviewer(game);
        WriteGuards.requireStatus(game, GameStatus.FINISHED, "a game is reviewed once it is over");
        if (game.ply == 0) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, "the game ended before a move was played: there is "
                    + "nothing to review");
        }
        Optional<ReviewRows.Row> row = reviews.find(gameId);
        if (row.isPresent() && row.get().status().equals("queued")) {
            return new Requested(view(game, reviewer, row.get()), true);
        }
        if (row.isPresent() && row.get().status().equals("done") && row.get().movetimeMs() == movetimeMs) {
            return new Requested(view(game, reviewer, row.get()), false);
        }
        reviews.queue(gameId, movetimeMs, now());
        worker.wake();
        return new Requested(view(game, reviewer, reviews.find(gameId).orElseThrow()), true);
    }

    /**
     * Refuses a request that is neither a seat's, nor the game's portal's, nor the operator's: 401
     * with no credential or an unknown one, 403 wrong-seat for a player who holds no seat of the
     * game, 404 for another portal's key, exactly as for an unknown game. In open mode a key proves
     * nothing, so only a seat asks.
     */
    private void authorize(GameEntity game, Optional<String> bearer, Optional<String> apiKey) {
        if (apiKey.isEmpty() && bearer.isPresent()
                && (PlayerTokens.isPlayerToken(bearer.get()) || tokens.isSeatToken(game, bearer.get()))) {
            tokens.seatOf(game, bearer);
            return;
        }
        Optional<String> key = apiKey.or(() -> bearer);
        if (key.isEmpty()) {
            throw new Rejection(Rejection.Kind.UNAUTHORIZED, "asking for a review needs a seat token, the token of "
                    + "a player in the game, the game's portal key or the admin key: 'Authorization: Bearer <token>'");
        }
        if (admin.matches(key)) {
            return;
        }
        if (keys.open()) {
            throw new Rejection(Rejection.Kind.UNAUTHORIZED, "the token belongs to no seat of this game");
        }
        String portal = keys.portal(key).orElseThrow();
        if (!portal.equals(game.portal)) {
            throw GameWrites.notFound(game.id);
        }
    }

    /** The game's review; not found when none was asked for. */
    @Transactional
    public Review read(UUID gameId, GameReaders.Presented presented) {
        GameEntity game = games.findByIdOptional(gameId).orElseThrow(() -> GameWrites.notFound(gameId));
        // A game of visibility portal, its review too: 404 to a reader who may not read the game.
        readers.reading(game, presented);
        GameReviewer reviewer = reviewer(game);
        return reviews.find(gameId).map(row -> view(game, reviewer, row)).orElseThrow(() -> new Rejection(
                Rejection.Kind.NOT_FOUND, "no review of game " + gameId + " was asked for: POST /api/v1/games/"
                + gameId + "/review asks for one"));
    }

    GameReviewer reviewer(GameEntity game) {
        GameReviewer reviewer = reviewers.get(GameKind.stored(game.kind));
        if (reviewer == null) {
            throw new Rejection(Rejection.Kind.NOT_REVIEWABLE, "the engine reviews Gygès games only: the Xe Queo "
                    + "engine gives advice against a hidden secret, not a score to compare");
        }
        return reviewer;
    }

    private Review view(GameEntity game, GameReviewer reviewer, ReviewRows.Row row) {
        List<GameReviewer.ReviewedPly> plies = row.plies().map(this::plies).orElse(List.of());
        // Every position a move was played in, and the last one unless the board ended the game.
        int positions = reviewer.plan(game, List.of()).positions() + game.ply;
        int searched = row.status().equals("done") ? positions : row.progress().map(p -> searched(p).size()).orElse(0);
        return new Review(row.gameId(), row.status(), row.movetimeMs(), row.requestedAt(), row.finishedAt(), searched,
                positions, plies, row.detail());
    }

    String write(Object value) {
        try {
            return json.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a review could not be written as JSON", e);
        }
    }

    List<GameReviewer.Searched> searched(String text) {
        try {
            return json.readValue(text, new TypeReference<List<GameReviewer.Searched>>() { });
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a stored review is corrupt", e);
        }
    }

    List<GameReviewer.ReviewedPly> plies(String text) {
        try {
            return json.readValue(text, new TypeReference<List<GameReviewer.ReviewedPly>>() { });
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a stored review is corrupt", e);
        }
    }

    Instant now() {
        return Instant.now(clock).truncatedTo(ChronoUnit.MICROS);
    }
}
