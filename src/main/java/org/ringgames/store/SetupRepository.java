package org.ringgames.store;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.UUID;

@ApplicationScoped
public class SetupRepository implements PanacheRepositoryBase<SetupEntity, SetupEntity.Key> {

    public int countOf(UUID gameId) {
        return (int) count("gameId", gameId);
    }
}
