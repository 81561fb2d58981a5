package org.ringgames.play.players;

import org.ringgames.play.access.Player;
import org.ringgames.play.access.PlayerTokens;
import org.ringgames.play.access.Players;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Executors;
import java.util.concurrent.ScheduledExecutorService;
import java.util.concurrent.TimeUnit;
import org.jboss.logging.Logger;
import org.ringgames.play.core.DaemonThreads;
import org.ringgames.store.PresenceRepository;

/**
 * Which players have a stream open, across replicas (GET /api/v1/bots/online, and who hears of
 * every open challenge): this replica counts its open streams per player in memory, and keeps a row
 * per player it holds a stream of in player_presence (V23) under a lease it renews every
 * {@link #HEARTBEAT}. The row is written before a new stream says anything, and deleted when the
 * player's last stream here closes; a replica that dies without closing them leaves rows that lapse
 * after {@link #LEASE}. Every write of the rows runs on one thread, in turn, and writes what the
 * counts are when it runs, so a close and a reopen never leave the rows behind the counts.
 */
@ApplicationScoped
public class StreamPresence {

    private static final Logger LOG = Logger.getLogger(StreamPresence.class);
    static final Duration HEARTBEAT = Duration.ofSeconds(20);
    static final Duration LEASE = Duration.ofSeconds(60);
    /** The most bots GET /api/v1/bots/online lists. */
    public static final int MAX_LISTED = 500;

    private final UUID replica = UUID.randomUUID();
    private final Map<UUID, Held> held = new ConcurrentHashMap<>();
    private ScheduledExecutorService writer;

    @Inject
    PresenceRepository rows;

    @Inject
    Players players;

    /** A player's open streams on this replica, and how many of them asked for every open challenge. */
    private record Held(Optional<String> portal, int streams, int openChallenges) {
    }

    void start(@Observes StartupEvent event) {
        writer = Executors.newSingleThreadScheduledExecutor(DaemonThreads.named("stream-presence"));
        writer.scheduleWithFixedDelay(this::renew, HEARTBEAT.toSeconds(), HEARTBEAT.toSeconds(), TimeUnit.SECONDS);
    }

    void stop(@Observes ShutdownEvent event) {
        if (writer != null) {
            writer.shutdownNow();
        }
        try {
            QuarkusTransaction.requiringNew().run(() -> rows.releaseAll(replica));
        } catch (RuntimeException e) {
            LOG.debugf("presence rows left to lapse: %s", e.getMessage());
        }
    }

    /** A stream of the player opened here: written before it returns (blocking: a worker thread's). */
    public void opened(Player player, boolean openChallenges) {
        held.merge(player.id(), new Held(player.portal(), 1, openChallenges ? 1 : 0),
                (a, b) -> new Held(a.portal(), a.streams() + 1, a.openChallenges() + b.openChallenges()));
        try {
            writer.submit(() -> write(player.id())).get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
            LOG.warnf("presence of player %s not written: %s", player.id(), e.getCause().getMessage());
        }
    }

    /** A stream of the player closed here. */
    public void closed(UUID player, boolean openChallenges) {
        held.computeIfPresent(player, (id, h) -> h.streams() <= 1 ? null
                : new Held(h.portal(), h.streams() - 1, h.openChallenges() - (openChallenges ? 1 : 0)));
        try {
            writer.execute(() -> {
                try {
                    write(player);
                } catch (RuntimeException e) {
                    LOG.warnf("presence of player %s not released (it lapses): %s", player, e.getMessage());
                }
            });
        } catch (java.util.concurrent.RejectedExecutionException e) {
            // Shutting down: stop() releases every row of this replica.
            LOG.debugf("presence of player %s left to the shutdown", player);
        }
    }

    /** Writes the player's row as the counts are now: held under a new lease, or gone. */
    private void write(UUID player) {
        Held now = held.get(player);
        QuarkusTransaction.requiringNew().run(() -> {
            if (now == null) {
                rows.release(player, replica);
            } else {
                rows.hold(player, replica, now.portal(), now.openChallenges() > 0, leaseEnd());
            }
        });
    }

    private void renew() {
        try {
            Instant until = leaseEnd();
            QuarkusTransaction.requiringNew().run(() -> held.forEach((player, h) ->
                    rows.hold(player, replica, h.portal(), h.openChallenges() > 0, until)));
        } catch (RuntimeException e) {
            LOG.warnf("presence leases not renewed (they lapse unless the next renewal comes first): %s", e.getMessage());
        }
    }

    private static Instant leaseEnd() {
        return Instant.now().plus(LEASE).truncatedTo(ChronoUnit.MICROS);
    }

    /** The portal's bots (empty: open mode's) with a stream open now, on any replica, by name. */
    @jakarta.transaction.Transactional
    public List<Player> botsOnline(Optional<String> portal) {
        return rows.botsOnline(portal, Instant.now(), MAX_LISTED).stream().map(PlayerTokens::player).toList();
    }

    /** The portal's players with a stream open now that asked to hear of every open challenge. */
    List<UUID> listeningForOpenChallenges(Optional<String> portal) {
        return rows.listeningForOpenChallenges(portal, Instant.now());
    }
}
