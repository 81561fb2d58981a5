/**
 * Persistence: entities and Panache repositories. The schema is owned by Flyway
 * ({@code src/main/resources/db/migration}); Hibernate only validates it.
 */
package org.ringgames.store;
