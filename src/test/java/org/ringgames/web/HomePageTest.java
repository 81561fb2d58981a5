package org.ringgames.web;

import static io.restassured.RestAssured.given;
import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.restassured.http.ContentType;
import java.nio.file.Files;
import java.nio.file.Path;
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
    void theDocsAreMarkdownForWhoAsksForMarkdown() throws Exception {
        // Every page of docs/ and docs/rules/, so a page added there and not served fails here.
        List<String> pages = new java.util.ArrayList<>();
        for (String folder : List.of("docs", "docs/rules")) {
            try (var files = Files.list(Path.of(folder))) {
                files.map(f -> Path.of("docs").relativize(f).toString()).filter(f -> f.endsWith(".md")).forEach(pages::add);
            }
        }
        assertThat(pages).contains("rules/gyges.md", "portals.md");
        for (String page : pages) {
            String text = given().accept("text/markdown").when().get("/docs/" + page).then().statusCode(200)
                    .contentType("text/markdown; charset=utf-8").extract().asString();
            assertThat(text).isEqualTo(Files.readString(Path.of("docs", page)));
        }
        given().when().get("/docs/rules/secrets.md").then().statusCode(404).contentType("application/problem+json");
        given().when().get("/docs/../pom.xml").then().statusCode(404);
    }

    @Test
    void theDocsAreHtmlPagesForABrowser() {
        String browser = "text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8";
        String rules = given().accept(browser).when().get("/docs/rules/xequeo.md").then().statusCode(200)
                .contentType("text/html; charset=utf-8").extract().asString();
        assertThat(rules).startsWith("<!DOCTYPE html>").contains("<title>Xe Queo").contains("<table>")
                .contains("id=\"7-notation\"").doesNotContain("<script");
        assertThat(links(rules)).contains("/favicon.ico", "clocks.md");
        String engine = given().when().get("/docs/engine.md").then().statusCode(200).contentType("text/html; charset=utf-8")
                .extract().asString();
        assertThat(engine).contains("<h1");
    }

    @Test
    void theServiceHasAFavicon() {
        byte[] icon = given().when().get("/favicon.ico").then().statusCode(200).extract().asByteArray();
        assertThat(icon).startsWith(0, 0, 1, 0);
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
