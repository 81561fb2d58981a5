package org.ringgames.rules.record;

import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.Random;
import java.util.Set;

/** Random parts of records that do not depend on the game: names, clocks, other tags, off-board endings. */
public final class RandomRecords {

    private static final String CHARS = "abcXYZ019 _-.\"\\'[]{}éüőűÅß漢字🙂";
    private static final List<String> OTHER_NAMES = List.of("Date", "Ended", "ExternalId", "Event", "Site", "Round_2",
            "x9", "Annotator");

    private RandomRecords() {
    }

    public static String text(Random random, int min, int max) {
        StringBuilder text = new StringBuilder();
        int length = min + random.nextInt(max - min + 1);
        int[] points = CHARS.codePoints().toArray();
        while (text.codePointCount(0, text.length()) < length) {
            text.appendCodePoint(points[random.nextInt(points.length)]);
        }
        return text.toString();
    }

    public static Optional<String> name(Random random) {
        if (random.nextInt(4) == 0) {
            return Optional.empty();
        }
        return Optional.of(random.nextInt(10) == 0 ? text(random, 100, 100) : text(random, 1, 20));
    }

    public static Optional<RecordClock> clock(Random random) {
        if (random.nextInt(3) == 0) {
            return Optional.empty();
        }
        RecordClock clock = random.nextBoolean() ? RecordClock.fischer(random.nextInt(10_000), random.nextInt(100))
                : RecordClock.correspondence(1 + random.nextInt(14));
        if (random.nextBoolean()) {
            clock = clock.withSetupSeconds(random.nextInt(1000));
        }
        if (random.nextBoolean()) {
            clock = clock.withFirstMoveSeconds(random.nextInt(1000));
        }
        return Optional.of(clock);
    }

    public static List<Tag> otherTags(Random random) {
        List<Tag> tags = new ArrayList<>();
        Set<String> used = new HashSet<>();
        int n = random.nextInt(4);
        for (int i = 0; i < n; i++) {
            String name = OTHER_NAMES.get(random.nextInt(OTHER_NAMES.size()));
            if (used.add(name)) {
                tags.add(new Tag(name, random.nextInt(5) == 0 ? "" : text(random, 1, 30)));
            }
        }
        return tags;
    }

    public static OptionalLong clk(Random random) {
        return switch (random.nextInt(5)) {
            case 0, 1 -> OptionalLong.empty();
            case 2 -> OptionalLong.of(random.nextInt(36_000) * 1000L);
            case 3 -> OptionalLong.of(random.nextInt(360_000) * 100L);
            default -> OptionalLong.of(random.nextInt(Integer.MAX_VALUE));
        };
    }

    /** An ending from outside the board, or empty (in play). */
    public static Optional<Ending> offBoard(Random random) {
        OptionalInt seat = OptionalInt.of(random.nextInt(2));
        return switch (random.nextInt(7)) {
            case 0, 1 -> Optional.empty();
            case 2 -> Optional.of(new Ending(seat, Results.RESIGNATION));
            case 3 -> Optional.of(new Ending(seat, Results.TIMEOUT));
            case 4 -> Optional.of(Ending.none(Results.DRAW_AGREED));
            case 5 -> Optional.of(Ending.none(Results.ABORTED));
            default -> Optional.of(new Ending(random.nextBoolean() ? seat : OptionalInt.empty(), Results.ADJUDICATED));
        };
    }
}
