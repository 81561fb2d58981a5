package org.ringgames.play.players;

import org.ringgames.play.access.Player;
import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

/**
 * A challenge as it stands: {@code status} is {@code open}, {@code accepted}, {@code declined},
 * {@code canceled}, or {@code expired} for an open one past {@code expiresAt}.
 *
 * @param to   empty for an open challenge, which any player may take
 * @param seat the challenger's seat: a seat name, or {@code random}
 * @param declineReason why it was declined; empty unless it was
 */
public record Challenge(UUID id, String status, Player from, Optional<Player> to, GameTerms terms, String seat,
                        Optional<UUID> gameId, Instant expiresAt, Instant createdAt,
                        Optional<DeclineReason> declineReason) {
}
