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

    @Property
    void everyTypeAllowsItsOwnStatusAndNoStatusOutsideTheClientErrorRange(
            @ForAll ProblemType type, @ForAll @IntRange(min = 100, max = 599) int status) {
        assertThat(type.allowsStatus(type.status())).isTrue();
        if (type.allowsStatus(status)) {
            assertThat(status).isBetween(400, 499);
        }
    }
}
