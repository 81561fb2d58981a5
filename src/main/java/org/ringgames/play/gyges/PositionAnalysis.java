package org.ringgames.play.gyges;

import org.ringgames.play.core.Rejection;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.HashMap;
import java.util.List;
import java.util.function.Consumer;
import org.ringgames.play.pool.AnalysisLimits;
import org.ringgames.play.pool.Caller;
import org.ringgames.play.pool.SearchPool;
import org.ringgames.rules.gyges.search.Levels;
import org.ringgames.rules.gyges.search.Limits;
import org.ringgames.rules.gyges.search.SearchResult;
import java.util.Map;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.gyges.LegalMove;
import org.ringgames.rules.gyges.MoveCheck;
import org.ringgames.rules.gyges.MoveChecker;
import org.ringgames.rules.gyges.MoveGenerator;
import org.ringgames.rules.gyges.MoveText;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.PositionText;
import org.ringgames.rules.gyges.Rules;
import org.ringgames.rules.gyges.Side;

/**
 * Stateless Gygès questions about any position: its legal moves, and where a move leads. Reads
 * client text into rule values and turns every refusal into a {@link Rejection}; stores nothing.
 */
@ApplicationScoped
public class PositionAnalysis {

    private static final SearchPool.Purpose PURPOSE = SearchPool.Purpose.ANALYSIS;

    /** Analyses always use this seed: the same question at a fixed depth or node count gets the same answer. */
    static final long ANALYSIS_SEED = 0;

    @Inject
    SearchPool pool;

    @Inject
    GygesEngine engine;

    @Inject
    AnalysisLimits limits;

    /** The legal moves of a position, in canonical order. */
    public record Analysis(Position position, List<LegalMove> moves) {
    }

    /** A move played: the position after it, the move as played, and the winner if it won. */
    public record Played(Position before, LegalMove move, Position after, Side winner) {
    }

    public Analysis legalMoves(String positionText, Rules rules) {
        Position position = readPosition(positionText);
        return new Analysis(position, new MoveGenerator(rules).legalMoves(position));
    }

    public Played apply(String positionText, Rules rules, String moveText) {
        Position position = readPosition(positionText);
        LegalMove move = check(position, rules, moveText);
        Side winner = move.move().isWin() ? position.toMove() : null;
        return new Played(position, move, position.play(move.move()), winner);
    }

    /**
     * Starts a search of a position (read with {@link #readPosition}) on an engine thread; refused
     * at once (503) when every engine thread is busy and the queue is full.
     *
     * @param caller  whom it is for: it takes its turn with the caller's other searches
     * @param onDepth called on the engine thread after each finished depth
     */
    public SearchPool.Thinking<SearchResult> analyse(Position position, Rules rules, AnalysisLimits.Limits asked,
                                                     int level, Caller caller, Consumer<SearchResult> onDepth) {
        Limits searchLimits = new Limits(asked.depth(), asked.nodes(), asked.movetimeMs(), asked.maxMovetimeMs());
        return pool.submit(PURPOSE, caller, stop ->
                engine.search(PURPOSE, rules, position, List.of(), searchLimits, level, ANALYSIS_SEED, stop::get, onDepth));
    }

    /** The level's own think time: what an analysis without limits gets. */
    public long defaultMovetimeMs(int level) {
        return Levels.defaultMovetimeMs(level);
    }

    /** Reads and checks a client's move in a position; illegal or unreadable moves are rejected. */
    public LegalMove check(Position position, Rules rules, String moveText) {
        Parsed<MoveText.Input> input = MoveText.parse(moveText);
        if (input instanceof Parsed.Failed<MoveText.Input> failed) {
            throw Rejection.unreadable("move text", failed);
        }
        MoveCheck check = new MoveChecker(rules).check(position, ((Parsed.Ok<MoveText.Input>) input).value());
        if (check instanceof MoveCheck.Illegal illegal) {
            Map<String, Object> members = new HashMap<>();
            members.put("move", moveText);
            if (illegal.step() > 0) {
                members.put("step", illegal.step());
            }
            throw new Rejection(Rejection.Kind.ILLEGAL_MOVE, moveText + " is not legal: " + illegal.reason(), members);
        }
        return ((MoveCheck.Legal) check).move();
    }

    /** Reads position text and checks it holds a playable set of pieces. */
    public Position readPosition(String text) {
        return Rejection.readPosition(text, PositionText.parse(text), Position::validate);
    }
}
