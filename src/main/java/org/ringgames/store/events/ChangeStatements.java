package org.ringgames.store.events;

import org.ringgames.store.games.GameColumns;
import org.ringgames.store.portals.WebhookRows;
import java.sql.Connection;
import java.sql.PreparedStatement;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Types;
import java.time.Instant;
import java.time.OffsetDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.concurrent.ConcurrentHashMap;
import java.util.function.UnaryOperator;
import org.ringgames.store.games.GameColumns.Column;
import org.ringgames.store.games.GameColumns.Kind;

/**
 * The one builder of the statements that record a change to a game: its move's history row, the
 * answer stored under its Idempotency-Key, its events, the outbox rows of the webhooks that want
 * them, the rows of its players' streams and the {@code NOTIFY} of {@link EventRows#CHANNEL}.
 * Every row of {@code webhook_delivery} is created by a statement built here ({@link #OUTBOX},
 * {@link #TOURNAMENT_APPEND} and the routed inserts), and nowhere else.
 * <p>
 * On plain PostgreSQL a change is one statement of data-modifying CTEs (docs/benchmarks.md §9, §11):
 * <pre>
 * WITH g AS (UPDATE game SET …, version = v + 1 WHERE id = ? AND version = v RETURNING id, portal)
 *        -- or, under the row lock of the locked path: g AS (SELECT CAST(? AS uuid) AS id, CAST(? AS text) AS portal)
 *      moved AS (INSERT INTO game_move … SELECT … FROM g),
 *      keyed AS (INSERT INTO idempotent_request … SELECT … FROM g),
 *      appended AS (INSERT INTO game_event … SELECT … FROM g … RETURNING …),
 *      outbox AS (INSERT INTO webhook_delivery … SELECT … FROM appended JOIN webhook …),
 *      playered AS (INSERT INTO player_event … SELECT … FROM appended …)
 * SELECT pg_notify('game_events', 'id:v+1'), … FROM appended LIMIT 1
 * </pre>
 * The move path ({@link MoveRows}) sends it with the game row's compare-and-set in {@code g}, so when
 * another writer changed the row first every insert selects nothing; the locked path
 * ({@link EventRows}) sends it after Hibernate has flushed the locked row. On Citus, which would
 * pull such a statement apart through the coordinator, the same rows are written by
 * {@link #appendRouted}: statements each routed to the game's shard. A tournament's event is
 * {@link #TOURNAMENT_APPEND}.
 */
public final class ChangeStatements {

    private ChangeStatements() {
    }

    /** A move's history row: as played, and charged by the clock (a clocked game's; null otherwise). */
    public record NewMove(int ply, String seat, String move, List<String> path, String positionAfter, Instant playedAt,
                          Long timeSpentUs, Long remainingUs) {

        public NewMove {
            path = List.copyOf(path);
        }

        /** This move, charged {@code spentUs} of its seat's time, which leaves the seat {@code remainingUs}. */
        public NewMove charged(long spentUs, long remainingUs) {
            return new NewMove(ply, seat, move, path, positionAfter, playedAt, spentUs, remainingUs);
        }
    }

    /** The Idempotency-Key a move is answered under: stored with the move, in its statement. */
    public record KeyedAnswer(String seat, String key, byte[] requestHash, int status, String response) {
    }

    /**
     * What a change to a game records: the game's id, portal (null in open mode; copied onto its
     * events for the portal stream) and new version, its move's history row, its key's answer, its
     * events' types in order (ordinal 0, 1, …, all with the same data), when, and the rows it adds to
     * its players' streams (none without events).
     */
    public record Change(UUID gameId, String portal, long version, Optional<NewMove> move, Optional<KeyedAnswer> key,
                         List<String> types, String data, Instant at, List<PlayerEventRow> players) {

        public Change {
            types = List.copyOf(types);
            players = List.copyOf(players);
        }

        /** Whether the change writes any row (else it only notifies). */
        public boolean writesRows() {
            return move.isPresent() || key.isPresent() || !types.isEmpty();
        }

        boolean toPlayers() {
            return !types.isEmpty() && !players.isEmpty();
        }
    }

    /** A notification's payload: {@code <game id>:<version>}, then {@code :<portal>} for a game of a portal. */
    public static String payload(UUID gameId, long version, String portal) {
        return portal == null ? gameId + ":" + version : gameId + ":" + version + ":" + portal;
    }

    /** The notification of a change that writes no row, as a native query: the game and version alone. */
    static final String NOTIFY_ONLY = "SELECT pg_notify('" + EventRows.CHANNEL + "', ?1)";

    // --- plain PostgreSQL: one statement --------------------------------------------------------

    /** A statement's text and its parameters in order, each with how it binds. */
    public static final class Bound {
        public final String sql;
        private final List<Object> values;
        private final List<Kind> kinds;

        private Bound(String sql, Parameters p) {
            this.sql = sql;
            this.values = p.values;
            this.kinds = p.kinds;
        }

        public void bind(PreparedStatement statement) throws SQLException {
            for (int i = 0; i < values.size(); i++) {
                GameColumns.bind(statement, i + 1, kinds.get(i), values.get(i));
            }
        }
    }

    /** A changed column of the game row and its value as bound (a JSON one's text). */
    public record Changed(int index, Object value) {
    }

    /**
     * The statement that records {@code change} under the game's row lock, Hibernate having
     * written the row itself: the {@code g} of the statement is the game's id and portal.
     */
    public static Bound appendLocked(Change change) {
        Parameters p = new Parameters();
        p.add(Kind.UUID, change.gameId());
        p.add(Kind.TEXT, change.portal());
        return bound(change, p, 0);
    }

    /**
     * The statement that writes the game row's changed columns as version {@code change.version()}
     * if the row is still at the version before it, and records {@code change} with it.
     */
    public static Bound compareAndSet(List<Changed> columns, Change change) {
        Parameters p = new Parameters();
        long shape = COMPARE_AND_SET;
        for (Changed c : columns) {
            shape |= 1L << c.index();
            p.add(GameColumns.CHANGEABLE.get(c.index()).kind(), c.value());
        }
        p.add(Kind.LONG, change.version());
        p.add(Kind.UUID, change.gameId());
        p.add(Kind.LONG, change.version() - 1);
        return bound(change, p, shape);
    }

    /*
     * A statement's shape: which columns it changes (bit i for CHANGEABLE's column i, below bit 48),
     * whether it is the compare-and-set's, whether it inserts a move and a key, whether its events
     * add player rows (with reasons), and how many events. The text depends on nothing else, so each
     * shape's text is built once and kept: building and hashing a kilobyte of SQL per move showed in
     * the profile (docs/benchmarks.md §12).
     */
    private static final long WITH_MOVE = 1L << 48;
    private static final long WITH_KEY = 1L << 49;
    private static final long WITH_PLAYERS = 1L << 50;
    /** A declined offer's player row carries its reason: a fourth array, only then. */
    private static final long WITH_REASONS = 1L << 51;
    private static final long COMPARE_AND_SET = 1L << 52;
    private static final int EVENTS_SHIFT = 53;
    /** More shapes than the code's paths can make: past this many, texts are built and not kept. */
    private static final int MAX_SHAPES = 256;

    private record Text(String sql, int parameters) {
    }

    private static final Map<Long, Text> TEXTS = new ConcurrentHashMap<>();

    static {
        if (GameColumns.CHANGEABLE.size() >= 48) {
            throw new IllegalStateException("a write's shape holds the changed columns in 48 bits");
        }
    }

    /** The change's parameters after {@code p} (the {@code g} CTE's), in the order {@link #textOf} places them. */
    private static Bound bound(Change change, Parameters p, long shape) {
        if (change.move().isPresent()) {
            NewMove m = change.move().get();
            shape |= WITH_MOVE;
            p.add(Kind.INT, m.ply());
            p.add(Kind.TEXT, m.seat());
            p.add(Kind.TEXT, m.move());
            p.add(Kind.JSON, jsonArray(m.path()));
            p.add(Kind.TEXT, m.positionAfter());
            p.add(Kind.INSTANT, m.playedAt());
            p.add(Kind.LONG, m.timeSpentUs());
            p.add(Kind.LONG, m.remainingUs());
        }
        if (change.key().isPresent()) {
            KeyedAnswer k = change.key().get();
            shape |= WITH_KEY;
            p.add(Kind.TEXT, k.seat());
            p.add(Kind.TEXT, k.key());
            p.add(Kind.BYTES, k.requestHash());
            p.add(Kind.INT, k.status());
            p.add(Kind.TEXT, k.response());
            p.add(Kind.INSTANT, change.at());
        }
        shape |= (long) change.types().size() << EVENTS_SHIFT;
        if (!change.types().isEmpty()) {
            p.add(Kind.LONG, change.version());
            p.add(Kind.TEXT, change.data());
            p.add(Kind.INSTANT, change.at());
            change.types().forEach(type -> p.add(Kind.TEXT, type));
            if (change.toPlayers()) {
                shape |= WITH_PLAYERS;
                for (String array : PlayerEventRow.arrays(change.players())) {
                    p.add(Kind.TEXT, array);
                }
                if (PlayerEventRow.anyReason(change.players())) {
                    shape |= WITH_REASONS;
                    p.add(Kind.TEXT, PlayerEventRow.reasons(change.players()));
                }
            }
        }
        p.add(Kind.TEXT, payload(change.gameId(), change.version(), change.portal()));
        Text text = TEXTS.get(shape);
        if (text == null) {
            text = textOf(shape);
            if (TEXTS.size() < MAX_SHAPES) {
                TEXTS.put(shape, text);
            }
        }
        if (text.parameters() != p.values.size()) {
            throw new IllegalStateException("a change's statement takes " + text.parameters() + " parameters, "
                    + p.values.size() + " were given");
        }
        return new Bound(text.sql(), p);
    }

    /** The text of a shape's statement, its parameters placed in the order {@link #bound} adds them. */
    private static Text textOf(long shape) {
        StringBuilder sql = new StringBuilder("WITH g AS (");
        if ((shape & COMPARE_AND_SET) != 0) {
            sql.append("UPDATE game SET ");
            for (int i = 0; i < GameColumns.CHANGEABLE.size(); i++) {
                Column column = GameColumns.CHANGEABLE.get(i);
                if ((shape & 1L << i) != 0) {
                    sql.append(column.name()).append(column.kind() == Kind.JSON ? " = CAST(? AS jsonb), " : " = ?, ");
                }
            }
            sql.append("version = ? WHERE id = ? AND version = ? RETURNING id, portal)");
        } else {
            sql.append("SELECT CAST(? AS uuid) AS id, CAST(? AS text) AS portal)");
        }
        if ((shape & WITH_MOVE) != 0) {
            sql.append(", moved AS (INSERT INTO game_move (game_id, ply, seat, move, path, position_after, played_at, ")
                    .append("time_spent_us, remaining_us) SELECT id, ?, ?, ?, CAST(? AS jsonb), ?, ?, ?, ? FROM g RETURNING 1)");
        }
        if ((shape & WITH_KEY) != 0) {
            sql.append(", keyed AS (INSERT INTO idempotent_request (game_id, seat, key, request_hash, status, response, ")
                    .append("created_at) SELECT id, ?, ?, ?, ?, ?, ? FROM g RETURNING 1)");
        }
        int events = (int) (shape >>> EVENTS_SHIFT);
        sql.append(", appended AS (");
        if (events == 0) {
            sql.append("SELECT 1 FROM g)");
        } else {
            // One row per type, from a VALUES list: a UNION of SELECTs would type the time as text.
            sql.append("INSERT INTO game_event (game_id, version, ordinal, type, data, created_at, portal, feed_key) ")
                    .append("SELECT g.id, ?, e.ordinal, e.type, ?, ?, g.portal, ").append(feedKey("g.id"))
                    .append(" FROM g CROSS JOIN (VALUES ");
            for (int i = 0; i < events; i++) {
                sql.append(i == 0 ? "(" : ", (").append(i).append(", ?)");
            }
            sql.append(") AS e (ordinal, type) RETURNING ").append(APPENDED_COLUMNS).append("), ").append(OUTBOX);
            if ((shape & WITH_PLAYERS) != 0) {
                sql.append(", ").append(players((shape & WITH_REASONS) != 0));
            }
        }
        sql.append(" SELECT pg_notify('" + EventRows.CHANNEL + "', ?)")
                .append((shape & WITH_PLAYERS) != 0 ? ", " + NOTIFY_PLAYERS : "").append(" FROM appended LIMIT 1");
        String text = sql.toString();
        return new Text(text, (int) text.chars().filter(c -> c == '?').count());
    }

    /**
     * A game's next feed key: this transaction's id, or the key of the game's last event when that is
     * higher, so a game's events never go backwards in the portal stream. The last event is the top
     * of the primary key's range for the game: one index probe.
     */
    private static String feedKey(String gameId) {
        return "GREATEST(pg_current_xact_id(), COALESCE((SELECT p.feed_key FROM game_event p WHERE p.game_id = "
                + gameId + " ORDER BY p.version DESC, p.ordinal DESC LIMIT 1), '0'::xid8))";
    }

    /** What the {@code appended} insert into game_event returns, for {@link #OUTBOX}. */
    private static final String APPENDED_COLUMNS = "game_id, version, ordinal, type, portal, created_at, feed_key";

    /**
     * The rows of the players' streams a change adds (V10__players.sql), from three parameters: the
     * players' ids, their seats and the events' types, as arrays in PostgreSQL's text form
     * ({@link PlayerEventRow#arrays}), and with {@code reasons} a fourth, each row's decline reason
     * (V23) or NULL. They take the feed key of the change's first event, so a game's rows in a
     * player's stream keep the game's order.
     */
    private static String players(boolean reasons) {
        return "playered AS (INSERT INTO player_event (player_id, feed_key, type, game_id, seat, version, shard_key, "
                + "created_at" + (reasons ? ", reason" : "") + ") SELECT p.player_id, a.feed_key, p.type, a.game_id, "
                + "p.seat, a.version, a.game_id, a.created_at" + (reasons ? ", p.reason" : "")
                + " FROM (SELECT * FROM appended WHERE ordinal = 0) a CROSS JOIN unnest(CAST(? AS uuid[]), "
                + "CAST(? AS text[]), CAST(? AS text[])" + (reasons ? ", CAST(? AS text[])" : "")
                + ") AS p (player_id, seat, type" + (reasons ? ", reason" : "") + ") RETURNING player_id)";
    }

    /**
     * A select-list item that tells each player of {@link #players} (payload {@code p:<player id>}),
     * once per player; PostgreSQL delivers it only if the transaction commits.
     */
    private static final String NOTIFY_PLAYERS = "(SELECT count(pg_notify('" + EventRows.CHANNEL
            + "', 'p:' || x.player_id)) FROM (SELECT DISTINCT player_id FROM playered) x)";

    /**
     * The outbox: a pending delivery for every webhook of the game's portal that wants the event,
     * written by the statement that writes the event, so it commits or rolls back with it. A
     * delivery behind another pending one of its game waits ({@link WebhookRows#WAITING}) until
     * that one is done, so the claim's index scan meets only deliveries that can go. Open mode's
     * webhooks (portal NULL) get open mode's games. (Not IS NOT DISTINCT FROM, which no index serves.)
     */
    private static final String OUTBOX = "outbox AS (INSERT INTO webhook_delivery (id, webhook_id, game_id, version, "
            + "ordinal, type, status, next_attempt_at, created_at) SELECT gen_random_uuid(), w.id, a.game_id, a.version, "
            + "a.ordinal, a.type, 'pending', CASE WHEN EXISTS (SELECT 1 FROM webhook_delivery p WHERE p.webhook_id = w.id "
            + "AND p.game_id = a.game_id AND p.status = 'pending') THEN '" + WebhookRows.WAITING + "'::timestamptz "
            + "ELSE a.created_at END, a.created_at FROM appended a JOIN webhook w "
            + "ON (w.portal = a.portal OR (w.portal IS NULL AND a.portal IS NULL)) "
            + "AND (w.events IS NULL OR a.type = ANY (w.events)))";

    /**
     * A tournament's event (V20__tournament_events.sql), appended by the transaction that changes the
     * tournament, under its row lock: the next seq of the tournament, and a feed key that never goes
     * below the tournament's previous event's (as {@link #feedKey} for a game); with it the outbox rows
     * of the portal's webhooks that want the event and the rows of the tournament's players' streams
     * (V10, told by a NOTIFY each). Parameters: ?1 tournament, ?2 portal, ?3 type, ?4 data, ?5 time.
     */
    public static final String TOURNAMENT_APPEND = "WITH appended AS (INSERT INTO tournament_event (tournament_id, seq, "
            + "portal, feed_key, type, data, created_at) SELECT ?1, COALESCE(max(p.seq), 0) + 1, ?2, "
            + "GREATEST(pg_current_xact_id(), COALESCE(max(p.feed_key), '0'::xid8)), ?3, ?4, ?5 FROM tournament_event p "
            + "WHERE p.tournament_id = ?1 RETURNING tournament_id, seq, type, portal, created_at, feed_key), "
            + "outbox AS (INSERT INTO webhook_delivery (id, webhook_id, game_id, version, ordinal, type, status, "
            + "next_attempt_at, created_at) SELECT gen_random_uuid(), w.id, a.tournament_id, a.seq, 0, a.type, "
            + "'pending', CASE WHEN EXISTS (SELECT 1 FROM webhook_delivery p WHERE p.webhook_id = w.id "
            + "AND p.game_id = a.tournament_id AND p.status = 'pending') THEN '" + WebhookRows.WAITING
            + "'::timestamptz ELSE a.created_at END, a.created_at FROM appended a JOIN webhook w "
            + "ON w.portal = a.portal AND (w.events IS NULL OR a.type = ANY (w.events)) RETURNING 1), "
            + "playered AS (INSERT INTO player_event (player_id, feed_key, type, tournament_id, version, "
            + "shard_key, created_at) SELECT tp.player_id, a.feed_key, a.type, a.tournament_id, a.seq, "
            + "a.tournament_id, a.created_at FROM appended a JOIN tournament_player tp "
            + "ON tp.tournament_id = a.tournament_id RETURNING player_id) "
            + "SELECT (SELECT count(*) FROM outbox), (SELECT count(pg_notify('" + EventRows.CHANNEL
            + "', 'p:' || x.player_id)) FROM (SELECT DISTINCT player_id FROM playered) x)";

    /** A statement's parameters in order, each with how it binds. */
    private static final class Parameters {
        private final List<Object> values = new ArrayList<>(40);
        private final List<Kind> kinds = new ArrayList<>(40);

        void add(Kind kind, Object value) {
            values.add(value);
            kinds.add(kind);
        }
    }

    /** A path's squares as a JSON array; square names need no escaping. */
    static String jsonArray(List<String> squares) {
        StringBuilder text = new StringBuilder("[");
        for (int i = 0; i < squares.size(); i++) {
            text.append(i == 0 ? "\"" : ",\"").append(squares.get(i)).append('"');
        }
        return text.append(']').toString();
    }

    // --- Citus: statements routed to the game's shard -------------------------------------------

    /*
     * On Citus the one statement would be pulled apart through the coordinator (each CTE a subplan,
     * 12–14 ms a write); the same rows are written instead as statements Citus routes to the game's
     * one shard, inside the caller's transaction (which has already written or locked the game row):
     * 1. on the coordinator, SELECT pg_current_xact_id(), pg_notify(…): the feed key of the portal and
     *    player streams is the coordinator's transaction id, one clock for every worker's rows
     *    (docs/capacity.md), and the notification is sent by the node the replicas listen on, when the
     *    transaction commits; in the same round trip (statements pipelined by the driver) the game's
     *    last feed key and, for the outbox, its portal's webhooks with whether each has a delivery of
     *    the game still pending, each a query routed to the game's shard;
     * 2. the inserts, each an INSERT … VALUES whose rows all carry the game's id, pipelined in one
     *    round trip: the move, the key's answer, the events, the webhook deliveries and the players' rows.
     * Citus commits a transaction that wrote one worker in one phase, the worker first, so once the
     * coordinator's transaction id is below a reader's horizon the rows are visible on the worker.
     */

    private static final String ROUTED_NOTIFY = "SELECT pg_current_xact_id()::text, pg_notify('"
            + EventRows.CHANNEL + "', ?), (SELECT count(pg_notify('" + EventRows.CHANNEL + "', 'p:' || p)) "
            + "FROM (SELECT DISTINCT unnest(CAST(? AS text[])) AS p) x)";
    private static final String LAST_KEY = "SELECT feed_key::text FROM game_event WHERE game_id = ? "
            + "ORDER BY version DESC, ordinal DESC LIMIT 1";
    private static final String WEBHOOKS = "SELECT w.id, w.events, EXISTS (SELECT 1 FROM webhook_delivery p "
            + "WHERE p.webhook_id = w.id AND p.game_id = ? AND p.status = 'pending') FROM webhook w "
            + "WHERE w.portal = ? OR (w.portal IS NULL AND ? IS NULL)";

    /**
     * Writes the change's rows and sends its notifications on Citus, in the caller's transaction.
     *
     * @return false when another write stored the change's Idempotency-Key first: nothing of this
     *         change may commit, and the caller rolls back (the key's row is inserted with
     *         {@code ON CONFLICT DO NOTHING}, so the race costs no error)
     */
    public static boolean appendRouted(Connection connection, UnaryOperator<String> inspect, Change change) throws SQLException {
        boolean events = !change.types().isEmpty();
        List<String> playerIds = events
                ? change.players().stream().map(p -> p.playerId().toString()).distinct().toList() : List.of();
        String transactionKey;
        String lastKey = null;
        List<Webhook> webhooks = new ArrayList<>();
        String reads = ROUTED_NOTIFY + (events ? "; " + LAST_KEY + "; " + WEBHOOKS : "");
        try (PreparedStatement statement = connection.prepareStatement(inspect.apply(reads))) {
            statement.setString(1, payload(change.gameId(), change.version(), change.portal()));
            statement.setString(2, "{" + String.join(",", playerIds) + "}");
            if (events) {
                statement.setObject(3, change.gameId());
                statement.setObject(4, change.gameId());
                statement.setString(5, change.portal());
                statement.setString(6, change.portal());
            }
            statement.execute();
            try (ResultSet rows = statement.getResultSet()) {
                rows.next();
                transactionKey = rows.getString(1);
            }
            if (events) {
                statement.getMoreResults();
                try (ResultSet rows = statement.getResultSet()) {
                    lastKey = rows.next() ? rows.getString(1) : null;
                }
                statement.getMoreResults();
                try (ResultSet rows = statement.getResultSet()) {
                    while (rows.next()) {
                        java.sql.Array wanted = rows.getArray(2);
                        webhooks.add(new Webhook(rows.getObject(1, UUID.class),
                                wanted == null ? null : Set.of((String[]) wanted.getArray()), rows.getBoolean(3)));
                    }
                }
            }
        }
        String feedKey = lastKey != null && Long.parseUnsignedLong(lastKey) > Long.parseUnsignedLong(transactionKey)
                ? lastKey : transactionKey;
        Inserts inserts = new Inserts();
        change.move().ifPresent(m -> inserts.row("INSERT INTO game_move (game_id, ply, seat, move, path, position_after, "
                + "played_at, time_spent_us, remaining_us) VALUES (?, ?, ?, ?, CAST(? AS jsonb), ?, ?, ?, ?)",
                change.gameId(), m.ply(), m.seat(), m.move(), jsonArray(m.path()), m.positionAfter(), m.playedAt(),
                m.timeSpentUs(), m.remainingUs()));
        int keyAt = change.key().map(k -> inserts.row("INSERT INTO idempotent_request (game_id, seat, key, request_hash, "
                + "status, response, created_at) VALUES (?, ?, ?, ?, ?, ?, ?) ON CONFLICT DO NOTHING",
                change.gameId(), k.seat(), k.key(), k.requestHash(), k.status(), k.response(), change.at())).orElse(-1);
        if (events) {
            List<Object[]> rows = new ArrayList<>();
            List<Object[]> deliveries = new ArrayList<>();
            Set<UUID> behind = new HashSet<>();
            webhooks.stream().filter(Webhook::pending).forEach(w -> behind.add(w.id()));
            for (int ordinal = 0; ordinal < change.types().size(); ordinal++) {
                String type = change.types().get(ordinal);
                rows.add(new Object[] {change.gameId(), change.version(), ordinal, type, change.data(), change.at(),
                        change.portal(), feedKey});
                for (Webhook w : webhooks) {
                    if (w.events() == null || w.events().contains(type)) {
                        // Behind a pending delivery of the game (or the change's own earlier event), it waits.
                        deliveries.add(new Object[] {UUID.randomUUID(), w.id(), change.gameId(), change.version(),
                                (short) ordinal, type, "pending",
                                behind.add(w.id()) ? change.at().toString() : WebhookRows.WAITING, change.at()});
                    }
                }
            }
            inserts.rows("INSERT INTO game_event (game_id, version, ordinal, type, data, created_at, portal, feed_key) VALUES ",
                    "(?, ?, ?, ?, ?, ?, ?, CAST(? AS xid8))", rows);
            inserts.rows("INSERT INTO webhook_delivery (id, webhook_id, game_id, version, ordinal, type, status, "
                    + "next_attempt_at, created_at) VALUES ", "(?, ?, ?, ?, ?, ?, ?, CAST(? AS timestamptz), ?)", deliveries);
            inserts.rows("INSERT INTO player_event (player_id, feed_key, type, game_id, seat, version, shard_key, "
                    + "created_at, reason) VALUES ", "(?, CAST(? AS xid8), ?, ?, ?, ?, ?, ?, CAST(? AS text))",
                    change.players().stream().map(p -> new Object[] {p.playerId(), feedKey, p.type(), change.gameId(),
                            p.seat(), change.version(), change.gameId(), change.at(), p.reason().orElse(null)}).toList());
        }
        List<Integer> counts = inserts.run(connection, inspect);
        return keyAt < 0 || counts.get(keyAt) == 1;
    }

    private record Webhook(UUID id, Set<String> events, boolean pending) {
    }

    /** Insert statements pipelined in one round trip: their texts joined by ';', their values in order. */
    private static final class Inserts {
        private final StringBuilder sql = new StringBuilder();
        private final List<Object> values = new ArrayList<>();

        private int statements;

        /** Adds a one-row insert; returns its place among the statements. */
        int row(String insert, Object... row) {
            rows(insert.substring(0, insert.indexOf("VALUES ") + 7), insert.substring(insert.indexOf("VALUES ") + 7),
                    List.<Object[]>of(row));
            return statements - 1;
        }

        void rows(String head, String tuple, List<Object[]> rows) {
            if (rows.isEmpty()) {
                return;
            }
            statements++;
            sql.append(sql.isEmpty() ? "" : "; ").append(head);
            for (int i = 0; i < rows.size(); i++) {
                sql.append(i == 0 ? "" : ", ").append(tuple);
                values.addAll(java.util.Arrays.asList(rows.get(i)));
            }
        }

        /** Runs the statements; returns each one's count of rows, in order. */
        List<Integer> run(Connection connection, UnaryOperator<String> inspect) throws SQLException {
            List<Integer> counts = new ArrayList<>(statements);
            if (sql.isEmpty()) {
                return counts;
            }
            try (PreparedStatement statement = connection.prepareStatement(inspect.apply(sql.toString()))) {
                for (int i = 0; i < values.size(); i++) {
                    bind(statement, i + 1, values.get(i));
                }
                statement.execute();
                for (int count = statement.getUpdateCount(); count != -1; count = statement.getUpdateCount()) {
                    counts.add(count);
                    statement.getMoreResults();
                }
            }
            return counts;
        }

        private static void bind(PreparedStatement statement, int index, Object value) throws SQLException {
            if (value == null) {
                statement.setNull(index, Types.OTHER);
            } else if (value instanceof Instant at) {
                statement.setObject(index, OffsetDateTime.ofInstant(at, ZoneOffset.UTC));
            } else {
                statement.setObject(index, value);
            }
        }
    }
}
