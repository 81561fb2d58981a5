package org.ringgames.play.notifications;

import org.ringgames.play.events.GameEventHub;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.Optional;
import java.util.Properties;
import java.util.UUID;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.ringgames.play.players.PlayerFeedHub;
import org.ringgames.play.portals.PortalFeedHub;
import org.ringgames.play.portals.WebhookDeliveries;
import org.ringgames.store.EventRepository;

/**
 * {@code LISTEN game_events} on a connection of its own (not the pool's: it is held for the
 * replica's whole life). When the connection breaks — the database restarted, the network
 * dropped — it reconnects with back-off, and on every (re)connect asks the hub to catch up, since
 * notifications sent meanwhile are gone.
 */
@ApplicationScoped
public class NotificationListener {

    private static final Logger LOG = Logger.getLogger(NotificationListener.class);
    private static final int POLL_MILLIS = 500;
    private static final long MAX_BACKOFF_MILLIS = 5_000;
    private static final int PROBE_EVERY = 10;

    @ConfigProperty(name = "quarkus.datasource.jdbc.url")
    String url;

    @ConfigProperty(name = "quarkus.datasource.username")
    Optional<String> user;

    @ConfigProperty(name = "quarkus.datasource.password")
    Optional<String> password;

    @Inject
    GameEventHub hub;

    @Inject
    PortalFeedHub portals;

    @Inject
    PlayerFeedHub players;

    @Inject
    org.ringgames.play.access.PlayerTokens tokens;

    @Inject
    WebhookDeliveries deliveries;

    private volatile boolean running;
    private volatile boolean listening;
    private volatile Connection connection;
    private Thread thread;

    void start(@Observes StartupEvent event) {
        running = true;
        thread = new Thread(this::run, "game-events-listener");
        thread.setDaemon(true);
        thread.start();
    }

    void stop(@Observes ShutdownEvent event) {
        running = false;
        closeQuietly();
        if (thread != null) {
            thread.interrupt();
        }
    }

    /** Whether this replica is listening now (notifications arrive). */
    public boolean listening() {
        return listening;
    }

    private void run() {
        long backoff = 250;
        while (running) {
            try {
                connection = connect();
                try (Statement statement = connection.createStatement()) {
                    statement.execute("LISTEN " + EventRepository.CHANNEL);
                }
                listening = true;
                tokens.listening(true);
                backoff = 250;
                LOG.info("listening for game events");
                hub.catchUp();
                portals.catchUp();
                players.catchUp();
                deliveries.wake();
                PGConnection pg = connection.unwrap(PGConnection.class);
                for (long polls = 1; running; polls++) {
                    if (polls % PROBE_EVERY == 0) {
                        // A silently dropped connection never raises on poll: probe it now and then.
                        try (Statement probe = connection.createStatement()) {
                            probe.execute("SELECT 1");
                        }
                    }
                    PGNotification[] notifications = pg.getNotifications(POLL_MILLIS);
                    if (notifications != null) {
                        for (PGNotification n : notifications) {
                            dispatch(n.getParameter());
                        }
                    }
                }
            } catch (SQLException | RuntimeException e) {
                if (running) {
                    LOG.warnf("game event listener lost its connection (%s); retrying in %d ms", e.getMessage(), backoff);
                }
            } finally {
                listening = false;
                tokens.listening(false);
                closeQuietly();
            }
            sleep(backoff);
            backoff = Math.min(backoff * 2, MAX_BACKOFF_MILLIS);
        }
    }

    /** Through the PostgreSQL driver itself: no DriverManager service lookup (native image). */
    private Connection connect() throws SQLException {
        Properties properties = new Properties();
        user.ifPresent(u -> properties.setProperty("user", u));
        password.ifPresent(p -> properties.setProperty("password", p));
        Connection c = new org.postgresql.Driver().connect(url, properties);
        if (c == null) {
            throw new SQLException("not a PostgreSQL JDBC URL: " + url);
        }
        return c;
    }

    /**
     * A payload {@code <game id>:<version>[:<portal>]} (EventRepository.payload), {@code p:<player id>},
     * {@code c:<game id>:<chat line>} or {@code t:<token hash hex>}.
     */
    private void dispatch(String payload) {
        String[] parts = payload.split(":", 3);
        try {
            if (parts[0].equals("t")) {
                // t:<hash hex>: a player token rotated or revoked (PlayerTokens).
                tokens.forget(parts[1]);
                return;
            }
            if (parts[0].equals("p")) {
                // p:<player id>: rows of a player's stream (store.ChangeStatements).
                players.notified(UUID.fromString(parts[1]));
                return;
            }
            if (parts[0].equals("c")) {
                // c:<game id>:<line>: a game's chat line (store.ChatRows#append).
                hub.chatNotified(UUID.fromString(parts[1]), Long.parseLong(parts[2]));
                return;
            }
            hub.notified(UUID.fromString(parts[0]), Long.parseLong(parts[1]));
            String portal = parts.length == 3 ? parts[2] : null;
            portals.notified(portal);
            deliveries.wake();
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            LOG.warnf("ignored a malformed game event notification: %s", payload);
        }
    }

    private void closeQuietly() {
        Connection c = connection;
        connection = null;
        if (c != null) {
            try {
                c.close();
            } catch (SQLException e) {
                LOG.debugf("closing the listener connection: %s", e.getMessage());
            }
        }
    }

    private void sleep(long millis) {
        try {
            Thread.sleep(millis);
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            running = false;
        }
    }
}
