package org.ringgames.web.games;

import org.ringgames.web.game.GameBodies;
import org.ringgames.web.game.GameFormats;
import org.ringgames.web.game.GameViews;
import org.ringgames.web.game.LegalMovesBody;
import org.ringgames.web.game.NewGames;
import org.ringgames.web.game.SeatHeaders;
import org.ringgames.web.game.StateBody;
import io.vertx.core.http.HttpServerRequest;
import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.Context;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.Optional;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.enums.SecuritySchemeIn;
import org.eclipse.microprofile.openapi.annotations.enums.SecuritySchemeType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirementsSet;
import org.eclipse.microprofile.openapi.annotations.security.SecurityScheme;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.ringgames.play.games.GamePlay;
import org.ringgames.play.games.GameQueries;
import org.ringgames.play.game.GameSnapshot;
import org.ringgames.play.core.GameStatus;
import org.ringgames.play.access.PortalKeys;
import org.ringgames.web.request.ClientAddress;
import org.ringgames.web.request.PresentedKey;
import org.ringgames.web.request.PlayerScope;
import org.ringgames.web.problem.ProblemException;
import org.ringgames.web.problem.ProblemType;

/**
 * Creating, listing and reading games of every kind. Writes by a seat are in {@link SeatResource}.
 * Reads take an optional seat token: an Xe Queo seat then also sees its own secret, so these
 * responses vary with {@code Authorization}.
 */
@Path("/api/v1/games")
@Tag(name = "games", description = "Persistent games: create, list, read, replay")
@Produces(MediaType.APPLICATION_JSON)
@SecurityScheme(securitySchemeName = "portalKey", type = SecuritySchemeType.APIKEY, in = SecuritySchemeIn.HEADER,
        apiKeyName = PresentedKey.HEADER, description = "A portal API key, required to create and list games "
        + "when the service is configured with keys (also accepted as Authorization: Bearer).")
public class GameResource {


    @Inject
    GamePlay play;

    @Inject
    GameQueries queries;

    @Inject
    PortalKeys keys;

    @Inject
    PlayerScope scope;

    @Inject
    GameFormats formats;

    @Inject
    NewGames newGames;



    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @Operation(operationId = "createGame", summary = "Create a game",
            description = "Creates a game in setup and returns its two seat tokens, shown only this once: "
                    + "south and north for gyges, placer and ringer for xequeo. Optional: the portal's own "
                    + "externalId for the game (unique within the portal) and labels of its seats, shown in every "
                    + "state; startClocksAt holds a clocked game's clocks back until then. A created event goes "
                    + "to the portal's event stream (not to the game's own, which starts after the state).")
    @APIResponse(responseCode = "201", description = "Created; Location names the game.",
            content = @Content(schema = @Schema(implementation = GameViews.Created.class)))
    public Response create(@NotNull @Valid GameBodies.Create body,
                           @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                           @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey,
                           @Context HttpServerRequest http) {
        Optional<String> portal = keys.portal(PresentedKey.of(xApiKey, authorization));
        GamePlay.NewGame request = newGames.seated(newGames.read(body, Optional.empty()), body, portal, keys.open());
        GamePlay.Created created = play.create(request, portal, Optional.of(ClientAddress.of(http)), newGames::publicState);
        String id = created.state().id().toString();
        return Response.created(URI.create("/api/v1/games/" + id)).tag(created.state().version() + "")
                .entity(newGames.view(request, created)).build();
    }

    @GET
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @Operation(operationId = "listGames", summary = "List games, newest first",
            description = "Keyset-paginated: pass the nextCursor of a page as cursor for the next one, with the "
                    + "same sort. With portal API keys configured, a key lists only its portal's games (with their "
                    + "labels); a player token lists its portal's public games and those it holds a seat of, without "
                    + "labels. In open mode: the public games. "
                    + "sort=updated lists the most recently changed first; a game that changes while you page "
                    + "moves to the front, so a poller pages from the top with updatedSince set to the newest "
                    + "updatedAt it has seen. label finds a portal's games by either seat's label (exact). A query "
                    + "parameter not listed here, or one given twice, is a 400.")
    public GameViews.Page list(
            @Parameter(schema = @Schema(enumeration = {"setup", "playing", "finished"})) @QueryParam("status") String status,
            @Parameter(schema = @Schema(enumeration = {"gyges", "xequeo"})) @QueryParam("game") String game,
            @Parameter(schema = @Schema(type = SchemaType.INTEGER, minimum = "1", maximum = "100", defaultValue = "20"))
            @QueryParam("limit") String limit,
            @Parameter(description = "nextCursor of the previous page.") @QueryParam("cursor") String cursor,
            @Parameter(description = "Only the game the caller's portal gave this externalId (exact).")
            @QueryParam("externalId") String externalId,
            @Parameter(description = "Only games changed at or after this ISO 8601 instant.",
                    schema = @Schema(type = SchemaType.STRING, format = "date-time"))
            @QueryParam("updatedSince") String updatedSince,
            @Parameter(description = "created: newest first (the default); updated: most recently changed first.",
                    schema = @Schema(enumeration = {"created", "updated"}, defaultValue = "created"))
            @QueryParam("sort") String sort,
            @Parameter(description = "Only games in which this player holds a seat.",
                    schema = @Schema(type = SchemaType.STRING, format = "uuid"))
            @QueryParam("player") String player,
            @Parameter(description = "Only games where either seat has this label (exact match), among the caller "
                    + "portal's games: labels are the portal's data.")
            @QueryParam("label") String label,
            @Parameter(description = "Only the games of this tournament (docs/tournaments.md).",
                    schema = @Schema(type = SchemaType.STRING, format = "uuid"))
            @QueryParam("tournament") String tournament,
            @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
            @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        Optional<String> portal = scope.portal(xApiKey, authorization);
        GameQueries.Filter filter = new GameQueries.Filter(portal, Optional.ofNullable(status).map(GameResource::status),
                Optional.ofNullable(game).map(g -> GameFormats.kind(g).slug()), Optional.ofNullable(externalId),
                NewGames.instant("updatedSince", updatedSince), Optional.ofNullable(player).map(GameResource::playerId),
                Optional.ofNullable(label), Optional.ofNullable(tournament).map(GameResource::tournamentId));
        GameQueries.Page page = queries.list(filter, scope.lister(xApiKey, authorization), sort(sort), limit(limit),
                Optional.ofNullable(cursor));
        return new GameViews.Page(page.games().stream().map(formats::state).toList(), page.nextCursor().orElse(null));
    }

    @GET
    @Path("/{id}")
    @Operation(operationId = "getGame", summary = "Read a game's state",
            description = "The ETag header is the state version; If-None-Match with it answers 304. "
                    + "With a seat token (optional), an Xe Queo seat also sees mySeat and its own mySecret. "
                    + "A game of visibility portal is read only with its portal's key, a seat's or a player's "
                    + "token of the game, or the admin key (404 to anyone else); labels are shown only to its "
                    + "portal's key and the admin key.")
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = "seatToken"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @APIResponse(responseCode = "200", description = "The state.", content = @Content(schema = @Schema(
            implementation = StateBody.class)))
    @APIResponse(responseCode = "304", description = "Not modified since the ETag given in If-None-Match.")
    public Response state(@PathParam("id") String id, @HeaderParam(HttpHeaders.IF_NONE_MATCH) String ifNoneMatch,
                          @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                          @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        Optional<String> token = SeatHeaders.bearer(authorization);
        GameSnapshot state = queries.state(SeatHeaders.gameId(id), SeatHeaders.presented(authorization, xApiKey));
        Response.ResponseBuilder response = state.etag().equals(ifNoneMatch) ? Response.notModified()
                : Response.ok(formats.state(state));
        return perViewer(response.tag(state.version() + ""), token).build();
    }

    @GET
    @Path("/{id}/legal-moves")
    @Operation(operationId = "gameLegalMoves", summary = "List the legal moves of the side to move",
            description = "As the stateless query, with the game's ply. 409 during setup or after the end. "
                    + "Xe Queo: with the token of the seat to move, the list includes the ring entries its secret "
                    + "allows; without it (or with the other seat's), only moves that do not enter the ring.")
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = "seatToken"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @APIResponse(responseCode = "200", description = "The legal moves.", content = @Content(schema = @Schema(
            implementation = LegalMovesBody.class)))
    public Response legalMoves(@PathParam("id") String id,
                               @Parameter(description = "Only moves from this square.") @QueryParam("from") String from,
                               @Parameter(schema = @Schema(type = SchemaType.BOOLEAN, defaultValue = "true"))
                               @QueryParam("paths") String paths,
                               @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                               @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        Optional<String> token = SeatHeaders.bearer(authorization);
        GameSnapshot game = queries.playing(SeatHeaders.gameId(id), SeatHeaders.presented(authorization, xApiKey));
        return perViewer(Response.fromResponse(formats.of(game).legalMoves(game, from, paths)), token).build();
    }

    @GET
    @Path("/{id}/moves")
    @Operation(operationId = "gameHistory", summary = "The moves played, in order",
            description = "Each with ply, seat, canonical move, the path played and the position after it. Nothing "
                    + "in it is secret; a game of visibility portal is read as its state is.")
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = "seatToken"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    public GameViews.History history(@PathParam("id") String id,
                                     @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                                     @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        return new GameViews.History(id, queries.history(SeatHeaders.gameId(id),
                SeatHeaders.presented(authorization, xApiKey)).stream()
                .map(GameViews.HistoryMove::of).toList());
    }

    @GET
    @Path("/{id}/board.svg")
    @Produces("image/svg+xml")
    @Operation(operationId = "gameBoard", summary = "A picture of the board",
            description = "An SVG of the current position, or of the position after ?ply=n (0: when play began), "
                    + "with the path of the move that led to it. It shows no secret; a game of visibility portal is "
                    + "read as its state is.")
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = "seatToken"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @APIResponse(responseCode = "200", description = "The board.", content = @Content(mediaType = "image/svg+xml",
            schema = @Schema(type = SchemaType.STRING)))
    public String board(@PathParam("id") String id,
                          @Parameter(schema = @Schema(type = SchemaType.INTEGER, minimum = "0")) @QueryParam("ply") String ply,
                          @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                          @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        GameQueries.PastPosition at = queries.positionAt(SeatHeaders.gameId(id), Optional.ofNullable(ply).map(GameResource::ply),
                SeatHeaders.presented(authorization, xApiKey));
        return formats.of(at.game()).board(at);
    }

    /**
     * What a read shows depends on the token it carries (an Xe Queo seat sees its own secret):
     * caches must key on Authorization, and must not share an answer given to a seat at all.
     */
    private static Response.ResponseBuilder perViewer(Response.ResponseBuilder response, Optional<String> token) {
        response.header(HttpHeaders.VARY, HttpHeaders.AUTHORIZATION);
        return token.isPresent() ? response.header(HttpHeaders.CACHE_CONTROL, "private") : response;
    }

    /** A tournament id of a query (400 when it is none). */
    public static UUID tournamentId(String text) {
        try {
            return UUID.fromString(text);
        } catch (IllegalArgumentException e) {
            throw new ProblemException(ProblemType.MALFORMED_REQUEST, "tournament: '" + text
                    + "' is not a tournament id");
        }
    }

    private static UUID playerId(String text) {
        try {
            return UUID.fromString(text);
        } catch (IllegalArgumentException e) {
            throw new ProblemException(ProblemType.MALFORMED_REQUEST, "player: '" + text + "' is not a player id");
        }
    }

    static GameStatus status(String text) {
        for (GameStatus s : GameStatus.values()) {
            if (s.slug().equalsIgnoreCase(text)) {
                return s;
            }
        }
        throw new ProblemException(ProblemType.MALFORMED_REQUEST, "status: '" + text + "'; expected setup, playing or finished");
    }

    private static int limit(String text) {
        if (text == null) {
            return 20;
        }
        try {
            int limit = Integer.parseInt(text);
            if (limit >= 1 && limit <= GameQueries.MAX_PAGE) {
                return limit;
            }
        } catch (NumberFormatException e) {
            // reported below with the allowed range
        }
        throw new ProblemException(ProblemType.MALFORMED_REQUEST, "limit: '" + text + "'; expected 1 to " + GameQueries.MAX_PAGE);
    }

    private static int ply(String text) {
        try {
            return Integer.parseInt(text);
        } catch (NumberFormatException e) {
            throw new ProblemException(ProblemType.MALFORMED_REQUEST, "ply: '" + text + "' is not a whole number");
        }
    }

    private static GameQueries.Sort sort(String text) {
        if (text == null || text.equalsIgnoreCase("created")) {
            return GameQueries.Sort.CREATED;
        }
        if (text.equalsIgnoreCase("updated")) {
            return GameQueries.Sort.UPDATED;
        }
        throw new ProblemException(ProblemType.MALFORMED_REQUEST, "sort: '" + text + "'; expected created or updated");
    }
}
