package org.ringgames.web.gyges;

import static org.assertj.core.api.Assertions.assertThat;

import io.quarkus.test.junit.QuarkusTest;
import io.quarkus.test.junit.QuarkusTestProfile;
import io.quarkus.test.junit.TestProfile;
import io.restassured.path.json.JsonPath;
import java.util.Map;
import org.junit.jupiter.api.Test;

/**
 * The service's cap on every search, lowered to 50 ms: a depth, a node count or a level's own
 * think time that the cap cuts short says {@code max-movetime}. Depth 60 and 100,000,000 nodes
 * from the start position take hours on any machine, so the cap, not the timing, decides. The
 * same profile gives analyses two threads ({@code ringgames.engine.analysis-threads}).
 */
@QuarkusTest
@TestProfile(AnalysisCapTest.ShortCap.class)
class AnalysisCapTest {

    public static class ShortCap implements QuarkusTestProfile {
        @Override
        public Map<String, String> getConfigOverrides() {
            return Map.of("ringgames.engine.max-movetime", "PT0.05S", "ringgames.engine.analysis-threads", "2");
        }
    }

    @Test
    void aDepthTheCapCutsShortSaysMaxMovetime() {
        JsonPath answer = AnalysisTest.analyse("{\"game\":\"gyges\",\"position\":\"" + AnalysisTest.START
                + "\",\"limits\":{\"depth\":60}}");
        assertThat(answer.getInt("depth")).isLessThan(60);
        assertThat(answer.getBoolean("done")).isTrue();
        assertThat(answer.getString("stopped")).isEqualTo("max-movetime");
    }

    @Test
    void aNodeCountTheCapCutsShortSaysMaxMovetime() {
        JsonPath answer = AnalysisTest.analyse("{\"game\":\"gyges\",\"position\":\"" + AnalysisTest.START
                + "\",\"limits\":{\"nodes\":100000000}}");
        assertThat(answer.getString("stopped")).isEqualTo("max-movetime");
    }

    @Test
    void anAnalysisByTimeOnTwoThreadsAnswersALegalMoveOfThePosition() {
        JsonPath answer = AnalysisTest.analyse("{\"game\":\"gyges\",\"position\":\"" + AnalysisTest.START
                + "\",\"limits\":{\"movetimeMs\":40}}");
        assertThat(answer.getBoolean("done")).isTrue();
        assertThat(answer.getString("stopped")).isIn("movetime", "proven");
        assertThat(answer.getString("bestMove")).matches("[a-f]1-.*");
        assertThat(answer.getLong("nodes")).isPositive();
    }

    @Test
    void aLevelsThinkTimeAboveTheCapSaysMaxMovetime() {
        // Level 8's own think time is 2,000 ms, above the 50 ms cap.
        JsonPath answer = AnalysisTest.analyse("{\"game\":\"gyges\",\"position\":\"" + AnalysisTest.START + "\"}");
        assertThat(answer.getString("stopped")).isEqualTo("max-movetime");
    }
}
