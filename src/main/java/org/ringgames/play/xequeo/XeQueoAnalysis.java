package org.ringgames.play.xequeo;

import org.ringgames.play.Rejection;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.xequeo.LegalMove;
import org.ringgames.rules.xequeo.MoveChecker;
import org.ringgames.rules.xequeo.MoveText;
import org.ringgames.rules.xequeo.MoveGenerator;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.PositionText;

/** Stateless Xe Queo questions: the legal turns of any position, for a mover who may give their secret. */
@ApplicationScoped
public class XeQueoAnalysis {

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
}
