package org.ringgames.play.access;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.Collection;
import java.util.HashMap;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.ringgames.play.core.DisplayText;
import org.ringgames.play.core.Rejection;
import org.ringgames.store.players.PlayerEntity;
import org.ringgames.store.players.PlayerRows;

/** Creates players and finds them, each within its portal. */
@ApplicationScoped
public class Players {

    public static final int MAX_NAME = 40;

    @Inject
    PlayerRows players;

    @Inject
    PlayerTokens tokens;

    /** A new player and its token, shown only here. */
    public record Created(Player player, String token) {
    }

    /** @param portal the portal whose key creates it; empty in open mode */
    @Transactional
    public Created create(String name, Optional<String> portal) {
        return create(name, false, portal);
    }

    /** @param bot whether a program plays it (shown in its views; GET /api/v1/bots/online lists bots) */
    @Transactional
    public Created create(String name, boolean bot, Optional<String> portal) {
        String trimmed = name.strip();
        Optional<String> flaw = DisplayText.flaw(name);
        if (flaw.isPresent()) {
            // The name is not echoed: it may not survive the answer (a lone surrogate) or show what it holds.
            throw new Rejection(Rejection.Kind.MALFORMED, "name: " + flaw.get() + "; a name is 1 to " + MAX_NAME
                    + " visible characters");
        }
        if (trimmed.length() > MAX_NAME) {
            throw new Rejection(Rejection.Kind.MALFORMED, "name: 1 to " + MAX_NAME
                    + " characters, not only spaces, no control characters", Map.of("name", name));
        }
        SeatTokens.Issued token = tokens.issue();
        PlayerEntity row = new PlayerEntity();
        row.id = UUID.randomUUID();
        row.portal = portal.orElse(null);
        row.name = trimmed;
        row.tokenHash = token.hash();
        row.bot = bot;
        row.createdAt = Instant.now().truncatedTo(ChronoUnit.MICROS);
        players.persist(row);
        return new Created(PlayerTokens.player(row), token.token());
    }

    /** A player of this portal (empty: open mode's); 404 for another portal's, as for an unknown id. */
    @Transactional
    public Player get(UUID id, Optional<String> portal) {
        return players.findByIdOptional(id).map(PlayerTokens::player).filter(p -> p.portal().equals(portal))
                .orElseThrow(() -> notFound(id));
    }

    /** Players by id, for views that name them. */
    public Map<UUID, Player> byId(Collection<UUID> ids) {
        Map<UUID, Player> found = new HashMap<>();
        if (!ids.isEmpty()) {
            players.list("id in ?1", ids).forEach(row -> found.put(row.id, PlayerTokens.player(row)));
        }
        return found;
    }

    static Rejection notFound(UUID id) {
        return new Rejection(Rejection.Kind.NOT_FOUND, "no player " + id);
    }
}
