package org.ringgames.store.tournaments;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * The tournament tables (V18) in plain SQL: a tournament's row, its players, its boards, and its
 * games as the round's results. Every statement names one tournament; the tournament's row lock
 * ({@link #lock}) orders every change to it, so that two replicas never advance it twice.
 */
@ApplicationScoped
public class TournamentRows {

    @Inject
    EntityManager em;

    /** A tournament's row. JSON columns as text. */
    public record Tournament(UUID id, String portal, String system, String name, String game, String rules,
                             String clock, boolean rated, boolean berserk, Integer rounds, Integer minutes,
                             String tiebreaks, String advance, int roundIntervalSeconds, Instant startsAt,
                             String status, int currentRound, Instant roundStartedAt, Instant endsAt,
                             Instant createdAt, Instant updatedAt) {
    }

    /** A player of a tournament; number is empty until the tournament starts. */
    public record Entrant(UUID playerId, Integer number, String name, int joinedRound, Integer withdrawnAfter) {
    }

    /** A board of a round: black empty for the pairing bye; results are TRF codes once the round closed. */
    public record Board(int round, int board, int white, Integer black, UUID gameId, String whiteResult,
                        String blackResult) {
    }

    /** A game of a round as its result needs it: who won, why, and who missed the step of an aborted one. */
    public record GameResult(UUID id, String status, String winner, String reason, String abortedBy) {
    }

    private static final String COLUMNS = "id, portal, system, name, game, rules::text, clock::text, rated, berserk, "
            + "rounds, minutes, tiebreaks::text, advance, round_interval_seconds, starts_at, status, current_round, "
            + "round_started_at, ends_at, created_at, updated_at";

    public void insert(Tournament t) {
        em.createNativeQuery("INSERT INTO tournament (id, portal, system, name, game, rules, clock, rated, berserk, "
                        + "rounds, minutes, tiebreaks, advance, round_interval_seconds, starts_at, status, current_round, "
                        + "created_at, updated_at) VALUES (?1, ?2, ?3, ?4, ?5, cast(?6 as jsonb), cast(?7 as jsonb), ?8, "
                        + "?9, ?10, ?11, cast(?12 as jsonb), ?13, ?14, ?15, ?16, 0, ?17, ?17)")
                .setParameter(1, t.id()).setParameter(2, t.portal()).setParameter(3, t.system())
                .setParameter(4, t.name()).setParameter(5, t.game()).setParameter(6, t.rules())
                .setParameter(7, t.clock()).setParameter(8, t.rated()).setParameter(9, t.berserk())
                .setParameter(10, t.rounds()).setParameter(11, t.minutes()).setParameter(12, t.tiebreaks())
                .setParameter(13, t.advance()).setParameter(14, t.roundIntervalSeconds())
                .setParameter(15, t.startsAt()).setParameter(16, t.status()).setParameter(17, t.createdAt())
                .executeUpdate();
    }

    public Optional<Tournament> find(UUID id) {
        return one("SELECT " + COLUMNS + " FROM tournament WHERE id = ?1", id);
    }

    /** The tournament under its row lock, for a change; empty when there is none. */
    public Optional<Tournament> lock(UUID id) {
        return one("SELECT " + COLUMNS + " FROM tournament WHERE id = ?1 FOR UPDATE", id);
    }

    /** The tournament under its row lock if no other transaction holds it (the sweep's claim). */
    public Optional<Tournament> claim(UUID id) {
        return one("SELECT " + COLUMNS + " FROM tournament WHERE id = ?1 FOR UPDATE SKIP LOCKED", id);
    }

    @SuppressWarnings("unchecked")
    private Optional<Tournament> one(String sql, UUID id) {
        List<Object[]> rows = em.createNativeQuery(sql).setParameter(1, id).getResultList();
        return rows.stream().findFirst().map(TournamentRows::tournament);
    }

    private static Tournament tournament(Object[] r) {
        return new Tournament((UUID) r[0], (String) r[1], (String) r[2], (String) r[3], (String) r[4], (String) r[5],
                (String) r[6], (Boolean) r[7], (Boolean) r[8], (Integer) r[9], (Integer) r[10], (String) r[11],
                (String) r[12], (Integer) r[13], instant(r[14]), (String) r[15], (Integer) r[16], instant(r[17]),
                instant(r[18]), instant(r[19]), instant(r[20]));
    }

    private static Instant instant(Object value) {
        if (value == null) {
            return null;
        }
        if (value instanceof Instant at) {
            return at;
        }
        if (value instanceof java.time.OffsetDateTime at) {
            return at.toInstant();
        }
        if (value instanceof java.sql.Timestamp at) {
            return at.toInstant();
        }
        throw new IllegalStateException("not a time: " + value.getClass());
    }

    /** A portal's tournaments, newest first, after the cursor (created_at, id), of a status if given. */
    @SuppressWarnings("unchecked")
    public List<Tournament> page(String portal, Optional<String> status, Optional<Instant> beforeAt,
                                 Optional<UUID> beforeId, int limit) {
        List<Object[]> rows = em.createNativeQuery("SELECT " + COLUMNS + " FROM tournament WHERE portal = ?1 "
                        + "AND (?2 = '' OR status = ?2) AND (created_at, id) < (?3, ?4) "
                        + "ORDER BY created_at DESC, id DESC LIMIT ?5")
                .setParameter(1, portal).setParameter(2, status.orElse(""))
                .setParameter(3, beforeAt.orElse(Instant.parse("9999-01-01T00:00:00Z")))
                .setParameter(4, beforeId.orElse(new UUID(-1L, -1L))).setParameter(5, limit).getResultList();
        return rows.stream().map(TournamentRows::tournament).toList();
    }

    /** Tournaments whose state may need the sweep: started ones, and created ones due to start. */
    @SuppressWarnings("unchecked")
    public List<UUID> inPlay(Instant now, int limit) {
        return em.createNativeQuery("SELECT id FROM tournament WHERE (status = 'started' AND (advance = 'auto' "
                        + "OR system = 'arena')) "
                        + "OR (status = 'created' AND starts_at <= ?1) OR pairing_round IS NOT NULL ORDER BY updated_at LIMIT ?2", UUID.class)
                .setParameter(1, now).setParameter(2, limit).getResultList();
    }

    /** A pairing asked for: the round to pair, no replica's lease on it yet. */
    public void requestPairing(UUID id, int round, Instant now) {
        em.createNativeQuery("UPDATE tournament SET pairing_round = ?2, pairing_until = NULL, updated_at = ?3 "
                        + "WHERE id = ?1").setParameter(1, id).setParameter(2, round).setParameter(3, now)
                .executeUpdate();
    }

    /** The round asked to be paired, if any (read under the caller's row lock or as a snapshot). */
    public Optional<Integer> pairingRound(UUID id) {
        List<?> r = em.createNativeQuery("SELECT pairing_round FROM tournament WHERE id = ?1")
                .setParameter(1, id).getResultList();
        return r.stream().filter(v -> v != null).findFirst().map(v -> ((Number) v).intValue());
    }

    /**
     * Claims the tournament's asked-for pairing for this replica until {@code until}: the round, or
     * empty when none is asked for, another replica's lease on it has not expired, or another
     * transaction holds the row (SKIP LOCKED). ours: the lease is the caller's own, taken again.
     */
    @SuppressWarnings("unchecked")
    public Optional<Integer> claimPairing(UUID id, Instant now, Instant until, boolean ours) {
        List<Object[]> r = em.createNativeQuery("SELECT pairing_round, pairing_until FROM tournament WHERE id = ?1 "
                + "AND pairing_round IS NOT NULL AND (?3 OR pairing_until IS NULL OR pairing_until <= ?2) "
                + "FOR UPDATE SKIP LOCKED").setParameter(1, id).setParameter(2, now).setParameter(3, ours)
                .getResultList();
        if (r.isEmpty()) {
            return Optional.empty();
        }
        em.createNativeQuery("UPDATE tournament SET pairing_until = ?2 WHERE id = ?1")
                .setParameter(1, id).setParameter(2, until).executeUpdate();
        return Optional.of(((Number) r.get(0)[0]).intValue());
    }

    /** A claimed pairing's lease, renewed while it is computed. */
    public void renewPairing(UUID id, Instant until) {
        em.createNativeQuery("UPDATE tournament SET pairing_until = ?2 WHERE id = ?1 AND pairing_round IS NOT NULL "
                        + "AND pairing_until IS NOT NULL").setParameter(1, id).setParameter(2, until).executeUpdate();
    }

    /** Gives a claimed pairing's lease back (another attempt, by any replica, may take it at once). */
    public void releasePairing(UUID id) {
        em.createNativeQuery("UPDATE tournament SET pairing_until = NULL WHERE id = ?1").setParameter(1, id)
                .executeUpdate();
    }

    /** The asked-for pairing is done (written) or dropped (no legal pairing). */
    public void pairingDone(UUID id) {
        em.createNativeQuery("UPDATE tournament SET pairing_round = NULL, pairing_until = NULL WHERE id = ?1")
                .setParameter(1, id).executeUpdate();
    }

    public void started(UUID id, int round, Instant now) {
        em.createNativeQuery("UPDATE tournament SET status = 'started', current_round = ?2, round_started_at = ?3, "
                        + "updated_at = ?3, version = version + 1 WHERE id = ?1")
                .setParameter(1, id).setParameter(2, round).setParameter(3, now).executeUpdate();
    }

    /** An arena starts: its end is fixed now. */
    public void startedArena(UUID id, Instant endsAt, Instant now) {
        em.createNativeQuery("UPDATE tournament SET status = 'started', ends_at = ?2, round_started_at = ?3, "
                        + "updated_at = ?3, version = version + 1 WHERE id = ?1")
                .setParameter(1, id).setParameter(2, endsAt).setParameter(3, now).executeUpdate();
    }

    /** An arena's pairing wave: its counter moves on. */
    public void wave(UUID id, int wave, Instant now) {
        em.createNativeQuery("UPDATE tournament SET current_round = ?2, updated_at = ?3, version = version + 1 "
                        + "WHERE id = ?1").setParameter(1, id).setParameter(2, wave).setParameter(3, now).executeUpdate();
    }

    /** A seat of a game of an arena, in the order the games were created. */
    /** An arena game's seat: its game's result, the seat's player, and whether the seat berserked (V19). */
    public record ArenaSeat(UUID gameId, String status, String winner, String reason, String seat, UUID player,
                            boolean berserked) {
    }

    @SuppressWarnings("unchecked")
    public List<ArenaSeat> arenaSeats(UUID tournament) {
        List<Object[]> rows = em.createNativeQuery("SELECT g.id, g.status, g.result_winner, g.result_reason, gp.seat, "
                        + "gp.player_id, coalesce(g.berserk @> jsonb_build_array(gp.seat), false) FROM game g JOIN game_player gp ON gp.game_id = g.id WHERE g.tournament_id = ?1 "
                        + "ORDER BY g.created_at, g.id, gp.seat")
                .setParameter(1, tournament).getResultList();
        List<ArenaSeat> seats = new ArrayList<>(rows.size());
        for (Object[] r : rows) {
            seats.add(new ArenaSeat((UUID) r[0], (String) r[1], (String) r[2], (String) r[3], (String) r[4],
                    (UUID) r[5], Boolean.TRUE.equals(r[6])));
        }
        return seats;
    }

    /** An arena player who withdrew comes back (pairing resumes). */
    public void rejoin(UUID tournament, UUID player) {
        em.createNativeQuery("UPDATE tournament_player SET withdrawn_after = NULL WHERE tournament_id = ?1 "
                        + "AND player_id = ?2").setParameter(1, tournament).setParameter(2, player).executeUpdate();
    }

    /** How many games of the tournament (any round) are not finished. */
    public long playingAny(UUID tournament) {
        return ((Number) em.createNativeQuery("SELECT count(*) FROM game WHERE tournament_id = ?1 "
                        + "AND status <> 'finished'").setParameter(1, tournament).getSingleResult()).longValue();
    }

    public void finished(UUID id, Instant now) {
        em.createNativeQuery("UPDATE tournament SET status = 'finished', updated_at = ?2, version = version + 1 "
                        + "WHERE id = ?1").setParameter(1, id).setParameter(2, now).executeUpdate();
    }

    @SuppressWarnings("unchecked")
    public List<Entrant> entrants(UUID tournament) {
        List<Object[]> rows = em.createNativeQuery("SELECT player_id, number, name, joined_round, withdrawn_after "
                        + "FROM tournament_player WHERE tournament_id = ?1 ORDER BY number NULLS LAST, created_at, player_id")
                .setParameter(1, tournament).getResultList();
        List<Entrant> entrants = new ArrayList<>(rows.size());
        for (Object[] r : rows) {
            entrants.add(new Entrant((UUID) r[0], (Integer) r[1], (String) r[2], (Integer) r[3], (Integer) r[4]));
        }
        return entrants;
    }

    /** Whether the player is one of the tournament's (withdrawn or not). */
    public boolean entered(UUID tournament, UUID player) {
        return ((Number) em.createNativeQuery("SELECT count(*) FROM tournament_player WHERE tournament_id = ?1 "
                + "AND player_id = ?2").setParameter(1, tournament).setParameter(2, player).getSingleResult())
                .longValue() > 0;
    }

    /** Enters a player; false when already entered. number: empty before the start. */
    public boolean enter(UUID tournament, UUID player, String name, Optional<Integer> number, int joinedRound,
                         Instant now) {
        return em.createNativeQuery("INSERT INTO tournament_player (tournament_id, player_id, number, name, "
                        + "joined_round, created_at) VALUES (?1, ?2, ?3, ?4, ?5, ?6) ON CONFLICT DO NOTHING")
                .setParameter(1, tournament).setParameter(2, player).setParameter(3, number.orElse(null))
                .setParameter(4, name).setParameter(5, joinedRound).setParameter(6, now).executeUpdate() > 0;
    }

    public int nextNumber(UUID tournament) {
        return ((Number) em.createNativeQuery("SELECT coalesce(max(number), 0) + 1 FROM tournament_player "
                + "WHERE tournament_id = ?1").setParameter(1, tournament).getSingleResult()).intValue();
    }

    /**
     * Numbers the players 1..n at the start: by rating in the tournament's pool, highest first (a
     * player with no rating there counts as a new player's 1500), then in order of entry.
     */
    public void number(UUID tournament, String pool) {
        em.createNativeQuery("UPDATE tournament_player p SET number = o.n FROM (SELECT t.player_id, row_number() OVER "
                        + "(ORDER BY coalesce(r.rating, 1500) DESC, t.created_at, t.player_id) AS n "
                        + "FROM tournament_player t LEFT JOIN player_rating r ON r.player_id = t.player_id AND r.pool = ?2 "
                        + "WHERE t.tournament_id = ?1) o WHERE p.tournament_id = ?1 AND p.player_id = o.player_id")
                .setParameter(1, tournament).setParameter(2, pool).executeUpdate();
    }

    public void remove(UUID tournament, UUID player) {
        em.createNativeQuery("DELETE FROM tournament_player WHERE tournament_id = ?1 AND player_id = ?2")
                .setParameter(1, tournament).setParameter(2, player).executeUpdate();
    }

    public void withdraw(UUID tournament, UUID player, int after) {
        em.createNativeQuery("UPDATE tournament_player SET withdrawn_after = ?3 WHERE tournament_id = ?1 "
                        + "AND player_id = ?2 AND withdrawn_after IS NULL")
                .setParameter(1, tournament).setParameter(2, player).setParameter(3, after).executeUpdate();
    }

    public void board(UUID tournament, Board b) {
        em.createNativeQuery("INSERT INTO tournament_pairing (tournament_id, round, board, white_number, black_number, "
                        + "game_id, white_result, black_result) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7, ?8)")
                .setParameter(1, tournament).setParameter(2, b.round()).setParameter(3, b.board())
                .setParameter(4, b.white()).setParameter(5, b.black()).setParameter(6, b.gameId())
                .setParameter(7, b.whiteResult()).setParameter(8, b.blackResult()).executeUpdate();
    }

    public void result(UUID tournament, int round, int board, String white, String black) {
        em.createNativeQuery("UPDATE tournament_pairing SET white_result = ?4, black_result = ?5 "
                        + "WHERE tournament_id = ?1 AND round = ?2 AND board = ?3")
                .setParameter(1, tournament).setParameter(2, round).setParameter(3, board)
                .setParameter(4, white).setParameter(5, black).executeUpdate();
    }

    /** Every board of the tournament (round 0: all rounds), by round and board. */
    @SuppressWarnings("unchecked")
    public List<Board> boards(UUID tournament, int round) {
        List<Object[]> rows = em.createNativeQuery("SELECT round, board, white_number, black_number, game_id, "
                        + "white_result, black_result FROM tournament_pairing WHERE tournament_id = ?1 "
                        + "AND (?2 = 0 OR round = ?2) ORDER BY round, board")
                .setParameter(1, tournament).setParameter(2, round).getResultList();
        List<Board> boards = new ArrayList<>(rows.size());
        for (Object[] r : rows) {
            boards.add(new Board((Integer) r[0], (Integer) r[1], (Integer) r[2], (Integer) r[3], (UUID) r[4],
                    r[5] == null ? null : r[5].toString(), r[6] == null ? null : r[6].toString()));
        }
        return boards;
    }

    /** How many games of the round are not finished. */
    public long playing(UUID tournament, int round) {
        return ((Number) em.createNativeQuery("SELECT count(*) FROM game WHERE tournament_id = ?1 "
                        + "AND tournament_round = ?2 AND status <> 'finished'")
                .setParameter(1, tournament).setParameter(2, round).getSingleResult()).longValue();
    }

    /** The round's games with their results; abortedBy: the seat whose missed step aborted it, if any. */
    @SuppressWarnings("unchecked")
    public List<GameResult> results(UUID tournament, int round) {
        List<Object[]> rows = em.createNativeQuery("SELECT g.id, g.status, g.result_winner, g.result_reason, "
                        + "CASE WHEN g.result_reason = 'aborted' THEN (SELECT cast(e.data as jsonb) ->> 'seat' "
                        + "FROM game_event e WHERE e.game_id = g.id AND e.type = 'finished' LIMIT 1) END "
                        + "FROM game g WHERE g.tournament_id = ?1 AND g.tournament_round = ?2")
                .setParameter(1, tournament).setParameter(2, round).getResultList();
        List<GameResult> results = new ArrayList<>(rows.size());
        for (Object[] r : rows) {
            results.add(new GameResult((UUID) r[0], (String) r[1], (String) r[2], (String) r[3], (String) r[4]));
        }
        return results;
    }
}
