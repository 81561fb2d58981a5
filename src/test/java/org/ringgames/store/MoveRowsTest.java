package org.ringgames.store;

import org.ringgames.store.events.ChangeStatements;
import org.ringgames.store.events.MoveRows;
import org.ringgames.store.games.GameColumns;
import org.ringgames.store.games.GameEntity;
import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManager;
import jakarta.persistence.metamodel.Attribute;
import java.lang.reflect.Field;
import java.lang.reflect.Modifier;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import java.util.stream.Collectors;
import org.hibernate.SessionFactory;
import org.hibernate.engine.spi.SessionFactoryImplementor;
import org.hibernate.metamodel.mapping.BasicValuedModelPart;
import org.junit.jupiter.api.Test;

/**
 * The move path's plain JDBC ({@link MoveRows}, {@link GameColumns}) against Hibernate's own mapping
 * of {@link GameEntity}: the same columns, and every game read as Hibernate reads it; and the write
 * that loses to an answer already stored under its Idempotency-Key writes nothing.
 */
@QuarkusTest
class MoveRowsTest {

    @Inject
    MoveRows rows;

    @Inject
    EntityManager em;

    @Inject
    SessionFactory sessionFactory;

    @Test
    void everyPersistentAttributeOfTheEntityIsAColumnOfTheMovePathUnderHibernatesColumnName() {
        var entity = sessionFactory.unwrap(SessionFactoryImplementor.class).getMappingMetamodel()
                .getEntityDescriptor(GameEntity.class);
        Set<String> attributes = em.getMetamodel().entity(GameEntity.class).getAttributes().stream()
                .map(Attribute::getName).collect(Collectors.toSet());

        assertThat(GameColumns.ALL).extracting(GameColumns.Column::attribute).containsExactlyInAnyOrderElementsOf(attributes);
        for (GameColumns.Column column : GameColumns.ALL) {
            String mapped = column.attribute().equals("id") ? "id"
                    : ((BasicValuedModelPart) entity.findAttributeMapping(column.attribute())).getSelectionExpression();
            assertThat(column.name()).as(column.attribute()).isEqualTo(mapped);
        }
    }

    @Test
    void everyKindOfGameReadsAsHibernateReadsIt() {
        List<UUID> games = new ArrayList<>();
        // Clocked, set up and played (last move, clock, deadline, time control).
        JsonPath clocked = create("{\"game\":\"gyges\",\"clock\":{\"initialSeconds\":300,\"incrementSeconds\":2}}");
        setup(clocked, "south", "{\"row\":\"321123\"}");
        setup(clocked, "north", "{\"row\":\"123321\"}");
        move(clocked, "south", "b1-b3", "rows-1");
        games.add(id(clocked));
        // Other rules, waiting for its setup (null last move, start position, clock).
        games.add(id(create("{\"game\":\"gyges\",\"rules\":{\"replace\":false,\"pathRule\":\"SQUARE\"}}")));
        // A computer seat (computer_seats); a finished game (result, no deadline).
        games.add(id(create("{\"game\":\"gyges\",\"seats\":{\"north\":{\"engine\":{\"level\":1}}}}")));
        JsonPath resigned = create("{\"game\":\"gyges\"}");
        given().header("Authorization", "Bearer " + resigned.getString("seats.south.token")).post("/api/v1/games/"
                + id(resigned) + "/resign").then().statusCode(200);
        games.add(id(resigned));
        // Xe Queo: its public detail.
        JsonPath xequeo = create("{\"game\":\"xequeo\"}");
        setup(xequeo, "placer", "{\"discs\":{\"1\":\"b2\",\"2\":\"f2\",\"3\":\"b6\",\"4\":\"f6\",\"5\":\"d1\",\"6\":\"a4\",\"7\":\"g4\"}}");
        games.add(id(xequeo));

        for (UUID id : games) {
            GameEntity read = rows.read(id, Optional.empty()).orElseThrow().game();
            GameEntity hibernate = QuarkusTransaction.requiringNew().call(() -> em.find(GameEntity.class, id));

            for (Field field : persistentFields()) {
                Object ours = get(field, read);
                Object theirs = get(field, hibernate);
                assertThat(Arrays.deepEquals(new Object[] {ours}, new Object[] {theirs}))
                        .as("%s of game %s: %s against Hibernate's %s", field.getName(), id, ours, theirs).isTrue();
            }
        }
        assertThat(rows.read(UUID.randomUUID(), Optional.empty())).isEmpty();
    }

    @Test
    void theAnswerStoredUnderAKeyIsReadWithTheRowByItsSeat() {
        JsonPath game = started();
        String body = move(game, "south", "b1-b3", "rows-2");

        MoveRows.ReadForMove read = rows.read(id(game), Optional.of("rows-2")).orElseThrow();

        assertThat(read.storedBySeat()).containsOnlyKeys("south");
        assertThat(read.storedBySeat().get("south").status()).isEqualTo(201);
        assertThat(read.storedBySeat().get("south").response()).isEqualTo(body);
        assertThat(rows.read(id(game), Optional.of("another")).orElseThrow().storedBySeat()).isEmpty();
    }

    @Test
    void aWriteWhoseKeyAnotherWriteStoredFirstWritesNothing() {
        JsonPath game = started();
        UUID id = id(game);
        // Another request stored this key without changing the game (its row is there, the version is not moved).
        QuarkusTransaction.requiringNew().run(() -> em.createNativeQuery("INSERT INTO idempotent_request (game_id, seat, "
                        + "key, request_hash, status, response, created_at) VALUES (?1, 'south', 'taken', ?2, 409, '{}', now())")
                .setParameter(1, id).setParameter(2, new byte[] {1}).executeUpdate());
        GameEntity row = rows.read(id, Optional.empty()).orElseThrow().game();
        long version = row.version;
        MoveRows.Before before = MoveRows.before(row);
        row.ply = row.ply + 1;
        row.version = version + 1;
        Instant now = Instant.now().truncatedTo(ChronoUnit.MICROS);
        row.updatedAt = now;

        boolean written = rows.write(row, before, new ChangeStatements.Change(id, row.portal, row.version, Optional.empty(),
                Optional.of(new ChangeStatements.KeyedAnswer("south", "taken", new byte[] {2}, 201, "{}")), List.of("move"),
                "{}", now, List.of()));

        assertThat(written).isFalse();
        GameEntity after = rows.read(id, Optional.empty()).orElseThrow().game();
        assertThat(after.version).isEqualTo(version);
        assertThat(after.ply).isEqualTo(row.ply - 1);
        Number events = QuarkusTransaction.requiringNew().call(() -> (Number) em.createNativeQuery(
                "SELECT count(*) FROM game_event WHERE game_id = ?1 AND version > ?2")
                .setParameter(1, id).setParameter(2, version).getSingleResult());
        assertThat(events.longValue()).isZero();
    }

    /** The entity's mapped fields: not static, not transient, not added by Hibernate's enhancement. */
    private static List<Field> persistentFields() {
        List<Field> fields = new ArrayList<>();
        for (Field field : GameEntity.class.getDeclaredFields()) {
            if (!Modifier.isStatic(field.getModifiers()) && !field.getName().startsWith("$$_hibernate")
                    && !field.isAnnotationPresent(jakarta.persistence.Transient.class)) {
                fields.add(field);
            }
        }
        assertThat(fields).hasSize(GameColumns.ALL.size());
        return fields;
    }

    private static Object get(Field field, GameEntity game) {
        try {
            field.setAccessible(true); // a protected column (the entity is in store/games, this test is not)
            return field.get(game);
        } catch (IllegalAccessException e) {
            throw new AssertionError(e);
        }
    }

    private static JsonPath create(String body) {
        return given().contentType(ContentType.JSON).body(body).post("/api/v1/games").then().statusCode(201)
                .extract().jsonPath();
    }

    private static JsonPath started() {
        JsonPath game = create("{\"game\":\"gyges\"}");
        setup(game, "south", "{\"row\":\"321123\"}");
        setup(game, "north", "{\"row\":\"123321\"}");
        return game;
    }

    private static UUID id(JsonPath game) {
        return UUID.fromString(game.getString("id"));
    }

    private static void setup(JsonPath game, String seat, String body) {
        given().contentType(ContentType.JSON).header("Authorization", "Bearer " + game.getString("seats." + seat + ".token"))
                .body(body).post("/api/v1/games/" + id(game) + "/setup").then().statusCode(200);
    }

    private static String move(JsonPath game, String seat, String move, String key) {
        return given().contentType(ContentType.JSON).header("Authorization", "Bearer " + game.getString("seats." + seat + ".token"))
                .header("Idempotency-Key", key).body("{\"move\":\"" + move + "\"}")
                .post("/api/v1/games/" + id(game) + "/moves").then().statusCode(201).extract().asString();
    }
}
