package org.ringgames.play.access;

import java.time.Instant;
import java.util.Optional;
import java.util.UUID;

/**
 * A player: an identity a bot or a person plays under, with a token of its own that acts for every
 * seat the player holds.
 *
 * @param portal the portal whose key created it; empty in open mode
 * @param bot    whether it said, when created, that a program plays it (shown in its views)
 */
public record Player(UUID id, Optional<String> portal, String name, Instant createdAt, boolean bot) {
}
