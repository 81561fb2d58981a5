package org.ringgames.web.json;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import java.time.format.DateTimeFormatter;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Example;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;

/** {@link IsoInstant} writes every instant exactly as {@link DateTimeFormatter#ISO_INSTANT} does. */
class IsoInstantTest {

    @Provide
    Arbitrary<Instant> instants() {
        Arbitrary<Long> seconds = Arbitraries.oneOf(
                Arbitraries.longs().between(-62_167_219_200L - 100, 253_402_300_799L + 100),
                Arbitraries.longs().between(1_700_000_000L, 1_900_000_000L));
        // Whole seconds, milliseconds, microseconds and nanoseconds: the fraction's three widths and none.
        Arbitrary<Integer> nanos = Arbitraries.oneOf(Arbitraries.just(0),
                Arbitraries.integers().between(1, 999).map(n -> n * 1_000_000),
                Arbitraries.integers().between(1, 999_999).map(n -> n * 1_000),
                Arbitraries.integers().between(1, 999_999_999));
        return seconds.flatMap(s -> nanos.map(n -> Instant.ofEpochSecond(s, n)));
    }

    @Property(tries = 5000)
    void writesAsTheIsoInstantFormatterDoes(@ForAll("instants") Instant instant) {
        assertThat(IsoInstant.format(instant)).isEqualTo(DateTimeFormatter.ISO_INSTANT.format(instant));
    }

    @Example
    void theEdgesOfTheFourDigitYearsAndOfTheCalendar() {
        for (String text : new String[] {"0000-01-01T00:00:00Z", "9999-12-31T23:59:59.999999999Z", "1970-01-01T00:00:00Z",
                "1969-12-31T23:59:59.999Z", "2000-02-29T12:00:00.000001Z", "2100-03-01T00:00:00Z", "+10000-01-01T00:00:00Z",
                "-0001-12-31T23:59:59Z", "2026-12-01T15:41:28.553077Z"}) {
            Instant instant = Instant.parse(text);
            assertThat(IsoInstant.format(instant)).isEqualTo(DateTimeFormatter.ISO_INSTANT.format(instant)).isEqualTo(text);
        }
    }
}
