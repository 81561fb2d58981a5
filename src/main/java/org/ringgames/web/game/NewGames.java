package org.ringgames.web.game;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.format.DateTimeParseException;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.ringgames.play.core.ClientInstants;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.games.GamePlay;
import org.ringgames.play.game.GameSnapshot;
import org.ringgames.play.core.PortalNames;
import org.ringgames.play.core.DisplayText;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.play.core.Visibility;
import org.ringgames.play.access.Player;
import org.ringgames.play.access.Players;

/**
 * A create body read into a game to create, and a created game shown as the create answers it:
 * the same for a single create and for each game of a bulk pairing.
 */
@ApplicationScoped
public class NewGames implements org.ringgames.play.tournaments.NewGameStates {

    @Inject
    GameFormats formats;

    @Inject
    ObjectMapper json;

    @Inject
    Players players;

    /**
     * @param batchStart the bulk pairing's startClocksAt, for a game that gives none of its own
     */
    public GamePlay.NewGame read(GameBodies.Create body, Optional<Instant> batchStart) {
        GameKind kind = GameFormats.kind(body.game());
        Map<String, Object> rules = formats.of(kind).rules(body.rules());
        Optional<Instant> start = instant("startClocksAt", body.startClocksAt()).or(() -> batchStart);
        printable("externalId", body.externalId());
        if (body.labels() != null) {
            body.labels().forEach((seat, label) -> printable("labels." + seat, label));
        }
        return new GamePlay.NewGame(kind, rules, Optional.ofNullable(body.clock()).map(GameBodies.ClockBody::toSettings),
                computerSeats(kind, body.seats()), new PortalNames(Optional.ofNullable(body.externalId()),
                labels(kind, body.labels())), start).from(Optional.ofNullable(body.start()).map(GameBodies.Start::position))
                .readableBy(Optional.ofNullable(body.visibility()).map(NewGames::visibility))
                .rated(Boolean.TRUE.equals(body.rated()));
    }

    private static Visibility visibility(String text) {
        return Visibility.named(text).orElseThrow(() -> new Rejection(Rejection.Kind.MALFORMED,
                "visibility: '" + text + "'; expected public or portal", Map.of("visibility", text)));
    }

    /** The answer to a create: the game, its rules, its seats (tokens shown only here) and its state. */
    public GameViews.Created view(GamePlay.NewGame request, GamePlay.Created created) {
        GameFormat format = formats.of(request.kind());
        return new GameViews.Created(created.state().id().toString(), request.kind().slug(), request.rules(),
                format.seats(created), format.state(created.state()));
    }

    /** The public state as {@code GET /api/v1/games/{id}} writes it: the data of the game's created event. */
    public String publicState(GameSnapshot state) {
        try {
            return json.writeValueAsString(formats.state(state.publicView()));
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("a state could not be written as JSON", e);
        }
    }

    /** An ISO 8601 instant with an offset ({@code 2026-12-24T18:00:00Z}) from a body member or query parameter. */
    public static Optional<Instant> instant(String member, String text) {
        if (text == null) {
            return Optional.empty();
        }
        try {
            return Optional.of(ClientInstants.bounded(member, text, OffsetDateTime.parse(text).toInstant()));
        } catch (DateTimeParseException | ArithmeticException e) {
            throw new Rejection(Rejection.Kind.MALFORMED, member + ": '" + text
                    + "' is not an ISO 8601 instant with an offset, like 2026-12-24T18:00:00Z");
        }
    }

    /** A portal's name for something must be text a person can read ({@link DisplayText}: no Cc, Cf, Cs, Co, Cn). */
    private static void printable(String member, String text) {
        if (text != null && !text.isEmpty()) {
            DisplayText.flaw(text).ifPresent(flaw -> {
                throw new Rejection(Rejection.Kind.MALFORMED, member + ": " + flaw);
            });
        }
    }

    /**
     * The game with the create body's player seats held by those players: each must be a player of
     * the portal whose key creates the game (another portal's, or an unknown id, is not found). Open
     * mode proves no portal, so it seats no player (403 authority-off).
     */
    public GamePlay.NewGame seated(GamePlay.NewGame game, GameBodies.Create body, Optional<String> portal,
                                   boolean open) {
        if (body.seats() == null || body.seats().values().stream().allMatch(seat -> seat.player() == null)) {
            return game;
        }
        if (open) {
            throw new Rejection(Rejection.Kind.AUTHORITY_OFF, "the service runs open (no portal keys): no key "
                    + "proves whose players these are, so a game seats no player; give seats to people by token");
        }
        Map<SeatIndex, Player> held = new EnumMap<>(SeatIndex.class);
        for (Map.Entry<String, GameBodies.SeatBody> seat : body.seats().entrySet()) {
            String id = seat.getValue().player();
            if (id != null) {
                held.put(seat(game.kind(), "seats", seat.getKey()), players.get(playerId(seat.getKey(), id), portal));
            }
        }
        if (held.size() == 2 && held.get(SeatIndex.FIRST).id().equals(held.get(SeatIndex.SECOND).id())) {
            throw new Rejection(Rejection.Kind.MALFORMED, "seats: a player holds one seat of a game, not both");
        }
        return game.withPlayers(held);
    }

    private static UUID playerId(String seat, String id) {
        try {
            return UUID.fromString(id);
        } catch (IllegalArgumentException e) {
            throw new Rejection(Rejection.Kind.MALFORMED, "seats." + seat + ".player: '" + id
                    + "' is not a player id", Map.of("player", id));
        }
    }

    /**
     * The create body's computer seats as seat → level; unknown seat names are refused, and so is a
     * seat that names both an engine and a player, or neither.
     */
    private static Map<SeatIndex, Integer> computerSeats(GameKind kind, Map<String, GameBodies.SeatBody> seats) {
        Map<SeatIndex, Integer> levels = new EnumMap<>(SeatIndex.class);
        if (seats != null) {
            seats.forEach((name, seat) -> {
                SeatIndex index = seat(kind, "seats", name);
                if ((seat.engine() == null) == (seat.player() == null)) {
                    throw new Rejection(Rejection.Kind.MALFORMED, "seats." + name
                            + ": exactly one of engine and player", Map.of("seat", name));
                }
                if (seat.engine() != null) {
                    levels.put(index, seat.engine().level());
                }
            });
        }
        return levels;
    }

    /** The create body's labels; only the game's own seats may have one. */
    private static Map<String, String> labels(GameKind kind, Map<String, String> labels) {
        Map<String, String> checked = new LinkedHashMap<>();
        if (labels != null) {
            labels.forEach((name, label) -> checked.put(kind.seatName(seat(kind, "labels", name)), label));
        }
        return checked;
    }

    private static SeatIndex seat(GameKind kind, String member, String name) {
        return kind.seat(name).orElseThrow(() -> new Rejection(Rejection.Kind.MALFORMED,
                member + ": " + kind.slug() + " has the seats " + kind.seatName(SeatIndex.FIRST) + " and "
                        + kind.seatName(SeatIndex.SECOND) + ", not '" + name + "'", Map.of("seat", name)));
    }
}
