package org.ringgames.play.xequeo;

import org.ringgames.play.core.Rejection;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.ArrayList;
import java.util.Collections;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.ringgames.play.pool.Caller;
import org.ringgames.play.pool.SearchPool;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.xequeo.Move;
import org.ringgames.rules.xequeo.Seat;
import org.ringgames.rules.xequeo.Square;
import org.ringgames.rules.xequeo.engine.Advice;
import org.ringgames.rules.xequeo.engine.PlayedMove;
import org.ringgames.rules.xequeo.engine.View;
import org.ringgames.rules.xequeo.engine.XeQueoEngine;
import org.ringgames.rules.xequeo.LegalMove;
import org.ringgames.rules.xequeo.MoveChecker;
import org.ringgames.rules.xequeo.MoveText;
import org.ringgames.rules.xequeo.MoveGenerator;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.PositionText;

/** Stateless Xe Queo questions: the legal turns of any position, for a mover who may give their secret. */
@ApplicationScoped
public class XeQueoAnalysis {

    private static final SearchPool.Purpose PURPOSE = SearchPool.Purpose.ANALYSIS;
    /** Analyses always use this seed: the same question gets the same answer. */
    private static final long ANALYSIS_SEED = 0;

    @Inject
    SearchPool pool;

    /** The engine's advice for a position, the position it was asked about, and the move's witness path. */
    public record Advised(Position position, Advice advice, List<Integer> path) {
    }

    public record Analysis(Position position, List<LegalMove> moves) {
    }

    /** A disc move played: the position after it, the move with its path, and whether it entered the ring. */
    public record Played(Position after, LegalMove move, boolean entersRing) {
    }

    /**
     * Plays a disc move in a position. Entering the ring ends the round, and who wins it (bingo)
     * depends on the opponent's secret, which only a game knows; so does a guess, which is refused here.
     */
    public Played apply(String positionText, String moveText, OptionalInt secret) {
        Analysis analysis = legalMoves(positionText, secret);
        Parsed<MoveText.Input> input = MoveText.parse(moveText);
        if (input instanceof Parsed.Failed<MoveText.Input> failed) {
            throw Rejection.unreadable("move text", failed);
        }
        MoveText.Input turn = ((Parsed.Ok<MoveText.Input>) input).value();
        if (turn.isGuess()) {
            throw new Rejection(Rejection.Kind.ILLEGAL_MOVE, "a guess is resolved against the opponent's secret, "
                    + "which only a game knows: it cannot be applied to a bare position", Map.of("move", moveText));
        }
        MoveChecker.Check check = new MoveChecker().check(analysis.position(), turn, secret);
        if (check instanceof MoveChecker.Illegal illegal) {
            Map<String, Object> members = new HashMap<>();
            members.put("move", moveText);
            members.put("legalMoves", "/api/v1/positions/legal-moves");
            if (illegal.hop() > 0) {
                members.put("step", illegal.hop());
            }
            throw new Rejection(Rejection.Kind.ILLEGAL_MOVE, moveText + " is not legal: " + illegal.reason(), members);
        }
        LegalMove move = ((MoveChecker.Legal) check).move();
        return new Played(analysis.position().play(move.move()), move, move.entersRing(analysis.position()));
    }

    /** @param secret the asker's own secret disc, if given: only then are entries into the ring listed */
    public Analysis legalMoves(String positionText, OptionalInt secret) {
        if (secret.isPresent() && (secret.getAsInt() < 1 || secret.getAsInt() > 7)) {
            throw new Rejection(Rejection.Kind.MALFORMED, "secret: a secret is a disc number 1 to 7, not " + secret.getAsInt());
        }
        Position position = Rejection.readPosition(positionText, PositionText.parse(positionText), Position::validate);
        return new Analysis(position, new MoveGenerator().legalMoves(position, secret));
    }

    /**
     * The engine's advice to the side to move, who gives their own secret; runs on an engine thread
     * like any search. {@code roundMoves} are the disc moves of this round that led to the position,
     * oldest first (the last one by the opponent): the engine reads the opponent's likely secret from
     * them. {@code believed}, when given, is the asker's own belief of that secret and replaces the
     * inference.
     */
    public SearchPool.Thinking<Advised> advise(String positionText, int secret, OptionalInt believed,
                                               List<String> roundMoves, int level, Caller caller) {
        Analysis analysis = legalMoves(positionText, OptionalInt.of(secret));
        believed.ifPresent(b -> {
            if (b < 1 || b > 7) {
                throw new Rejection(Rejection.Kind.MALFORMED, "believedOpponentSecret: a secret is a disc number 1 to 7, not " + b);
            }
        });
        Position position = analysis.position();
        Seat me = position.toMove();
        List<PlayedMove> played = replayed(position, roundMoves);
        View view = new View(position, me, secret, played);
        return pool.submit(PURPOSE, caller, stop -> {
            Advice advice = new XeQueoEngine().advise(view, believed, level, ANALYSIS_SEED);
            List<Integer> path = analysis.moves().stream().filter(m -> m.move().equals(advice.choice().move()))
                    .findFirst().map(LegalMove::path).orElse(List.of());
            return new Advised(position, advice, path);
        });
    }

    /** The round's moves with the positions they were played from, found by moving each disc back. */
    static List<PlayedMove> replayed(Position now, List<String> texts) {
        List<PlayedMove> played = new ArrayList<>();
        Position after = now;
        Seat mover = now.toMove();
        for (int i = texts.size() - 1; i >= 0; i--) {
            mover = mover.opponent();
            String text = texts.get(i);
            Parsed<MoveText.Input> parsed = MoveText.parse(text);
            if (parsed instanceof Parsed.Failed<MoveText.Input> failed) {
                throw Rejection.unreadable("roundMoves[" + i + "]", failed);
            }
            MoveText.Input input = ((Parsed.Ok<MoveText.Input>) parsed).value();
            if (input.isGuess()) {
                throw new Rejection(Rejection.Kind.MALFORMED, "roundMoves[" + i + "]: a guess ends a round, so it is "
                        + "never among the moves of the round being played");
            }
            Move move = Move.disc(input.squares().get(0), input.squares().get(input.squares().size() - 1));
            if (after.isEmpty(move.to()) || !after.isEmpty(move.from())) {
                throw new Rejection(Rejection.Kind.INVALID_POSITION, "roundMoves[" + i + "]: " + text
                        + " does not lead to the position: " + Square.name(move.to()) + " must hold the disc and "
                        + Square.name(move.from()) + " be empty after it");
            }
            Position before = movedBack(after, move, mover);
            played.add(new PlayedMove(mover, move, before));
            after = before;
        }
        Collections.reverse(played);
        return played;
    }

    /** The position before a disc move, from the one after it: the disc moved back, the mover to move. */
    static Position movedBack(Position after, Move move, Seat mover) {
        byte[] discs = new byte[Square.COUNT];
        for (int sq = 0; sq < Square.COUNT; sq++) {
            discs[sq] = (byte) after.disc(sq);
        }
        discs[move.from()] = discs[move.to()];
        discs[move.to()] = 0;
        return Position.of(discs, after.ring(), mover);
    }
}
