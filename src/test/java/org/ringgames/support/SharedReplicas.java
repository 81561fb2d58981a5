package org.ringgames.support;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * Two packaged replicas, A and B, on one embedded PostgreSQL, shared by the replica ITs of a test
 * run rather than started afresh by each test (a start is seconds of both cores). They are started
 * when first asked for and stopped when the test JVM exits. A test may do to them what a node's
 * death or an outage does: kill or stop A or B, stop the database; the next test that asks for a
 * replica gets one running (a new process when the last one died), on a running database.
 *
 * <p>The classes that share a set take turns: each holds its resource lock ({@code
 * @ResourceLock(SharedReplicas.OPEN)} or {@code KEYED}), so no test kills a replica another is
 * using, while the other ITs run beside them. Each test reads only what it made (its games, its
 * players, its webhook's deliveries): the database holds the other tests' data too.
 */
public final class SharedReplicas {

    /** The resource lock of every class that uses {@link #open()}. */
    public static final String OPEN = "org.ringgames.support.SharedReplicas.open";
    /** The resource lock of every class that uses {@link #keyed()}. */
    public static final String KEYED = "org.ringgames.support.SharedReplicas.keyed";

    /** What every replica IT needs of the service's settings. */
    private static final Map<String, String> COMMON = Map.of(
            // Hundreds of requests a second from one address.
            "RINGGAMES_RATE_LIMIT_ENABLED", "false");

    private static SharedReplicas open;
    private static SharedReplicas keyed;

    private final String name;
    private final Map<String, String> config;
    private RestartableDatabase database;
    private final ServiceProcess[] replicas = new ServiceProcess[2];
    private int starts;

    private SharedReplicas(String name, Map<String, String> config) {
        this.name = name;
        this.config = config;
    }

    /**
     * Replicas without portal keys (open mode: anyone creates games, players and webhooks), with a
     * clock sweep that never refuses new games for lagging (a burst of writes must not be refused),
     * webhooks that may target this machine with quick retries, and computer-turn leases of two
     * seconds (the survivor takes a dead replica's turns over within seconds).
     */
    public static synchronized SharedReplicas open() throws Exception {
        if (open == null) {
            Map<String, String> config = new HashMap<>(COMMON);
            config.putAll(Map.of("RINGGAMES_CLOCK_REFUSE_NEW_GAMES_AFTER", "PT0S",
                    "RINGGAMES_WEBHOOKS_ALLOW_PRIVATE_TARGETS", "true",
                    "RINGGAMES_WEBHOOKS_RETRY_DELAYS", "PT0.2S,PT0.5S,PT1S",
                    "RINGGAMES_WEBHOOKS_TIMEOUT", "PT2S",
                    "RINGGAMES_ENGINE_LEASE", "PT2S"));
            open = started(new SharedReplicas("open", config));
        }
        return open;
    }

    /** The key of the portal "replicas" on {@link #keyed()} replicas. */
    public static final String PORTAL_KEY = "replicas-portal-key";
    /** The operator's admin key on {@link #keyed()} replicas. */
    public static final String ADMIN_KEY = "replicas-admin-key";

    /** Replicas with the portal "replicas" ({@link #PORTAL_KEY}) and an admin key ({@link #ADMIN_KEY}). */
    public static synchronized SharedReplicas keyed() throws Exception {
        if (keyed == null) {
            Map<String, String> config = new HashMap<>(COMMON);
            config.putAll(Map.of("RINGGAMES_API_KEYS", "replicas:" + Hashes.sha256(PORTAL_KEY),
                    "RINGGAMES_ADMIN_KEY", Hashes.sha256(ADMIN_KEY)));
            keyed = started(new SharedReplicas("keyed", config));
        }
        return keyed;
    }

    private static SharedReplicas started(SharedReplicas replicas) throws Exception {
        replicas.database = RestartableDatabase.create(replicas.name + "-replicas-postgres");
        Runtime.getRuntime().addShutdownHook(new Thread(replicas::stopAll, replicas.name + "-replicas-stop"));
        replicas.both();
        return replicas;
    }

    /** The database, running. */
    public synchronized RestartableDatabase database() throws Exception {
        database.ensureRunning();
        return database;
    }

    public ServiceProcess a() throws Exception {
        return both().get(0);
    }

    public ServiceProcess b() throws Exception {
        return both().get(1);
    }

    /** A and B, running: those not running are started (together). */
    public synchronized List<ServiceProcess> both() throws Exception {
        database.ensureRunning();
        List<Integer> missing = new ArrayList<>();
        for (int i = 0; i < 2; i++) {
            if (replicas[i] == null || !replicas[i].alive()) {
                missing.add(i);
            }
        }
        if (!missing.isEmpty()) {
            ExecutorService pool = Executors.newFixedThreadPool(missing.size());
            try {
                List<Callable<ServiceProcess>> starting = new ArrayList<>();
                for (int i : missing) {
                    String replica = i == 0 ? "a" : "b";
                    String log = name + "-replica-" + replica + "-" + (++starts) + ".log";
                    Map<String, String> env = new HashMap<>(config);
                    env.put("RINGGAMES_ENGINE_REPLICA_NAME", replica);
                    starting.add(() -> ServiceProcess.start(database.port, log, env));
                }
                List<Future<ServiceProcess>> started = pool.invokeAll(starting);
                for (int k = 0; k < missing.size(); k++) {
                    replicas[missing.get(k)] = started.get(k).get();
                }
            } finally {
                pool.shutdownNow();
            }
        }
        return List.of(replicas[0], replicas[1]);
    }

    private synchronized void stopAll() {
        for (ServiceProcess replica : replicas) {
            if (replica != null) {
                try {
                    replica.close();
                } catch (Exception | Error e) {
                    // The JVM is exiting; what is left running dies with the machine's test run.
                }
            }
        }
        try {
            database.close();
        } catch (Exception e) {
            // As above.
        }
    }
}
