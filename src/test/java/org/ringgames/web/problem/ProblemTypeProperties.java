package org.ringgames.web.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;

class ProblemTypeProperties {

    @Property
    void aSlugFindsItsTypeAndNothingElseFindsOne(@ForAll String text) {
        boolean known = Arrays.stream(ProblemType.values()).anyMatch(t -> t.slug().equals(text));
        assertThat(ProblemType.fromSlug(text).isPresent()).isEqualTo(known);
    }

    /**
     * Client errors are 4xx; the server-side types are the database outage's 503 and a bug's 500.
     * Every type against every status, not a sample: a random sample missed a new 500 type once.
     */
    @Example
    void everyTypeAllowsItsOwnStatusAndOnlyTheErrorStatusesOfItsKind() {
        for (ProblemType type : ProblemType.values()) {
            assertThat(type.allowsStatus(type.status())).isTrue();
            for (int status = 100; status <= 599; status++) {
                if (!type.allowsStatus(status)) {
                    continue;
                }
                if (type == ProblemType.SERVICE_UNAVAILABLE) {
                    assertThat(status).as(type.slug()).isEqualTo(503);
                } else if (type == ProblemType.INTERNAL_ERROR) {
                    assertThat(status).as(type.slug()).isEqualTo(500);
                } else {
                    assertThat(status).as(type.slug()).isBetween(400, 499);
                }
            }
        }
    }
}
