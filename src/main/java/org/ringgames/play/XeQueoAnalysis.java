package org.ringgames.play;

import jakarta.enterprise.context.ApplicationScoped;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import org.ringgames.rules.Parsed;
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
        Parsed<Position> parsed = PositionText.parse(positionText);
        if (parsed instanceof Parsed.Failed<Position> failed) {
            throw new Rejection(Rejection.Kind.MALFORMED, "position text: " + failed.message(),
                    Map.of("text", failed.text(), "index", failed.index()));
        }
        Position position = ((Parsed.Ok<Position>) parsed).value();
        String invalid = position.validate();
        if (invalid != null) {
            throw new Rejection(Rejection.Kind.INVALID_POSITION, "position " + positionText + ": " + invalid);
        }
        return new Analysis(position, new MoveGenerator().legalMoves(position, secret));
    }
}
