package org.ringgames.play.game;

import org.ringgames.play.core.GameKind;
import org.ringgames.play.core.SeatIndex;
import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.util.EnumMap;
import java.util.Map;
import java.util.Optional;
import org.ringgames.store.games.GameEntity;

/** The module of each game kind: the one place a stored game is matched to its rules. */
@ApplicationScoped
public class GameModules {

    private final Map<GameKind, GameModule> modules = new EnumMap<>(GameKind.class);

    @Inject
    Instance<GameModule> all;

    @PostConstruct
    void collect() {
        for (GameModule module : all) {
            modules.put(module.kind(), module);
        }
        for (GameKind kind : GameKind.values()) {
            if (!modules.containsKey(kind)) {
                throw new IllegalStateException("no module for the game " + kind.slug());
            }
        }
    }

    public GameModule of(GameKind kind) {
        return modules.get(kind);
    }

    public GameModule of(GameEntity game) {
        return of(GameKind.stored(game.kind));
    }

    public GameSnapshot snapshot(GameEntity game, Optional<SeatIndex> viewer) {
        return of(game).snapshot(game, viewer);
    }

    public GameSnapshot publicSnapshot(GameEntity game) {
        return snapshot(game, Optional.empty());
    }
}
