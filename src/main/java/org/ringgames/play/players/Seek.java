package org.ringgames.play.players;

import org.ringgames.play.access.Player;
import org.ringgames.rules.rating.RatingRange;

import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

/**
 * A seek as it stands: {@code status} is {@code waiting}, {@code paired} (with its game and the
 * seeker's seat), {@code withdrawn}, or {@code expired} for a waiting one past {@code expiresAt}.
 *
 * @param engineLevel a seek against the service's engine, at this level; empty: against a player
 * @param ratingRange the opponent's ratings in the game's pool the seek accepts; empty: any
 */
public record Seek(UUID id, String status, Player player, GameTerms terms, Optional<Integer> engineLevel,
                   Optional<UUID> gameId, Optional<String> seat, Instant expiresAt, Instant createdAt,
                   Optional<RatingRange> ratingRange) {
}
