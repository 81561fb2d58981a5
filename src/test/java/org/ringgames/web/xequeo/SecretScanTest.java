package org.ringgames.web.xequeo;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.ringgames.rules.xequeo.Seat;

/** The leak scan of {@link XeQueoSecrecyTest} finds the leaks it is there to find, and only those. */
class SecretScanTest {

    private static final String ID = "5a4c0000-0000-0000-0000-000000000001";

    /** Round 1: placer 3, ringer 5 (over); round 2: placer 6, ringer 2 (being played). */
    private static final Map<Integer, Map<Seat, Integer>> CHOSEN = Map.of(
            1, Map.of(Seat.PLACER, 3, Seat.RINGER, 5),
            2, Map.of(Seat.PLACER, 6, Seat.RINGER, 2));

    private final SecretScan scan = new SecretScan(ID, (round, seat) -> CHOSEN.getOrDefault(round, Map.of()).get(seat));

    private static String state(String extra) {
        return "{\"id\":\"" + ID + "\",\"game\":\"xequeo\",\"round\":2,\"status\":\"playing\","
                + "\"rounds\":[{\"round\":1,\"winner\":\"ringer\",\"how\":\"guess-wrong\",\"secrets\":{\"placer\":3,\"ringer\":5}}]"
                + extra + "}";
    }

    private List<String> leaks(String body, String viewer, boolean event) {
        return scan.leaks("test", XeQueoClient.json(body), viewer, event, 1);
    }

    @Test
    void theOwnSecretAndFinishedRoundsSecretsAreAllowed() {
        assertThat(leaks(state(",\"mySeat\":\"placer\",\"mySecret\":6"), "placer", false)).isEmpty();
        assertThat(leaks("{\"ply\":3,\"state\":" + state(",\"mySeat\":\"ringer\",\"mySecret\":2") + "}", "ringer", false)).isEmpty();
        assertThat(leaks(state(""), null, true)).isEmpty();
        assertThat(leaks("{\"type\":\"/problems/wrong-phase\",\"detail\":\"your secret for round 2 is chosen\"}", "placer", false))
                .isEmpty();
        assertThat(scan.ownSecretsSeen()).isEqualTo(2);
        assertThat(scan.roundSecretsSeen()).isEqualTo(3);
    }

    @Test
    void everyOtherWayOfShowingASecretIsALeak() {
        assertThat(leaks(state(",\"mySecret\":6"), null, false)).as("to a spectator").hasSize(1);
        assertThat(leaks(state(",\"mySeat\":\"placer\",\"mySecret\":6"), null, true)).as("in an event").hasSize(2);
        assertThat(leaks(state(",\"mySeat\":\"placer\",\"mySecret\":2"), "placer", false)).as("the opponent's")
                .singleElement().asString().contains("OPPONENT");
        assertThat(leaks(state(",\"secrets\":{\"placer\":6,\"ringer\":2}"), "placer", false)).as("top-level secrets").hasSize(1);
        assertThat(leaks(state(",\"setup\":{\"ringerSecret\":2}"), "placer", false)).as("any other key").hasSize(1);
        assertThat(leaks("{\"id\":\"" + ID + "\",\"game\":\"xequeo\",\"round\":2,\"rounds\":[{\"round\":1,\"secrets\":"
                + "{\"placer\":3,\"ringer\":5}},{\"round\":2,\"secrets\":{\"placer\":6,\"ringer\":2}}]}", null, false))
                .as("the round being played listed with its secrets").hasSize(2);
        assertThat(leaks("{\"seat\":\"ringer\",\"action\":\"secret\",\"secret\":2}", null, true)).as("a setup event").hasSize(1);
        assertThat(leaks("{\"items\":[" + state(",\"mySecret\":2") + "]}", null, false)).as("in a listing").hasSize(1);
    }

    @Test
    void logLinesWithASecretAreLeaks() {
        assertThat(SecretScan.logLeaks(List.of(
                "org.ringgames.play.X DEBUG request {\"secret\":5}",
                "org.ringgames.play.X DEBUG request { \"secret\" : 5 }",
                "org.ringgames.play.X DEBUG SecretChosen[seat=RINGER, secret=5]",
                "org.ringgames.web.X INFO rendered {\"mySecret\":5}",
                "org.ringgames.play.X INFO round 2: waiting for the secrets",
                "org.hibernate INFO HHH000001: Hibernate ORM core version"))).hasSize(4);
    }
}
