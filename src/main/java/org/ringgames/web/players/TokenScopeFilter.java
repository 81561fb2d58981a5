package org.ringgames.web.players;

import jakarta.inject.Inject;
import jakarta.ws.rs.container.ContainerRequestContext;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.access.PlayerTokens;
import org.ringgames.web.request.PresentedKey;

/**
 * A read token (one a player made for a bot with scope read) only reads: any request under
 * {@code /api/} but a GET, HEAD or OPTIONS that carries one is refused here, {@code 403
 * insufficient-scope}, before its operation runs, whatever the operation (one added later too).
 * The position endpoints, which compute and store nothing, take no token and are let through; and
 * any token may revoke itself.
 * What a play token may not do (manage tokens) is refused by the operations themselves
 * (PlayerTokens).
 */
public class TokenScopeFilter {

    private static final Set<String> READS = Set.of("GET", "HEAD", "OPTIONS");
    /** Any token may revoke itself: a leaked read token is stopped by its own holder too. */
    private static final String REVOKE_SELF = "DELETE /api/v1/players/me/token";

    @Inject
    PlayerTokens tokens;

    @ServerRequestFilter
    public void refuseWritesOfReadTokens(ContainerRequestContext request) {
        String raw = request.getUriInfo().getPath();
        String path = raw.startsWith("/") ? raw : "/" + raw;
        if (READS.contains(request.getMethod()) || !path.startsWith("/api/") || path.startsWith("/api/v1/positions")
                || REVOKE_SELF.equals(request.getMethod() + " " + path)) {
            return;
        }
        Optional<String> bearer = PresentedKey.of(null, request.getHeaderString("Authorization"));
        if (bearer.isEmpty() || !PlayerTokens.isPlayerToken(bearer.get())) {
            return;
        }
        // An unknown or revoked token is the operation's to refuse (401), as before scopes.
        tokens.bearer(bearer.get()).filter(b -> !b.scope().writes()).ifPresent(b -> {
            throw new Rejection(Rejection.Kind.INSUFFICIENT_SCOPE, "this token's scope is read: it reads and streams, "
                    + "and makes no change (" + request.getMethod() + " " + path + ")", Map.of("scope", "read"));
        });
    }
}
