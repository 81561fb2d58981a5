package org.ringgames.play.records;

import io.micrometer.core.instrument.MeterRegistry;
import io.quarkus.narayana.jta.QuarkusTransaction;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import java.util.UUID;
import java.util.function.Consumer;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.game.GameModules;
import org.ringgames.play.games.GameQueries;
import org.ringgames.play.games.GameReaders;
import org.ringgames.play.games.GamePlay;
import org.ringgames.play.game.GameSnapshot;
import org.ringgames.play.core.GameStatus;
import org.ringgames.play.games.GameWrites;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.play.access.SeatTokens;
import org.ringgames.rules.record.RecordError;
import org.ringgames.rules.record.RecordRead;
import org.ringgames.rules.record.RecordText;
import org.ringgames.rules.record.Tag;
import org.ringgames.store.events.EventRows;
import org.ringgames.store.games.GameEntity;
import org.ringgames.store.games.GameRows;
import org.ringgames.store.games.MoveEntity;
import org.ringgames.store.games.MoveHistoryRows;

/**
 * Game records (docs/records.md): a stored game written as its record, a portal's games exported
 * as records in constant memory, and a record imported as a finished, read-only game with its
 * history, positions and {@code created} event. Each game's {@link GameRecorder} reads and writes
 * its own records; this class names no game.
 */
@ApplicationScoped
public class GameRecords {

    /** Games read per transaction of an export: a page's rows and histories are all it holds at once. */
    static final int EXPORT_PAGE = 50;

    @Inject
    GameRows games;

    @Inject
    MoveHistoryRows moves;

    @Inject
    EventRows events;

    @Inject
    GameModules modules;

    @Inject
    SeatTokens tokens;

    @Inject
    GameWrites writes;

    @Inject
    GameReaders readers;

    @Inject
    MeterRegistry metrics;

    @Inject
    Instance<GameRecorder> all;

    private final Map<GameKind, GameRecorder> recorders = new EnumMap<>(GameKind.class);

    @PostConstruct
    void collect() {
        for (GameRecorder recorder : all) {
            recorders.put(recorder.kind(), recorder);
        }
        for (GameKind kind : GameKind.values()) {
            if (!recorders.containsKey(kind)) {
                throw new IllegalStateException("no record format for the game " + kind.slug());
            }
        }
    }

    /** A game of an export: its id, kind, status and record. */
    public record Exported(UUID id, String game, String status, String record) {
    }

    /**
     * Which games an export holds: a portal's (empty: every game, in open mode), created in [since, until), by status;
     * of those, the ones the exporter may read, with the labels only for the portal's key (GameReaders).
     */
    public record Selection(Optional<String> portal, Optional<GameStatus> status, Optional<Instant> since,
                            Optional<Instant> until, GameQueries.Lister lister, Optional<UUID> tournament) {

        public Selection(Optional<String> portal, Optional<GameStatus> status, Optional<Instant> since,
                         Optional<Instant> until, GameQueries.Lister lister) {
            this(portal, status, since, until, lister, Optional.empty());
        }
    }

    /** The record of one game, as the reader may see it: the labels name the seats only for its portal and the operator. */
    @Transactional
    public String record(UUID id, GameReaders.Presented presented) {
        GameEntity game = games.findByIdOptional(id).orElseThrow(() -> GameWrites.notFound(id));
        return write(game, readers.reading(game, presented).labels());
    }

    /**
     * Every selected game's record, oldest first, handed to {@code out} one at a time: each page of
     * {@link #EXPORT_PAGE} games is read in a transaction of its own, so memory holds one page
     * whatever the number of games.
     */
    public void export(Selection selection, Consumer<Exported> out) {
        Optional<GameRows.After> after = Optional.empty();
        while (true) {
            Optional<GameRows.After> from = after;
            List<Exported> page = new ArrayList<>(EXPORT_PAGE);
            Optional<GameRows.After> last = QuarkusTransaction.requiringNew().call(() -> {
                GameQueries.Lister lister = selection.lister();
                List<GameEntity> rows = games.exportPage(selection.portal(),
                        new GameRows.Readable(lister.portalKey(), lister.player()),
                        selection.status().map(GameStatus::slug), selection.since(), selection.until(),
                        selection.tournament(), from, EXPORT_PAGE);
                for (GameEntity game : rows) {
                    page.add(new Exported(game.id, game.kind, game.status,
                            write(game, readers.listed(game, lister.portalKey()))));
                }
                return rows.isEmpty() ? Optional.<GameRows.After>empty()
                        : Optional.of(new GameRows.After(rows.get(rows.size() - 1).createdAt, rows.get(rows.size() - 1).id));
            });
            page.forEach(out);
            if (page.size() < EXPORT_PAGE) {
                return;
            }
            after = last;
        }
    }

    /** @param labels whether the seats may be named by the portal's labels */
    private String write(GameEntity game, boolean labels) {
        GameKind kind = GameKind.stored(game.kind);
        return recorders.get(kind).write(game, moves.history(game.id), seatNames(kind, game, labels), otherTags(game));
    }

    /**
     * Imports a record as a finished, read-only game of the portal (empty in open mode), in one
     * transaction: the game row, its history and its {@code created} event; nothing when the record
     * is refused.
     */
    @Transactional
    public GameSnapshot importRecord(String text, Optional<String> portal, GamePlay.StateRenderer render) {
        // The lexer refuses an empty record and one past RecordText.MAX_CHARS, at line 0.
        RecordRead<String> named = RecordText.game(text);
        if (named instanceof RecordRead.Bad<String> bad) {
            throw invalid(bad.error());
        }
        String name = ((RecordRead.Ok<String>) named).value();
        GameKind kind = GameKind.of(name).orElseThrow(() -> invalid(RecordText.lineOfTag(text, "Game"), Optional.empty(),
                "the Game tag names '" + name + "', not a game of this service: gyges or xequeo"));
        GameRecorder.Imported imported = recorders.get(kind).read(text);
        Instant now = writes.now();
        GameEntity game = new GameEntity();
        game.id = UUID.randomUUID();
        game.kind = kind.slug();
        game.rules = imported.rules();
        game.status = GameStatus.FINISHED.slug();
        game.imported = true;
        game.ply = imported.plies().size();
        game.position = imported.position();
        game.startPosition = imported.startPosition().orElse(null);
        game.passesInARow = imported.passesInARow();
        game.detail = imported.detail().orElse(null);
        game.resultWinner = imported.winner().orElse(null);
        game.resultReason = imported.reason();
        // Nobody holds a seat of an imported game: its tokens are issued like any and shown to nobody.
        game.firstSeatTokenHash = tokens.issue().hash();
        game.secondSeatTokenHash = tokens.issue().hash();
        game.portal = portal.orElse(null);
        game.labels = imported.seats().isEmpty() ? null : new TreeMap<>(imported.seats());
        game.visibility = readers.defaultFor(portal).slug();
        game.recordTags = imported.other().isEmpty() ? null
                : imported.other().stream().map(t -> new GameEntity.RecordTag(t.name(), t.value())).toList();
        imported.clock().ifPresent(clock -> {
            game.timeControl = RecordClocks.toTimeControl(clock, RecordText.lineOfTag(text, "Clock"));
            game.clock = finalClock(game.timeControl, imported.plies(), kind, now);
        });
        game.createdAt = now;
        game.updatedAt = now;
        if (!imported.plies().isEmpty()) {
            GameRecorder.Ply last = imported.plies().get(imported.plies().size() - 1);
            game.lastMove = new GameEntity.LastMove(last.ply(), last.seat(), last.move(), last.path());
        }
        games.persist(game);
        for (GameRecorder.Ply ply : imported.plies()) {
            MoveEntity row = new MoveEntity();
            row.gameId = game.id;
            row.ply = ply.ply();
            row.seat = ply.seat();
            row.move = ply.move();
            row.path = ply.path();
            row.positionAfter = ply.positionAfter();
            row.playedAt = now;
            row.remainingUs = ply.remainingMs().map(ms -> ms * 1000).orElse(null);
            moves.persist(row);
        }
        games.flush();
        GameSnapshot state = modules.publicSnapshot(game);
        events.appendCreated(game, render.render(state), now, List.of());
        metrics.counter("ringgames.games.imported", "game", kind.slug()).increment();
        return state;
    }

    /** An imported clocked game's clock: each seat's time after its last recorded move, or its whole time; stopped. */
    private static GameEntity.Clock finalClock(GameEntity.TimeControl tc, List<GameRecorder.Ply> plies, GameKind kind,
                                               Instant now) {
        long whole = tc.perMoveUs() != null ? tc.perMoveUs() : tc.initialUs();
        long[] left = {whole, whole};
        for (GameRecorder.Ply ply : plies) {
            int seat = kind.seat(ply.seat()).orElseThrow().ordinal();
            if (ply.remainingMs().isPresent()) {
                left[seat] = ply.remainingMs().get() * 1000;
            }
        }
        long sinceUs = ChronoUnit.MICROS.between(Instant.EPOCH, now);
        return new GameEntity.Clock(left[0], left[1], true, true, null, null, sinceUs);
    }

    /**
     * Each seat's name in a record: the portal's label (for a reader who may see it), else the
     * player who holds it, else the engine's level.
     */
    private static Map<String, String> seatNames(GameKind kind, GameEntity game, boolean labels) {
        Map<String, String> names = new LinkedHashMap<>();
        for (SeatIndex seat : SeatIndex.values()) {
            String name = kind.seatName(seat);
            if (labels && game.labels != null && game.labels.containsKey(name)) {
                names.put(name, game.labels.get(name));
            } else if (game.players != null && game.players.containsKey(name)) {
                names.put(name, game.players.get(name).name());
            } else if (game.computerSeats != null && game.computerSeats.containsKey(name)) {
                names.put(name, "engine level " + game.computerSeats.get(name).level());
            }
        }
        return names;
    }

    /**
     * The tags no column holds: an imported game's own, as its record gave them; for a game played
     * here, when it was created and ended (ISO 8601, to the second) and the portal's id for it.
     */
    private static List<Tag> otherTags(GameEntity game) {
        if (game.imported) {
            return game.recordTags == null ? List.of()
                    : game.recordTags.stream().map(t -> new Tag(t.name(), t.value())).toList();
        }
        List<Tag> tags = new ArrayList<>();
        tags.add(new Tag("Date", game.createdAt.truncatedTo(ChronoUnit.SECONDS).toString()));
        if (GameStatus.of(game.status) == GameStatus.FINISHED) {
            tags.add(new Tag("Ended", game.updatedAt.truncatedTo(ChronoUnit.SECONDS).toString()));
        }
        if (game.externalId != null) {
            tags.add(new Tag("ExternalId", game.externalId));
        }
        return tags;
    }

    /** The invalid-record problem of a record error. */
    public static Rejection invalid(RecordError error) {
        return invalid(error.line(), error.ply().isPresent() ? Optional.of(error.ply().getAsInt()) : Optional.empty(),
                error.message());
    }

    /** The invalid-record problem at a line (0: the record as a whole) and, for a problem at a move, its ply. */
    public static Rejection invalid(int line, Optional<Integer> ply, String message) {
        Map<String, Object> members = new LinkedHashMap<>();
        members.put("line", line);
        ply.ifPresent(p -> members.put("ply", p));
        return new Rejection(Rejection.Kind.INVALID_RECORD, message, members);
    }
}
