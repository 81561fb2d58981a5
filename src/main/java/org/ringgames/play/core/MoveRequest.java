package org.ringgames.play.core;

import java.util.Optional;

/** A move request: move text, and the ply and/or ETag the client believes current. */
public record MoveRequest(String move, Optional<Integer> expectedPly, Optional<String> ifMatch) {
}
