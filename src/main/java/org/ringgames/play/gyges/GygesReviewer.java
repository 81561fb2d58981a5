package org.ringgames.play.gyges;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.reviews.GameReviewer;
import org.ringgames.play.pool.SearchPool;
import org.ringgames.rules.gyges.Outcome;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.Rules;
import org.ringgames.rules.gyges.search.Judgement;
import org.ringgames.rules.gyges.search.Limits;
import org.ringgames.rules.gyges.search.Score;
import org.ringgames.rules.gyges.search.SearchResult;
import org.ringgames.store.games.GameEntity;
import org.ringgames.store.games.MoveEntity;

/**
 * Gygès reviews: the engine at full strength, for the review's time, on every position a move was
 * played in (with the positions before it, for repetitions), seed 0 as analyses use; each ply is
 * judged by {@link Judgement}.
 */
@ApplicationScoped
public class GygesReviewer implements GameReviewer {

    /** Reviews search at full strength. */
    static final int LEVEL = 8;

    @Inject
    GygesEngine engine;

    @Override
    public GameKind kind() {
        return GameKind.GYGES;
    }

    @Override
    public Plan plan(GameEntity game, List<MoveEntity> history) {
        Rules rules = RulesDocument.rules(game.rules);
        List<Position> positions = new ArrayList<>();
        positions.add(GygesSnapshot.readStored(game.startPosition));
        for (MoveEntity move : history) {
            positions.add(GygesSnapshot.readStored(move.positionAfter));
        }
        String reason = game.resultReason;
        boolean boardEnded = Outcome.Reason.GOAL.slug().equals(reason) || Outcome.Reason.DOUBLE_PASS.slug().equals(reason)
                || Outcome.Reason.MAX_PLIES.slug().equals(reason);
        // The mover's score after a move that ended the game on the board: won, or drawn.
        Score terminal = Outcome.Reason.GOAL.slug().equals(reason) ? new Score.Win(0) : new Score.Eval(0);
        int searched = boardEnded ? history.size() : history.size() + 1;
        return new Plan() {
            @Override
            public int positions() {
                return searched;
            }

            @Override
            public Searched search(int k, int movetimeMs, BooleanSupplier stop) {
                SearchResult result = engine.search(SearchPool.Purpose.REVIEW, rules, positions.get(k),
                        positions.subList(0, k), Limits.movetime(movetimeMs), LEVEL, PositionAnalysis.ANALYSIS_SEED,
                        stop, null);
                return new Searched(result.bestMove().toText(), score(result.score()));
            }

            @Override
            public List<ReviewedPly> judge(List<Searched> found) {
                List<ReviewedPly> plies = new ArrayList<>();
                for (int i = 0; i < history.size(); i++) {
                    MoveEntity move = history.get(i);
                    Score before = read(found.get(i).score());
                    Score after = i + 1 < found.size() ? Judgement.mover(read(found.get(i + 1).score())) : terminal;
                    String best = found.get(i).best();
                    plies.add(new ReviewedPly(move.ply, move.seat, move.move, best, score(before), score(after),
                            Judgement.of(before, after, best.equals(move.move)).map(Judgement::slug)));
                }
                return plies;
            }
        };
    }

    static ReviewScore score(Score score) {
        if (score instanceof Score.Win win) {
            return new ReviewScore("win", win.plies());
        }
        if (score instanceof Score.Loss loss) {
            return new ReviewScore("loss", loss.plies());
        }
        return new ReviewScore("eval", ((Score.Eval) score).value());
    }

    static Score read(ReviewScore score) {
        return switch (score.kind()) {
            case "win" -> new Score.Win(score.value());
            case "loss" -> new Score.Loss(score.value());
            default -> new Score.Eval(score.value());
        };
    }
}
