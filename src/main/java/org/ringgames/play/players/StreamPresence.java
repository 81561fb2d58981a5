package org.ringgames.play.players;

import org.ringgames.play.access.Player;
import org.ringgames.play.access.PlayerTokens;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.ExecutionException;
import org.jboss.logging.Logger;
import org.ringgames.play.background.BackgroundLoop;
import org.ringgames.play.background.BackgroundLoop.Next;
import org.ringgames.store.players.PresenceRows;

/**
 * Which players have a stream open, across replicas (GET /api/v1/bots/online, and who hears of
 * every open challenge): this replica counts its open streams per player in memory, and keeps a row
 * per player it holds a stream of in player_presence (V23) under a lease it renews every
 * {@link #HEARTBEAT}. The row is written before a new stream says anything, and deleted when the
 * player's last stream here closes; a replica that dies without closing them leaves rows that lapse
 * after {@link #LEASE}. Every write of the rows runs on one {@link BackgroundLoop}, in turn, and
 * writes what the counts are when it runs, so a close and a reopen never leave the rows behind the
 * counts: a round writes the players whose streams opened or closed since the last one, and renews
 * every lease when the heartbeat is due.
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
    /** Players whose streams opened or closed, to be written by the next round, in turn. */
    private final ConcurrentLinkedQueue<Change> changes = new ConcurrentLinkedQueue<>();
    private final PresenceRows rows;
    private final Clock clock;
    private final BackgroundLoop loop;
    /** When the leases are renewed next: the loop's thread only. */
    private Instant renewAt;

    StreamPresence(PresenceRows rows, Clock clock) {
        this.rows = rows;
        this.clock = clock;
        this.loop = BackgroundLoop.of("stream-presence", "Stream presence", HEARTBEAT, Duration.ofSeconds(1), clock,
                this::round);
    }

    /** A player's open streams on this replica, and how many of them asked for every open challenge. */
    private record Held(Optional<String> portal, int streams, int openChallenges) {
    }

    /** A player whose row is to be written as the counts are; done once it is. */
    private record Change(UUID player, CompletableFuture<Void> written) {
    }

    void start(@Observes StartupEvent event) {
        renewAt = clock.instant().plus(HEARTBEAT);
        loop.start();
    }

    void stop(@Observes ShutdownEvent event) {
        loop.stop();
        // stop() releases every row of this replica; nobody waits for a write any more.
        for (Change change; (change = changes.poll()) != null; ) {
            change.written().cancel(false);
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
        CompletableFuture<Void> written = changed(player.id());
        try {
            written.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
        } catch (ExecutionException e) {
            LOG.warnf("presence of player %s not written: %s", player.id(), e.getCause().getMessage());
        } catch (java.util.concurrent.CancellationException e) {
            LOG.debugf("presence of player %s left to the shutdown", player.id());
        }
    }

    /** A stream of the player closed here. */
    public void closed(UUID player, boolean openChallenges) {
        held.computeIfPresent(player, (id, h) -> h.streams() <= 1 ? null
                : new Held(h.portal(), h.streams() - 1, h.openChallenges() - (openChallenges ? 1 : 0)));
        changed(player).whenComplete((done, e) -> {
            if (e instanceof java.util.concurrent.CancellationException) {
                LOG.debugf("presence of player %s left to the shutdown", player);
            } else if (e != null) {
                LOG.warnf("presence of player %s not released (it lapses): %s", player, e.getMessage());
            }
        });
    }

    /** Hands the player's row to the loop; stopped (shutting down), the write is called off. */
    private CompletableFuture<Void> changed(UUID player) {
        Change change = new Change(player, new CompletableFuture<>());
        changes.add(change);
        loop.wake();
        if (!loop.running()) {
            change.written().cancel(false);
        }
        return change.written();
    }

    /** Writes the rows of the players whose streams opened or closed, then renews the leases when due. */
    private Next round() {
        List<Change> batch = new ArrayList<>();
        for (Change change; (change = changes.poll()) != null; ) {
            batch.add(change);
        }
        RuntimeException failed = null;
        for (Change change : batch) {
            try {
                write(change.player());
                change.written().complete(null);
            } catch (RuntimeException e) {
                change.written().completeExceptionally(e);
                failed = e;
            }
        }
        if (failed != null) {
            throw failed;
        }
        if (!clock.instant().isBefore(renewAt)) {
            renew();
            renewAt = clock.instant().plus(HEARTBEAT);
        }
        return Next.at(renewAt);
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

    /** Renews the lease of every player held here; while the database is away, the loop tries again. */
    private void renew() {
        Instant until = leaseEnd();
        QuarkusTransaction.requiringNew().run(() -> held.forEach((player, h) ->
                rows.hold(player, replica, h.portal(), h.openChallenges() > 0, until)));
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
