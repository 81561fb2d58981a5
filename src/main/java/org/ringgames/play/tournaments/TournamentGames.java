package org.ringgames.play.tournaments;

import com.fasterxml.jackson.core.type.TypeReference;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Instant;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.games.GamePlay;
import org.ringgames.play.core.PortalNames;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.play.core.Visibility;
import org.ringgames.play.clock.ClockSettings;
import org.ringgames.play.access.Player;
import org.ringgames.store.Citus;
import org.ringgames.store.games.GameRows;
import org.ringgames.store.tournaments.TournamentRows;

/**
 * A round's games (an arena's pairing wave's), created in the caller's transaction by the same
 * path as any game (GamePlay.create): the tournament's game, rules and clock, the two players in
 * their seats (each hears gameStart on its stream), the tournament and round in the game's row.
 */
@ApplicationScoped
class TournamentGames {

    @Inject
    GamePlay play;

    @Inject
    GameRows games;

    @Inject
    Citus citus;

    @Inject
    NewGameStates states;

    @Inject
    Tournaments tournaments;

    /** @param pairs each {first seat, second seat}; returns the games' ids in the same order */
    List<UUID> create(TournamentRows.Tournament t, int round, List<Player[]> pairs, Optional<Instant> clocksStart) {
        GameKind kind = GameKind.stored(t.game());
        Map<String, Object> rules = tournaments.read(t.rules(), new TypeReference<LinkedHashMap<String, Object>>() { });
        Optional<ClockSettings> clock = Optional.ofNullable(t.clock())
                .map(text -> settings(tournaments.read(text, new TypeReference<Map<String, Long>>() { })));
        PortalNames names = new PortalNames(Optional.empty(), Map.of(), Map.of(), Visibility.PUBLIC,
                Optional.of(new PortalNames.TournamentRound(t.id(), round,
                        t.berserk() ? Optional.of(List.of()) : Optional.empty())));
        List<UUID> ids = new ArrayList<>(pairs.size());
        for (Player[] pair : pairs) {
            Map<SeatIndex, Player> seated = new EnumMap<>(SeatIndex.class);
            seated.put(SeatIndex.FIRST, pair[0]);
            seated.put(SeatIndex.SECOND, pair[1]);
            GamePlay.NewGame game = new GamePlay.NewGame(kind, rules, clock, Map.of(), names, clocksStart)
                    .withPlayers(seated).rated(t.rated());
            ids.add(play.create(game, Optional.of(t.portal()), states::publicState).state().id());
        }
        // The games are on several shards: on Citus this transaction commits in two phases.
        citus.beforeCommitAcrossNodes(games.getEntityManager());
        return ids;
    }

    static ClockSettings settings(Map<String, Long> m) {
        return new ClockSettings(Optional.ofNullable(m.get("initialSeconds")),
                Optional.ofNullable(m.get("incrementSeconds")), Optional.ofNullable(m.get("daysPerMove")),
                Optional.ofNullable(m.get("setupSeconds")), Optional.ofNullable(m.get("firstMoveSeconds")));
    }
}
