package org.ringgames.store;

import jakarta.persistence.Column;
import jakarta.persistence.Entity;
import jakarta.persistence.Id;
import jakarta.persistence.Table;

/** One fact about the stored data, e.g. which baseline created the schema (table service_meta). */
@Entity
@Table(name = "service_meta")
public class ServiceMetaEntity {

    @Id
    @Column(name = "name", nullable = false)
    public String name;

    @Column(name = "value", nullable = false)
    public String value;
}
