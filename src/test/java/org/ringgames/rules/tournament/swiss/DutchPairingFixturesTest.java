package org.ringgames.rules.tournament.swiss;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.net.URISyntaxException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestFactory;

/**
 * Our pairing of the committed tournaments of src/test/resources/swiss is bbpPairings' (see the
 * README there: random tournaments from its generator, cut off at a random round, and its {@code -p}
 * pairing of the next round), board for board, colour for colour.
 */
class DutchPairingFixturesTest {

    private static Path folder() throws URISyntaxException {
        return Path.of(DutchPairingFixturesTest.class.getResource("/swiss/README.md").toURI()).getParent();
    }

    private static List<Path> fixtures() throws IOException, URISyntaxException {
        try (Stream<Path> files = Files.list(folder())) {
            return files.filter(f -> f.toString().endsWith(".trf")).sorted().toList();
        }
    }

    @Test
    void thereAreFortyFixturesOfVariedSizesAndRounds() throws Exception {
        List<Path> all = fixtures();
        assertThat(all).hasSize(40);
        int smallest = Integer.MAX_VALUE;
        int largest = 0;
        for (Path f : all) {
            int n = Trf.read(Files.readString(f)).players().size();
            smallest = Math.min(smallest, n);
            largest = Math.max(largest, n);
        }
        assertThat(smallest).isLessThan(12);
        assertThat(largest).isGreaterThan(30);
    }

    @TestFactory
    Stream<DynamicTest> eachFixtureIsPairedExactlyAsBbpPairingsPairedIt() throws Exception {
        return fixtures().stream().map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> {
            SwissTournament t = Trf.read(Files.readString(f));
            String expected = Files.readString(Path.of(f.toString().replace(".trf", ".pairing")));
            assertThat(format(DutchPairing.pair(t))).isEqualTo(expected);
        }));
    }

    /** bbpPairings' output: the number of boards, then "white black" per board, the bye as "n 0". */
    static String format(RoundPairing p) {
        StringBuilder s = new StringBuilder();
        s.append(p.pairings().size() + (p.bye().isPresent() ? 1 : 0)).append('\n');
        for (Pairing b : p.pairings()) {
            s.append(b.white()).append(' ').append(b.black()).append('\n');
        }
        p.bye().ifPresent(b -> s.append(b).append(" 0\n"));
        return s.toString();
    }
}
