package org.ringgames.play.portals;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.ringgames.play.games.GamePlay;
import org.ringgames.play.core.Rejection;
import org.ringgames.store.Citus;
import org.ringgames.store.games.GameRows;

/**
 * A tournament round's games created at once: all of them, in order, in one transaction, or none.
 * A refusal names the game of the batch it is about: its detail starts {@code games[k]: } and it
 * carries {@code index: k}.
 */
@ApplicationScoped
public class BulkPairing {

    /** The most games one request creates. */
    public static final int MAX_GAMES = 500;

    @Inject
    GamePlay play;

    @Inject
    GameRows games;

    @Inject
    Citus citus;

    /**
     * @param batch  the games, each with its own startClocksAt or the batch's
     * @param portal  the portal whose key creates them, if the service runs with keys
     * @param address the client address that asks (open mode: the owner of games against the engine)
     */
    @Transactional
    public List<GamePlay.Created> create(List<GamePlay.NewGame> batch, Optional<String> portal, Optional<String> address,
                                         GamePlay.StateRenderer render) {
        if (batch.isEmpty() || batch.size() > MAX_GAMES) {
            throw new Rejection(Rejection.Kind.MALFORMED, "games: 1 to " + MAX_GAMES + " games, not " + batch.size());
        }
        // Every external id is checked before anything is written: a duplicate of the batch, then one
        // an existing game of the portal holds (one query for the whole batch).
        Map<String, Integer> first = new HashMap<>();
        for (int k = 0; k < batch.size(); k++) {
            int index = k;
            Optional<String> id = batch.get(k).names().externalId();
            if (id.isPresent()) {
                Integer earlier = first.putIfAbsent(id.get(), index);
                if (earlier != null) {
                    throw indexed(new Rejection(Rejection.Kind.DUPLICATE_EXTERNAL_ID, "externalId '" + id.get()
                            + "' is also the id of games[" + earlier + "] of this batch",
                            Map.of("externalId", id.get())), index);
                }
            }
        }
        Set<String> taken = games.takenExternalIds(portal, first.keySet());
        for (int k = 0; k < batch.size(); k++) {
            Optional<String> id = batch.get(k).names().externalId();
            if (id.isPresent() && taken.contains(id.get())) {
                throw indexed(GamePlay.duplicate(id.get()), k);
            }
        }
        List<GamePlay.Created> created = new ArrayList<>(batch.size());
        for (int k = 0; k < batch.size(); k++) {
            try {
                created.add(play.create(batch.get(k), portal, address, render));
            } catch (Rejection refused) {
                throw indexed(refused, k);
            }
        }
        // The games are on several shards: on Citus this transaction commits in two phases.
        citus.beforeCommitAcrossNodes(games.getEntityManager());
        return created;
    }

    /** The refusal of one game of the batch, naming it. */
    public static Rejection indexed(Rejection refused, int index) {
        Map<String, Object> members = new HashMap<>(refused.members());
        members.put("index", index);
        return new Rejection(refused.kind(), "games[" + index + "]: " + refused.getMessage(), members);
    }
}
