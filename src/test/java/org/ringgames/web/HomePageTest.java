package org.ringgames.web;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

@QuarkusTest
class HomePageTest {

    @Test
    void theHomePageIsHtmlThatLinksTheDocsTheApiAndSwaggerUi() {
        String page = given().when().get("/").then().statusCode(200).contentType(ContentType.HTML)
                .extract().asString();
        assertThat(links(page)).contains("/q/swagger-ui", "/q/openapi?format=yaml", "/docs/rules/gyges.md",
                "/docs/rules/xequeo.md");
    }

    @Test
    void everyLinkOfTheHomePageAnswers() {
        String page = given().when().get("/").then().extract().asString();
        for (String link : links(page)) {
            // /q/metrics is Prometheus text, /q/health JSON: all must answer 200.
            given().redirects().follow(true).when().get(link).then().statusCode(200);
        }
    }

    @Test
    void theRulesAreServedAsTheRepositoryHasThem() {
        String rules = given().when().get("/docs/rules/gyges.md").then().statusCode(200)
                .contentType("text/markdown; charset=utf-8").extract().asString();
        assertThat(rules).startsWith("# Gygès");
        given().when().get("/docs/rules/secrets.md").then().statusCode(404).contentType("application/problem+json");
    }

    private static List<String> links(String html) {
        List<String> links = new ArrayList<>();
        Matcher m = Pattern.compile("href=\"([^\"]+)\"").matcher(html);
        while (m.find()) {
            links.add(m.group(1));
        }
        return links;
    }
}
