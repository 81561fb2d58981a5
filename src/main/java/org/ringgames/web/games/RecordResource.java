package org.ringgames.web.games;

import org.ringgames.web.game.GameFormats;
import org.ringgames.web.game.NewGames;
import org.ringgames.web.game.SeatHeaders;
import org.ringgames.web.game.StateBody;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
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
import jakarta.ws.rs.core.StreamingOutput;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.URI;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.CodingErrorAction;
import java.nio.charset.StandardCharsets;
import java.util.Optional;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirementsSet;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.ringgames.play.game.GameSnapshot;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.access.PortalKeys;
import org.ringgames.play.records.GameRecords;
import org.ringgames.rules.record.RecordText;
import org.ringgames.web.request.PresentedKey;
import org.ringgames.web.request.PlayerScope;

/** Game records (docs/records.md): one game's, a portal's games exported, and a record imported. */
@Path("/api/v1/games")
@Tag(name = "games")
public class RecordResource {

    private static final String TEXT = "text/plain;charset=utf-8";
    private static final String NDJSON = "application/x-ndjson";
    /** A record is at most MAX_CHARS characters, which UTF-8 writes in at most four bytes each. */
    private static final int MAX_BYTES = RecordText.MAX_CHARS * 4;

    @Inject
    GameRecords records;

    @Inject
    PortalKeys keys;

    @Inject
    PlayerScope scope;

    @Inject
    GameFormats formats;

    @Inject
    NewGames newGames;

    @Inject
    ObjectMapper json;

    @GET
    @Path("/{id}/record")
    @Produces(TEXT)
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = "seatToken"))
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @Operation(operationId = "gameRecord", summary = "The game's record",
            description = "The game as a record (docs/records.md): tag pairs, then the numbered moves with clock comments. "
                    + "A game in play gives Result \"*\" and the moves so far. Public: an Xe Queo record holds the "
                    + "secrets of finished rounds only, never of the round in play. A game of visibility portal is "
                    + "read as its state is; the portal's labels name the seats only for its portal's key and the "
                    + "admin key (others get the player's name or the engine's level, or none).")
    @APIResponse(responseCode = "200", description = "The record.", content = @Content(mediaType = MediaType.TEXT_PLAIN,
            schema = @Schema(type = SchemaType.STRING)))
    public String record(@PathParam("id") String id,
                         @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                         @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        return records.record(SeatHeaders.gameId(id), SeatHeaders.presented(authorization, xApiKey));
    }

    @GET
    @Path("/export")
    @Produces({TEXT, NDJSON})
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @Operation(operationId = "exportGames", summary = "Export games as records",
            description = "Every game of the caller's portal (with portal keys; every game in open mode) that it may "
                    + "read (a player token: the public ones and its own; open mode: the public ones), with the "
                    + "labels only for the portal's key, created in "
                    + "[since, until), oldest first, streamed in constant memory: the records one after another, each "
                    + "followed by a blank line, or with Accept: application/x-ndjson one {\"id\", \"game\", "
                    + "\"status\", \"record\"} object a line.")
    @APIResponse(responseCode = "200", description = "The records.", content = {
            @Content(mediaType = MediaType.TEXT_PLAIN, schema = @Schema(type = SchemaType.STRING)),
            @Content(mediaType = NDJSON, schema = @Schema(implementation = ExportedGame.class))})
    public Response export(
            @Parameter(description = "Only games created at or after this ISO 8601 instant.",
                    schema = @Schema(type = SchemaType.STRING, format = "date-time")) @QueryParam("since") String since,
            @Parameter(description = "Only games created before this ISO 8601 instant.",
                    schema = @Schema(type = SchemaType.STRING, format = "date-time")) @QueryParam("until") String until,
            @Parameter(schema = @Schema(enumeration = {"setup", "playing", "finished"})) @QueryParam("status") String status,
            @Parameter(description = "Only the games of this tournament (docs/tournaments.md).",
                    schema = @Schema(type = SchemaType.STRING, format = "uuid"))
            @QueryParam("tournament") String tournament,
            @HeaderParam(HttpHeaders.ACCEPT) String accept,
            @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
            @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        GameRecords.Selection selection = new GameRecords.Selection(scope.portal(xApiKey, authorization),
                Optional.ofNullable(status).map(GameResource::status), NewGames.instant("since", since),
                NewGames.instant("until", until), scope.lister(xApiKey, authorization),
                Optional.ofNullable(tournament).map(GameResource::tournamentId));
        boolean ndjson = accept != null && accept.contains(NDJSON);
        StreamingOutput body = out -> records.export(selection, game -> write(out, ndjson ? line(game) : game.record() + "\n"));
        return Response.ok(body, ndjson ? NDJSON : TEXT).build();
    }

    @POST
    @Path("/import")
    @Consumes(MediaType.TEXT_PLAIN)
    @Produces(MediaType.APPLICATION_JSON)
    @SecurityRequirementsSet
    @SecurityRequirementsSet(@SecurityRequirement(name = "portalKey"))
    @Operation(operationId = "importGame", summary = "Import a game from its record",
            description = "Stores a finished game from a record (docs/records.md), every move checked by the rules: "
                    + "read-only (imported: true), with its history, board pictures, record and a created event; its "
                    + "export gives the same record. A record that cannot be read, is over 262,144 characters, holds "
                    + "an illegal move, a secret that contradicts the moves or a result that contradicts the position "
                    + "is 422 invalid-record with line and ply, and nothing is stored. A game in play (Result \"*\" "
                    + "without a Termination) is not imported.")
    @RequestBody(required = true, content = @Content(mediaType = MediaType.TEXT_PLAIN,
            schema = @Schema(type = SchemaType.STRING)))
    @APIResponse(responseCode = "201", description = "Imported; Location names the game.",
            content = @Content(schema = @Schema(implementation = StateBody.class)))
    public Response importRecord(InputStream body,
                                 @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                                 @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        Optional<String> portal = keys.portal(PresentedKey.of(xApiKey, authorization));
        GameSnapshot state = records.importRecord(text(body), portal, newGames::publicState);
        return Response.created(URI.create("/api/v1/games/" + state.id())).tag(state.version() + "")
                .entity(formats.state(state)).type(MediaType.APPLICATION_JSON).build();
    }

    /** A line of an NDJSON export. */
    @Schema(name = "ExportedGame", requiredProperties = {"id", "game", "status", "record"})
    public record ExportedGame(String id, @Schema(enumeration = {"gyges", "xequeo"}) String game,
                               @Schema(enumeration = {"setup", "playing", "finished"}) String status, String record) {
    }

    private String line(GameRecords.Exported game) {
        try {
            return json.writeValueAsString(new ExportedGame(game.id().toString(), game.game(), game.status(),
                    game.record())) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("an export line could not be written", e);
        }
    }

    private static void write(OutputStream out, String text) {
        try {
            out.write(text.getBytes(StandardCharsets.UTF_8));
            out.flush();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /** The body as UTF-8 text, read no further than a record may go. */
    private static String text(InputStream body) {
        byte[] bytes;
        try {
            ByteArrayOutputStream read = new ByteArrayOutputStream();
            byte[] buffer = new byte[8192];
            int n;
            while ((n = body.read(buffer)) > 0) {
                read.write(buffer, 0, n);
                if (read.size() > MAX_BYTES) {
                    throw invalid("the record is larger than a record may be: at most " + RecordText.MAX_CHARS
                            + " characters");
                }
            }
            bytes = read.toByteArray();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        try {
            return StandardCharsets.UTF_8.newDecoder().onMalformedInput(CodingErrorAction.REPORT)
                    .onUnmappableCharacter(CodingErrorAction.REPORT).decode(ByteBuffer.wrap(bytes)).toString();
        } catch (CharacterCodingException e) {
            throw invalid("the record is not UTF-8 text");
        }
    }

    private static Rejection invalid(String detail) {
        return GameRecords.invalid(0, Optional.empty(), detail);
    }
}
