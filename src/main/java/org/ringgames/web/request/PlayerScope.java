package org.ringgames.web.request;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Optional;
import org.ringgames.play.games.GameQueries;
import org.ringgames.play.access.Player;
import org.ringgames.play.access.PlayerTokens;
import org.ringgames.play.access.PortalKeys;

/**
 * Whose the request is, where a player or its portal may ask: a player token ({@code Authorization:
 * Bearer rgp_…}) speaks for its player and its player's portal; otherwise a portal key (or, in open
 * mode, nobody in particular) for the portal.
 */
@ApplicationScoped
public class PlayerScope {

    @Inject
    PortalKeys keys;

    @Inject
    PlayerTokens tokens;

    /** The portal whose things the request may see (empty: open mode's). */
    public Optional<String> portal(String xApiKey, String authorization) {
        Optional<String> bearer = PresentedKey.of(null, authorization);
        if ((xApiKey == null || xApiKey.isBlank()) && bearer.isPresent() && PlayerTokens.isPlayerToken(bearer.get())) {
            return tokens.require(bearer).portal();
        }
        return keys.portal(PresentedKey.of(xApiKey, authorization));
    }

    /**
     * Who lists or exports games (GameReaders): a player, by its token, or a portal's key; in open
     * mode, with neither, anyone.
     */
    public GameQueries.Lister lister(String xApiKey, String authorization) {
        Optional<String> bearer = PresentedKey.of(null, authorization);
        if ((xApiKey == null || xApiKey.isBlank()) && bearer.isPresent() && PlayerTokens.isPlayerToken(bearer.get())) {
            return new GameQueries.Lister(false, Optional.of(tokens.require(bearer).id()));
        }
        return new GameQueries.Lister(keys.portal(PresentedKey.of(xApiKey, authorization)).isPresent(), Optional.empty());
    }

    /** The player whose token the request carries; 401 without one. */
    public Player player(String authorization) {
        return tokens.require(PresentedKey.of(null, authorization));
    }
}
