package org.ringgames.deploy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.dataformat.yaml.YAMLFactory;
import com.fasterxml.jackson.dataformat.yaml.YAMLMapper;
import java.io.File;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.StreamSupport;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.ringgames.support.Standalone;

/**
 * Renders both overlays with {@code kubectl kustomize} (skipped when kubectl is not on the PATH)
 * and checks the objects a production deployment relies on. Plain JUnit: no Quarkus, no cluster.
 */
@Standalone
class KustomizeRenderTest {

    private static final ObjectMapper YAML = new YAMLMapper();
    private static final String APP = "gyges-service";

    private static String kubectl;

    @BeforeAll
    static void findKubectl() {
        kubectl = System.getenv().getOrDefault("PATH", "").isEmpty() ? null
                : java.util.Arrays.stream(System.getenv("PATH").split(File.pathSeparator))
                        .map(dir -> Path.of(dir, "kubectl"))
                        .filter(Files::isExecutable)
                        .map(Path::toString)
                        .findFirst().orElse(null);
    }

    /** Every object of the rendered overlay, by "Kind/name". */
    private static Map<String, JsonNode> render(String overlay) throws IOException, InterruptedException {
        assumeTrue(kubectl != null, "kubectl is not on the PATH");
        Path out = Files.createTempFile("kustomize-" + overlay, ".yaml");
        Path err = Files.createTempFile("kustomize-" + overlay, ".err");
        try {
            Process p = new ProcessBuilder(kubectl, "kustomize", "deploy/overlays/" + overlay)
                    .redirectOutput(out.toFile()).redirectError(err.toFile()).start();
            assertThat(p.waitFor(60, TimeUnit.SECONDS)).as("kubectl kustomize finished in time").isTrue();
            assertThat(p.exitValue())
                    .as("kubectl kustomize deploy/overlays/%s failed: %s", overlay,
                            Files.readString(err, StandardCharsets.UTF_8))
                    .isZero();
            Map<String, JsonNode> objects = new TreeMap<>();
            try (var docs = YAML.readerFor(JsonNode.class)
                    .readValues(new YAMLFactory().createParser(out.toFile()))) {
                while (docs.hasNext()) {
                    JsonNode doc = (JsonNode) docs.next();
                    if (doc != null && !doc.isMissingNode() && !doc.isNull()) {
                        objects.put(doc.path("kind").asText() + "/" + doc.path("metadata").path("name").asText(), doc);
                    }
                }
            }
            return objects;
        } finally {
            Files.deleteIfExists(out);
            Files.deleteIfExists(err);
        }
    }

    private static JsonNode get(Map<String, JsonNode> objects, String key) {
        assertThat(objects).as("rendered objects").containsKey(key);
        return objects.get(key);
    }

    private static List<JsonNode> list(JsonNode array) {
        return StreamSupport.stream(array.spliterator(), false).toList();
    }

    private static JsonNode container(JsonNode deployment) {
        JsonNode containers = deployment.at("/spec/template/spec/containers");
        assertThat(containers.size()).as("containers").isEqualTo(1);
        return containers.get(0);
    }

    private static JsonNode env(JsonNode container, String name) {
        return list(container.path("env")).stream().filter(e -> name.equals(e.path("name").asText()))
                .findFirst().orElseThrow(() -> new AssertionError("no env var " + name + " in " + container.path("env")));
    }

    @ParameterizedTest
    @ValueSource(strings = {"dev", "prod"})
    void deploymentIsProductionShaped(String overlay) throws Exception {
        Map<String, JsonNode> objects = render(overlay);
        JsonNode deployment = get(objects, "Deployment/" + APP);
        assertThat(deployment.at("/spec/replicas").asInt()).as("replicas").isGreaterThanOrEqualTo(2);
        JsonNode c = container(deployment);

        assertThat(c.at("/startupProbe/httpGet/path").asText()).isEqualTo("/q/health/started");
        assertThat(c.at("/livenessProbe/httpGet/path").asText()).isEqualTo("/q/health/live");
        assertThat(c.at("/readinessProbe/httpGet/path").asText()).isEqualTo("/q/health/ready");
        // Health and metrics are on the management port, which the Service does not expose.
        for (String probe : List.of("startupProbe", "livenessProbe", "readinessProbe")) {
            assertThat(c.path(probe).at("/httpGet/port").asInt()).as(probe + " port").isEqualTo(9000);
        }
        assertThat(deployment.at("/spec/template/metadata/annotations/prometheus.io~1port").asText()).isEqualTo("9000");

        for (String kind : List.of("requests", "limits")) {
            assertThat(c.at("/resources/" + kind + "/cpu").asText()).as("cpu " + kind).isNotEmpty();
            assertThat(c.at("/resources/" + kind + "/memory").asText()).as("memory " + kind).isNotEmpty();
        }

        JsonNode pod = deployment.at("/spec/template/spec");
        assertThat(pod.at("/securityContext/runAsNonRoot").asBoolean()).as("pod runAsNonRoot").isTrue();
        assertThat(pod.at("/securityContext/seccompProfile/type").asText()).isEqualTo("RuntimeDefault");
        JsonNode sc = c.path("securityContext");
        assertThat(sc.path("runAsNonRoot").asBoolean()).as("runAsNonRoot").isTrue();
        assertThat(sc.path("readOnlyRootFilesystem").asBoolean()).as("readOnlyRootFilesystem").isTrue();
        assertThat(sc.has("allowPrivilegeEscalation")).isTrue();
        assertThat(sc.path("allowPrivilegeEscalation").asBoolean()).as("allowPrivilegeEscalation").isFalse();
        assertThat(list(sc.at("/capabilities/drop")).stream().map(JsonNode::asText)).containsExactly("ALL");
        assertThat(sc.at("/seccompProfile/type").asText()).isEqualTo("RuntimeDefault");

        // The read-only root filesystem leaves /tmp writable through an emptyDir.
        JsonNode tmpMount = list(c.path("volumeMounts")).stream()
                .filter(m -> "/tmp".equals(m.path("mountPath").asText())).findFirst()
                .orElseThrow(() -> new AssertionError("no volume mounted at /tmp"));
        String volume = tmpMount.path("name").asText();
        List<JsonNode> tmp = list(pod.path("volumes")).stream()
                .filter(v -> volume.equals(v.path("name").asText()) && v.has("emptyDir")).toList();
        assertThat(tmp).hasSize(1);
        assertThat(tmp.get(0).at("/emptyDir/sizeLimit").asText()).as("/tmp is bounded").isNotEmpty();

        // Database from the CloudNativePG app secret; the JDBC URL from its jdbc-uri key.
        String dbSecret = get(objects, "Cluster/gyges-db").at("/metadata/name").asText() + "-app";
        assertThat(env(c, "DB_URL").at("/valueFrom/secretKeyRef").toString())
                .contains("\"name\":\"" + dbSecret + "\"", "\"key\":\"jdbc-uri\"");
        assertThat(env(c, "DB_USER").at("/valueFrom/secretKeyRef/name").asText()).isEqualTo(dbSecret);
        assertThat(env(c, "DB_USER").at("/valueFrom/secretKeyRef/key").asText()).isEqualTo("username");
        assertThat(env(c, "DB_PASSWORD").at("/valueFrom/secretKeyRef/name").asText()).isEqualTo(dbSecret);
        assertThat(env(c, "DB_PASSWORD").at("/valueFrom/secretKeyRef/key").asText()).isEqualTo("password");
        // API keys from the app's own Secret, which is never committed and may be absent.
        JsonNode apiKeys = env(c, "RINGGAMES_API_KEYS").at("/valueFrom/secretKeyRef");
        assertThat(apiKeys.path("name").asText()).isEqualTo("gyges-service-secrets");
        assertThat(apiKeys.path("optional").asBoolean()).as("RINGGAMES_API_KEYS optional").isTrue();
        JsonNode adminKey = env(c, "RINGGAMES_ADMIN_KEY").at("/valueFrom/secretKeyRef");
        assertThat(adminKey.path("name").asText()).isEqualTo("gyges-service-secrets");
        assertThat(adminKey.path("optional").asBoolean()).as("RINGGAMES_ADMIN_KEY optional").isTrue();
        assertThat(objects.keySet()).as("no Secret is committed").noneMatch(k -> k.startsWith("Secret/"));
        // Non-secret settings from the ConfigMap, which the overlay renders.
        String configMap = list(c.path("envFrom")).stream().map(e -> e.at("/configMapRef/name").asText())
                .filter(n -> !n.isEmpty()).findFirst().orElseThrow(() -> new AssertionError("no configMapRef"));
        get(objects, "ConfigMap/" + configMap);
    }

    @ParameterizedTest
    @ValueSource(strings = {"dev", "prod"})
    void serviceAutoscalingDisruptionAndNetworkArePresent(String overlay) throws Exception {
        Map<String, JsonNode> objects = render(overlay);
        JsonNode deployment = get(objects, "Deployment/" + APP);
        JsonNode podLabels = deployment.at("/spec/template/metadata/labels");

        JsonNode service = get(objects, "Service/" + APP);
        assertThat(list(service.at("/spec/ports")).stream().map(p -> p.path("targetPort").asText()))
                .contains("8080").doesNotContain("9000", "management");
        service.at("/spec/selector").fields().forEachRemaining(
                e -> assertThat(podLabels.path(e.getKey()).asText()).as("service selects the pods").isEqualTo(e.getValue().asText()));

        JsonNode hpa = get(objects, "HorizontalPodAutoscaler/" + APP);
        assertThat(hpa.path("apiVersion").asText()).isEqualTo("autoscaling/v2");
        assertThat(hpa.at("/spec/scaleTargetRef/kind").asText()).isEqualTo("Deployment");
        assertThat(hpa.at("/spec/scaleTargetRef/name").asText()).isEqualTo(APP);
        assertThat(hpa.at("/spec/minReplicas").asInt()).isGreaterThanOrEqualTo(2);
        assertThat(hpa.at("/spec/maxReplicas").asInt()).isGreaterThan(hpa.at("/spec/minReplicas").asInt());
        assertThat(hpa.at("/spec/metrics/0/resource/name").asText()).isEqualTo("cpu");

        JsonNode pdb = get(objects, "PodDisruptionBudget/" + APP);
        assertThat(pdb.at("/spec/minAvailable").asInt()).isEqualTo(1);
        pdb.at("/spec/selector/matchLabels").fields().forEachRemaining(
                e -> assertThat(podLabels.path(e.getKey()).asText()).as("PDB selects the pods").isEqualTo(e.getValue().asText()));

        JsonNode policy = get(objects, "NetworkPolicy/" + APP);
        assertThat(list(policy.at("/spec/policyTypes")).stream().map(JsonNode::asText)).contains("Ingress", "Egress");
        List<JsonNode> ingress = list(policy.at("/spec/ingress"));
        assertThat(ingress).hasSize(2);
        // The API from anywhere; the management port (health, metrics) only from the monitoring namespace.
        for (JsonNode rule : ingress) {
            List<String> ports = list(rule.path("ports")).stream().map(p -> p.path("port").asText()).toList();
            if (ports.contains("9000")) {
                assertThat(ports).containsExactly("9000");
                assertThat(list(rule.path("from"))).as("who may reach 9000").isNotEmpty()
                        .allMatch(from -> from.has("namespaceSelector"));
            } else {
                assertThat(ports).containsExactly("8080");
            }
        }
        List<String> egressPorts = new ArrayList<>();
        list(policy.at("/spec/egress")).forEach(rule -> list(rule.path("ports")).forEach(p -> egressPorts.add(p.path("port").asText())));
        assertThat(egressPorts).containsExactlyInAnyOrder("5432", "53", "53", "443");
        // Webhooks leave for public HTTPS addresses only: 443 is open to no private range.
        JsonNode https = list(policy.at("/spec/egress")).stream()
                .filter(rule -> list(rule.path("ports")).stream().anyMatch(p -> p.path("port").asInt() == 443))
                .findFirst().orElseThrow();
        List<String> excepted = new ArrayList<>();
        list(https.path("to")).forEach(to -> list(to.at("/ipBlock/except")).forEach(e -> excepted.add(e.asText())));
        assertThat(list(https.path("to")).stream().map(to -> to.at("/ipBlock/cidr").asText())).containsExactlyInAnyOrder("0.0.0.0/0", "::/0");
        assertThat(excepted).contains("10.0.0.0/8", "172.16.0.0/12", "192.168.0.0/16", "169.254.0.0/16", "127.0.0.0/8",
                "100.64.0.0/10", "fc00::/7", "fe80::/10");
        // The namespace admits only pods of the restricted Pod Security Standard.
        JsonNode ns = objects.entrySet().stream().filter(e -> e.getKey().startsWith("Namespace/")).map(Map.Entry::getValue)
                .findFirst().orElseThrow(() -> new AssertionError("the overlay has no Namespace"));
        assertThat(ns.at("/metadata/labels/pod-security.kubernetes.io~1enforce").asText()).isEqualTo("restricted");

        JsonNode cluster = get(objects, "Cluster/gyges-db");
        assertThat(cluster.path("apiVersion").asText()).isEqualTo("postgresql.cnpg.io/v1");
        assertThat(cluster.at("/spec/instances").asInt()).isGreaterThanOrEqualTo(1);
        assertThat(cluster.at("/spec/storage/size").asText()).isNotEmpty();

        // Everything namespaced lands in the overlay's namespace.
        String namespace = deployment.at("/metadata/namespace").asText();
        assertThat(namespace).isNotEmpty();
        objects.forEach((key, object) -> {
            if (!key.startsWith("Namespace/")) {
                assertThat(object.at("/metadata/namespace").asText()).as(key + " namespace").isEqualTo(namespace);
            }
        });
    }

    @Test
    void prodNamesItsImageByDigestWhichNoPushCanMove() throws Exception {
        String image = container(get(render("prod"), "Deployment/" + APP)).path("image").asText();
        assertThat(image).matches(".+@sha256:[0-9a-f]{64}");
    }

    @Test
    void prodRunsMoreAndLargerPodsThanDev() throws Exception {
        Map<String, JsonNode> dev = render("dev");
        Map<String, JsonNode> prod = render("prod");
        JsonNode prodDeployment = get(prod, "Deployment/" + APP);
        assertThat(prodDeployment.at("/spec/replicas").asInt()).isGreaterThanOrEqualTo(2);
        assertThat(get(prod, "HorizontalPodAutoscaler/" + APP).at("/spec/maxReplicas").asInt())
                .isGreaterThan(get(dev, "HorizontalPodAutoscaler/" + APP).at("/spec/maxReplicas").asInt());
        assertThat(mebibytes(container(prodDeployment).at("/resources/limits/memory").asText()))
                .isGreaterThan(mebibytes(container(get(dev, "Deployment/" + APP)).at("/resources/limits/memory").asText()));
        assertThat(get(prod, "Cluster/gyges-db").at("/spec/instances").asInt()).isGreaterThanOrEqualTo(2);
    }

    private static long mebibytes(String quantity) {
        if (quantity.endsWith("Gi")) {
            return Long.parseLong(quantity.substring(0, quantity.length() - 2)) * 1024;
        }
        assertThat(quantity).endsWith("Mi");
        return Long.parseLong(quantity.substring(0, quantity.length() - 2));
    }
}
