package org.ringgames.web.portals;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import io.vertx.core.Context;
import io.vertx.core.http.HttpHeaders;
import io.vertx.ext.web.Router;
import io.vertx.ext.web.RoutingContext;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.util.List;
import java.util.Optional;
import org.ringgames.play.access.PortalKeys;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.portals.FeedCursor;
import org.ringgames.play.portals.FeedEvent;
import org.ringgames.play.portals.PortalFeed;
import org.ringgames.play.portals.PortalFeedHub;
import org.ringgames.web.request.PresentedKey;
import org.ringgames.web.request.QueryParameters;
import org.ringgames.web.problem.VertxProblems;
import org.ringgames.web.events.CursorStreamRequests;
import org.ringgames.web.events.HttpStreamSink;

/**
 * {@code GET /api/v1/events}: every event of the caller's portal's games (open mode: of open mode's
 * games), as Server-Sent Events or NDJSON, one connection for thousands of games. Each event's id
 * is a cursor; {@code Last-Event-ID} resumes after it with no gap and no repeat, on any replica.
 * Without one the stream starts now. A plain Vert.x route, as the game stream is, so it can watch
 * its connection's write buffer; documented by {@link PortalEventsOperation}.
 */
@ApplicationScoped
public class PortalEventsRoute {

    static final String PATH = "/api/v1/events";

    @Inject
    PortalKeys keys;

    @Inject
    PortalFeed feed;

    @Inject
    PortalFeedHub hub;

    @Inject
    ObjectMapper json;

    private static final QueryParameters QUERY = QueryParameters.of("events", "lastEventId");

    void routes(@Observes Router router) {
        router.get(PATH).order(-10).handler(this::stream);
    }

    private void stream(RoutingContext ctx) {
        Optional<String> portal;
        List<String> types;
        Optional<FeedCursor> resume;
        Optional<String> refused = QUERY.refusal(ctx.queryParams());
        if (refused.isPresent()) {
            VertxProblems.refuse(ctx, new Rejection(Rejection.Kind.MALFORMED, refused.get()), json);
            return;
        }
        try {
            portal = keys.portal(PresentedKey.of(ctx.request().getHeader(PresentedKey.HEADER),
                    ctx.request().getHeader(HttpHeaders.AUTHORIZATION)));
            types = PortalFeed.types(Optional.ofNullable(ctx.request().getParam("events")));
            resume = CursorStreamRequests.resumeAfter(ctx, FeedCursor::parse);
        } catch (Rejection rejection) {
            VertxProblems.refuse(ctx, rejection, json);
            return;
        }
        boolean ndjson = CursorStreamRequests.ndjson(ctx);
        Context context = ctx.vertx().getOrCreateContext();
        if (resume.isPresent()) {
            open(ctx, context, portal, resume.get(), types, ndjson);
            return;
        }
        ctx.vertx().<FeedCursor>executeBlocking(feed::now, false)
                .onSuccess(now -> open(ctx, context, portal, now, types, ndjson))
                .onFailure(error -> VertxProblems.refuse(ctx, error, json));
    }

    private void open(RoutingContext ctx, Context context, Optional<String> portal, FeedCursor after,
                      List<String> types, boolean ndjson) {
        HttpStreamSink<FeedEvent> http = new HttpStreamSink<>(CursorStreamRequests.open(ctx, context, ndjson),
                event -> new HttpStreamSink.Frame(event.cursor().text(), event.type(), envelope(event)));
        hub.subscribe(portal, after, types, http);
    }

    /** {@code {"gameId", "externalId", "event", "version", "data"}}; data is the game's event data as stored. */
    private String envelope(FeedEvent event) {
        if (PortalFeed.TOURNAMENT_TYPES.contains(event.type())) {
            // A tournament's event (TournamentEventData): gameId holds the tournament's id.
            return "{\"tournamentId\":\"" + event.gameId() + "\",\"event\":\"" + event.type() + "\",\"data\":"
                    + event.data() + "}";
        }
        try {
            return "{\"gameId\":\"" + event.gameId() + "\",\"externalId\":"
                    + (event.externalId().isPresent() ? json.writeValueAsString(event.externalId().get()) : "null")
                    + ",\"event\":\"" + event.type() + "\",\"version\":" + event.version() + ",\"data\":" + event.data()
                    + "}";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a string could not be written as JSON", e);
        }
    }

}
