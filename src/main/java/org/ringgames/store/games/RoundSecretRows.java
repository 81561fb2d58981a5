package org.ringgames.store.games;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.time.Instant;
import java.util.HashMap;
import java.util.Map;
import java.util.UUID;

/** The secrets of Xe Queo rounds, by game, round and seat name. */
@ApplicationScoped
public class RoundSecretRows implements PanacheRepositoryBase<RoundSecretEntity, RoundSecretEntity.Key> {

    /** Seat name → secret, for the seats that have chosen one in this round. */
    public Map<String, Integer> of(UUID gameId, int round) {
        Map<String, Integer> secrets = new HashMap<>();
        for (RoundSecretEntity row : list("gameId = ?1 and round = ?2", gameId, round)) {
            secrets.put(row.seat, (int) row.secret);
        }
        return secrets;
    }

    public void choose(UUID gameId, int round, String seat, int secret, Instant now) {
        RoundSecretEntity row = new RoundSecretEntity();
        row.gameId = gameId;
        row.round = round;
        row.seat = seat;
        row.secret = (short) secret;
        row.chosenAt = now;
        persist(row);
    }
}
