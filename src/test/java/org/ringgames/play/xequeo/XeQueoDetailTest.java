package org.ringgames.play.xequeo;

import org.ringgames.play.core.GameStatus;
import org.ringgames.play.core.PortalNames;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import com.fasterxml.jackson.core.type.TypeReference;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.time.Instant;
import java.util.EnumSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.Set;
import java.util.UUID;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.xequeo.Match;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.Seat;
import org.ringgames.rules.xequeo.Square;

/** The public part of a match as stored in game.detail, and the per-viewer snapshot's guard. */
class XeQueoDetailTest {

    private final ObjectMapper json = new ObjectMapper();

    @Test
    void finishedRoundsAndWhoHasChosenSurviveAJsonRoundTrip() throws Exception {
        XeQueoGames.Detail detail = new XeQueoGames.Detail(List.of(
                new Match.RoundResult(Seat.PLACER, Match.How.BINGO, 4, 4),
                new Match.RoundResult(Seat.RINGER, Match.How.GUESS_WRONG, 1, 7)), EnumSet.of(Seat.RINGER));

        String stored = json.writeValueAsString(detail.toDocument());
        XeQueoGames.Detail read = XeQueoGames.Detail.of(json.readValue(stored, new TypeReference<Map<String, Object>>() { }));

        assertThat(read).isEqualTo(detail);
        assertThat(stored).isEqualTo("{\"rounds\":[{\"winner\":\"placer\",\"how\":\"bingo\",\"placerSecret\":4,"
                + "\"ringerSecret\":4},{\"winner\":\"ringer\",\"how\":\"guess-wrong\",\"placerSecret\":1,"
                + "\"ringerSecret\":7}],\"chosen\":[\"ringer\"]}");
    }

    @Test
    void theDetailSaysWhoHasChosenButNeverWhat() throws Exception {
        XeQueoGames.Detail detail = new XeQueoGames.Detail(List.of(), Set.of()).withChosen(Seat.PLACER);

        assertThat(json.writeValueAsString(detail.toDocument())).isEqualTo("{\"rounds\":[],\"chosen\":[\"placer\"]}");
    }

    @Test
    void aSecretIsShownOnlyInASnapshotTakenForItsSeat() {
        Position board = Position.of(new byte[Square.COUNT], Square.NONE, Seat.PLACER);
        XeQueoSnapshot mine = snapshot(board, Optional.of(Seat.RINGER), OptionalInt.of(5));

        assertThat(mine.publicView().mySecret()).isEmpty();
        assertThat(mine.publicView().viewer()).isEmpty();
        assertThat(mine.publicView()).isEqualTo(snapshot(board, Optional.empty(), OptionalInt.empty()));
        assertThatThrownBy(() -> snapshot(board, Optional.empty(), OptionalInt.of(5)))
                .isInstanceOf(IllegalArgumentException.class);
    }

    private static XeQueoSnapshot snapshot(Position board, Optional<Seat> viewer, OptionalInt secret) {
        UUID id = new UUID(1, 2);
        Instant at = Instant.parse("2026-11-30T00:00:00Z");
        return new XeQueoSnapshot(id, GameStatus.SETUP, 0, 1, board, List.of(), Seat.RINGER, List.of(),
                Optional.empty(), Optional.empty(), Optional.empty(), Optional.empty(), 3, at, at, Map.of(), PortalNames.NONE,
                false, viewer, secret);
    }
}
