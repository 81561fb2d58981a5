package org.ringgames.web.problem;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

class ProblemTypeProperties {

    @Property
    void aSlugFindsItsTypeAndNothingElseFindsOne(@ForAll String text) {
        boolean known = Arrays.stream(ProblemType.values()).anyMatch(t -> t.slug().equals(text));
        assertThat(ProblemType.fromSlug(text).isPresent()).isEqualTo(known);
    }

    /** Client errors are 4xx; the one server-side type is the database outage's 503. */
    @Property
    void everyTypeAllowsItsOwnStatusAndOnlyTheErrorStatusesOfItsKind(
            @ForAll ProblemType type, @ForAll @IntRange(min = 100, max = 599) int status) {
        assertThat(type.allowsStatus(type.status())).isTrue();
        if (type.allowsStatus(status)) {
            if (type == ProblemType.SERVICE_UNAVAILABLE) {
                assertThat(status).isEqualTo(503);
            } else {
                assertThat(status).isBetween(400, 499);
            }
        }
    }
}
