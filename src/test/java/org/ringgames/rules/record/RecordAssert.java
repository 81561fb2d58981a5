package org.ringgames.rules.record;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.OptionalInt;

/** Asserts that a record was refused with an error at a line and ply, saying something. */
public final class RecordAssert {

    private RecordAssert() {
    }

    public static RecordError assertBad(RecordRead<?> read, int line, OptionalInt ply, String fragment) {
        assertThat(read).isInstanceOf(RecordRead.Bad.class);
        RecordError error = ((RecordRead.Bad<?>) read).error();
        assertThat(error.message()).contains(fragment);
        assertThat(error.line()).as(error.message()).isEqualTo(line);
        assertThat(error.ply()).as(error.message()).isEqualTo(ply);
        return error;
    }

    public static RecordError assertBad(RecordRead<?> read, int line, String fragment) {
        return assertBad(read, line, OptionalInt.empty(), fragment);
    }

    public static RecordError assertBad(RecordRead<?> read, int line, int ply, String fragment) {
        return assertBad(read, line, OptionalInt.of(ply), fragment);
    }
}
