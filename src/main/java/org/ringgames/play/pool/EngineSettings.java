package org.ringgames.play.pool;

import io.smallrye.config.ConfigMapping;
import io.smallrye.config.WithDefault;
import java.time.Duration;
import java.util.Optional;

/**
 * The engine's settings ({@code ringgames.engine.*}, env {@code RINGGAMES_ENGINE_*}), every key of
 * the family in one place (a mapping refuses keys under its prefix that it does not name): its
 * background workers ({@link org.ringgames.play.computer.ComputerSeatWorker}, {@link org.ringgames.play.reviews.ReviewWorker}), its threads and queue
 * ({@link SearchPool}), what an analysis may ask ({@link AnalysisLimits}), a Gygès search's memory,
 * and the caps on games against it.
 */
@ConfigMapping(prefix = "ringgames.engine")
public interface EngineSettings {

    // The workers: computer seats and reviews, claimed in the database under a lease.

    /** Whether this replica plays the computer seats' turns (every replica does by default; the claim makes it once). */
    @WithDefault("true")
    boolean seatsEnabled();

    /** Whether this replica does the queued reviews. */
    @WithDefault("true")
    boolean reviewsEnabled();

    /** How often a worker looks for work nobody woke it for (another replica's, a lapsed lease). */
    @WithDefault("PT0.5S")
    Duration pollInterval();

    /** How long a claim holds beyond the think time: a dead replica's turn or review is taken over after this. */
    @WithDefault("PT15S")
    Duration lease();

    /** Names this replica in the claims' leased_by (default: a random name per start). */
    Optional<String> replicaName();

    // The search pool.

    /** Engine threads (0: one per processor). */
    @WithDefault("0")
    int threads();

    /** Searches that may wait for a thread. */
    @WithDefault("16")
    int queue();

    /** One caller's analyses queued or running. */
    @WithDefault("2")
    int maxSearchesPerCaller();

    /** A portal's server asks for many users: more in hand than one client, still not the whole queue. */
    @WithDefault("8")
    int maxSearchesPerPortal();

    // What an analysis may ask.

    @WithDefault("PT10S")
    Duration maxMovetime();

    @WithDefault("60")
    int maxDepth();

    @WithDefault("100000000")
    long maxNodes();

    // A Gygès search.

    /** Each search's transposition table, in MiB. */
    @WithDefault("16")
    int hashMb();

    /** Threads of an analysis by time at level 8 (1: computer seats, reviews and analyses alike). */
    @WithDefault("1")
    int analysisThreads();

    // Games against the engine in play at a time.

    /** So that no one client keeps the engine busy: the games against the engine one address has in play (open mode). */
    @WithDefault("10")
    int maxGamesPerCaller();

    /** A portal creates games against the engine for all of its users: more, still not without end. */
    @WithDefault("500")
    int maxGamesPerPortal();

    /** So that no one player keeps the engine busy: its games against the engine in play at a time. */
    @WithDefault("10")
    int maxGamesPerPlayer();
}
