package org.ringgames.play;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.OptionalInt;
import org.ringgames.rules.xequeo.LegalMove;
import org.ringgames.rules.xequeo.MoveGenerator;
import org.ringgames.rules.xequeo.Position;
import org.ringgames.rules.xequeo.PositionText;

/** Stateless Xe Queo questions: the legal turns of any position, for a mover who may give their secret. */
@ApplicationScoped
public class XeQueoAnalysis {

    public record Analysis(Position position, List<LegalMove> moves) {
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
