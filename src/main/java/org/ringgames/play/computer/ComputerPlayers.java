package org.ringgames.play.computer;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.util.EnumMap;
import java.util.Map;
import org.ringgames.play.core.GameKind;

/** The computer player of each game kind. */
@ApplicationScoped
public class ComputerPlayers {

    private final Map<GameKind, ComputerPlayer> players = new EnumMap<>(GameKind.class);

    @Inject
    Instance<ComputerPlayer> all;

    @PostConstruct
    void collect() {
        for (ComputerPlayer player : all) {
            players.put(player.kind(), player);
        }
        for (GameKind kind : GameKind.values()) {
            if (!players.containsKey(kind)) {
                throw new IllegalStateException("no computer player for the game " + kind.slug());
            }
        }
    }

    public ComputerPlayer of(GameKind kind) {
        return players.get(kind);
    }
}
