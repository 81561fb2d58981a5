package org.ringgames.web.players;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.vertx.core.Context;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.ringgames.play.core.GameStatus;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.access.Player;
import org.ringgames.play.players.PlayerCursor;
import org.ringgames.play.core.OfferDeclineReason;
import org.ringgames.play.players.PlayerEvent;
import org.ringgames.play.players.PlayerFeed;
import org.ringgames.play.players.PlayerFeedHub;
import org.ringgames.play.access.PlayerTokens;
import org.ringgames.play.players.StreamPresence;
import org.ringgames.web.request.PresentedKey;
import org.ringgames.web.request.QueryParameters;
import org.ringgames.web.problem.VertxProblems;
import org.ringgames.web.events.CursorStreamRequests;
import org.ringgames.web.events.HttpStreamSink;
import org.ringgames.web.game.ChatViews;
import org.ringgames.web.game.GameFormats;

/**
 * {@code GET /api/v1/players/me/events}: one stream for everything a player must hear of — its
 * games' starts, turns and ends, and challenges — as Server-Sent Events or NDJSON, whichever replica
 * serves it. Each event's id is a cursor; {@code Last-Event-ID} resumes after it with no gap and no
 * repeat. Without one the stream first announces the player's games in play. With
 * {@code ?legalMoves=true} a {@code yourTurn} carries the legal moves, so a bot's move costs one
 * request. A plain Vert.x route, as the other streams are; documented by {@link PlayerEventsOperation}.
 */
@ApplicationScoped
public class PlayerEventsRoute {

    static final String PATH = "/api/v1/players/me/events";

    @Inject
    PlayerTokens tokens;

    @Inject
    PlayerFeed feed;

    @Inject
    PlayerFeedHub hub;

    @Inject
    GameFormats formats;

    @Inject
    ObjectMapper json;

    private static final QueryParameters QUERY = QueryParameters.of("lastEventId", "legalMoves", "challenges");

    @Inject
    StreamPresence presence;

    void routes(@Observes Router router) {
        router.get(PATH).order(-10).handler(this::stream);
    }

    /** What a stream was asked for. */
    private record Asked(Optional<String> token, Optional<PlayerCursor> resume, boolean legalMoves, boolean ndjson,
                         boolean openChallenges) {
    }

    private void stream(RoutingContext ctx) {
        Optional<String> refused = QUERY.refusal(ctx.queryParams());
        if (refused.isPresent()) {
            VertxProblems.refuse(ctx, new Rejection(Rejection.Kind.MALFORMED, refused.get()), json);
            return;
        }
        Asked asked;
        try {
            asked = new Asked(PresentedKey.of(null, ctx.request().getHeader(HttpHeaders.AUTHORIZATION)),
                    CursorStreamRequests.resumeAfter(ctx, PlayerCursor::parse), legalMoves(ctx.request().getParam("legalMoves")),
                    CursorStreamRequests.ndjson(ctx), openChallenges(ctx.request().getParam("challenges")));
        } catch (Rejection rejection) {
            VertxProblems.refuse(ctx, rejection, json);
            return;
        }
        Context context = ctx.vertx().getOrCreateContext();
        // The token may need the database (a player not yet seen here), and a new stream's greeting does.
        ctx.vertx().<Opened>executeBlocking(() -> {
            Player player = tokens.require(asked.token());
            // Present (GET /api/v1/bots/online, and told of open challenges if asked) before it says anything.
            presence.opened(player, asked.openChallenges());
            try {
                return asked.resume().map(after -> new Opened(player, new PlayerFeed.Start(after, java.util.List.of())))
                        .orElseGet(() -> new Opened(player, feed.start(player.id())));
            } catch (RuntimeException e) {
                presence.closed(player.id(), asked.openChallenges());
                throw e;
            }
        }, false).onSuccess(opened -> open(ctx, context, opened, asked))
                .onFailure(error -> VertxProblems.refuse(ctx, error, json));
    }

    private record Opened(Player player, PlayerFeed.Start start) {
    }

    private void open(RoutingContext ctx, Context context, Opened opened, Asked asked) {
        HttpStreamSink<PlayerEvent> sink = new HttpStreamSink<>(CursorStreamRequests.open(ctx, context, asked.ndjson()),
                event -> new HttpStreamSink.Frame(event.cursor().text(), event.type(), data(event, asked.legalMoves())));
        UUID me = opened.player().id();
        PresentSink told = new PresentSink(sink, me, asked.openChallenges(),
                () -> presence.closed(me, asked.openChallenges()));
        opened.start().greeting().forEach(told::send);
        hub.subscribe(me, opened.start().cursor(), told);
    }

    /**
     * A game's event: {@code {"gameId", "seat", "state"}}, and for a yourTurn asked with legal moves
     * {@code "legalMoves"} (null while the game awaits a setup step), for a drawDeclined or
     * takebackDeclined {@code "reason"}; a challenge's:
     * {@code {"challenge"}}.
     */
    private String data(PlayerEvent event, boolean withLegalMoves) {
        if (event.tournament().isPresent()) {
            // A tournament's event, as the portal stream's TournamentEventData.
            var news = event.tournament().get();
            return "{\"tournamentId\":\"" + news.tournamentId() + "\",\"event\":\"" + event.type() + "\",\"data\":"
                    + news.data() + "}";
        }
        if (event.chat().isPresent()) {
            // A chat line of one of the player's games: ChatLineOfGame.
            return write(new ChatViews.OfGame(event.gameId().orElseThrow().toString(), event.seat().orElseThrow(),
                    ChatViews.Line.of(event.chat().get())));
        }
        Map<String, Object> data = new LinkedHashMap<>();
        if (event.challenge().isPresent()) {
            data.put("challenge", PlayerViews.ChallengeView.of(event.challenge().get()));
            return write(data);
        }
        var state = event.state().orElseThrow();
        data.put("gameId", event.gameId().orElseThrow().toString());
        data.put("seat", event.seat().orElseThrow());
        data.put("state", formats.state(state));
        if (PlayerEventsOperation.DECLINE_TYPES.contains(event.type())) {
            // A decline written before reasons existed (V23) gave none: generic.
            data.put("reason", event.reason().orElse(OfferDeclineReason.GENERIC.text()));
        }
        String text = write(data);
        if (!event.yourTurn() || !withLegalMoves) {
            return text;
        }
        String moves = "null";
        if (state.status() == GameStatus.PLAYING) {
            Object body = formats.of(state).legalMoves(state, null, null).getEntity();
            // A game's format may hand over its JSON already written (text or UTF-8 bytes), or a view to write.
            if (body instanceof byte[] bytes) {
                moves = new String(bytes, java.nio.charset.StandardCharsets.UTF_8);
            } else {
                moves = body instanceof String raw ? raw : write(body);
            }
        }
        return text.substring(0, text.length() - 1) + ",\"legalMoves\":" + moves + "}";
    }

    private String write(Object value) {
        try {
            return json.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an event could not be written as JSON", e);
        }
    }

    /** {@code ?challenges=open}: hear of every new open challenge of the portal; anything else but absent is a 400. */
    private static boolean openChallenges(String value) {
        if (value == null) {
            return false;
        }
        if (value.equals("open")) {
            return true;
        }
        throw new Rejection(Rejection.Kind.MALFORMED, "challenges: '" + value + "'; expected open");
    }

    private static boolean legalMoves(String value) {
        if (value == null || value.equals("false")) {
            return false;
        }
        if (value.equals("true")) {
            return true;
        }
        throw new Rejection(Rejection.Kind.MALFORMED, "legalMoves: '" + value + "'; expected true or false");
    }
}
