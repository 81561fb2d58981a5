package org.ringgames.web.games;

import org.eclipse.microprofile.openapi.annotations.media.DiscriminatorMapping;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.ringgames.web.positions.PositionQueries;
import org.ringgames.web.xequeo.XeQueoLegalMovesView;

/** The answer to a stateless move in a position, whatever the game; told apart by {@code game}. */
@Schema(name = "AppliedMove", description = "The position after a move: a GygesApplied or an XeQueoApplied, told apart by game.",
        oneOf = {PositionQueries.ApplyResponse.class, XeQueoLegalMovesView.Applied.class}, discriminatorProperty = "game",
        discriminatorMapping = {@DiscriminatorMapping(value = "gyges", schema = PositionQueries.ApplyResponse.class),
                @DiscriminatorMapping(value = "xequeo", schema = XeQueoLegalMovesView.Applied.class)})
public interface AppliedBody {
}
