package org.ringgames.web.games;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.path.json.JsonPath;
import jakarta.inject.Inject;
import jakarta.persistence.EntityManagerFactory;
import java.util.ArrayList;
import java.util.List;
import org.hibernate.SessionFactory;
import org.hibernate.stat.Statistics;
import org.junit.jupiter.api.Test;

/** Listing: newest first, filtered, cursor-paginated, one query a page. */
@QuarkusTest
class GameListTest {

    @Inject
    EntityManagerFactory entityManagerFactory;

    @Test
    void pagesWalkAllGamesNewestFirstWithoutRepeats() {
        List<String> created = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            created.add(0, GameClient.create(null).id());
        }
        List<String> seen = new ArrayList<>();
        String cursor = null;
        do {
            JsonPath page = given().queryParam("limit", 2).queryParam("status", "setup")
                    .queryParams(cursor == null ? java.util.Map.of() : java.util.Map.of("cursor", cursor))
                    .get(GameClient.GAMES).then().statusCode(200).extract().jsonPath();
            assertThat(page.getList("games")).hasSizeLessThanOrEqualTo(2);
            seen.addAll(page.getList("games.id", String.class));
            cursor = page.getString("nextCursor");
        } while (cursor != null && seen.size() < 1000);

        assertThat(seen).doesNotHaveDuplicates();
        assertThat(seen.subList(0, 5)).containsExactlyElementsOf(created);
        assertThat(given().get(GameClient.GAMES + "?status=setup&limit=100&game=gyges").then().statusCode(200)
                .extract().jsonPath().getList("games.status", String.class)).containsOnly("setup");
    }

    @Test
    void aPageOfGamesIsReadWithOneQuery() {
        for (int i = 0; i < 3; i++) {
            GameClient.started(null, "321123", "123321");
        }
        Statistics statistics = entityManagerFactory.unwrap(SessionFactory.class).getStatistics();
        statistics.setStatisticsEnabled(true);
        // The statistics are the whole service's: a background poll (deadlines, computer turns) may
        // fall inside one measurement and only ever adds to it, so the fewest of a few is the page's.
        long fewest = Long.MAX_VALUE;
        for (int i = 0; i < 5; i++) {
            statistics.clear();
            given().get(GameClient.GAMES + "?limit=20").then().statusCode(200);
            fewest = Math.min(fewest, statistics.getPrepareStatementCount());
        }

        assertThat(fewest).isEqualTo(1);
    }
}
