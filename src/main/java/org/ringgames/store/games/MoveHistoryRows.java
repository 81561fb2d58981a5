package org.ringgames.store.games;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.List;
import java.util.Optional;
import java.util.UUID;

@ApplicationScoped
public class MoveHistoryRows implements PanacheRepositoryBase<MoveEntity, MoveEntity.Key> {

    public List<MoveEntity> history(UUID gameId) {
        return list("gameId = ?1 order by ply", gameId);
    }

    public Optional<MoveEntity> at(UUID gameId, int ply) {
        return findByIdOptional(new MoveEntity.Key(gameId, ply));
    }

    /**
     * Takeback: moves the plies from {@code fromPly} on out of the append-only history into
     * taken_back_move, in one statement each, so nothing played is lost.
     */
    public void takeBack(UUID gameId, int fromPly, Instant at) {
        getEntityManager().createNativeQuery("""
                INSERT INTO taken_back_move (game_id, ply, seat, move, path, position_after, played_at, taken_back_at,
                                             time_spent_us, remaining_us)
                SELECT game_id, ply, seat, move, path, position_after, played_at, ?3, time_spent_us, remaining_us
                FROM game_move WHERE game_id = ?1 AND ply >= ?2""")
                .setParameter(1, gameId).setParameter(2, fromPly).setParameter(3, at)
                .executeUpdate();
        delete("gameId = ?1 and ply >= ?2", gameId, fromPly);
    }
}
