package org.ringgames.play.portals;

import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

/**
 * One entry of a webhook's delivery log: the event it carries, where it stands ({@code pending},
 * {@code delivered}, {@code failed}) and what its last attempt got.
 */
public record WebhookDelivery(UUID id, UUID webhookId, String messageId, UUID gameId, long version, String type,
                              String status, int attempts, Optional<Instant> lastAttemptAt,
                              Optional<Integer> lastStatus, Optional<String> lastError,
                              Optional<Instant> nextAttemptAt, Instant createdAt, Optional<Instant> deliveredAt) {
}
