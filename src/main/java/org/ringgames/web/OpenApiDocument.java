package org.ringgames.web;

import java.util.List;
import org.eclipse.microprofile.openapi.OASFactory;
import org.eclipse.microprofile.openapi.OASFilter;
import org.eclipse.microprofile.openapi.models.OpenAPI;
import org.eclipse.microprofile.openapi.models.media.Schema;
import org.ringgames.web.events.EventsOperation;
import org.ringgames.web.players.PlayerEventsOperation;
import org.ringgames.web.portals.PortalEventsOperation;

/**
 * What the OpenAPI document says beyond the annotation scanner (registered with
 * {@code mp.openapi.filter}): the event stream (a Vert.x route), the server, the licence, every operation's
 * problem responses ({@link ProblemResponses}), and the null in the enumeration of a nullable enum.
 */
public class OpenApiDocument implements OASFilter {

    @Override
    public void filterOpenAPI(OpenAPI openApi) {
        EventsOperation.addTo(openApi);
        PortalEventsOperation.addTo(openApi);
        PlayerEventsOperation.addTo(openApi);
        GameWires.addTo(openApi);
        // Relative: the document is served by the service it describes, on whatever host it runs.
        openApi.servers(List.of(OASFactory.createServer().url("/")
                .description("The service serving this document (./mvnw quarkus:dev: http://localhost:8080)")));
        // The truth as it stands: the project grants no licence yet. A custom SPDX reference says
        // so without inventing one; the owners replace it when they choose a licence.
        openApi.getInfo().license(OASFactory.createLicense().name("Proprietary: no licence granted yet")
                .identifier("LicenseRef-Proprietary"));
        ProblemResponses.addTo(openApi);
        openApi.getComponents().getSchemas().values().forEach(OpenApiDocument::admitNullInEnums);
    }

    /**
     * OpenAPI 3.1 is JSON Schema: {@code type: [string, "null"]} admits null, but an {@code enum}
     * beside it still rejects every value it does not list, null included. The scanner writes
     * {@code @Schema(nullable = true, enumeration = …)} that way, so the null is added here.
     */
    private static void admitNullInEnums(Schema schema) {
        List<Schema.SchemaType> types = schema.getType();
        List<Object> values = schema.getEnumeration();
        if (types != null && types.contains(Schema.SchemaType.NULL) && values != null && !values.contains(null)) {
            // addEnumeration ignores a null, so the list is set whole.
            List<Object> withNull = new java.util.ArrayList<>(values);
            withNull.add(null);
            schema.setEnumeration(withNull);
        }
        if (schema.getProperties() != null) {
            schema.getProperties().values().forEach(OpenApiDocument::admitNullInEnums);
        }
        if (schema.getItems() != null) {
            admitNullInEnums(schema.getItems());
        }
    }
}
