package org.ringgames.store;

import io.quarkus.hibernate.orm.panache.PanacheRepositoryBase;
import jakarta.enterprise.context.ApplicationScoped;

@ApplicationScoped
public class ServiceMetaRows implements PanacheRepositoryBase<ServiceMetaEntity, String> {
}
