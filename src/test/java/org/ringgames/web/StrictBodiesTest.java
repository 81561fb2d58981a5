package org.ringgames.web;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;
import static org.hamcrest.Matchers.equalTo;

import io.agroal.api.AgroalDataSource;
import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import io.restassured.path.json.JsonPath;
import io.restassured.response.Response;
import jakarta.inject.Inject;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

/**
 * Every request body is read strictly (docs: README "Strict requests"): a member its schema does
 * not name, and a value of the wrong JSON type, are each a 400 malformed-request whose detail and
 * {@code field} name the member, and nothing is stored. Seen before: {@code "clok"} created an
 * untimed game, {@code "expectedPly": "0"} played a move.
 */
@QuarkusTest
class StrictBodiesTest {

    private static final String START = "321123/....../....../....../....../321123 S";

    @Inject
    AgroalDataSource database;

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '~', textBlock = """
            clok                       | {"game": "gyges", "clok": {"initialSeconds": 300}}
            seat                       | {"game": "gyges", "seat": {"north": {"engine": {"level": 3}}}}
            moves                      | {"game": "gyges", "moves": ["b1-b3"]}
            position                   | {"game": "gyges", "position": "321123/....../....../....../....../321123 S"}
            rules.pathrule             | {"game": "gyges", "rules": {"pathrule": "SQUARE"}}
            clock.incrementSecond      | {"game": "gyges", "clock": {"initialSeconds": 300, "incrementSecond": 2}}
            seats.north.engine.depth   | {"game": "gyges", "seats": {"north": {"engine": {"level": 3, "depth": 4}}}}
            seats.south.level          | {"game": "gyges", "seats": {"south": {"engine": {"level": 3}, "level": 2}}}
            """)
    void anUnknownMemberOfANewGameIsRefusedByNameAndCreatesNothing(String member, String body) {
        long before = games();
        refused(given().contentType(ContentType.JSON).body(body).post("/api/v1/games"), member,
                "unknown member '" + member + "'");
        assertThat(games()).isEqualTo(before);
    }

    @Test
    void aLargeBodyWithAnUnknownMemberIsRefusedToo() {
        String padding = "x".repeat(5 * 1024 * 1024);
        long before = games();
        refused(given().contentType(ContentType.JSON).body("{\"game\": \"gyges\", \"padding\": \"" + padding + "\"}")
                .post("/api/v1/games"), "padding", "unknown member 'padding'");
        assertThat(games()).isEqualTo(before);
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '~', textBlock = """
            rules.replace              | {"game": "gyges", "rules": {"replace": "false"}}        | true or false, found the string "false"
            rules.setupRows            | {"game": "gyges", "rules": {"setupRows": "2"}}          | a whole number, found the string "2"
            rules.maxPlies             | {"game": "gyges", "rules": {"maxPlies": 10.5}}          | a whole number, found the number 10.5
            clock.initialSeconds       | {"game": "gyges", "clock": {"initialSeconds": "300"}}   | a whole number, found the string "300"
            seats.north.engine.level   | {"game": "gyges", "seats": {"north": {"engine": {"level": "5"}}}} | a whole number, found the string "5"
            game                       | {"game": 7}                                             | a string, found the number 7
            game                       | {"game": ["gyges"]}                                     | a string, found an array
            clock                      | {"game": "gyges", "clock": 300}                         | an object
            """)
    void aWronglyTypedMemberOfANewGameIsRefusedByNameAndCreatesNothing(String member, String body, String expected) {
        long before = games();
        refused(given().contentType(ContentType.JSON).body(body).post("/api/v1/games"), member,
                "member '" + member + "': expected " + expected);
        assertThat(games()).isEqualTo(before);
    }

    @ParameterizedTest(name = "{0}: {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '~', textBlock = """
            expectedPly  | {"move": "b1-b3", "expectedPly": "0"}   | member 'expectedPly': expected a whole number, found the string "0"
            expectedPly  | {"move": "b1-b3", "expectedPly": 0.9}   | member 'expectedPly': expected a whole number, found the number 0.9
            expectedPly  | {"move": "b1-b3", "expectedPly": 0.0}   | member 'expectedPly': expected a whole number, found the number 0.0
            move         | {"move": 13}                            | member 'move': expected a string, found the number 13
            move         | {"move": true}                          | member 'move': expected a string, found true
            expectedPly  | {"move": "b1-b3", "expectedPly": true}  | member 'expectedPly': expected a whole number, found true
            expectedPly  | {"move": "b1-b3", "expectedPly": 99999999999} | member 'expectedPly': the number 99999999999 is out of range
            expctedPly   | {"move": "b1-b3", "expctedPly": 0}      | unknown member 'expctedPly'
            path         | {"move": "b1-b3", "path": ["b1", "b2", "b3"]} | unknown member 'path'
            """)
    void aMoveWithAnUnknownOrWronglyTypedMemberIsRefusedAndPlaysNothing(String member, String body, String detail) {
        JsonPath created = created();
        seat(created, "south").body("{\"row\": \"321123\"}").post(path(created, "/setup")).then().statusCode(200);
        int version = seat(created, "north").body("{\"row\": \"321123\"}").post(path(created, "/setup")).then()
                .statusCode(200).extract().jsonPath().getInt("state.version");
        refused(seat(created, "south").body(body).post(path(created, "/moves")), member, detail);
        given().get(path(created, "")).then().statusCode(200).body("ply", equalTo(0)).body("version", equalTo(version));
    }

    @ParameterizedTest(name = "{1}")
    @CsvSource(delimiter = '|', quoteCharacter = '~', textBlock = """
            /setup | {"row": "321123", "confirm": true}          | confirm
            /setup | {"row": "321123", "placements": [{"square": "a1", "size": 3, "colour": "red"}]} | placements[0].colour
            /setup | {"placements": [{"square": "a1", "size": "3"}]} | placements[0].size
            /draw  | {"action": "offer", "message": "gg"}         | message
            """)
    void aSeatsOtherWritesRefuseUnknownAndWronglyTypedMembersAndChangeNothing(String tail, String body, String member) {
        JsonPath created = created();
        refused(seat(created, "south").body(body).post(path(created, tail)), member, "'" + member + "'");
        given().get(path(created, "")).then().statusCode(200).body("version", equalTo(created.getInt("state.version")))
                .body("drawOffer", equalTo(null));
    }

    @ParameterizedTest(name = "{0} {1}")
    @CsvSource(delimiter = '|', quoteCharacter = '~', textBlock = """
            legal-moves | {"game": "gyges", "position": "321123/....../....../....../....../321123 S", "form": "b1"} | form
            legal-moves | {"game": "xequeo", "position": "......./......./......./......./...3.../......./....... d4 P", "secret": "3"} | secret
            apply       | {"game": "gyges", "position": "321123/....../....../....../....../321123 S", "move": "b1-b3", "paths": false} | paths
            analysis    | {"game": "gyges", "position": "321123/....../....../....../....../321123 S", "limits": {"movetime": 100}} | limits.movetime
            analysis    | {"game": "gyges", "position": "321123/....../....../....../....../321123 S", "limits": {"depth": 2.5}} | limits.depth
            analysis    | {"game": "gyges", "position": "321123/....../....../....../....../321123 S", "level": "8"} | level
            """)
    void aPositionQueryRefusesUnknownAndWronglyTypedMembers(String query, String body, String member) {
        refused(given().contentType(ContentType.JSON).body(body).post("/api/v1/positions/" + query), member,
                "'" + member + "'");
    }

    @ParameterizedTest(name = "{0}")
    @CsvSource(delimiter = '|', quoteCharacter = '~', textBlock = """
            an array                  | ["gyges"]                                     | the body: expected an object, found an array
            an array of the body      | [{"game": "gyges"}]                           | the body: expected an object, found an array
            a string                  | "gyges"                                       | the body: expected an object, found the string "gyges"
            a member named twice      | {"game": "gyges", "game": "xequeo"}           | Duplicate field 'game'
            more JSON after the body  | {"game": "gyges"} {"game": "gyges"}           | more JSON follows the body's one value
            broken JSON in a member   | {"game": "gyges", "rules": {"setupRows": 0x}} | the body is not valid JSON in member 'rules': Unexpected character ('x'
            """)
    void aBodyThatIsNotOneObjectIsRefusedWithoutJavaInTheDetail(String what, String body, String detail) {
        long before = games();
        Response response = given().contentType(ContentType.JSON).body(body).post("/api/v1/games");
        response.then().statusCode(400).contentType("application/problem+json")
                .body("type", equalTo("/problems/malformed-request"));
        assertThat(response.jsonPath().getString("detail")).contains(detail);
        assertThat(games()).isEqualTo(before);
    }

    @Test
    void enumeratedValuesAreReadWithoutRegardToCaseAndEchoedInTheirOwnSpelling() {
        given().contentType(ContentType.JSON).body("{\"game\": \"GYGES\", \"rules\": {\"pathRule\": \"square\"}}")
                .post("/api/v1/games").then().statusCode(201)
                .body("game", equalTo("gyges")).body("rules.pathRule", equalTo("SQUARE"));
        given().contentType(ContentType.JSON).body("{\"game\": \"Gyges\", \"position\": \"" + START + "\"}")
                .post("/api/v1/positions/legal-moves").then().statusCode(200).body("game", equalTo("gyges"));
        given().get("/api/v1/games?status=PLAYING&game=XeQueo").then().statusCode(200);
    }

    @Test
    void memberNamesAreExact() {
        refused(given().contentType(ContentType.JSON).body("{\"Game\": \"gyges\"}").post("/api/v1/games"), "Game",
                "unknown member 'Game'");
    }

    private static void refused(Response response, String member, String detail) {
        response.then().statusCode(400).contentType("application/problem+json")
                .body("type", equalTo("/problems/malformed-request"))
                .body("field", equalTo(member));
        assertThat(response.jsonPath().getString("detail")).contains(detail);
    }

    private static JsonPath created() {
        return given().contentType(ContentType.JSON).body("{\"game\": \"gyges\"}").post("/api/v1/games")
                .then().statusCode(201).extract().jsonPath();
    }

    private static io.restassured.specification.RequestSpecification seat(JsonPath created, String seat) {
        String token = created.getString("seats." + seat + ".token");
        return given().contentType(ContentType.JSON).header("Authorization", "Bearer " + token);
    }

    private static String path(JsonPath created, String tail) {
        return "/api/v1/games/" + created.getString("id") + tail;
    }

    private long games() {
        try (Connection connection = database.getConnection(); Statement statement = connection.createStatement();
             ResultSet count = statement.executeQuery("select count(*) from game")) {
            count.next();
            return count.getLong(1);
        } catch (SQLException e) {
            throw new IllegalStateException(e);
        }
    }
}
