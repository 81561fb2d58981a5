package org.ringgames.play.players;

import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

/**
 * A seek as it stands: {@code status} is {@code waiting}, {@code paired} (with its game and the
 * seeker's seat), {@code withdrawn}, or {@code expired} for a waiting one past {@code expiresAt}.
 *
 * @param engineLevel a seek against the service's engine, at this level; empty: against a player
 */
public record Seek(UUID id, String status, Player player, GameTerms terms, Optional<Integer> engineLevel,
                   Optional<UUID> gameId, Optional<String> seat, Instant expiresAt, Instant createdAt) {
}
