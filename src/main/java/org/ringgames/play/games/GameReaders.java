package org.ringgames.play.games;

import org.ringgames.play.access.SeatTokens;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.play.core.Visibility;
import org.ringgames.play.game.GameSnapshot;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import org.eclipse.microprofile.config.Config;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.ringgames.play.access.PlayerTokens;
import org.ringgames.play.access.AdminKey;
import org.ringgames.play.access.PortalKeys;
import org.ringgames.store.games.GameEntity;

/**
 * Who reads a game, and what they may see of it (docs/portals.md, "Visibility and labels").
 *
 * <p>A {@code public} game may be read by anyone with its id; a {@code portal} one only with its
 * portal's key, a token of one of its seats or of a player who holds one, or the admin key, and
 * anyone else is answered exactly as for an unknown game. The labels are the portal's data
 * (often people's real names): only its own key and the admin key see them. In open mode a game
 * of no portal has nobody's labels, and shows them to anyone, as before; a portal's game never
 * shows them there.
 *
 * <p>A bearer token on a read may be a seat token of the game, a player token, a portal key or the
 * admin key; {@code X-Api-Key} is a portal key or the admin key. A bearer that is none of these is
 * 401 on a public game (as before) and 404 on a portal one, which must not tell that it exists.
 *
 * <p>A new game's visibility, when its create asks none: {@code ringgames.portals."<portal>".visibility}
 * for its portal, else {@code ringgames.portals.default-visibility}, else {@code public}.
 */
@ApplicationScoped
public class GameReaders {

    static final String PREFIX = "ringgames.portals.";
    static final String SUFFIX = ".visibility";

    @Inject
    SeatTokens seats;

    @Inject
    PortalKeys keys;

    @Inject
    AdminKey admin;

    @Inject
    Config config;

    @ConfigProperty(name = "ringgames.portals.default-visibility", defaultValue = "public")
    String defaultVisibility;

    private Visibility fallback;
    private final Map<String, Visibility> perPortal = new HashMap<>();

    /** What a read request presents: its bearer token and its {@code X-Api-Key}, each if sent. */
    public record Presented(Optional<String> bearer, Optional<String> apiKey) {
        public static final Presented NOTHING = new Presented(Optional.empty(), Optional.empty());
    }

    /**
     * What one reader may see of one game.
     *
     * @param viewer the seat the reader reads as (an Xe Queo seat also sees its own secret)
     * @param labels whether the reader may see the portal's labels
     */
    public record Reading(Optional<SeatIndex> viewer, boolean labels) {

        /** The snapshot as this reader may see it. */
        public GameSnapshot of(GameSnapshot snapshot) {
            return labels ? snapshot : snapshot.withoutLabels();
        }
    }

    /** Fails the start on a visibility setting that names none, rather than at a game's create. */
    @PostConstruct
    void readSettings() {
        fallback = setting("ringgames.portals.default-visibility", defaultVisibility);
        for (String name : config.getPropertyNames()) {
            if (name.startsWith(PREFIX) && name.endsWith(SUFFIX) && name.length() > PREFIX.length() + SUFFIX.length()) {
                String portal = name.substring(PREFIX.length(), name.length() - SUFFIX.length());
                if (portal.length() > 1 && portal.startsWith("\"") && portal.endsWith("\"")) {
                    portal = portal.substring(1, portal.length() - 1);
                }
                perPortal.put(portal, setting(name, config.getValue(name, String.class)));
            }
        }
    }

    private static Visibility setting(String name, String value) {
        return Visibility.named(value.trim()).orElseThrow(() -> new IllegalArgumentException(
                name + " is public or portal, not '" + value + "'"));
    }

    /** A new game's visibility when its create asks none: its portal's setting, else the default. */
    public Visibility defaultFor(Optional<String> portal) {
        return portal.map(perPortal::get).orElse(fallback);
    }

    /**
     * What the presenter may see of the game; 404 (as for an unknown game) when it may not read it,
     * 401 for a key that is no portal's or a bearer that is nobody's on a public game.
     */
    public Reading reading(GameEntity game, Presented presented) {
        boolean operator = false;
        Optional<String> portal = Optional.empty();
        Optional<SeatIndex> seat = Optional.empty();
        if (presented.apiKey().isPresent()) {
            operator = admin.matches(presented.apiKey());
            if (!operator) {
                portal = keys.portal(presented.apiKey());
            }
        }
        Optional<String> bearer = presented.bearer();
        if (bearer.isPresent()) {
            if (PlayerTokens.isPlayerToken(bearer.get())) {
                // A player who holds no seat here reads as anyone does (a player of another portal too).
                seat = seats.viewerOf(game, bearer);
            } else {
                seat = seats.seatMatching(game, bearer.get());
                if (seat.isEmpty()) {
                    if (admin.matches(bearer)) {
                        operator = true;
                    } else {
                        Optional<String> known = keys.known(bearer.get());
                        if (known.isEmpty()) {
                            throw Visibility.stored(game.visibility) == Visibility.PORTAL ? GameWrites.notFound(game.id)
                                    : new Rejection(Rejection.Kind.UNAUTHORIZED, "the token belongs to no seat of this game");
                        }
                        portal = known;
                    }
                }
            }
        }
        boolean ownPortal = portal.isPresent() && portal.get().equals(game.portal);
        boolean mayRead = Visibility.stored(game.visibility) == Visibility.PUBLIC || operator || ownPortal
                || seat.isPresent();
        if (!mayRead) {
            throw GameWrites.notFound(game.id);
        }
        boolean labels = operator || ownPortal || (game.portal == null && keys.open());
        return new Reading(seat, labels);
    }

    /**
     * A seat's write answer: its state without the portal's labels while keys are on (a seat is not
     * its portal); in open mode as before.
     */
    public GameSnapshot toSeat(GameSnapshot state) {
        return keys.open() ? state : state.withoutLabels();
    }

    /**
     * Whether a list or an export shows a game's labels: to its portal's key, whose games they all
     * are (never to the portal's players), and in open mode for a game of no portal.
     */
    public boolean listed(GameEntity game, boolean byPortalKey) {
        return byPortalKey || (game.portal == null && keys.open());
    }

    /**
     * Whether a lister is shown any label, and so may look games up by one ({@code ?label=}): a
     * portal's key, or anyone in open mode (where the filter looks among the games of no portal).
     */
    public boolean seesListedLabels(boolean byPortalKey) {
        return byPortalKey || keys.open();
    }
}
