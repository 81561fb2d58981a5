package org.ringgames.deploy;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.MappingIterator;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.ringgames.support.Standalone;

/**
 * The committed {@code deploy/base/generated/kubernetes.yml} must say what quarkus-kubernetes
 * generates from application.properties. It reads what the Quarkus build wrote, which the pom runs
 * before the tests (phase process-test-classes).
 *
 * <p>The files are compared as YAML documents, not as text: quarkus-kubernetes writes the keys of
 * some maps (the selector labels) in an order that changes from build to build, and so the named
 * ports of a container (http, management), whose order means nothing to Kubernetes: those are
 * compared by name. Other lists (containers, env) must match in order.
 *
 * <p>To refresh the copy after an intended change of the {@code quarkus.kubernetes.*} configuration
 * (or a Quarkus upgrade): {@code ./mvnw package -DskipTests && cp target/kubernetes/kubernetes.yml
 * deploy/base/generated/kubernetes.yml}, check {@code kubectl kustomize deploy/overlays/prod}, commit.
 */
@Standalone
class GeneratedManifestDriftIT {

    static final Path GENERATED = Path.of("target", "kubernetes", "kubernetes.yml");
    static final Path COMMITTED = Path.of("deploy", "base", "generated", "kubernetes.yml");
    static final String REFRESH = "./mvnw package -DskipTests && cp target/kubernetes/kubernetes.yml "
            + "deploy/base/generated/kubernetes.yml, then check kubectl kustomize deploy/overlays/prod and commit";

    private static final YAMLMapper YAML = new YAMLMapper();

    @Test
    void committedManifestMatchesTheGeneratedOne() throws IOException {
        assertThat(GENERATED)
                .as("%s is missing: quarkus-kubernetes writes it in the package phase (./mvnw verify runs it)",
                        GENERATED.toAbsolutePath())
                .exists();
        assertThat(COMMITTED)
                .as("%s is missing; create it with: %s", COMMITTED.toAbsolutePath(), REFRESH)
                .exists();
        assertThat(documents(COMMITTED))
                .as("deploy/base/generated/kubernetes.yml differs from target/kubernetes/kubernetes.yml, which "
                        + "quarkus-kubernetes generated from application.properties; if the change is intended, "
                        + "refresh the copy: %s", REFRESH)
                .isEqualTo(documents(GENERATED));
    }

    /** Every {@code ports} list of named ports, in the order of their names. */
    private static void sortNamedPorts(JsonNode node) {
        if (node instanceof ObjectNode object) {
            JsonNode ports = object.get("ports");
            if (ports instanceof ArrayNode list) {
                List<JsonNode> sorted = new ArrayList<>();
                list.forEach(sorted::add);
                sorted.sort(Comparator.comparing(port -> port.path("name").asText()));
                list.removeAll();
                sorted.forEach(list::add);
            }
        }
        node.forEach(GeneratedManifestDriftIT::sortNamedPorts);
    }

    /** The file's YAML documents; object equality ignores key order, list equality does not. */
    private static List<JsonNode> documents(Path file) throws IOException {
        List<JsonNode> documents = new ArrayList<>();
        try (MappingIterator<JsonNode> it = YAML.readerFor(JsonNode.class).readValues(file.toFile())) {
            while (it.hasNext()) {
                JsonNode document = it.next();
                if (document != null && !document.isNull() && !document.isMissingNode()) {
                    sortNamedPorts(document);
                    documents.add(document);
                }
            }
        }
        return documents;
    }
}
