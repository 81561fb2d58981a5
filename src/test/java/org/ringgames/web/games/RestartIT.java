package org.ringgames.web.games;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.specification.RequestSpecification;
import io.zonky.test.db.postgres.embedded.EmbeddedPostgres;
import java.io.IOException;
import java.util.List;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.ringgames.support.ServiceProcess;
import org.ringgames.support.Standalone;

/**
 * The packaged service (target/quarkus-app, prod profile) run twice on one PostgreSQL: what it
 * answered before a restart it answers after, and an acknowledged move survives. The service is
 * stateless, so this holds only if every answer comes from the database.
 */
@Standalone
class RestartIT {

    private static EmbeddedPostgres postgres;

    @BeforeAll
    static void database() throws IOException {
        postgres = EmbeddedPostgres.builder().start();
    }

    @AfterAll
    static void stopDatabase() throws IOException {
        postgres.close();
    }

    private static RequestSpecification at(int port, String token) {
        RequestSpecification spec = given().port(port).contentType(ContentType.JSON);
        return token == null ? spec : spec.header("Authorization", "Bearer " + token);
    }

    @Test
    void aRestartedServiceAnswersAsBeforeAndKeepsEveryMove() throws Exception {
        ServiceProcess first = ServiceProcess.start(postgres.getPort(), "restart-it-1.log");
        int port = first.port;
        String id;
        String south;
        String state;
        String history;
        String lastBody = null;
        String lastAnswer = null;
        String north;
        try {
            JsonPath created = at(port, null).body("{\"game\":\"gyges\",\"rules\":{\"pathRule\":\"SQUARE\"}}")
                    .post("/api/v1/games").then().statusCode(201).extract().jsonPath();
            id = created.getString("id");
            south = created.getString("seats.south.token");
            north = created.getString("seats.north.token");
            String game = "/api/v1/games/" + id;
            at(port, south).body("{\"row\":\"321123\"}").post(game + "/setup").then().statusCode(200);
            at(port, north).body("{\"row\":\"123321\"}").post(game + "/setup").then().statusCode(200);
            for (int ply = 0; ply < 6; ply++) {
                List<String> legal = at(port, null).get(game + "/legal-moves?paths=false").then().statusCode(200)
                        .extract().jsonPath().getList("moves.move", String.class);
                String token = ply % 2 == 0 ? south : north;
                lastBody = "{\"move\":\"" + legal.get(legal.size() / 2) + "\",\"expectedPly\":" + ply + "}";
                lastAnswer = at(port, token).header("Idempotency-Key", "ply-" + ply).body(lastBody)
                        .post(game + "/moves").then().statusCode(201).extract().asString();
            }
            state = at(port, null).get(game).then().statusCode(200).extract().asString();
            history = at(port, null).get(game + "/moves").then().statusCode(200).extract().asString();
        } finally {
            first.close();
        }

        ServiceProcess second = ServiceProcess.start(postgres.getPort(), "restart-it-2.log");
        int again = second.port;
        try {
            String game = "/api/v1/games/" + id;
            assertThat(at(again, null).get(game).then().statusCode(200).extract().asString()).isEqualTo(state);
            assertThat(at(again, null).get(game + "/moves").then().statusCode(200).extract().asString()).isEqualTo(history);
            assertThat(at(again, null).get("/api/v1/games?limit=1").then().statusCode(200).extract().jsonPath()
                    .getString("games[0].id")).isEqualTo(id);
            assertThat(at(again, north).header("Idempotency-Key", "ply-5").body(lastBody).post(game + "/moves")
                    .then().statusCode(201).extract().asString()).isEqualTo(lastAnswer);
            List<String> legal = at(again, null).get(game + "/legal-moves?paths=false").then().statusCode(200)
                    .extract().jsonPath().getList("moves.move", String.class);
            at(again, south).body("{\"move\":\"" + legal.get(0) + "\",\"expectedPly\":6}").post(game + "/moves")
                    .then().statusCode(201);
        } finally {
            second.close();
        }
    }
}
