import java.io.IOException;
import java.nio.file.Path;
import java.time.Instant;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.HashSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import jdk.jfr.consumer.RecordedEvent;
import jdk.jfr.consumer.RecordedFrame;
import jdk.jfr.consumer.RecordedStackTrace;
import jdk.jfr.consumer.RecordedThread;
import jdk.jfr.consumer.RecordingFile;

/**
 * Where the request threads' CPU goes, by layer of the stack, from a JFR recording of the server
 * (bench/http/profile-moves.sh records one with {@code settings=profile}).
 *
 * <pre>
 *   java bench/support/JfrLayers.java RECORDING.jfr [fromEpochMs toEpochMs] [threadPrefix=executor-thread]
 * </pre>
 *
 * Reads the {@code jdk.ExecutionSample} events (threads running Java code; time blocked on a
 * socket, e.g. waiting for PostgreSQL, is not sampled) of the threads whose name starts with
 * threadPrefix, optionally only those inside [from, to) (epoch milliseconds) and with
 * {@code -Dunder=SUBSTRING} only those with a frame whose "class.method" contains it, and prints:
 * <ul>
 * <li>per layer, exclusive: each sample goes to the layer of its innermost frame that is not
 *     JDK code ({@code java.*}, {@code jdk.*}, {@code sun.*}, {@code com.sun.*}), so a
 *     {@code HashMap.get} called by Hibernate counts as Hibernate; the shares add up to 100 %;</li>
 * <li>per layer, inclusive: a sample counts for every layer that has a frame anywhere in its
 *     stack (shares add up to more than 100 %);</li>
 * <li>named operations of a move post ({@link #OPERATIONS}), inclusive;</li>
 * <li>the hottest methods, inclusive ({@code -Dtop=N}, default 70) and by innermost frame;</li>
 * <li>the mean CPU of the JVM and of its threads by name prefix in the same window, from
 *     {@code jdk.CPULoad} and {@code jdk.ThreadCPULoad} (user and system), in cores.</li>
 * </ul>
 * The layer rules are the {@link #LAYERS} table below, first match wins.
 */
public class JfrLayers {

    /** Layer name → class-name prefixes (or, starting with '~', substrings), first match wins. */
    static final Map<String, List<String>> LAYERS = new LinkedHashMap<>();

    static {
        LAYERS.put("CDI interceptors / JTA (ArC, Narayana)", List.of("~_Subclass", "~_ClientProxy", "~_Bean",
                "~_InterceptorInitializer", "io.quarkus.arc.", "io.quarkus.narayana.", "com.arjuna.",
                "org.jboss.narayana.", "org.jboss.tm.", "jakarta.transaction.", "jakarta.interceptor.",
                "io.smallrye.context.", "io.quarkus.transaction."));
        LAYERS.put("Bean Validation (Hibernate Validator)", List.of("org.hibernate.validator.", "jakarta.validation.",
                "io.quarkus.hibernate.validator."));
        LAYERS.put("JSON (Jackson)", List.of("com.fasterxml.jackson.", "io.quarkus.jackson.",
                "org.hibernate.type.format.jackson.", "io.quarkus.resteasy.reactive.jackson.",
                "org.jboss.resteasy.reactive.server.jackson.", "io.quarkus.hibernate.orm.runtime.customized.QuarkusJackson"));
        LAYERS.put("JDBC driver + Agroal", List.of("org.postgresql.", "io.agroal.", "io.quarkus.agroal."));
        LAYERS.put("Hibernate ORM (+ Panache)", List.of("org.hibernate.", "io.quarkus.hibernate.orm.",
                "io.quarkus.panache.", "jakarta.persistence."));
        LAYERS.put("HTTP: RESTEasy Reactive", List.of("org.jboss.resteasy.reactive.", "io.quarkus.resteasy.reactive.",
                "io.quarkus.resteasy."));
        LAYERS.put("HTTP: Vert.x / Netty / Quarkus HTTP", List.of("io.vertx.", "io.netty.", "io.quarkus.vertx.",
                "io.smallrye.mutiny.", "io.quarkus.runtime."));
        LAYERS.put("logging", List.of("org.jboss.logging.", "org.jboss.logmanager.", "io.quarkus.bootstrap.logging.",
                "org.slf4j.", "io.quarkus.logging."));
        LAYERS.put("metrics (Micrometer)", List.of("io.micrometer.", "io.quarkus.micrometer."));
        LAYERS.put("ours: rules (org.ringgames.rules)", List.of("org.ringgames.rules."));
        LAYERS.put("ours: play (org.ringgames.play: write, snapshot, render)", List.of("org.ringgames.play."));
        LAYERS.put("ours: web (org.ringgames.web)", List.of("org.ringgames.web."));
        LAYERS.put("ours: store (org.ringgames.store)", List.of("org.ringgames.store."));
        LAYERS.put("ours: other (org.ringgames.*)", List.of("org.ringgames."));
    }

    /** Operations of a move post: label → substrings of "class.method"; a sample counts if any frame matches. */
    static final Map<String, List<String>> OPERATIONS = new LinkedHashMap<>();

    static {
        OPERATIONS.put("SeatResource.move (the move handler, all below it)", List.of("web.games.SeatResource.move"));
        OPERATIONS.put("SeatResource.setup (setups of new games)", List.of("web.games.SeatResource.setup"));
        OPERATIONS.put("request body read (RequestDeserializeHandler)", List.of("RequestDeserializeHandler.handle"));
        OPERATIONS.put("response write (ResponseWriterHandler)", List.of("ResponseWriterHandler.handle"));
        OPERATIONS.put("Bean Validation proper (ValidatorImpl.validate*)", List.of("validator.internal.engine.ValidatorImpl.validate"));
        OPERATIONS.put("@Transactional body (invokeInOurTx)", List.of("TransactionalInterceptorBase.invokeInOurTx"));
        OPERATIONS.put("JTA begin (BaseTransaction.begin)", List.of("arjunacore.BaseTransaction.begin"));
        OPERATIONS.put("JTA commit (commitAndDisassociate: Hibernate flush at completion, JDBC COMMIT, session close)", List.of("TransactionImple.commitAndDisassociate"));
        OPERATIONS.put("… Hibernate beforeTransactionCompletion (flush of the event INSERT)", List.of("SessionImpl.beforeTransactionCompletion"));
        OPERATIONS.put("… Hibernate afterTransactionCompletion / session close", List.of("SessionImpl.afterTransactionCompletion", "SessionImpl.close"));
        OPERATIONS.put("… JDBC commit (PgConnection.commit)", List.of("org.postgresql.jdbc.PgConnection.commit"));
        OPERATIONS.put("session open (TransactionScopedSession.acquireSession)", List.of("TransactionScopedSession.acquireSession"));
        OPERATIONS.put("connection from the pool (Agroal getConnection)", List.of("AgroalDataSource.getConnection", "ConnectionPool.getConnection"));
        OPERATIONS.put("GameRows.findForUpdate (find with PESSIMISTIC_WRITE)", List.of("GameRows.findForUpdate"));
        OPERATIONS.put("GygesGames.move (check, play, record)", List.of("gyges.GygesGames.move"));
        OPERATIONS.put("… PositionAnalysis.check (move check)", List.of("PositionAnalysis.check"));
        OPERATIONS.put("… MoveHistoryRows persist (game_move)", List.of("MoveHistoryRows_ClientProxy.persist"));
        OPERATIONS.put("explicit flush (games.flush: dirty check, INSERT game_move, UPDATE game)", List.of("PanacheRepositoryBase.flush"));
        OPERATIONS.put("… dirty checking (DefaultFlushEntityEventListener.dirtyCheck)", List.of("DefaultFlushEntityEventListener.dirtyCheck"));
        OPERATIONS.put("Hibernate INSERT actions (EntityInsertAction.execute)", List.of("EntityInsertAction.execute"));
        OPERATIONS.put("Hibernate UPDATE actions (EntityUpdateAction.execute)", List.of("EntityUpdateAction.execute"));
        OPERATIONS.put("JSON columns (JacksonJsonFormatMapper)", List.of("JacksonJsonFormatMapper."));
        OPERATIONS.put("GameModules.snapshot (state after the move)", List.of("play.GameModules.snapshot"));
        OPERATIONS.put("SeatHeaders.render (response / event JSON)", List.of("SeatHeaders.render"));
        OPERATIONS.put("ComputerTurns.schedule", List.of("ComputerTurns.schedule"));
        OPERATIONS.put("GameWrites.record (events append + notify)", List.of("GameWrites.record"));
        OPERATIONS.put("… EventRows.append (persist game_event)", List.of("EventRows.append"));
        OPERATIONS.put("… EventRows.notifyCommitted (native SELECT pg_notify)", List.of("EventRows.notifyCommitted"));
        OPERATIONS.put("… … NativeQueryImpl.prepareForExecution", List.of("NativeQueryImpl.prepareForExecution"));
        OPERATIONS.put("PostgreSQL driver, any frame (org.postgresql)", List.of("org.postgresql."));
        OPERATIONS.put("Agroal, any frame (io.agroal)", List.of("io.agroal."));
        OPERATIONS.put("Jackson, any frame", List.of("com.fasterxml.jackson."));
        OPERATIONS.put("logging, any frame", List.of("org.jboss.logging.", "org.jboss.logmanager."));
    }

    /** -Dunder=SUBSTRING: only the samples with a frame "class.method" containing it. */
    static final String UNDER = System.getProperty("under");

    static final String OTHER = "other";
    static final String JDK_ONLY = "JDK only (no non-JDK frame in the stack)";

    static boolean jdk(String cls) {
        return cls.startsWith("java.") || cls.startsWith("jdk.") || cls.startsWith("sun.") || cls.startsWith("com.sun.");
    }

    static String layer(String cls) {
        for (Map.Entry<String, List<String>> e : LAYERS.entrySet()) {
            for (String p : e.getValue()) {
                if (p.startsWith("~") ? cls.contains(p.substring(1)) : cls.startsWith(p)) {
                    return e.getKey();
                }
            }
        }
        return OTHER;
    }

    public static void main(String[] args) throws IOException {
        if (args.length < 1 || args.length > 4) {
            System.err.println("usage: java bench/support/JfrLayers.java RECORDING.jfr [fromEpochMs toEpochMs] [threadPrefix]");
            System.exit(2);
        }
        Path file = Path.of(args[0]);
        long from = args.length >= 3 ? Long.parseLong(args[1]) : Long.MIN_VALUE;
        long to = args.length >= 3 ? Long.parseLong(args[2]) : Long.MAX_VALUE;
        String prefix = args.length == 2 ? args[1] : args.length == 4 ? args[3] : "executor-thread";

        Map<String, Long> exclusive = new HashMap<>();
        Map<String, Long> inclusive = new HashMap<>();
        Map<String, Long> hotInclusive = new HashMap<>();
        Map<String, Long> hotLeaf = new HashMap<>();
        Map<String, Long> operations = new HashMap<>();
        Map<String, Long> samplesByThreadGroup = new HashMap<>();
        long samples = 0;
        long truncated = 0;
        // CPU: sums and counts of load events per thread group, and of the JVM as a whole.
        Map<String, double[]> threadLoad = new HashMap<>(); // group → {user, system} summed over events
        Map<String, Set<Long>> threadLoadTimes = new HashMap<>();
        double jvmUser = 0, jvmSystem = 0, machine = 0;
        long cpuLoadEvents = 0;
        Set<Long> threadLoadStamps = new HashSet<>();
        int cpus = Runtime.getRuntime().availableProcessors();
        Instant first = null, last = null;

        try (RecordingFile rf = new RecordingFile(file)) {
            while (rf.hasMoreEvents()) {
                RecordedEvent ev = rf.readEvent();
                String type = ev.getEventType().getName();
                long t = ev.getStartTime().toEpochMilli();
                if (t < from || t >= to) {
                    continue;
                }
                switch (type) {
                    case "jdk.CPUInformation" -> cpus = ev.getInt("hwThreads");
                    case "jdk.CPULoad" -> {
                        jvmUser += ev.getFloat("jvmUser");
                        jvmSystem += ev.getFloat("jvmSystem");
                        machine += ev.getFloat("machineTotal");
                        cpuLoadEvents++;
                    }
                    case "jdk.ThreadCPULoad" -> {
                        RecordedThread th = ev.getThread("eventThread");
                        String g = group(th == null ? null : th.getJavaName());
                        double[] a = threadLoad.computeIfAbsent(g, k -> new double[2]);
                        a[0] += ev.getFloat("user");
                        a[1] += ev.getFloat("system");
                        // One batch of ThreadCPULoad events per period: count the periods.
                        threadLoadStamps.add(t / 1000);
                    }
                    case "jdk.ExecutionSample" -> {
                        RecordedThread th = ev.getThread("sampledThread");
                        String name = th == null ? "" : th.getJavaName();
                        samplesByThreadGroup.merge(group(name), 1L, Long::sum);
                        if (name == null || !name.startsWith(prefix)) {
                            continue;
                        }
                        RecordedStackTrace st = ev.getStackTrace();
                        if (st == null) {
                            continue;
                        }
                        if (st.isTruncated()) {
                            truncated++;
                        }
                        if (first == null || ev.getStartTime().isBefore(first)) {
                            first = ev.getStartTime();
                        }
                        if (last == null || ev.getStartTime().isAfter(last)) {
                            last = ev.getStartTime();
                        }
                        List<RecordedFrame> frames = st.getFrames();
                        if (UNDER != null && frames.stream().noneMatch(f -> f.getMethod() != null && f.getMethod().getType() != null
                                && (f.getMethod().getType().getName() + "." + f.getMethod().getName()).contains(UNDER))) {
                            continue;
                        }
                        String ex = null;
                        Set<String> layers = new HashSet<>();
                        Set<String> methods = new HashSet<>();
                        for (RecordedFrame f : frames) {
                            if (f.getMethod() == null || f.getMethod().getType() == null) {
                                continue;
                            }
                            String cls = f.getMethod().getType().getName();
                            methods.add(cls + "." + f.getMethod().getName());
                            if (!jdk(cls)) {
                                String l = layer(cls);
                                layers.add(l);
                                if (ex == null) {
                                    ex = l;
                                }
                            }
                        }
                        samples++;
                        exclusive.merge(ex == null ? JDK_ONLY : ex, 1L, Long::sum);
                        for (String l : layers) {
                            inclusive.merge(l, 1L, Long::sum);
                        }
                        for (String m : methods) {
                            hotInclusive.merge(m, 1L, Long::sum);
                        }
                        for (Map.Entry<String, List<String>> op : OPERATIONS.entrySet()) {
                            if (methods.stream().anyMatch(m -> op.getValue().stream().anyMatch(m::contains))) {
                                operations.merge(op.getKey(), 1L, Long::sum);
                            }
                        }
                        if (!frames.isEmpty() && frames.get(0).getMethod() != null) {
                            RecordedFrame f = frames.get(0);
                            hotLeaf.merge(f.getMethod().getType().getName() + "." + f.getMethod().getName(), 1L, Long::sum);
                        }
                    }
                    default -> {
                    }
                }
            }
        }
        System.out.printf("recording %s, threads %s*, window %s%n", file, prefix,
                from == Long.MIN_VALUE ? "whole recording" : Instant.ofEpochMilli(from) + " .. " + Instant.ofEpochMilli(to));
        if (UNDER != null) {
            System.out.println("only samples with a frame containing " + UNDER);
        }
        System.out.printf("samples %d (first %s, last %s), stacks truncated %d%n", samples, first, last, truncated);
        System.out.println("execution samples of all threads by group: " + samplesByThreadGroup);
        System.out.println();
        System.out.println("EXCLUSIVE (innermost non-JDK frame's layer)");
        print(exclusive, samples);
        System.out.println();
        System.out.println("INCLUSIVE (layer anywhere in the stack)");
        print(inclusive, samples);
        System.out.println();
        System.out.println("OPERATIONS, inclusive (a sample counts if any frame matches)");
        for (String op : OPERATIONS.keySet()) {
            long c = operations.getOrDefault(op, 0L);
            System.out.printf("  %6.1f %%  %7d  %s%n", 100.0 * c / samples, c, op);
        }
        System.out.println();
        int topN = Integer.getInteger("top", 70);
        System.out.println("HOT METHODS, inclusive (top " + topN + ", -Dtop=N)");
        top(hotInclusive, samples, topN);
        System.out.println();
        System.out.println("HOT METHODS, innermost frame (top 30)");
        top(hotLeaf, samples, 30);
        System.out.println();
        if (cpuLoadEvents > 0) {
            System.out.printf("CPU (jdk.CPULoad, %d events, %d cpus): JVM user %.3f + system %.3f = %.3f cores; machine %.3f cores%n",
                    cpuLoadEvents, cpus, jvmUser / cpuLoadEvents * cpus, jvmSystem / cpuLoadEvents * cpus,
                    (jvmUser + jvmSystem) / cpuLoadEvents * cpus, machine / cpuLoadEvents * cpus);
        }
        int periods = threadLoadStamps.size();
        if (periods > 0) {
            System.out.printf("thread CPU (jdk.ThreadCPULoad, %d periods), cores user / system:%n", periods);
            double tu = 0, ts = 0;
            for (Map.Entry<String, double[]> e : threadLoad.entrySet()) {
                double u = e.getValue()[0] / periods * cpus, s = e.getValue()[1] / periods * cpus;
                tu += u;
                ts += s;
                System.out.printf("  %-28s %.3f / %.3f%n", e.getKey(), u, s);
            }
            System.out.printf("  %-28s %.3f / %.3f%n", "all Java threads", tu, ts);
        }
    }

    static String group(String name) {
        if (name == null) {
            return "(no name)";
        }
        return name.replaceAll("[-#\\s]*\\d+$", "").replaceAll("\\d+", "N");
    }

    static void print(Map<String, Long> m, long total) {
        m.entrySet().stream().sorted(Map.Entry.<String, Long>comparingByValue().reversed())
                .forEach(e -> System.out.printf("  %6.1f %%  %7d  %s%n", 100.0 * e.getValue() / total, e.getValue(), e.getKey()));
    }

    static void top(Map<String, Long> m, long total, int n) {
        List<Map.Entry<String, Long>> l = new ArrayList<>(m.entrySet());
        l.sort(Map.Entry.<String, Long>comparingByValue().reversed().thenComparing(Map.Entry.comparingByKey(Comparator.naturalOrder())));
        for (int i = 0; i < Math.min(n, l.size()); i++) {
            System.out.printf("  %6.1f %%  %7d  %s%n", 100.0 * l.get(i).getValue() / total, l.get(i).getValue(), l.get(i).getKey());
        }
    }
}
