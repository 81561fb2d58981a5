package org.ringgames.store.games;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.UUID;

@ApplicationScoped
public class SetupRows implements PanacheRepositoryBase<SetupEntity, SetupEntity.Key> {

    /**
     * A typed query, not Panache's {@code count("gameId", id)}: Hibernate builds the SQL of that one
     * anew on every call (its count query bypasses the query plan cache), which made a setup cost
     * about twenty moves' CPU (docs/benchmarks.md §12).
     */
    public int countOf(UUID gameId) {
        return getEntityManager().createQuery("select count(s) from SetupEntity s where s.gameId = :gameId", Long.class)
                .setParameter("gameId", gameId).getSingleResult().intValue();
    }
}
