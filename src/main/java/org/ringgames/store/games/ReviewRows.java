package org.ringgames.store.games;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

/**
 * The engine's reviews of games (table {@code game_review}, V12): one row per game, queued by a
 * request, claimed under a lease by one replica at a time, done with its plies. The JSON columns
 * travel as text: the play layer writes and reads them.
 */
@ApplicationScoped
public class ReviewRows {

    @Inject
    EntityManager em;

    /** A review as stored. */
    public record Row(UUID gameId, String status, int movetimeMs, Instant requestedAt, Optional<String> progress,
                      Optional<String> plies, Optional<String> detail, Optional<Instant> finishedAt) {
    }

    /** A review claimed by this replica; {@code claims} fences its writes against a later claim of the same row. */
    public record Claimed(UUID gameId, int movetimeMs, int claims, Optional<String> progress) {
    }

    public Optional<Row> find(UUID gameId) {
        @SuppressWarnings("unchecked")
        List<Object[]> rows = em.createNativeQuery("""
                SELECT game_id, status, movetime_ms, requested_at, CAST(progress AS text), CAST(plies AS text), detail,
                    finished_at
                FROM game_review WHERE game_id = ?1""").setParameter(1, gameId).getResultList();
        return rows.stream().findFirst().map(r -> new Row((UUID) r[0], (String) r[1], ((Number) r[2]).intValue(),
                instant(r[3]), Optional.ofNullable((String) r[4]), Optional.ofNullable((String) r[5]),
                Optional.ofNullable((String) r[6]), Optional.ofNullable(r[7]).map(ReviewRows::instant)));
    }

    /**
     * Queues a review of the game, replacing a finished one; its progress starts over. The count of
     * claims goes on, so that a replica still working on the replaced review can write nothing.
     */
    public void queue(UUID gameId, int movetimeMs, Instant now) {
        em.createNativeQuery("""
                INSERT INTO game_review (game_id, status, movetime_ms, requested_at, due_at) VALUES (?1, 'queued', ?2, ?3, ?3)
                ON CONFLICT (game_id) DO UPDATE SET status = 'queued', movetime_ms = excluded.movetime_ms,
                    requested_at = excluded.requested_at, due_at = excluded.due_at, lease_until = NULL, leased_by = NULL,
                    progress = NULL, plies = NULL, detail = NULL, finished_at = NULL""")
                .setParameter(1, gameId).setParameter(2, movetimeMs).setParameter(3, now)
                .executeUpdate();
    }

    /**
     * Claims the queued review due longest ago whose lease is free or has lapsed, until
     * {@code leaseUntil}: an unlocked scan for candidates, then a claim of each by its game that
     * checks again under the row's lock (as {@link ComputerTurnRows#claim} does, for Citus).
     */
    public Optional<Claimed> claim(Instant now, Instant leaseUntil, String replica) {
        @SuppressWarnings("unchecked")
        List<UUID> candidates = em.createNativeQuery("""
                SELECT game_id FROM game_review
                WHERE status = 'queued' AND due_at <= ?1 AND (lease_until IS NULL OR lease_until < ?1)
                ORDER BY due_at LIMIT 8""").setParameter(1, now).getResultList();
        for (UUID candidate : candidates) {
            @SuppressWarnings("unchecked")
            List<Object[]> rows = em.createNativeQuery("""
                    UPDATE game_review SET lease_until = ?2, leased_by = ?3, claims = claims + 1
                    WHERE game_id = ?4 AND status = 'queued' AND due_at <= ?1 AND (lease_until IS NULL OR lease_until < ?1)
                    RETURNING game_id, movetime_ms, claims, CAST(progress AS text)""")
                    .setParameter(1, now).setParameter(2, leaseUntil).setParameter(3, replica).setParameter(4, candidate)
                    .getResultList();
            if (!rows.isEmpty()) {
                Object[] r = rows.get(0);
                return Optional.of(new Claimed((UUID) r[0], ((Number) r[1]).intValue(), ((Number) r[2]).intValue(),
                        Optional.ofNullable((String) r[3])));
            }
        }
        return Optional.empty();
    }

    /** Keeps what was searched so far and extends the lease; false when the claim is no longer this one's. */
    public boolean progress(Claimed claim, String progress, Instant leaseUntil) {
        return em.createNativeQuery("""
                UPDATE game_review SET progress = CAST(?2 AS jsonb), lease_until = ?3
                WHERE game_id = ?1 AND claims = ?4 AND status = 'queued'""")
                .setParameter(1, claim.gameId()).setParameter(2, progress).setParameter(3, leaseUntil)
                .setParameter(4, claim.claims()).executeUpdate() == 1;
    }

    /** The review is done with these plies; false when the claim is no longer this one's (nothing written). */
    public boolean done(Claimed claim, String plies, Instant now) {
        return em.createNativeQuery("""
                UPDATE game_review SET status = 'done', plies = CAST(?2 AS jsonb), progress = NULL, finished_at = ?3,
                    lease_until = NULL
                WHERE game_id = ?1 AND claims = ?4 AND status = 'queued'""")
                .setParameter(1, claim.gameId()).setParameter(2, plies).setParameter(3, now)
                .setParameter(4, claim.claims()).executeUpdate() == 1;
    }

    /** The review cannot be done (a bug, not an outage): it says why, and is not tried again. */
    public void failed(Claimed claim, String detail, Instant now) {
        em.createNativeQuery("""
                UPDATE game_review SET status = 'failed', detail = ?2, finished_at = ?3, lease_until = NULL
                WHERE game_id = ?1 AND claims = ?4 AND status = 'queued'""")
                .setParameter(1, claim.gameId()).setParameter(2, detail).setParameter(3, now)
                .setParameter(4, claim.claims()).executeUpdate();
    }

    /**
     * The game's last moves were taken back, so its review, done or queued, describes a game that is
     * no longer this one: it becomes failed, saying why, and a replica still on it writes nothing
     * more (its writes want a queued row). Asked for again once the game is over, it is queued afresh.
     */
    public void takenBack(UUID gameId, Instant now) {
        em.createNativeQuery("""
                UPDATE game_review SET status = 'failed', detail = ?2, finished_at = ?3, lease_until = NULL,
                    leased_by = NULL, progress = NULL, plies = NULL
                WHERE game_id = ?1""")
                .setParameter(1, gameId).setParameter(2, "the game's last moves were taken back after this review "
                        + "was asked for: ask again once the game is over").setParameter(3, now).executeUpdate();
    }

    /** Gives a claimed review back, to be claimed again at {@code dueAt} by any replica. */
    public void release(Claimed claim, Instant dueAt) {
        em.createNativeQuery("""
                UPDATE game_review SET lease_until = NULL, leased_by = NULL, due_at = ?2
                WHERE game_id = ?1 AND claims = ?3 AND status = 'queued'""")
                .setParameter(1, claim.gameId()).setParameter(2, dueAt).setParameter(3, claim.claims())
                .executeUpdate();
    }

    private static Instant instant(Object value) {
        return value instanceof java.time.OffsetDateTime at ? at.toInstant() : (Instant) value;
    }
}
