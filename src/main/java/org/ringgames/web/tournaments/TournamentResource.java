package org.ringgames.web.tournaments;

import jakarta.inject.Inject;
import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirementsSet;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.games.GamePlay;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.clock.ClockSettings;
import org.ringgames.play.access.PlayerTokens;
import org.ringgames.play.access.AdminKey;
import org.ringgames.play.access.PortalKeys;
import org.ringgames.play.tournaments.SwissPairings;
import org.ringgames.play.tournaments.TournamentReads;
import org.ringgames.play.tournaments.Tournaments;
import org.ringgames.rules.tournament.swiss.Tiebreak;
import org.ringgames.web.request.PresentedKey;
import org.ringgames.web.game.GameBodies;
import org.ringgames.web.game.GameFormats;
import org.ringgames.web.game.NewGames;

/**
 * A portal's tournaments (docs/tournaments.md): its key creates and runs them; its key, the admin
 * key and the tournament's own players' tokens read them; anyone else is answered 404.
 */
@Path("/api/v1/tournaments")
@Tag(name = "tournaments", description = "Swiss tournaments and arenas a portal runs for its players: entries, rounds, standings, TRF export")
@Produces(MediaType.APPLICATION_JSON)
public class TournamentResource {

    private static final List<String> DEFAULT_TIEBREAKS = List.of("buchholz-cut1", "buchholz", "sonneborn-berger");

    @Inject
    Tournaments tournaments;

    @Inject
    SwissPairings pairings;

    /** How long a start or rounds/next waits for its round's pairing before answering 202. */
    static final Duration PAIRING_WAIT = Duration.ofSeconds(5);

    @Inject
    TournamentReads reads;

    @Inject
    PortalKeys keys;

    @Inject
    AdminKey admin;

    @Inject
    PlayerTokens tokens;

    @Inject
    GameFormats formats;

    @POST
    @Consumes(MediaType.APPLICATION_JSON)
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @Operation(operationId = "createTournament", summary = "Create a tournament",
            description = "A Swiss of the portal's players (rounds paired by the FIDE Dutch system, each round's games "
                    + "created at once with the players in their seats, results and standings kept by the service), or "
                    + "an arena (for minutes, whoever is free paired at once with a free player of near score). "
                    + "Nothing is paired before POST …/start (or startsAt).")
    @APIResponse(responseCode = "201", description = "Created; Location names it.",
            content = @Content(schema = @Schema(implementation = TournamentViews.Created.class)))
    public Response create(@NotNull @Valid TournamentBodies.Create body,
                           @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                           @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        String portal = writer(xApiKey, authorization);
        UUID id = tournaments.create(settings(body), portal);
        return Response.created(URI.create("/api/v1/tournaments/" + id)).entity(new TournamentViews.Created(id.toString()))
                .build();
    }

    @GET
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @Operation(operationId = "listTournaments", summary = "List the portal's tournaments, newest first",
            description = "Keyset-paged: pass a page's nextCursor as cursor for the next.")
    public TournamentViews.Page list(
            @Parameter(schema = @Schema(enumeration = {"created", "started", "finished"})) @QueryParam("status") String status,
            @Parameter(description = "nextCursor of the previous page.") @QueryParam("cursor") String cursor,
            @Parameter(schema = @Schema(type = SchemaType.INTEGER, minimum = "1", maximum = "100", defaultValue = "20"))
            @QueryParam("limit") String limit,
            @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
            @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        String portal = writer(xApiKey, authorization);
        if (status != null && !List.of("created", "started", "finished").contains(status)) {
            throw new Rejection(Rejection.Kind.MALFORMED, "status: '" + status + "'; expected created, started or finished");
        }
        int size = 20;
        if (limit != null) {
            try {
                size = Integer.parseInt(limit);
            } catch (NumberFormatException e) {
                size = -1;
            }
            if (size < 1 || size > 100) {
                throw new Rejection(Rejection.Kind.MALFORMED, "limit: '" + limit + "'; expected 1 to 100");
            }
        }
        TournamentReads.Page page = reads.list(portal, Optional.ofNullable(status), Optional.ofNullable(cursor), size);
        return new TournamentViews.Page(page.tournaments().stream().map(TournamentViews.Summary::of).toList(),
                page.nextCursor().orElse(null));
    }

    @GET
    @Path("/{id}")
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "playerToken"))
    @Operation(operationId = "getTournament", summary = "Read a tournament",
            description = "Its settings and state, its players, and the standings after its closed rounds with each "
                    + "tie-break's value.")
    public TournamentViews.State get(@PathParam("id") String id,
                                     @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                                     @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        return TournamentViews.State.of(reads.state(id(id), reader(xApiKey, authorization)));
    }

    @POST
    @Path("/{id}/players")
    @Consumes(MediaType.APPLICATION_JSON)
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @Operation(operationId = "joinTournament", summary = "Enter a player",
            description = "One of the portal's players. After the start (late entry) the player is paired from the "
                    + "next round on; the rounds before are zero-point byes. Entering twice changes nothing.")
    public TournamentViews.State join(@PathParam("id") String id, @NotNull @Valid TournamentBodies.Join body,
                                      @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                                      @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        String portal = writer(xApiKey, authorization);
        UUID tournament = id(id);
        tournaments.join(tournament, player(body.player()), portal);
        return TournamentViews.State.of(reads.state(tournament, TournamentReads.Reader.ofPortal(portal)));
    }

    @DELETE
    @Path("/{id}/players/{player}")
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @Operation(operationId = "withdrawFromTournament", summary = "Withdraw a player",
            description = "Before the start the entry is removed. After it the player is paired in no later round "
                    + "(zero-point byes); a game of the player's in play is left to finish and counts.")
    public TournamentViews.State withdraw(@PathParam("id") String id, @PathParam("player") String player,
                                          @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                                          @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        String portal = writer(xApiKey, authorization);
        UUID tournament = id(id);
        UUID who;
        try {
            who = UUID.fromString(player);
        } catch (IllegalArgumentException e) {
            throw new Rejection(Rejection.Kind.NOT_FOUND, "no player " + player + " in tournament " + id);
        }
        tournaments.withdraw(tournament, who, portal);
        return TournamentViews.State.of(reads.state(tournament, TournamentReads.Reader.ofPortal(portal)));
    }

    @POST
    @Path("/{id}/start")
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @Operation(operationId = "startTournament", summary = "Start a tournament",
            description = "Numbers the players by their rating in the tournament's pool (then order of entry), pairs round 1 and creates its games (the players "
                    + "hear gameStart on their streams). A Swiss whose pairing takes longer than a few seconds (hundreds "
                    + "of players) is answered 202: its pairing goes on in the service and round 1 appears in GET "
                    + "…/tournaments/{id} when its games are created. Asking again meanwhile changes nothing.")
    @APIResponse(responseCode = "200", description = "Started; round 1 is paired (an arena: its first wave).",
            content = @Content(schema = @Schema(implementation = TournamentViews.State.class)))
    @APIResponse(responseCode = "202", description = "Started; round 1's pairing is under way (still status created, "
            + "currentRound 0).", content = @Content(schema = @Schema(implementation = TournamentViews.State.class)))
    public Response start(@PathParam("id") String id,
                                       @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                                       @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        String portal = writer(xApiKey, authorization);
        UUID tournament = id(id);
        tournaments.start(tournament, portal);
        return paired(tournament, portal);
    }

    @POST
    @Path("/{id}/rounds/next")
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @Operation(operationId = "nextTournamentRound", summary = "Close the round and pair the next",
            description = "Records the current round's results and pairs the next round, or finishes the tournament "
                    + "after its last; 409 wrong-phase while a game of the round is still played. With advance auto "
                    + "the service does this itself when the round's last game ends. A pairing that takes longer than a "
                    + "few seconds is answered 202: it goes on in the service, the round appears in GET when paired.")
    @APIResponse(responseCode = "200", description = "The round is closed and the next paired (or the tournament finished).",
            content = @Content(schema = @Schema(implementation = TournamentViews.State.class)))
    @APIResponse(responseCode = "202", description = "The round is closed; the next round's pairing is under way.",
            content = @Content(schema = @Schema(implementation = TournamentViews.State.class)))
    public Response next(@PathParam("id") String id,
                                      @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                                      @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        String portal = writer(xApiKey, authorization);
        UUID tournament = id(id);
        tournaments.next(tournament, portal);
        return paired(tournament, portal);
    }

    /** 200 once the asked-for round is paired, 202 while its pairing is still under way. */
    private Response paired(UUID tournament, String portal) {
        boolean done = pairings.await(tournament, PAIRING_WAIT);
        TournamentViews.State state = TournamentViews.State.of(reads.state(tournament, TournamentReads.Reader.ofPortal(portal)));
        return (done ? Response.ok(state) : Response.accepted(state)).build();
    }

    @GET
    @Path("/{id}/rounds/{round}")
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "playerToken"))
    @Operation(operationId = "getTournamentRound", summary = "Read a round",
            description = "Its boards (white is the first seat) with their games and results (TRF codes, live for "
                    + "the round in play), the pairing bye, and the players paired in no game.")
    public TournamentViews.Round round(@PathParam("id") String id,
                                       @Parameter(schema = @Schema(type = SchemaType.INTEGER, minimum = "1"))
                                       @PathParam("round") String round,
                                       @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                                       @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        int n;
        try {
            n = Integer.parseInt(round);
        } catch (NumberFormatException e) {
            throw new Rejection(Rejection.Kind.NOT_FOUND, "no round " + round);
        }
        return TournamentViews.Round.of(reads.round(id(id), n, reader(xApiKey, authorization)));
    }

    @GET
    @Path("/{id}/trf")
    @Produces(MediaType.TEXT_PLAIN)
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "playerToken"))
    @Operation(operationId = "tournamentTrf", summary = "The tournament as a FIDE TRF file",
            description = "TRF-2026 / TRF(x) of the closed rounds, as bbpPairings reads it.")
    @APIResponse(responseCode = "200", description = "The TRF text.", content = @Content(mediaType = MediaType.TEXT_PLAIN,
            schema = @Schema(type = SchemaType.STRING)))
    public String trf(@PathParam("id") String id,
                      @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                      @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        return reads.trf(id(id), reader(xApiKey, authorization));
    }

    /** The portal whose key asks for a change: open mode proves none (403 authority-off). */
    private String writer(String xApiKey, String authorization) {
        if (keys.open()) {
            throw new Rejection(Rejection.Kind.AUTHORITY_OFF, "the service runs open (no portal keys): no key proves "
                    + "whose tournament this is, so none is run");
        }
        return keys.portal(PresentedKey.of(xApiKey, authorization)).orElseThrow();
    }

    private TournamentReads.Reader reader(String xApiKey, String authorization) {
        Optional<String> presented = PresentedKey.of(xApiKey, authorization);
        if (keys.open()) {
            return new TournamentReads.Reader(Optional.empty(), false, Optional.empty());
        }
        if (admin.matches(presented)) {
            return TournamentReads.Reader.ofAdmin();
        }
        Optional<String> bearer = PresentedKey.of(null, authorization);
        if ((xApiKey == null || xApiKey.isBlank()) && bearer.isPresent() && PlayerTokens.isPlayerToken(bearer.get())) {
            return TournamentReads.Reader.ofPlayer(tokens.require(bearer).id());
        }
        return TournamentReads.Reader.ofPortal(keys.portal(presented).orElseThrow());
    }

    private static UUID id(String text) {
        try {
            return UUID.fromString(text);
        } catch (IllegalArgumentException e) {
            throw new Rejection(Rejection.Kind.NOT_FOUND, "no tournament " + text);
        }
    }

    private static UUID player(String text) {
        try {
            return UUID.fromString(text);
        } catch (IllegalArgumentException e) {
            throw new Rejection(Rejection.Kind.NOT_FOUND, "no player " + text);
        }
    }

    private Tournaments.Settings settings(TournamentBodies.Create body) {
        boolean arena = "arena".equals(body.system());
        if (!arena && !"swiss".equals(body.system())) {
            throw new Rejection(Rejection.Kind.MALFORMED, "system: '" + body.system() + "'; expected swiss or arena",
                    Map.of("system", body.system()));
        }
        GameKind kind = GameFormats.kind(body.game());
        Map<String, Object> rules = formats.of(kind).rules(body.rules());
        Optional<ClockSettings> clock = Optional.ofNullable(body.clock()).map(GameBodies.ClockBody::toSettings);
        // Refused here, as a create would refuse it, rather than at the first round.
        clock.ifPresent(ClockSettings::toTimeControl);
        Optional<Instant> startsAt = NewGames.instant("startsAt", body.startsAt());
        startsAt.ifPresent(at -> GamePlay.clocksStart(Optional.of(at), Instant.now()));
        boolean berserk = Boolean.TRUE.equals(body.berserk());
        if (berserk && !arena) {
            throw new Rejection(Rejection.Kind.INVALID_SETUP, "berserk: an arena's; a swiss has none",
                    Map.of("berserk", true));
        }
        if (berserk && clock.map(c -> c.initialSeconds().isEmpty()).orElse(true)) {
            throw new Rejection(Rejection.Kind.INVALID_SETUP, "berserk halves a real-time clock: give the arena "
                    + "initialSeconds", Map.of("berserk", true));
        }
        if (arena) {
            if (body.minutes() == null || body.minutes() < 1 || body.minutes() > Tournaments.MAX_MINUTES) {
                throw new Rejection(Rejection.Kind.MALFORMED, "minutes: an arena lasts 1 to " + Tournaments.MAX_MINUTES
                        + " minutes");
            }
            if (body.rounds() != null || body.tiebreaks() != null || body.advance() != null
                    || body.roundIntervalSeconds() != null) {
                throw new Rejection(Rejection.Kind.MALFORMED, "rounds, tiebreaks, advance and roundIntervalSeconds "
                        + "are a swiss's; an arena has minutes");
            }
        } else {
            if (body.rounds() == null || body.rounds() < 1 || body.rounds() > Tournaments.MAX_ROUNDS) {
                throw new Rejection(Rejection.Kind.MALFORMED, "rounds: a swiss has 1 to " + Tournaments.MAX_ROUNDS
                        + " rounds");
            }
            if (body.minutes() != null) {
                throw new Rejection(Rejection.Kind.MALFORMED, "minutes are an arena's; a swiss has rounds");
            }
        }
        List<String> tiebreaks = arena ? List.of() : body.tiebreaks() == null ? DEFAULT_TIEBREAKS : body.tiebreaks();
        for (String slug : tiebreaks) {
            if (Tiebreak.fromSlug(slug).isEmpty()) {
                throw new Rejection(Rejection.Kind.MALFORMED, "tiebreaks: '" + slug + "'; expected buchholz, "
                        + "buchholz-cut1, sonneborn-berger, direct-encounter or wins", Map.of("tiebreak", slug));
            }
        }
        if (new LinkedHashSet<>(tiebreaks).size() != tiebreaks.size()) {
            throw new Rejection(Rejection.Kind.MALFORMED, "tiebreaks: each at most once");
        }
        String advance = arena || body.advance() == null ? "auto" : body.advance();
        if (!List.of("auto", "manual").contains(advance)) {
            throw new Rejection(Rejection.Kind.MALFORMED, "advance: '" + advance + "'; expected auto or manual");
        }
        int interval = body.roundIntervalSeconds() == null ? 0 : body.roundIntervalSeconds();
        if (interval < 0 || interval > 86_400) {
            throw new Rejection(Rejection.Kind.MALFORMED, "roundIntervalSeconds: 0 to 86400, not " + interval);
        }
        if (body.name().isBlank() || org.ringgames.play.core.DisplayText.flaw(body.name()).isPresent()) {
            throw new Rejection(Rejection.Kind.MALFORMED, "name: text a person can read, not blank");
        }
        List<UUID> players = new ArrayList<>();
        for (String p : body.players() == null ? List.<String>of() : body.players()) {
            try {
                players.add(UUID.fromString(p));
            } catch (IllegalArgumentException e) {
                throw new Rejection(Rejection.Kind.MALFORMED, "players: '" + p + "' is not a player id");
            }
        }
        return new Tournaments.Settings(body.system(), kind, rules, clock, Boolean.TRUE.equals(body.rated()), berserk,
                body.name(), startsAt, arena ? 0 : body.rounds(), arena ? body.minutes() : 0, tiebreaks, advance, interval, players);
    }
}
