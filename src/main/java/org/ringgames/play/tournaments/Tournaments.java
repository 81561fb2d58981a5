package org.ringgames.play.tournaments;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Clock;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.games.GamePlay;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.clock.ClockSettings;
import org.ringgames.play.access.Player;
import org.ringgames.play.access.Players;
import org.ringgames.play.ratings.Ratings;
import org.ringgames.rules.tournament.swiss.Pairing;
import org.ringgames.rules.tournament.swiss.RoundPairing;
import org.ringgames.rules.tournament.swiss.SwissTournament;
import org.ringgames.store.Citus;
import org.ringgames.store.games.GameRows;
import org.ringgames.store.tournaments.TournamentRows;

/**
 * A portal's Swiss tournaments through their life: created, players entered (also late), started,
 * each round paired by the Dutch system, closed when its games are over (their results copied from
 * the games' rows) and the next one paired, until the last round closes. Every change takes the
 * tournament's row lock first. A round's pairing is asked for under the lock, computed by
 * {@link SwissPairings} with no transaction open, and written (its games created) in a second short
 * transaction only if the tournament is unchanged, so a round is paired once however many replicas
 * and requests race for it (docs/tournaments.md).
 */
@ApplicationScoped
public class Tournaments {

    public static final int MAX_PLAYERS = 1000;
    public static final int MAX_ROUNDS = 30;
    public static final int MAX_MINUTES = 1440;
    static final String ARENA = "arena";

    @Inject
    TournamentRows rows;

    @Inject
    GamePlay play;

    @Inject
    Players players;

    @Inject
    GameRows games;

    @Inject
    Citus citus;

    @Inject
    ObjectMapper json;

    @Inject
    Clock clock;

    @Inject
    TournamentGames roundGames;

    @Inject
    TournamentEvents events;

    @Inject
    ArenaRun arenas;

    /** A new tournament as its portal asks for it, checked by the web layer's reading of the body. */
    /** rounds: a swiss's (0 for an arena); minutes: an arena's (0 for a swiss). */
    public record Settings(String system, GameKind kind, Map<String, Object> rules, Optional<ClockSettings> clock,
                           boolean rated, boolean berserk, String name, Optional<Instant> startsAt, int rounds, int minutes,
                           List<String> tiebreaks, String advance, int roundIntervalSeconds, List<UUID> players) {
    }

    @Transactional
    public UUID create(Settings s, String portal) {
        List<Player> entered = new ArrayList<>();
        for (UUID id : s.players()) {
            entered.add(players.get(id, Optional.of(portal)));
        }
        if (entered.stream().map(Player::id).distinct().count() != entered.size()) {
            throw new Rejection(Rejection.Kind.MALFORMED, "players: a player is entered once");
        }
        Instant now = now();
        UUID id = UUID.randomUUID();
        rows.insert(new TournamentRows.Tournament(id, portal, s.system(), s.name(), s.kind().slug(), write(s.rules()),
                s.clock().map(Tournaments::clockJson).map(this::write).orElse(null), s.rated(), s.berserk(),
                s.rounds() > 0 ? s.rounds() : null, s.minutes() > 0 ? s.minutes() : null, write(s.tiebreaks()), s.advance(), s.roundIntervalSeconds(), s.startsAt().orElse(null),
                "created", 0, null, null, now, now));
        for (int k = 0; k < entered.size(); k++) {
            // Entered in the order given: created_at orders the numbering at the start.
            rows.enter(id, entered.get(k).id(), entered.get(k).name(), Optional.empty(), 1,
                    now.plus(k, ChronoUnit.MICROS));
        }
        return id;
    }

    /** The tournament of this portal, or 404 as for an unknown one. */
    public TournamentRows.Tournament own(UUID id, String portal) {
        return rows.find(id).filter(t -> t.portal().equals(portal)).orElseThrow(() -> notFound(id));
    }

    private TournamentRows.Tournament locked(UUID id, String portal) {
        return rows.lock(id).filter(t -> t.portal().equals(portal)).orElseThrow(() -> notFound(id));
    }

    /**
     * Enters a player: before the start for round 1; after it (late entry) for the next round to be
     * paired, its earlier rounds zero-point byes (Z). Entering twice changes nothing.
     */
    @Transactional
    public void join(UUID id, UUID playerId, String portal) {
        TournamentRows.Tournament t = locked(id, portal);
        Player player = players.get(playerId, Optional.of(portal));
        if ("finished".equals(t.status())) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, "the tournament is finished");
        }
        if (rows.entrants(id).size() >= MAX_PLAYERS) {
            throw new Rejection(Rejection.Kind.LIMIT_REACHED, "a tournament has up to " + MAX_PLAYERS + " players",
                    Map.of("limit", MAX_PLAYERS));
        }
        boolean started = "started".equals(t.status());
        if (ARENA.equals(t.system())) {
            // An arena pairs whoever is free: a late entrant, or a withdrawn player back, is paired at once.
            if (!rows.enter(id, player.id(), player.name(), started ? Optional.of(rows.nextNumber(id)) : Optional.empty(),
                    1, now())) {
                rows.rejoin(id, player.id());
            }
            return;
        }
        if (started && t.currentRound() >= t.rounds()) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, "the last round is under way: no round is left to enter");
        }
        rows.enter(id, player.id(), player.name(), started ? Optional.of(rows.nextNumber(id)) : Optional.empty(),
                started ? t.currentRound() + 1 : 1, now());
    }

    /**
     * Withdraws a player: before the start, the entry is removed; after it, the player is paired
     * in no later round (those are zero-point byes). A game of the player's still being played is
     * left to finish and counts.
     */
    @Transactional
    public void withdraw(UUID id, UUID playerId, String portal) {
        TournamentRows.Tournament t = locked(id, portal);
        if (!rows.entered(id, playerId)) {
            throw new Rejection(Rejection.Kind.NOT_FOUND, "no player " + playerId + " in tournament " + id);
        }
        if ("created".equals(t.status())) {
            rows.remove(id, playerId);
        } else if ("started".equals(t.status())) {
            rows.withdraw(id, playerId, t.currentRound());
        } else {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, "the tournament is finished");
        }
    }

    /** Starts the tournament and pairs its first round. */
    @Transactional
    public void start(UUID id, String portal) {
        TournamentRows.Tournament t = locked(id, portal);
        if (!"created".equals(t.status())) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, "the tournament has started already");
        }
        if (rows.pairingRound(id).isPresent()) {
            return; // asked for already: its pairing is under way
        }
        begin(t);
    }

    private void begin(TournamentRows.Tournament t) {
        if (rows.entrants(t.id()).size() < 2) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, "a tournament starts with two players or more");
        }
        if (ARENA.equals(t.system())) {
            arenas.start(t, pool(t), now());
            events.started(t);
            // Paired at once, in this transaction: the sweep pairs whoever is free from then on.
            arenas.step(rows.find(t.id()).orElseThrow(), now());
            return;
        }
        rows.number(t.id(), pool(t));
        rows.requestPairing(t.id(), 1, now());
    }

    /**
     * Closes the current round and pairs the next (or finishes the tournament after its last
     * round), by the portal's hand; 409 while a game of the round is still being played.
     */
    @Transactional
    public void next(UUID id, String portal) {
        TournamentRows.Tournament t = locked(id, portal);
        if (!"started".equals(t.status())) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, "the tournament is " + t.status() + ", not started");
        }
        if (ARENA.equals(t.system())) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, "an arena has no rounds: it pairs whoever is free");
        }
        if (rows.pairingRound(id).isPresent()) {
            return; // the next round's pairing is under way
        }
        long playing = rows.playing(t.id(), t.currentRound());
        if (playing > 0) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, playing + " game(s) of round " + t.currentRound()
                    + " are still being played", Map.of("playing", playing));
        }
        advance(t);
    }

    /**
     * The sweep's step for one tournament, claimed under its row lock (SKIP LOCKED: another replica,
     * or a request, holds it and does the work): starts one due at its startsAt, advances one whose
     * round's games are all over. Returns whether it changed anything.
     */
    @Transactional
    public boolean sweep(UUID id) {
        Optional<TournamentRows.Tournament> claimed = rows.claim(id);
        if (claimed.isEmpty()) {
            return false;
        }
        TournamentRows.Tournament t = claimed.get();
        if (rows.pairingRound(id).isPresent()) {
            return false; // SwissPairings does it
        }
        if ("created".equals(t.status()) && t.startsAt() != null && !t.startsAt().isAfter(now())) {
            if (rows.entrants(t.id()).size() < 2) {
                rows.finished(t.id(), now());
                events.finished(t);
                return true;
            }
            begin(t);
            return true;
        }
        if ("started".equals(t.status()) && ARENA.equals(t.system())) {
            return arenas.step(t, now());
        }
        if ("started".equals(t.status()) && "auto".equals(t.advance()) && rows.playing(t.id(), t.currentRound()) == 0) {
            advance(t);
            return true;
        }
        return false;
    }

    /** Records the current round's results from its games, then pairs the next round or finishes. */
    private void advance(TournamentRows.Tournament t) {
        close(t);
        events.roundClosed(t);
        if (t.currentRound() >= t.rounds()) {
            rows.finished(t.id(), now());
            events.finished(t);
            return;
        }
        rows.requestPairing(t.id(), t.currentRound() + 1, now());
    }

    private void close(TournamentRows.Tournament t) {
        GameKind kind = GameKind.stored(t.game());
        Map<UUID, TournamentRows.GameResult> results = new HashMap<>();
        rows.results(t.id(), t.currentRound()).forEach(r -> results.put(r.id(), r));
        for (TournamentRows.Board b : rows.boards(t.id(), t.currentRound())) {
            if (b.whiteResult() != null) {
                continue;
            }
            if (b.gameId() == null) {
                rows.result(t.id(), b.round(), b.board(), "U", null);
                continue;
            }
            String[] codes = SwissRecord.codes(kind, results.get(b.gameId()));
            rows.result(t.id(), b.round(), b.board(), codes[0], codes[1]);
        }
    }

    /** Whether a round's pairing is asked for and not yet written. */
    @Transactional
    public boolean pairingAsked(UUID id) {
        return rows.pairingRound(id).isPresent();
    }

    /** What a round is paired from, read in one short transaction: compared again before writing. */
    public record Snapshot(TournamentRows.Tournament tournament, int round, List<TournamentRows.Entrant> entrants,
                           SwissTournament record) {
    }

    /**
     * Claims the tournament's asked-for pairing for {@code lease} and reads what it is paired from;
     * empty when none is asked for or another replica's lease on it is alive. A tournament not yet
     * started is numbered again (a player entered since is numbered too). ours: the lease is this
     * replica's own (it could not give it back), taken again whether expired or not.
     */
    @Transactional
    public Optional<Snapshot> claimPairing(UUID id, Duration lease, boolean ours) {
        Instant now = now();
        Optional<Integer> round = rows.claimPairing(id, now, now.plus(lease), ours);
        if (round.isEmpty()) {
            return Optional.empty();
        }
        TournamentRows.Tournament t = rows.find(id).orElseThrow();
        if ("created".equals(t.status())) {
            rows.number(id, pool(t));
        }
        List<TournamentRows.Entrant> entrants = rows.entrants(id);
        if ("created".equals(t.status()) && entrants.size() < 2) {
            rows.pairingDone(id); // withdrawn since the start was asked for: it stays created
            return Optional.empty();
        }
        return Optional.of(new Snapshot(t, round.get(), entrants,
                SwissRecord.of(t, entrants, rows.boards(id, 0), round.get() - 1)));
    }

    /**
     * Writes the pairing computed from the snapshot, under the row lock, if the tournament is
     * unchanged since (same status, round and entries, withdrawals included): creates the round's
     * games. False when it changed: the pairing must be computed again. True, writing nothing, when
     * the asked-for pairing is no longer asked for (written by another replica).
     */
    @Transactional
    public boolean writePairing(Snapshot s, RoundPairing pairing) {
        TournamentRows.Tournament t = rows.lock(s.tournament().id()).orElseThrow();
        if (!rows.pairingRound(t.id()).equals(Optional.of(s.round()))) {
            return true;
        }
        if (!t.status().equals(s.tournament().status()) || t.currentRound() != s.tournament().currentRound()
                || !rows.entrants(t.id()).equals(s.entrants())) {
            return false;
        }
        writeRound(t, s.round() - 1, pairing);
        rows.pairingDone(t.id());
        return true;
    }

    /** Keeps a claimed pairing's lease alive while it computes. */
    @Transactional
    public void renewPairing(UUID id, Duration lease) {
        rows.renewPairing(id, now().plus(lease));
    }

    /** Gives the claim back: changed again and again, or failed; any replica's sweep takes it again. */
    @Transactional
    public void releasePairing(UUID id) {
        rows.releasePairing(id);
    }

    /** The asked-for round has no legal pairing: the ask is dropped (the tournament as it was). */
    @Transactional
    public void dropPairing(UUID id) {
        rows.lock(id);
        rows.pairingDone(id);
    }

    /** Creates round {@code closed + 1}'s boards and games from its pairing, in the caller's transaction. */
    private void writeRound(TournamentRows.Tournament t, int closed, RoundPairing pairing) {
        int round = closed + 1;
        Map<Integer, Player> byNumber = new HashMap<>();
        List<TournamentRows.Entrant> entrants = rows.entrants(t.id());
        Map<UUID, Player> known = new HashMap<>();
        for (TournamentRows.Entrant e : entrants) {
            if (e.number() != null) {
                Player p = known.computeIfAbsent(e.playerId(), pid -> players.get(pid, Optional.of(t.portal())));
                byNumber.put(e.number(), p);
            }
        }
        Instant now = now();
        Optional<Instant> clocksStart = t.roundIntervalSeconds() > 0 && closed > 0
                ? Optional.of(now.plus(Duration.ofSeconds(t.roundIntervalSeconds()))) : Optional.empty();
        List<Player[]> seated = new ArrayList<>();
        for (Pairing p : pairing.pairings()) {
            seated.add(new Player[] {byNumber.get(p.white()), byNumber.get(p.black())});
        }
        List<UUID> created = roundGames.create(t, round, seated, clocksStart);
        int board = 1;
        for (Pairing p : pairing.pairings()) {
            rows.board(t.id(), new TournamentRows.Board(round, board, p.white(), p.black(), created.get(board - 1),
                    null, null));
            board++;
        }
        if (pairing.bye().isPresent()) {
            rows.board(t.id(), new TournamentRows.Board(round, board, pairing.bye().getAsInt(), null, null, null, null));
        }
        rows.started(t.id(), round, now);
        if (closed == 0) {
            // A Swiss has started once its first round is written (a start asks for the pairing).
            events.started(t);
        }
        events.roundStarted(t, round);
    }

    private static Map<String, Long> clockJson(ClockSettings c) {
        Map<String, Long> m = new LinkedHashMap<>();
        c.initialSeconds().ifPresent(v -> m.put("initialSeconds", v));
        c.incrementSeconds().ifPresent(v -> m.put("incrementSeconds", v));
        c.daysPerMove().ifPresent(v -> m.put("daysPerMove", v));
        c.setupSeconds().ifPresent(v -> m.put("setupSeconds", v));
        c.firstMoveSeconds().ifPresent(v -> m.put("firstMoveSeconds", v));
        return m;
    }

    String write(Object value) {
        try {
            return json.writeValueAsString(value);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    /**
     * The rating pool of the tournament's games (play.ratings.Ratings): its players' starting ranks,
     * the pairing numbers, follow their ratings in it, as FIDE's initial ranking does.
     */
    String pool(TournamentRows.Tournament t) {
        Optional<ClockSettings> clock = Optional.ofNullable(t.clock())
                .map(text -> TournamentGames.settings(read(text, new TypeReference<Map<String, Long>>() { })));
        return Ratings.poolOf(t.game(), clock.map(ClockSettings::toTimeControl).orElse(null)).name();
    }

    <T> T read(String text, TypeReference<T> type) {
        try {
            return json.readValue(text, type);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    Instant now() {
        return Instant.now(clock).truncatedTo(ChronoUnit.MICROS);
    }

    static Rejection notFound(UUID id) {
        return new Rejection(Rejection.Kind.NOT_FOUND, "no tournament " + id);
    }
}
