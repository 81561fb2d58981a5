package org.ringgames.rules.tournament.swiss;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

class TrfTest {

    // bbpPairings' generator output (--dutch -g, seed 42, 7 players, 4 rounds), lines ending in CR.
    private static final String GENERATED = String.join("\r",
            "012 AutoTest Tournament 42",
            "001    1      Test0001 Player0001               2568                             3.0    2     4 w 1     7 b 1     3 w -  0000 - U",
            "001    2      Test0002 Player0002               2507                             3.0    3     5 b =     3 w =     6 b 1     7 w 1",
            "001    3      Test0003 Player0003               2371                             3.5    1     6 w 1     2 b =     1 b +     5 w 1",
            "001    4      Test0004 Player0004               2320                             2.0    4     1 b 0     5 w 0  0000 - U     6 b 1",
            "001    5      Test0005 Player0005               2183                             2.0    5     2 w =     4 b 1     7 w =     3 b 0",
            "001    6      Test0006 Player0006               2070                             1.0    7     3 b 0  0000 - U     2 w 0     4 w 0",
            "001    7      Test0007 Player0007               2046                             1.5    6  0000 - U     1 w 0     5 b =     2 b 0",
            "",
            "092 FIDE_DUTCH_2025", "");

    @Test
    void bbpPairingsGeneratedFileReadsAsItsColumnsSay() {
        SwissTournament t = Trf.read(GENERATED);
        assertThat(t.name()).isEqualTo("AutoTest Tournament 42");
        assertThat(t.players()).hasSize(7);
        assertThat(t.roundsPlayed()).isEqualTo(4);
        SwissPlayer one = t.player(1);
        assertThat(one.rating()).isEqualTo(2568);
        assertThat(one.rounds()).containsExactly(
                RoundEntry.game(4, Colour.WHITE, ResultCode.WIN),
                RoundEntry.game(7, Colour.BLACK, ResultCode.WIN),
                RoundEntry.game(3, Colour.WHITE, ResultCode.FORFEIT_LOSS),
                RoundEntry.bye(ResultCode.PAIRING_BYE));
        assertThat(one.rounds().get(2).played()).isFalse();
        for (SwissPlayer p : t.players()) {
            assertThat(p.available()).isTrue();
        }
        // The points column is what the rounds add up to.
        assertThat(t.player(3).points()).isEqualTo(3.5);
        assertThat(t.player(7).points()).isEqualTo(1.5);
    }

    @Test
    void aByeInTheColumnAfterTheLastPairedRoundMakesThePlayerUnavailable() {
        // Player 1 asked for a half-point bye in round 2: "0000 - H" in the column of round 2.
        String written = Trf.write(new Build(2, 3).game(1, 2, "1").absent(1).build());
        String text = written.replace("0000 - Z", "0000 - H");
        assertThat(text).contains("0000 - H");
        SwissTournament t = Trf.read(text);
        assertThat(t.roundsPlayed()).isEqualTo(1);
        assertThat(t.plannedRounds()).isEqualTo(3);
        assertThat(t.player(1).available()).isFalse();
        assertThat(t.player(1).rounds()).hasSize(1);
        assertThat(t.player(2).available()).isTrue();
    }

    @Test
    void writingWhatWasReadGivesTheSameTextForEveryFixture() throws Exception {
        Path folder = Path.of(URI.create(TrfTest.class.getResource("/swiss/README.md").toString())).getParent();
        List<Path> files;
        try (Stream<Path> s = Files.list(folder)) {
            files = s.filter(f -> f.toString().endsWith(".trf")).toList();
        }
        assertThat(files).isNotEmpty();
        for (Path f : files) {
            String text = Files.readString(f);
            assertThat(Trf.write(Trf.read(text))).as(f.getFileName().toString()).isEqualTo(text);
        }
    }

    @Test
    void aTournamentSurvivesWritingAndReading() {
        SwissTournament t = new Build(5, 4)
                .game(1, 3, "1").game(4, 2, "-").bye(5, ResultCode.PAIRING_BYE)
                .game(2, 1, "=").game(3, 5, "0").bye(4, ResultCode.HALF_BYE)
                .absent(3)
                .build();
        SwissTournament back = Trf.read(Trf.write(t));
        assertThat(back.plannedRounds()).isEqualTo(4);
        for (SwissPlayer p : t.players()) {
            SwissPlayer q = back.player(p.number());
            assertThat(q.rounds()).isEqualTo(p.rounds());
            assertThat(q.available()).isEqualTo(p.available());
            assertThat(q.rating()).isEqualTo(p.rating());
            assertThat(q.name()).isEqualTo(p.name());
        }
        assertThat(Trf.write(t)).contains("XXR 4").contains("  0000 - U").contains("  0000 - H");
    }

    @Test
    void anUnknownResultCodeIsRefused() {
        String written = Trf.write(new Build(2, 3).game(1, 2, "1").build());
        String text = written.replace("2 w 1", "2 w Q");
        assertThat(text).contains("2 w Q");
        assertThatThrownBy(() -> Trf.read(text)).isInstanceOf(IllegalArgumentException.class);
        assertThat(ResultCode.fromCode('Q')).isEmpty();
    }

    @Test
    void aRoundAgainstSomeoneWhoIsNotInTheTournamentIsRefused() {
        String written = Trf.write(new Build(2, 3).game(1, 2, "1").build());
        String text = written.replace("   2 w 1", "   9 w 1");
        assertThat(text).contains("   9 w 1");
        assertThatThrownBy(() -> Trf.read(text)).isInstanceOf(IllegalArgumentException.class);
    }
}
