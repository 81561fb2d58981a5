package org.ringgames.web.games;

import org.eclipse.microprofile.openapi.annotations.media.DiscriminatorMapping;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.ringgames.web.gyges.LegalMovesView;
import org.ringgames.web.xequeo.XeQueoLegalMovesView;

/** The legal moves of a position, game or stateless, whatever the game; told apart by {@code game}. */
@Schema(name = "LegalMoves", description = "The legal moves (Gygès) or turns (Xe Queo) of a position, told apart by game.",
        oneOf = {LegalMovesView.class, XeQueoLegalMovesView.class}, discriminatorProperty = "game",
        discriminatorMapping = {@DiscriminatorMapping(value = "gyges", schema = LegalMovesView.class),
                @DiscriminatorMapping(value = "xequeo", schema = XeQueoLegalMovesView.class)})
public interface LegalMovesBody {
}
