package org.ringgames.support;

import static io.restassured.RestAssured.given;

import java.io.File;
import java.io.IOException;
import java.net.ServerSocket;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;

/**
 * The packaged service (target/quarkus-app, prod profile) as a separate process on a free port,
 * for integration tests that restart it or run two replicas on one database.
 */
public final class ServiceProcess implements AutoCloseable {

    /**
     * The replicas' JVM options, from the system property {@code replica.jvm.options} (the pom gives
     * the test JVMs' own: C1 only, which halves the CPU of a start on two cores; the JIT's tier changes
     * how fast the service runs, not what it does).
     */
    private static final List<String> JVM_OPTIONS = Arrays.stream(System.getProperty("replica.jvm.options", "").trim()
            .split("\\s+")).filter(option -> !option.isEmpty()).toList();

    private final Process process;
    private final Path log;
    public final int port;
    /** The management port: health and metrics (the packaged service keeps them off the HTTP port). */
    public final int managementPort;

    private ServiceProcess(Process process, Path log, int port, int managementPort) {
        this.process = process;
        this.log = log;
        this.port = port;
        this.managementPort = managementPort;
    }

    public static int freePort() {
        try (ServerSocket socket = new ServerSocket(0)) {
            return socket.getLocalPort();
        } catch (IOException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Starts the service on the given database and waits until it is ready. */
    public static ServiceProcess start(int databasePort, String log) throws Exception {
        return start(databasePort, log, Map.of());
    }

    /**
     * Starts the service with extra environment variables (configuration) and waits until it is ready.
     * The ports are free when chosen but may be taken before the service binds them (another
     * process's connection gets the same ephemeral port): a start that stops on a port in use is
     * tried again on fresh ports, twice at most.
     */
    public static ServiceProcess start(int databasePort, String log, Map<String, String> extraEnv) throws Exception {
        for (int attempt = 1; ; attempt++) {
            try {
                return startOnce(databasePort, log, extraEnv);
            } catch (PortTaken taken) {
                if (attempt == 3) {
                    throw new IllegalStateException(taken.getMessage(), taken);
                }
            }
        }
    }

    private static final class PortTaken extends Exception {
        PortTaken(String message) {
            super(message);
        }
    }

    private static ServiceProcess startOnce(int databasePort, String log, Map<String, String> extraEnv)
            throws Exception {
        int port = freePort();
        int managementPort = freePort();
        List<String> command = new ArrayList<>();
        command.add(ProcessHandle.current().info().command().orElse("java"));
        command.addAll(JVM_OPTIONS);
        command.addAll(List.of("-jar", "target/quarkus-app/quarkus-run.jar"));
        ProcessBuilder builder = new ProcessBuilder(command)
                .redirectErrorStream(true)
                .redirectOutput(new File("target", log));
        Map<String, String> env = builder.environment();
        env.put("DB_URL", "jdbc:postgresql://localhost:" + databasePort + "/postgres");
        env.put("DB_USER", "postgres");
        env.put("DB_PASSWORD", "postgres");
        env.put("QUARKUS_HTTP_PORT", String.valueOf(port));
        env.put("QUARKUS_MANAGEMENT_PORT", String.valueOf(managementPort));
        env.putAll(extraEnv);
        ServiceProcess service = new ServiceProcess(builder.start(), Path.of("target", log), port, managementPort);
        try {
            service.awaitReady(Duration.ofSeconds(90), log);
        } catch (IllegalStateException stopped) {
            if (!service.process.isAlive()
                    && Files.readString(Path.of("target", log)).contains("seems to be in use by another process")) {
                throw new PortTaken("port " + port + " or " + managementPort + " was taken before the service bound it; see "
                        + Path.of("target", log));
            }
            throw stopped;
        }
        return service;
    }

    public String url(String path) {
        return "http://localhost:" + port + path;
    }

    /** A management path (health, metrics) of this process. */
    public String managementUrl(String path) {
        return "http://localhost:" + managementPort + path;
    }

    /** Its log: what it wrote to standard output and error. */
    public Path log() {
        return log;
    }

    /** Whether the process still runs (not killed, stopped or dead). */
    public boolean alive() {
        return process.isAlive();
    }

    /** The readiness status code, or -1 when the service does not answer. */
    public int readiness() {
        try {
            return given().port(managementPort).get("/q/health/ready").statusCode();
        } catch (Exception notAnswering) { // RestAssured rethrows ConnectException undeclared
            return -1;
        }
    }

    private void awaitReady(Duration timeout, String log) throws InterruptedException {
        Instant deadline = Instant.now().plus(timeout);
        while (Instant.now().isBefore(deadline)) {
            if (!process.isAlive()) {
                throw new IllegalStateException("the service stopped at start; see " + Path.of("target", log));
            }
            if (readiness() == 200) {
                return;
            }
            Thread.sleep(200);
        }
        process.destroyForcibly();
        throw new IllegalStateException("the service did not become ready; see " + Path.of("target", log));
    }

    /** SIGKILL (kill -9), as a node dies or the OOM killer strikes: no shutdown hook runs. */
    public void kill() throws InterruptedException {
        process.destroyForcibly();
        if (!process.waitFor(10, TimeUnit.SECONDS)) {
            throw new IllegalStateException("the service survived SIGKILL");
        }
    }

    /** SIGTERM, as Kubernetes stops a pod; forcibly after 30 s. */
    @Override
    public void close() throws InterruptedException {
        process.destroy();
        if (!process.waitFor(30, TimeUnit.SECONDS)) {
            process.destroyForcibly().waitFor();
        }
    }
}
