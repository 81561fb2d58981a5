package org.ringgames.web.game;

import java.util.List;
import java.util.function.Function;
import org.eclipse.microprofile.openapi.annotations.media.Schema;

/**
 * One game's records on the wire, as each game's package declares them: its state, its legal moves,
 * its stateless applied move and its analysis. The shared bodies ({@link StateBody},
 * {@link LegalMovesBody}, {@link AppliedBody}, {@link AnalysisBody}) name no game; the registry of
 * games in the web layer's root builds their OpenAPI {@code oneOf} lists from these, told apart by
 * {@code game}.
 */
public record GameWire(String game, Class<? extends StateBody> state, Class<? extends LegalMovesBody> legalMoves,
                       Class<? extends AppliedBody> applied, Class<? extends AnalysisBody> analysis) {

    /** A shared body and, per game, the record that implements it. */
    public record Body(Class<?> shared, Function<GameWire, Class<?>> perGame) {
    }

    /** The shared bodies whose {@code oneOf} the games fill. */
    public static final List<Body> BODIES = List.of(new Body(StateBody.class, GameWire::state),
            new Body(LegalMovesBody.class, GameWire::legalMoves), new Body(AppliedBody.class, GameWire::applied),
            new Body(AnalysisBody.class, GameWire::analysis));

    /** The OpenAPI schema name a record is published under (its {@code @Schema(name)}). */
    public static String schemaName(Class<?> type) {
        Schema schema = type.getAnnotation(Schema.class);
        if (schema == null || schema.name().isEmpty()) {
            throw new IllegalStateException(type + " has no @Schema(name): it cannot be named in a oneOf");
        }
        return schema.name();
    }
}
