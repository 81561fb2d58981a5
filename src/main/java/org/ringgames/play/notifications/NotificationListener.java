package org.ringgames.play.notifications;

import org.ringgames.play.events.Notified;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Event;
import jakarta.enterprise.event.Observes;
import java.sql.Connection;
import java.sql.SQLException;
import java.sql.Statement;
import java.time.Clock;
import java.time.Duration;
import java.util.Optional;
import java.util.Properties;
import java.util.UUID;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.jboss.logging.Logger;
import org.postgresql.PGConnection;
import org.postgresql.PGNotification;
import org.ringgames.play.background.BackgroundLoop;
import org.ringgames.play.background.BackgroundLoop.Next;
import org.ringgames.store.events.EventRows;

/**
 * {@code LISTEN game_events} on a connection of its own (not the pool's: it is held for the
 * replica's whole life), on a {@link BackgroundLoop} whose every round connects if it must, then
 * waits up to {@link #POLL} for notifications and fires each as a {@link Notified} CDI event, in
 * order, on the loop's thread. When the connection breaks — the database restarted, the network
 * dropped — the round fails, the loop backs off, and the next round connects again; on every
 * (re)connect {@link Notified.Listening} tells the observers to catch up, since notifications sent
 * meanwhile are gone.
 */
@ApplicationScoped
public class NotificationListener {

    private static final Logger LOG = Logger.getLogger(NotificationListener.class);
    static final Duration POLL = Duration.ofMillis(500);
    private static final Duration FIRST_BACKOFF = Duration.ofMillis(250);
    private static final int PROBE_EVERY = 10;

    private final String url;
    private final Optional<String> user;
    private final Optional<String> password;
    private final Event<Notified> notified;
    private final BackgroundLoop loop;

    private volatile boolean listening;
    private volatile Connection connection;
    /** Polls on the current connection: read and written by the loop's thread only. */
    private long polls;

    NotificationListener(@ConfigProperty(name = "quarkus.datasource.jdbc.url") String url,
                         @ConfigProperty(name = "quarkus.datasource.username") Optional<String> user,
                         @ConfigProperty(name = "quarkus.datasource.password") Optional<String> password,
                         Event<Notified> notified, Clock clock) {
        this.url = url;
        this.user = user;
        this.password = password;
        this.notified = notified;
        this.loop = BackgroundLoop.of("game-events-listener", "Game event listener", POLL, FIRST_BACKOFF, clock,
                this::round);
    }

    void start(@Observes StartupEvent event) {
        loop.start();
    }

    void stop(@Observes ShutdownEvent event) {
        loop.stop();
        closeQuietly();
    }

    /** Whether this replica is listening now (notifications arrive). */
    public boolean listening() {
        return listening;
    }

    /** Connects if not connected; else one poll for notifications. Always asks for the next round at once. */
    private Next round() {
        try {
            if (connection == null) {
                listen();
            } else {
                poll();
            }
            return Next.AGAIN;
        } catch (SQLException | RuntimeException e) {
            lost();
            throw new IllegalStateException("the game event listener lost its connection: " + e.getMessage(), e);
        }
    }

    private void listen() throws SQLException {
        connection = connect();
        try (Statement statement = connection.createStatement()) {
            statement.execute("LISTEN " + EventRows.CHANNEL);
        }
        listening = true;
        polls = 0;
        LOG.info("listening for game events");
        notified.fire(new Notified.Listening(true));
    }

    private void poll() throws SQLException {
        if (++polls % PROBE_EVERY == 0) {
            // A silently dropped connection never raises on poll: probe it now and then.
            try (Statement probe = connection.createStatement()) {
                probe.execute("SELECT 1");
            }
        }
        PGNotification[] notifications = connection.unwrap(PGConnection.class).getNotifications((int) POLL.toMillis());
        if (notifications != null) {
            for (PGNotification n : notifications) {
                parse(n.getParameter()).ifPresent(notified::fire);
            }
        }
    }

    private void lost() {
        boolean was = listening;
        listening = false;
        closeQuietly();
        if (was) {
            notified.fire(new Notified.Listening(false));
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
     * A payload {@code <game id>:<version>[:<portal>]} (EventRows.payload), {@code p:<player id>},
     * {@code c:<game id>:<chat line>} or {@code t:<token hash hex>}; empty (and logged) when malformed.
     */
    static Optional<Notified> parse(String payload) {
        String[] parts = payload.split(":", 3);
        try {
            return Optional.of(switch (parts[0]) {
                // t:<hash hex>: a player token rotated or revoked (PlayerTokens).
                case "t" -> new Notified.TokenGone(parts[1]);
                // p:<player id>: rows of a player's stream (store.events.ChangeStatements).
                case "p" -> new Notified.PlayerFeed(UUID.fromString(parts[1]));
                // c:<game id>:<line>: a game's chat line (store.ChatRows#append).
                case "c" -> new Notified.ChatLine(UUID.fromString(parts[1]), Long.parseLong(parts[2]));
                default -> new Notified.GameChanged(UUID.fromString(parts[0]), Long.parseLong(parts[1]),
                        parts.length == 3 ? Optional.of(parts[2]) : Optional.empty());
            });
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            LOG.warnf("ignored a malformed game event notification: %s", payload);
            return Optional.empty();
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
}
