package org.ringgames.web.admin;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import jakarta.inject.Inject;
import jakarta.ws.rs.Consumes;
import jakarta.ws.rs.DELETE;
import jakarta.ws.rs.GET;
import jakarta.ws.rs.HeaderParam;
import jakarta.ws.rs.NotFoundException;
import jakarta.ws.rs.POST;
import jakarta.ws.rs.Path;
import jakarta.ws.rs.PathParam;
import jakarta.ws.rs.Produces;
import jakarta.ws.rs.core.HttpHeaders;
import jakarta.ws.rs.core.MediaType;
import jakarta.ws.rs.core.Response;
import java.net.URI;
import java.util.UUID;
import org.eclipse.microprofile.openapi.annotations.Operation;
import org.eclipse.microprofile.openapi.annotations.enums.SecuritySchemeIn;
import org.eclipse.microprofile.openapi.annotations.enums.SecuritySchemeType;
import org.eclipse.microprofile.openapi.annotations.media.Content;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.eclipse.microprofile.openapi.annotations.parameters.Parameter;
import org.eclipse.microprofile.openapi.annotations.parameters.RequestBody;
import org.eclipse.microprofile.openapi.annotations.responses.APIResponse;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirement;
import org.eclipse.microprofile.openapi.annotations.security.SecurityRequirementsSet;
import org.eclipse.microprofile.openapi.annotations.security.SecurityScheme;
import org.eclipse.microprofile.openapi.annotations.tags.Tag;
import org.ringgames.play.access.AdminKey;
import org.ringgames.play.access.PortalName;
import org.ringgames.play.access.StoredPortalKeys;
import org.ringgames.web.request.PresentedKey;
import org.ringgames.web.problem.ProblemException;
import org.ringgames.web.problem.ProblemType;

/**
 * The operator's API for portal keys: add, list and revoke a portal's keys without a restart,
 * with the admin key. Without {@code RINGGAMES_ADMIN_KEY} every path here is 404, as a path the
 * API does not have.
 */
@Path("/api/v1/admin/portals/{portal}/keys")
@Tag(name = "admin", description = "Portal keys managed by the operator, with the admin key")
@Produces(MediaType.APPLICATION_JSON)
@SecurityScheme(securitySchemeName = "adminKey", type = SecuritySchemeType.HTTP, scheme = "bearer",
        description = "The operator's admin key (RINGGAMES_ADMIN_KEY holds its SHA-256): Authorization: Bearer <key>.")
@SecurityScheme(securitySchemeName = "adminApiKey", type = SecuritySchemeType.APIKEY, in = SecuritySchemeIn.HEADER,
        apiKeyName = PresentedKey.HEADER, description = "The operator's admin key, as X-Api-Key: <key>.")
@SecurityRequirementsSet(@SecurityRequirement(name = "adminKey"))
@SecurityRequirementsSet(@SecurityRequirement(name = "adminApiKey"))
public class PortalKeyResource {

    private static final String PORTAL = "A portal name: 1 to 63 of a-z, 0-9, '.', '_' and '-', starting with a letter "
            + "or digit.";
    private static final String OFF = " Without an admin key configured, 404 (the admin API is off).";

    @Inject
    AdminKey admin;

    @Inject
    StoredPortalKeys keys;

    @Inject
    ObjectMapper json;

    @POST
    @Consumes(MediaType.WILDCARD)
    @Operation(operationId = "createPortalKey", summary = "Add a key for a portal",
            description = "Makes a new key for the portal and returns it, shown only this once. It is in force on "
                    + "every replica within a second (at once on the one that answered). A portal may have several "
                    + "keys: add the new one, move the portal over, revoke the old one." + OFF)
    @RequestBody(required = false, content = @Content(mediaType = MediaType.APPLICATION_JSON,
            schema = @Schema(implementation = PortalKeyViews.NewKey.class)))
    @APIResponse(responseCode = "201", description = "Added; Location names the key.",
            content = @Content(schema = @Schema(implementation = PortalKeyViews.Created.class)))
    public Response create(@Parameter(description = PORTAL) @PathParam("portal") String portal,
                           String body,
                           @Parameter(hidden = true) @HeaderParam(HttpHeaders.CONTENT_TYPE) String contentType,
                           @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                           @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey)
            throws JsonProcessingException {
        authorize(xApiKey, authorization);
        readNewKey(body, contentType);
        PortalKeyViews.Created created = PortalKeyViews.Created.of(keys.add(new PortalName(portal)));
        return Response.created(URI.create("/api/v1/admin/portals/" + created.portal() + "/keys/" + created.id()))
                .header(HttpHeaders.CACHE_CONTROL, "no-store").entity(created).build();
    }

    @GET
    @Operation(operationId = "listPortalKeys", summary = "List a portal's keys",
            description = "The keys added over this API, revoked ones included, oldest first; never the keys "
                    + "themselves." + OFF)
    public PortalKeyViews.Keys list(@Parameter(description = PORTAL) @PathParam("portal") String portal,
                                    @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                                    @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        authorize(xApiKey, authorization);
        return new PortalKeyViews.Keys(keys.list(new PortalName(portal)).stream().map(PortalKeyViews.Key::of).toList());
    }

    @GET
    @Path("/{id}")
    @Operation(operationId = "getPortalKey", summary = "Read one of a portal's keys",
            description = "Never the key itself. 404 for an unknown id or a key of another portal." + OFF)
    public PortalKeyViews.Key get(@Parameter(description = PORTAL) @PathParam("portal") String portal,
                                  @PathParam("id") String id,
                                  @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                                  @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        authorize(xApiKey, authorization);
        return PortalKeyViews.Key.of(keys.get(new PortalName(portal), keyId(id)));
    }

    @DELETE
    @Path("/{id}")
    @Operation(operationId = "revokePortalKey", summary = "Revoke one of a portal's keys",
            description = "The key is refused from then on: at once on the replica that answered, within a second "
                    + "on every other. Its record stays, with revokedAt. Revoking a revoked key changes nothing and "
                    + "answers 204 again. 404 for an unknown id or a key of another portal." + OFF)
    @APIResponse(responseCode = "204", description = "Revoked (or already revoked).")
    public void revoke(@Parameter(description = PORTAL) @PathParam("portal") String portal,
                       @PathParam("id") String id,
                       @Parameter(hidden = true) @HeaderParam(HttpHeaders.AUTHORIZATION) String authorization,
                       @Parameter(hidden = true) @HeaderParam(PresentedKey.HEADER) String xApiKey) {
        authorize(xApiKey, authorization);
        keys.revoke(new PortalName(portal), keyId(id));
    }

    /**
     * The body of a new key's request, read by hand because it may be left out, with or without a
     * Content-Type (curl -X POST sends none): present, it is JSON, read as strictly as every body.
     */
    private void readNewKey(String body, String contentType) throws JsonProcessingException {
        if (body == null || body.isBlank()) {
            return;
        }
        MediaType type = contentType == null ? MediaType.WILDCARD_TYPE : MediaType.valueOf(contentType);
        if (!type.getType().equalsIgnoreCase("application") || !type.getSubtype().equalsIgnoreCase("json")) {
            throw new ProblemException(ProblemType.UNSUPPORTED_MEDIA_TYPE, "a new key's body, when there is one, is "
                    + "application/json, not " + contentType);
        }
        json.readValue(body, PortalKeyViews.NewKey.class);
    }

    /** 404 as for a path the API does not have while the admin API is off; 401 without the admin key. */
    private void authorize(String xApiKey, String authorization) {
        if (!admin.configured()) {
            throw new NotFoundException();
        }
        admin.authorize(PresentedKey.of(xApiKey, authorization));
    }

    private static UUID keyId(String id) {
        try {
            return UUID.fromString(id);
        } catch (IllegalArgumentException e) {
            throw new ProblemException(ProblemType.NOT_FOUND,
                    "no key " + id);
        }
    }
}
