package org.ringgames.web.game;

import org.ringgames.play.game.GameSnapshot;
import org.ringgames.play.core.Acted;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.util.Optional;
import java.util.UUID;
import java.util.regex.Pattern;
import org.ringgames.play.games.GameReaders;
import org.ringgames.play.games.GameWrites;
import org.ringgames.play.access.SeatTokens;
import org.ringgames.web.problem.ProblemException;
import org.ringgames.web.problem.ProblemType;

/**
 * Reads what a seat's write request carries besides its body — the bearer token, the
 * Idempotency-Key — and turns answers into responses. An idempotent request is identified by its
 * operation, its body as read (re-serialized, so spacing does not matter) and its If-Match.
 */
@ApplicationScoped
public class SeatHeaders {

    /** The header that makes a seat's write safe to retry. */
    public static final String IDEMPOTENCY_KEY = "Idempotency-Key";

    /** The Idempotency-Key header of every seat's write, as the OpenAPI document describes it. */
    public static final String IDEMPOTENCY_KEY_DESCRIPTION = "Optional: a key of the client's choosing (1 to "
            + SeatHeaders.MAX_KEY_LENGTH + " visible ASCII characters) that makes a retry of this write safe. A retry "
            + "with the same key and body gets the first answer again, with Idempotent-Replayed: true, and changes "
            + "nothing; the same key with another body is 422 idempotency-key-reuse. Scope: one game and the seat of "
            + "the token (the same key in another game is another key). An answered key is kept for as long as the "
            + "game is stored; a refused request keeps nothing, so its key may be used again.";


    public static final int MAX_KEY_LENGTH = 200;

    /**
     * One or more entity tags, comma-separated (RFC 9110 §8.8.3: etagc is %x21 / %x23-7E).
     * Possessive, so that a header of thousands of tags is matched in a loop, not by recursion.
     */
    private static final Pattern ENTITY_TAGS = Pattern.compile(
            "(?:W/)?+\"[\\x21\\x23-\\x7e]*+\"(?:[ \\t]*+,[ \\t]*+(?:W/)?+\"[\\x21\\x23-\\x7e]*+\")*+");

    @Inject
    ObjectMapper json;

    @Inject
    GameFormats formats;

    @Inject
    GameReaders readers;

    public GameWrites.Caller caller(String id, String authorization, String idempotencyKey,
                                    String operation, Object body, String ifMatch) {
        UUID game = gameId(id);
        Optional<GameWrites.IdempotencyKey> key = Optional.ofNullable(idempotencyKey).map(k -> {
            if (k.isEmpty() || k.length() > MAX_KEY_LENGTH || !k.chars().allMatch(c -> c > 0x20 && c < 0x7f)) {
                throw new ProblemException(ProblemType.MALFORMED_REQUEST, "Idempotency-Key: 1 to " + MAX_KEY_LENGTH
                        + " visible ASCII characters");
            }
            return new GameWrites.IdempotencyKey(k, SeatTokens.hash(operation + "\n" + write(body) + "\n" + ifMatch));
        });
        return new GameWrites.Caller(game, bearer(authorization), key);
    }

    /**
     * An {@code If-Match} header as RFC 9110 writes it: {@code *}, or a comma-separated list of
     * entity tags ({@code "12"}, {@code W/"12"}). Anything else is a 400: a client that sends
     * {@code garbage} has a bug, and answering 412 would send it to re-read a state it cannot match.
     */
    public static Optional<String> ifMatch(String header) {
        if (header == null) {
            return Optional.empty();
        }
        String value = header.trim();
        if (!value.equals("*") && !ENTITY_TAGS.matcher(value).matches()) {
            throw new ProblemException(ProblemType.MALFORMED_REQUEST, "If-Match: '" + header
                    + "' is not an entity tag; send the game's ETag as it came (\"12\"), or *");
        }
        return Optional.of(value);
    }

    public static UUID gameId(String id) {
        try {
            return UUID.fromString(id);
        } catch (IllegalArgumentException e) {
            throw new ProblemException(ProblemType.NOT_FOUND, "no game " + id);
        }
    }

    /** What a read presents: its bearer (a seat, player, portal or admin token) and its X-Api-Key. */
    public static GameReaders.Presented presented(String authorization, String xApiKey) {
        return new GameReaders.Presented(bearer(authorization),
                Optional.ofNullable(xApiKey).map(String::trim).filter(k -> !k.isEmpty()));
    }

    /** The token of {@code Authorization: Bearer <token>}; anything else counts as no token. */
    public static Optional<String> bearer(String authorization) {
        if (authorization == null || !authorization.regionMatches(true, 0, "Bearer ", 0, 7)) {
            return Optional.empty();
        }
        String token = authorization.substring(7).trim();
        return token.isEmpty() ? Optional.empty() : Optional.of(token);
    }

    /** A seat's action done: 200 with what was done and the game as the seat now sees it. */
    public GameWrites.Rendered acted(Acted done, GameSnapshot state) {
        return render(200, new GameViews.SeatAction(done.seat(), done.what(), formats.state(readers.toSeat(state))));
    }

    public GameWrites.Rendered render(int status, Object view) {
        return new GameWrites.Rendered(status, write(view));
    }

    public static Response respond(GameWrites.Answer<?> answer) {
        Response.ResponseBuilder response = Response.status(answer.rendered().status())
                .type(MediaType.APPLICATION_JSON).entity(answer.rendered().body());
        if (answer.replayed()) {
            response.header("Idempotent-Replayed", "true");
        }
        return response.build();
    }

    private String write(Object value) {
        try {
            return json.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a response record could not be written as JSON", e);
        }
    }
}
