package org.ringgames.web.problem;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

class ProblemTest {

    @Test
    void anExtensionMemberMayNotRepeatAStandardOne() {
        // A second "status" would make the body hold the key twice, and parsers keep the last one.
        assertThatThrownBy(() -> Problem.of(ProblemType.WRONG_PHASE, 409, "…", "/x", Map.of("status", "setup")))
                .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("status");
    }
}
