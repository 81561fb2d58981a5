package org.ringgames.web.positions;

import org.eclipse.microprofile.openapi.annotations.media.DiscriminatorMapping;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.ringgames.web.gyges.GygesAnalysisView;
import org.ringgames.web.xequeo.XeQueoAnalysisView;

/** The engine's answer about a position of either game, told apart by {@code game}. */
@Schema(name = "Analysis", description = "The engine's answer: a GygesAnalysis or an XeQueoAnalysis, told apart by game.",
        oneOf = {GygesAnalysisView.class, XeQueoAnalysisView.class}, discriminatorProperty = "game",
        discriminatorMapping = {@DiscriminatorMapping(value = "gyges", schema = GygesAnalysisView.class),
                @DiscriminatorMapping(value = "xequeo", schema = XeQueoAnalysisView.class)})
public interface AnalysisBody {
}
