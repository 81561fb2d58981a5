package org.ringgames.rules;

/**
 * Why an engine's answer ended where it did. The engine decides it (both games' engines are pure
 * code); the web layer only spells it ({@code max-movetime} for {@link #MAX_MOVETIME}). When two
 * reasons hold at once the first that applies in this order is given: {@link #PROVEN}, then the
 * depth ({@link #DEPTH} or {@link #LEVEL}), then the node count ({@link #NODES} or {@link #LEVEL}),
 * then the time ({@link #MOVETIME} or {@link #MAX_MOVETIME}).
 */
public enum Stopped {

    /** The deepest iteration asked for finished (also the engine's own deepest, when none was asked). */
    DEPTH,
    /** The node limit asked for was reached; the iteration it cut was thrown away. */
    NODES,
    /** The think time ran out: the one asked for, or, when no limit was asked, the level's own. */
    MOVETIME,
    /**
     * The maximum think time of the caller (the service's cap on every search) ran out before any
     * limit asked for was reached.
     */
    MAX_MOVETIME,
    /**
     * The outcome is known, so a deeper search is pointless: a proven win or loss, a win at once,
     * or a pass that ends the game as a draw.
     */
    PROVEN,
    /**
     * The level's own cap ended it before any limit asked for: its depth or node cap, or one of the
     * level's moves played at random without a search; for Xe Queo, the level's whole reasoning.
     */
    LEVEL,
    /**
     * The caller's stop flag said stop (a client that went away, a replica shutting down); an
     * answer nobody waits for, so the service never shows it.
     */
    INTERRUPTED
}
