package org.ringgames.web.game;

import jakarta.annotation.PostConstruct;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.inject.Instance;
import jakarta.inject.Inject;
import java.util.EnumMap;
import java.util.Locale;
import java.util.Map;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.game.GameSnapshot;
import org.ringgames.web.problem.ProblemException;
import org.ringgames.web.problem.ProblemType;

/** The format of each game: the one place the web layer matches a game to its shapes. */
@ApplicationScoped
public class GameFormats {

    @Inject
    Instance<GameFormat> all;

    private final Map<GameKind, GameFormat> formats = new EnumMap<>(GameKind.class);

    @PostConstruct
    void collect() {
        for (GameFormat format : all) {
            formats.put(format.kind(), format);
        }
        for (GameKind kind : GameKind.values()) {
            if (!formats.containsKey(kind)) {
                throw new IllegalStateException("no format for the game " + kind.slug());
            }
        }
    }

    public GameFormat of(GameSnapshot state) {
        return formats.get(state.kind());
    }

    public GameFormat of(GameKind kind) {
        return formats.get(kind);
    }

    /** The state record of a snapshot, whatever its game. */
    public StateBody state(GameSnapshot state) {
        return of(state).state(state);
    }

    /** The {@code paths} query parameter: true (the default) or false. */
    public static boolean withPaths(String paths) {
        if (paths == null || paths.equals("true")) {
            return true;
        }
        if (paths.equals("false")) {
            return false;
        }
        throw new ProblemException(ProblemType.MALFORMED_REQUEST, "paths: '" + paths + "' is neither true nor false");
    }

    /**
     * The game a request names, without regard to case like every enumerated value of the API
     * ({@code GYGES} is {@code gyges}); 400 for one this service does not keep.
     */
    public static GameKind kind(String game) {
        return GameKind.of(game.toLowerCase(Locale.ROOT)).orElseThrow(() -> new ProblemException(ProblemType.MALFORMED_REQUEST,
                "game: unknown game '" + game + "'; expected gyges or xequeo"));
    }
}
