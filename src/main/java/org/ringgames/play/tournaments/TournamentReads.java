package org.ringgames.play.tournaments;

import com.fasterxml.jackson.core.type.TypeReference;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.core.Rejection;
import org.ringgames.rules.tournament.swiss.Standing;
import org.ringgames.rules.tournament.swiss.Standings;
import org.ringgames.rules.tournament.swiss.SwissTournament;
import org.ringgames.rules.tournament.swiss.Tiebreak;
import org.ringgames.rules.tournament.swiss.Trf;
import org.ringgames.store.tournaments.TournamentRows;

/**
 * What a tournament shows, and to whom: its portal's key, the admin key, and its own players'
 * tokens read it; anyone else is answered as for an unknown tournament (404).
 */
@ApplicationScoped
public class TournamentReads {

    @Inject
    TournamentRows rows;

    @Inject
    Tournaments tournaments;

    @Inject
    ArenaRun arenas;

    /** Who reads: a portal, the admin, or a player. */
    public record Reader(Optional<String> portal, boolean admin, Optional<UUID> player) {
        public static Reader ofPortal(String portal) {
            return new Reader(Optional.of(portal), false, Optional.empty());
        }

        public static Reader ofAdmin() {
            return new Reader(Optional.empty(), true, Optional.empty());
        }

        public static Reader ofPlayer(UUID player) {
            return new Reader(Optional.empty(), false, Optional.of(player));
        }
    }

    public record Settings(UUID id, String system, String name, String game, Map<String, Object> rules,
                           Map<String, Long> clock, boolean rated, boolean berserk, Integer rounds, Integer minutes,
                           List<String> tiebreaks, String advance, int roundIntervalSeconds, Instant startsAt,
                           String status, int currentRound, Instant createdAt, Instant updatedAt) {
    }

    public record Entry(UUID id, String name, Integer number, int joinedRound, boolean withdrawn) {
    }

    public record Place(int rank, int number, UUID id, String name, double points, Map<String, Double> tiebreaks) {
    }

    public record State(Settings settings, List<Entry> players, List<Place> standings, int roundsClosed) {
    }

    public record Seat(int number, UUID id, String name) {
    }

    public record Board(int board, Seat white, Seat black, UUID gameId, String whiteResult, String blackResult) {
    }

    public record Round(int round, boolean finished, List<Board> boards, Seat bye, List<Seat> absent) {
    }

    public record Page(List<Settings> tournaments, Optional<String> nextCursor) {
    }

    @Transactional
    public State state(UUID id, Reader reader) {
        TournamentRows.Tournament t = readable(id, reader);
        return state(t, closed(t));
    }

    /** The state once {@code closed} rounds are closed: the standings event, as a round closes (TournamentEvents). */
    State closing(UUID id, int closed) {
        return state(readable(id, Reader.ofAdmin()), closed);
    }

    private State state(TournamentRows.Tournament t, int closed) {
        UUID id = t.id();
        List<TournamentRows.Entrant> entrants = rows.entrants(id);
        List<Entry> entries = entrants.stream().map(e -> new Entry(e.playerId(), e.name(), e.number(),
                e.joinedRound(), e.withdrawnAfter() != null)).toList();
        List<Place> places = new ArrayList<>();
        if (Tournaments.ARENA.equals(t.system())) {
            places = arenaPlaces(t, entrants);
        } else if (!"created".equals(t.status())) {
            List<String> slugs = tiebreaks(t);
            List<Tiebreak> order = slugs.stream().map(s -> Tiebreak.fromSlug(s).orElseThrow()).toList();
            SwissTournament record = SwissRecord.of(t, entrants, rows.boards(id, 0), closed);
            Map<Integer, TournamentRows.Entrant> byNumber = byNumber(entrants);
            for (Standing s : Standings.of(record, order)) {
                Map<String, Double> values = new LinkedHashMap<>();
                for (int k = 0; k < slugs.size(); k++) {
                    values.put(slugs.get(k), s.tiebreaks().get(k));
                }
                TournamentRows.Entrant e = byNumber.get(s.number());
                places.add(new Place(s.rank(), s.number(), e.playerId(), e.name(), s.points(), values));
            }
        }
        return new State(settings(t), entries, places, closed);
    }

    /** An arena's standings: by points, then by pairing number; its tie-breaks are its games and streak. */
    private List<Place> arenaPlaces(TournamentRows.Tournament t, List<TournamentRows.Entrant> entrants) {
        Map<UUID, ArenaRun.Standing> standings = arenas.standings(t);
        List<TournamentRows.Entrant> numbered = new ArrayList<>(entrants.stream().filter(e -> e.number() != null).toList());
        numbered.sort(java.util.Comparator.comparingInt((TournamentRows.Entrant e) -> -points(standings, e))
                .thenComparingInt(TournamentRows.Entrant::number));
        List<Place> places = new ArrayList<>();
        for (TournamentRows.Entrant e : numbered) {
            ArenaRun.Standing s = standings.get(e.playerId());
            Map<String, Double> values = new LinkedHashMap<>();
            values.put("games", s == null ? 0.0 : s.games());
            values.put("streak", s == null ? 0.0 : s.score().streak());
            places.add(new Place(places.size() + 1, e.number(), e.playerId(), e.name(), points(standings, e), values));
        }
        return places;
    }

    private static int points(Map<UUID, ArenaRun.Standing> standings, TournamentRows.Entrant e) {
        ArenaRun.Standing s = standings.get(e.playerId());
        return s == null ? 0 : s.score().points();
    }

    @Transactional
    public Round round(UUID id, int round, Reader reader) {
        TournamentRows.Tournament t = readable(id, reader);
        if (round < 1 || round > t.currentRound()) {
            throw new Rejection(Rejection.Kind.NOT_FOUND, "tournament " + id + " has no round " + round + " yet");
        }
        List<TournamentRows.Entrant> entrants = rows.entrants(id);
        Map<Integer, TournamentRows.Entrant> byNumber = byNumber(entrants);
        Map<UUID, TournamentRows.GameResult> live = new HashMap<>();
        rows.results(id, round).forEach(r -> live.put(r.id(), r));
        GameKind kind = GameKind.stored(t.game());
        List<Board> boards = new ArrayList<>();
        Seat bye = null;
        java.util.Set<Integer> seen = new java.util.HashSet<>();
        for (TournamentRows.Board b : rows.boards(id, round)) {
            seen.add(b.white());
            if (b.black() == null) {
                bye = seat(byNumber.get(b.white()));
                continue;
            }
            seen.add(b.black());
            String white = b.whiteResult();
            String black = b.blackResult();
            TournamentRows.GameResult game = live.get(b.gameId());
            if (white == null && game != null && "finished".equals(game.status())) {
                String[] codes = SwissRecord.codes(kind, game);
                white = codes[0];
                black = codes[1];
            }
            boards.add(new Board(b.board(), seat(byNumber.get(b.white())), seat(byNumber.get(b.black())), b.gameId(),
                    white, black));
        }
        List<Seat> absent = new ArrayList<>();
        for (TournamentRows.Entrant e : entrants) {
            if (e.number() != null && !seen.contains(e.number())) {
                absent.add(seat(e));
            }
        }
        boolean finished = Tournaments.ARENA.equals(t.system())
                ? boards.stream().allMatch(b -> b.whiteResult() != null) : round <= closed(t);
        return new Round(round, finished, boards, bye, absent);
    }

    /** The tournament as a FIDE TRF file, its closed rounds. */
    @Transactional
    public String trf(UUID id, Reader reader) {
        TournamentRows.Tournament t = readable(id, reader);
        if (Tournaments.ARENA.equals(t.system())) {
            throw new Rejection(Rejection.Kind.WRONG_PHASE, "an arena has no TRF: it is no Swiss");
        }
        return Trf.write(SwissRecord.of(t, rows.entrants(id), rows.boards(id, 0), closed(t)));
    }

    /** The portal's tournaments, newest first; cursor: the nextCursor of the page before. */
    @Transactional
    public Page list(String portal, Optional<String> status, Optional<String> cursor, int limit) {
        Optional<Instant> at = Optional.empty();
        Optional<UUID> after = Optional.empty();
        if (cursor.isPresent()) {
            String[] parts = cursor.get().split("_", 2);
            try {
                at = Optional.of(Instant.ofEpochSecond(0, 0).plusNanos(Long.parseLong(parts[0]) * 1000));
                after = Optional.of(UUID.fromString(parts[1]));
            } catch (RuntimeException e) {
                throw new Rejection(Rejection.Kind.MALFORMED, "cursor: '" + cursor.get()
                        + "' is not a nextCursor this service gave");
            }
        }
        List<TournamentRows.Tournament> found = rows.page(portal, status, at, after, limit + 1);
        List<Settings> page = found.stream().limit(limit).map(this::settings).toList();
        Optional<String> next = Optional.empty();
        if (found.size() > limit) {
            TournamentRows.Tournament last = found.get(limit - 1);
            long micros = last.createdAt().getEpochSecond() * 1_000_000L + last.createdAt().getNano() / 1000;
            next = Optional.of(micros + "_" + last.id());
        }
        return new Page(page, next);
    }

    private TournamentRows.Tournament readable(UUID id, Reader reader) {
        Optional<TournamentRows.Tournament> found = rows.find(id);
        boolean may = found.isPresent() && (reader.admin()
                || reader.portal().filter(p -> p.equals(found.get().portal())).isPresent()
                || reader.player().filter(p -> rows.entered(id, p)).isPresent());
        if (!may) {
            throw Tournaments.notFound(id);
        }
        return found.get();
    }

    private static int closed(TournamentRows.Tournament t) {
        return switch (t.status()) {
            case "created" -> 0;
            case "finished" -> t.currentRound();
            default -> t.currentRound() - 1;
        };
    }

    private List<String> tiebreaks(TournamentRows.Tournament t) {
        return tournaments.read(t.tiebreaks(), new TypeReference<List<String>>() { });
    }

    private Settings settings(TournamentRows.Tournament t) {
        return new Settings(t.id(), t.system(), t.name(), t.game(),
                tournaments.read(t.rules(), new TypeReference<LinkedHashMap<String, Object>>() { }),
                t.clock() == null ? null : tournaments.read(t.clock(), new TypeReference<LinkedHashMap<String, Long>>() { }),
                t.rated(), t.berserk(), t.rounds(), t.minutes(), tiebreaks(t), t.advance(), t.roundIntervalSeconds(), t.startsAt(),
                t.status(), t.currentRound(), t.createdAt(), t.updatedAt());
    }

    private static Map<Integer, TournamentRows.Entrant> byNumber(List<TournamentRows.Entrant> entrants) {
        Map<Integer, TournamentRows.Entrant> byNumber = new HashMap<>();
        entrants.forEach(e -> {
            if (e.number() != null) {
                byNumber.put(e.number(), e);
            }
        });
        return byNumber;
    }

    private static Seat seat(TournamentRows.Entrant e) {
        return new Seat(e.number(), e.playerId(), e.name());
    }
}
