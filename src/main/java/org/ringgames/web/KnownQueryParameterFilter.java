package org.ringgames.web;

import org.ringgames.web.request.QueryParameters;
import jakarta.ws.rs.BeanParam;
import jakarta.ws.rs.QueryParam;
import jakarta.ws.rs.container.ContainerRequestContext;
import jakarta.ws.rs.container.ResourceInfo;
import java.lang.reflect.Field;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.util.HashSet;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import org.jboss.resteasy.reactive.server.ServerRequestFilter;
import org.ringgames.web.problem.ProblemException;
import org.ringgames.web.problem.ProblemType;

/**
 * Refuses, for every JAX-RS operation of the API ({@code /api/}), a query parameter the resource method does not declare, and
 * one given more than once (see {@link QueryParameters}). What a method declares is its
 * {@code @QueryParam} parameters and the {@code @QueryParam} fields of its {@code @BeanParam}
 * parameters, read by reflection once per method. Runs after matching, so an unknown path is still
 * a 404. The Vert.x routes (the event streams) check their own parameters the same way.
 */
public class KnownQueryParameterFilter {

    private static final Map<Method, QueryParameters> KNOWN = new ConcurrentHashMap<>();

    @ServerRequestFilter
    public void refuseUnknownQueryParameters(ContainerRequestContext request, ResourceInfo resource) {
        Method method = resource.getResourceMethod();
        // The API only: a page (/games/{id}, /docs/…, /problems) is opened from links that portals and
        // mail programs decorate (?utm_source=…), and it reads nothing from its query.
        if (method == null || !request.getUriInfo().getPath().startsWith("/api/")) {
            return;
        }
        KNOWN.computeIfAbsent(method, KnownQueryParameterFilter::declared)
                .refusal(request.getUriInfo().getQueryParameters())
                .ifPresent(detail -> {
                    throw new ProblemException(ProblemType.MALFORMED_REQUEST, detail);
                });
    }

    static QueryParameters declared(Method method) {
        Set<String> names = new HashSet<>();
        for (Parameter parameter : method.getParameters()) {
            QueryParam query = parameter.getAnnotation(QueryParam.class);
            if (query != null) {
                names.add(query.value());
            }
            if (parameter.isAnnotationPresent(BeanParam.class)) {
                for (Class<?> type = parameter.getType(); type != null && type != Object.class; type = type.getSuperclass()) {
                    for (Field field : type.getDeclaredFields()) {
                        QueryParam fieldQuery = field.getAnnotation(QueryParam.class);
                        if (fieldQuery != null) {
                            names.add(fieldQuery.value());
                        }
                    }
                }
            }
        }
        return new QueryParameters(names);
    }
}
