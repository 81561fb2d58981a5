package org.ringgames.rules.record;

/** The result of reading a game record: the value, or the first error found. Reading never throws for bad input. */
public sealed interface RecordRead<T> permits RecordRead.Ok, RecordRead.Bad {

    static <T> RecordRead<T> ok(T value) {
        return new Ok<>(value);
    }

    static <T> RecordRead<T> bad(RecordError error) {
        return new Bad<>(error);
    }

    record Ok<T>(T value) implements RecordRead<T> {
    }

    record Bad<T>(RecordError error) implements RecordRead<T> {

        public <U> Bad<U> cast() {
            return new Bad<>(error);
        }
    }
}
