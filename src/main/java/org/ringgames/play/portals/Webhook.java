package org.ringgames.play.portals;

import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/** A registered webhook as its portal sees it (never its secret). Events empty: every type. */
public record Webhook(UUID id, String url, Optional<List<String>> events, Instant createdAt) {
}
