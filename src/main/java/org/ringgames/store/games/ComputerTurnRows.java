package org.ringgames.store.games;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.Collection;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * The computer seats' turns waiting to be played (table {@code computer_turn}, V7): one row per game
 * and seat whose move or setup step the service owes, for the game version it was written for.
 */
@ApplicationScoped
public class ComputerTurnRows {

    @Inject
    EntityManager em;

    /** A turn claimed by this replica until {@code leaseUntil}; {@code claims} counts every claim of it. */
    public record Claimed(UUID gameId, String seat, long version, int level, int claims) {
    }

    /** Owes the seat's turn for this game version: a new row, or the seat's row rewritten (lease dropped). */
    public void owe(UUID gameId, String seat, long version, int level, Instant dueAt) {
        em.createNativeQuery("""
                INSERT INTO computer_turn (game_id, seat, version, level, due_at) VALUES (?1, ?2, ?3, ?4, ?5)
                ON CONFLICT (game_id, seat) DO UPDATE SET version = excluded.version, level = excluded.level,
                    due_at = excluded.due_at, lease_until = NULL, leased_by = NULL, claims = 0""")
                .setParameter(1, gameId).setParameter(2, seat).setParameter(3, version)
                .setParameter(4, (short) level).setParameter(5, dueAt)
                .executeUpdate();
    }

    /** Drops the game's turns of every seat not named (all of them when none is). */
    public void owedOnlyBy(UUID gameId, Collection<String> seats) {
        em.createNativeQuery("DELETE FROM computer_turn WHERE game_id = ?1 AND NOT (seat = ANY (CAST(?2 AS text[])))")
                .setParameter(1, gameId).setParameter(2, seats.toArray(String[]::new))
                .executeUpdate();
    }

    /**
     * Claims the turn due longest ago whose lease is free or has lapsed; the claim holds until
     * {@code leaseUntil}. An unlocked scan for a few candidates across every game, then a claim of
     * each by its game and seat that checks the same conditions again under the row's lock, until
     * one is won: of two replicas claiming one turn, the second finds it leased and tries the next.
     * (Citus runs no {@code FOR UPDATE} across shards; each claim is routed to the game's shard.)
     */
    public Optional<Claimed> claim(Instant now, Instant leaseUntil, String replica) {
        @SuppressWarnings("unchecked")
        List<Object[]> candidates = em.createNativeQuery("""
                SELECT game_id, seat FROM computer_turn
                WHERE due_at <= ?1 AND (lease_until IS NULL OR lease_until < ?1)
                ORDER BY due_at LIMIT ?2""")
                .setParameter(1, now).setParameter(2, CANDIDATES).getResultList();
        for (Object[] candidate : candidates) {
            @SuppressWarnings("unchecked")
            List<Object[]> rows = em.createNativeQuery("""
                    UPDATE computer_turn SET lease_until = ?2, leased_by = ?3, claims = claims + 1
                    WHERE game_id = ?4 AND seat = ?5 AND due_at <= ?1 AND (lease_until IS NULL OR lease_until < ?1)
                    RETURNING game_id, seat, version, level, claims""")
                    .setParameter(1, now).setParameter(2, leaseUntil).setParameter(3, replica)
                    .setParameter(4, candidate[0]).setParameter(5, candidate[1])
                    .getResultList();
            if (!rows.isEmpty()) {
                Object[] r = rows.get(0);
                return Optional.of(new Claimed((UUID) r[0], (String) r[1], ((Number) r[2]).longValue(),
                        ((Number) r[3]).intValue(), ((Number) r[4]).intValue()));
            }
        }
        return Optional.empty();
    }

    /** How many due turns a claim looks at: enough that replicas racing for the first still find one. */
    private static final int CANDIDATES = 8;

    /** Gives a claimed turn back to be claimed at {@code dueAt} (by any replica), if it is still owed. */
    public void release(Claimed turn, Instant dueAt) {
        em.createNativeQuery("""
                UPDATE computer_turn SET lease_until = NULL, leased_by = NULL, due_at = ?4
                WHERE game_id = ?1 AND seat = ?2 AND version = ?3""")
                .setParameter(1, turn.gameId()).setParameter(2, turn.seat()).setParameter(3, turn.version())
                .setParameter(4, dueAt)
                .executeUpdate();
    }

    /** Drops a claimed turn that is no longer owed (the game moved on without it, or ended). */
    public void drop(Claimed turn) {
        em.createNativeQuery("DELETE FROM computer_turn WHERE game_id = ?1 AND seat = ?2 AND version = ?3")
                .setParameter(1, turn.gameId()).setParameter(2, turn.seat()).setParameter(3, turn.version())
                .executeUpdate();
    }
}
