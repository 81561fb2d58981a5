package org.ringgames.web;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.ringgames.web.game.GameWire;
import org.ringgames.web.gyges.GygesFormat;
import org.ringgames.web.xequeo.XeQueoFormat;

/**
 * The registry of games on the wire: the one place that names every game's web package. The shared
 * bodies (web/game) name no game; their OpenAPI {@code oneOf} and discriminator mapping are built
 * here from each game's {@link GameWire}, so a game is added by writing its package and one line here.
 */
final class GameWires {

    static final List<GameWire> GAMES = List.of(GygesFormat.WIRE, XeQueoFormat.WIRE);

    private GameWires() {
    }

    /** Fills each shared body's schema with its games' records, told apart by {@code game}. */
    static void addTo(OpenAPI openApi) {
        Map<String, Schema> schemas = openApi.getComponents().getSchemas();
        for (GameWire.Body body : GameWire.BODIES) {
            String name = GameWire.schemaName(body.shared());
            Schema shared = schemas.get(name);
            if (shared == null) {
                throw new IllegalStateException("the document has no schema " + name);
            }
            Map<String, String> mapping = new LinkedHashMap<>();
            for (GameWire game : GAMES) {
                mapping.put(game.game(), "#/components/schemas/" + GameWire.schemaName(body.perGame().apply(game)));
            }
            // Set whole, not added to: a second run of the filter leaves the same document.
            shared.oneOf(mapping.values().stream().map(ref -> OASFactory.createSchema().ref(ref)).toList());
            shared.discriminator(OASFactory.createDiscriminator().propertyName("game").mapping(mapping));
        }
    }
}
