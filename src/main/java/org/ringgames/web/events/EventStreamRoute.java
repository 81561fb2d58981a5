package org.ringgames.web.events;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.vertx.core.Context;
import io.vertx.core.http.HttpHeaders;
import io.vertx.core.http.HttpServerResponse;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.ringgames.play.games.GameQueries;
import org.ringgames.play.games.GameReaders;
import org.ringgames.play.game.GameSnapshot;
import org.ringgames.play.core.GameStatus;
import org.ringgames.play.events.ChatRoom;
import org.ringgames.play.chat.GameChat;
import org.ringgames.play.events.ChatFollow;
import org.ringgames.play.events.EventSink;
import org.ringgames.play.events.GameEventHub;
import org.ringgames.web.request.PresentedKey;
import org.ringgames.web.request.QueryParameters;
import org.ringgames.web.problem.VertxProblems;
import org.ringgames.web.game.ChatViews;
import org.ringgames.web.game.GameFormats;
import org.ringgames.web.game.SeatHeaders;
import org.ringgames.web.problem.Problem;
import org.ringgames.web.problem.ProblemType;

/**
 * {@code GET /api/v1/games/{id}/events}: the game's changes as Server-Sent Events, or NDJSON with
 * {@code Accept: application/x-ndjson}. A plain Vert.x route rather than a JAX-RS method, so the
 * stream can watch its connection's write buffer (see {@link HttpEventSink}); documented in the
 * OpenAPI by {@link EventsOperation}.
 *
 * <p>The first event is always the full state: with id = its version on a fresh stream, without
 * an id when resuming from {@code Last-Event-ID} (so the client's last id stays the one it sent),
 * followed by every event after that id, read from the database.
 */
@ApplicationScoped
public class EventStreamRoute {

    static final String PATH = "/api/v1/games/:id/events";

    @Inject
    GameQueries queries;

    @Inject
    GameFormats formats;

    @Inject
    GameEventHub hub;

    @Inject
    ObjectMapper json;

    @Inject
    GameChat chat;

    private static final QueryParameters QUERY = QueryParameters.of("lastEventId");

    void routes(@Observes Router router) {
        router.get(PATH).order(-10).handler(this::stream);
    }

    private void stream(RoutingContext ctx) {
        String path = ctx.request().path();
        UUID gameId;
        Long resumeAfter;
        try {
            gameId = UUID.fromString(ctx.pathParam("id"));
        } catch (IllegalArgumentException e) {
            problem(ctx, Problem.of(ProblemType.NOT_FOUND, 404, "no game " + ctx.pathParam("id"), path, Map.of()));
            return;
        }
        Optional<String> refused = QUERY.refusal(ctx.queryParams());
        if (refused.isPresent()) {
            problem(ctx, Problem.of(ProblemType.MALFORMED_REQUEST, 400, refused.get(), path, Map.of()));
            return;
        }
        String lastEventId = ctx.request().getHeader("Last-Event-ID");
        if (lastEventId == null) {
            lastEventId = ctx.request().getParam("lastEventId");
        }
        Long resumeLine;
        try {
            // A game event's id is its version; a chat line's <version>:<line> (docs/chat.md).
            String id = lastEventId == null ? "" : lastEventId.trim();
            int colon = id.indexOf(':');
            resumeAfter = id.isEmpty() ? null : Long.valueOf(colon < 0 ? id : id.substring(0, colon));
            resumeLine = colon < 0 ? null : Long.valueOf(id.substring(colon + 1));
        } catch (NumberFormatException e) {
            problem(ctx, Problem.of(ProblemType.MALFORMED_REQUEST, 400, "Last-Event-ID: '" + lastEventId
                    + "' is not an event id (a state version, or a chat line's <version>:<line>)", path, Map.of()));
            return;
        }
        String accept = ctx.request().getHeader(HttpHeaders.ACCEPT);
        boolean ndjson = accept != null && accept.contains("application/x-ndjson");
        Context context = ctx.vertx().getOrCreateContext();
        GameReaders.Presented presented = SeatHeaders.presented(ctx.request().getHeader(HttpHeaders.AUTHORIZATION),
                ctx.request().getHeader(PresentedKey.HEADER));
        // Where the chat starts is read before the state: a line written in between is sent, never lost.
        ctx.vertx().<Opening>executeBlocking(() -> {
            GameChat.StreamStart chatStart = chat.streamStart(gameId, presented, Optional.ofNullable(resumeAfter),
                    Optional.ofNullable(resumeLine));
            return new Opening(queries.watched(gameId, presented), chatStart);
        }, false)
                .onSuccess(opening -> open(ctx, context, opening.watched(), opening.chat(), resumeAfter, ndjson))
                .onFailure(error -> VertxProblems.refuse(ctx, error, json));
    }

    private record Opening(GameQueries.Watched watched, GameChat.StreamStart chat) {
    }

    private void open(RoutingContext ctx, Context context, GameQueries.Watched watched, GameChat.StreamStart chatStart,
                      Long resumeAfter, boolean ndjson) {
        GameSnapshot state = watched.state();
        if (resumeAfter != null && (resumeAfter < 0 || resumeAfter > state.version())) {
            // Not a version this game has had: a client that holds it is confused (another game's id,
            // a counter of its own), and a stream starting from now would hide that from it.
            problem(ctx, Problem.of(ProblemType.MALFORMED_REQUEST, 400, "Last-Event-ID: " + resumeAfter
                    + " is not a version of this game (0 to " + state.version() + ")", ctx.request().path(),
                    Map.of("currentVersion", state.version())));
            return;
        }
        HttpServerResponse response = ctx.response();
        response.setChunked(true)
                .putHeader(HttpHeaders.CONTENT_TYPE, ndjson ? "application/x-ndjson" : "text/event-stream")
                .putHeader(HttpHeaders.CACHE_CONTROL, "no-cache")
                .putHeader("X-Accel-Buffering", "no");
        HttpEventSink http = new HttpEventSink(response, context, ndjson);
        EventSink sink = watched.labels() ? http : new LabelFreeSink(http, json);
        boolean resuming = resumeAfter != null;
        long after = resuming ? resumeAfter : state.version();
        sink.send(state.version(), !resuming, "state", write(formats.state(state)));
        if (state.status() == GameStatus.FINISHED && after >= state.version()) {
            sink.close(false);
            return;
        }
        ChatFollow follow = new ChatFollow(chatStart.rooms().stream().map(ChatRoom::slug).toList(), chatStart.lastLine(),
                chatStart.lastLine(), line -> write(ChatViews.Line.of(line)));
        hub.subscribe(state.id(), after, state.version(), follow, sink);
    }

    private void problem(RoutingContext ctx, Problem problem) {
        VertxProblems.send(ctx, problem, json);
    }

    private String write(Object value) {
        try {
            return json.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a response record could not be written as JSON", e);
        }
    }
}
