package org.ringgames.play.xequeo;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.TreeMap;
import java.util.UUID;
import org.ringgames.play.GameKind;
import org.ringgames.play.GameStatus;
import org.ringgames.play.MoveRequest;
import org.ringgames.play.SeatIndex;
import org.ringgames.play.SetupRequest;
import org.ringgames.play.StoredText;
import org.ringgames.play.engine.ComputerPlayer;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.PositionText;
import org.ringgames.rules.xequeo.Seat;
import org.ringgames.rules.xequeo.Square;
import org.ringgames.rules.xequeo.engine.Advice;
import org.ringgames.rules.xequeo.engine.Choice;
import org.ringgames.rules.xequeo.engine.PlayedMove;
import org.ringgames.rules.xequeo.engine.View;
import org.ringgames.rules.xequeo.engine.XeQueoEngine;
import org.ringgames.store.GameEntity;
import org.ringgames.store.MoveEntity;
import org.ringgames.store.MoveRepository;

/**
 * An Xe Queo computer seat. It sees what its seat's token would show and nothing more: the state
 * as {@link XeQueoGames#snapshot} gives it to that seat (its own secret; the other's never), and
 * the public history of moves. From those it builds the engine's {@link View} — this round's moves
 * with the positions they were played from, the opponent's secrets of finished rounds — and plays
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
    MoveRepository moves;

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
        if (state.status() != GameStatus.PLAYING || state.toMove().filter(me::equals).isEmpty()
                || state.mySecret().isEmpty()) {
            return Optional.empty();
        }
        List<Integer> opponentSecrets = state.rounds().stream()
                .map(r -> me == Seat.PLACER ? r.ringerSecret() : r.placerSecret()).toList();
        View view = new View(position, me, state.mySecret().getAsInt(), roundMoves(game.id, position), opponentSecrets);
        int ply = state.ply();
        return Optional.of((think, stop) -> {
            Advice advice = new XeQueoEngine().advise(view, OptionalInt.empty(), level, seed);
            String text = advice.choice() instanceof Choice.Guess guess ? "guess " + guess.disc()
                    : advice.choice().move().toText();
            return new Action.Move(new MoveRequest(text, Optional.of(ply), Optional.empty()));
        });
    }

    /**
     * The disc moves of the round being played, oldest first, each with the position it was played
     * from. A round ends with a guess or a disc entering the ring, so this round's moves are those
     * after the last such move; {@link XeQueoAnalysis#replayed} finds the positions they were played
     * from, as it does for an analysis's {@code roundMoves}.
     */
    private List<PlayedMove> roundMoves(UUID gameId, Position now) {
        List<MoveEntity> all = moves.history(gameId);
        List<String> round = new ArrayList<>();
        for (int i = all.size() - 1; i >= 0; i--) {
            MoveEntity m = all.get(i);
            Position after = StoredText.read(PositionText.parse(m.positionAfter));
            if (m.move.startsWith("guess") || after.ring() != Square.NONE && !after.isEmpty(after.ring())) {
                break;
            }
            round.add(m.move);
        }
        Collections.reverse(round);
        return XeQueoAnalysis.replayed(now, round);
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
