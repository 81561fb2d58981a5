package org.ringgames.play.xequeo;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.core.GameStatus;
import org.ringgames.play.core.MoveRequest;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.play.core.SetupRequest;
import org.ringgames.play.computer.ComputerPlayer;
import org.ringgames.rules.xequeo.Match;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.Seat;
import org.ringgames.rules.xequeo.Square;
import org.ringgames.rules.xequeo.engine.Advice;
import org.ringgames.rules.xequeo.engine.Choice;
import org.ringgames.rules.xequeo.engine.FinishedRound;
import org.ringgames.rules.xequeo.engine.PlayedMove;
import org.ringgames.rules.xequeo.engine.View;
import org.ringgames.rules.xequeo.engine.XeQueoEngine;
import org.ringgames.store.games.GameEntity;
import org.ringgames.store.games.MoveHistoryRows;

/**
 * An Xe Queo computer seat. It sees what its seat's token would show and nothing more: the state
 * as {@link XeQueoGames#snapshot} gives it to that seat (its own secret; the other's never), and
 * the public history of moves. From those it builds the engine's {@link View} — this round's moves
 * with the positions they were played from, the finished rounds' turns with the opponent's secret
 * of each ({@link XeQueoHistory}) — and plays
 * the engine's advice: a disc move, a ring entry or a guess. Setup: the engine's discs, ring and
 * secret.
 */
@ApplicationScoped
public class XeQueoComputer implements ComputerPlayer {

    /** The engine's Xe Queo thinking is a heuristic, not a search: it needs no time of its own. */
    private static final long THINK_MS = 0;

    @Inject
    XeQueoGames games;

    @Inject
    MoveHistoryRows moves;

    @Override
    public GameKind kind() {
        return GameKind.XEQUEO;
    }

    @Override
    public long defaultThinkMs(int level) {
        return THINK_MS;
    }

    @Override
    public Optional<Plan> plan(GameEntity game, SeatIndex seatIndex, int level, long seed) {
        Seat me = XeQueoGames.seat(seatIndex);
        XeQueoSnapshot state = games.snapshot(game, Optional.of(seatIndex));
        Position position = state.position();
        if (state.status() == GameStatus.SETUP) {
            Optional<String> what = state.awaiting().stream().filter(a -> a.seat() == me)
                    .map(XeQueoSnapshot.Awaited::what).findFirst();
            return what.map(step -> {
                SetupRequest request = switch (step) {
                    case "discs" -> setup(Optional.of(discs(seed)), Optional.empty(), Optional.empty());
                    case "ring" -> setup(Optional.empty(),
                            Optional.of(Square.name(XeQueoEngine.placeRing(position, level, seed))), Optional.empty());
                    default -> setup(Optional.empty(), Optional.empty(),
                            Optional.of(XeQueoEngine.chooseSecret(position, me, level, seed)));
                };
                return (think, stop) -> new Action.Setup(request);
            });
        }
        int ply = state.ply();
        return view(game, me, state).map(view -> (think, stop) -> {
            Advice advice = new XeQueoEngine().advise(view, OptionalInt.empty(), level, seed);
            String text = advice.choice() instanceof Choice.Guess guess ? "guess " + guess.disc()
                    : advice.choice().move().toText();
            return new Action.Move(new MoveRequest(text, Optional.of(ply), Optional.empty()));
        });
    }

    /**
     * What the engine is shown when {@code seatIndex} is to move in a round being played: the
     * position, its own secret, this round's disc moves and the finished rounds with the opponent's
     * revealed secret of each; empty in any other state.
     */
    public Optional<View> view(GameEntity game, SeatIndex seatIndex) {
        Seat me = XeQueoGames.seat(seatIndex);
        return view(game, me, games.snapshot(game, Optional.of(seatIndex)));
    }

    private Optional<View> view(GameEntity game, Seat me, XeQueoSnapshot state) {
        if (state.status() != GameStatus.PLAYING || state.toMove().filter(me::equals).isEmpty()
                || state.mySecret().isEmpty()) {
            return Optional.empty();
        }
        List<List<PlayedMove>> rounds = XeQueoHistory.rounds(moves.history(game.id));
        return Optional.of(new View(state.position(), me, state.mySecret().getAsInt(), rounds.get(rounds.size() - 1),
                pastRounds(rounds, state, me)));
    }

    /**
     * The finished rounds with the opponent's secret of each, revealed when it ended. The stored
     * turns split into one round more than have finished (the last is the round being played); if
     * they do not (a history this reading does not expect), the engine is given no earlier rounds
     * rather than rounds paired with the wrong secrets.
     */
    private static List<FinishedRound> pastRounds(List<List<PlayedMove>> rounds, XeQueoSnapshot state, Seat me) {
        List<Match.RoundResult> results = state.rounds();
        if (rounds.size() != results.size() + 1) {
            return List.of();
        }
        List<FinishedRound> past = new ArrayList<>();
        for (int i = 0; i < results.size(); i++) {
            Match.RoundResult r = results.get(i);
            past.add(new FinishedRound(rounds.get(i), me == Seat.PLACER ? r.ringerSecret() : r.placerSecret()));
        }
        return past;
    }

    private static Map<String, String> discs(long seed) {
        Map<String, String> discs = new TreeMap<>();
        XeQueoEngine.placeDiscs(seed).forEach((disc, square) -> discs.put(String.valueOf(disc), Square.name(square)));
        return discs;
    }

    private static SetupRequest setup(Optional<Map<String, String>> discs, Optional<String> ring, Optional<Integer> secret) {
        return new SetupRequest(Optional.empty(), Optional.empty(), discs, ring, secret);
    }
}
