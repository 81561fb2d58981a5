package org.ringgames.web.request;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeSet;

/**
 * The query parameters an operation takes, and the refusal of any other: a parameter the operation
 * does not name ({@code ?sinc=}, a typo of {@code since}) was ignored before, so the answer looked
 * right and was not; and a parameter given twice ({@code ?status=playing&status=finished}) where
 * the operation takes one value had its first value taken and the second dropped. Both are now a
 * 400 malformed-request naming the parameter, as an unknown member of a body is.
 */
public record QueryParameters(Set<String> known) {

    public QueryParameters {
        known = Set.copyOf(known);
    }

    public static QueryParameters of(String... names) {
        return new QueryParameters(Set.of(names));
    }

    /** Why the query is refused, when it is: the detail of a 400. Names are compared as sent (case counts). */
    public Optional<String> refusal(Map<String, List<String>> query) {
        for (Map.Entry<String, List<String>> parameter : new java.util.TreeMap<>(query).entrySet()) {
            String name = parameter.getKey();
            if (!known.contains(name)) {
                return Optional.of("unknown query parameter '" + shown(name) + "'" + (known.isEmpty()
                        ? "; this operation takes none" : "; the parameters are " + String.join(", ", new TreeSet<>(known))));
            }
            if (parameter.getValue().size() > 1) {
                return Optional.of("query parameter '" + name + "' is given " + parameter.getValue().size()
                        + " times; it takes one value");
            }
        }
        return Optional.empty();
    }

    /** The same for a Vert.x route's query. */
    public Optional<String> refusal(io.vertx.core.MultiMap query) {
        Map<String, List<String>> byName = new java.util.HashMap<>();
        query.names().forEach(name -> byName.put(name, query.getAll(name)));
        return refusal(byName);
    }

    private static String shown(String name) {
        return name.length() > 60 ? name.substring(0, 60) + "…" : name;
    }
}
