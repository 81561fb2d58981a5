package org.ringgames.support;

import io.quarkus.hibernate.orm.PersistenceUnitExtension;
import jakarta.enterprise.context.ApplicationScoped;
import java.util.ArrayList;
import java.util.List;
import org.hibernate.resource.jdbc.spi.StatementInspector;

/**
 * Every SQL statement Hibernate prepares (entity operations and native queries alike), with the
 * thread that sent it, while a test records. A test bean: the service itself has no inspector.
 */
@PersistenceUnitExtension
@ApplicationScoped
public class RecordedStatements implements StatementInspector {

    /** A statement as prepared, and the name of the thread that prepared it. */
    public record Statement(String thread, String sql) {
    }

    private static final List<Statement> RECORDED = new ArrayList<>();
    private static volatile boolean recording;

    public static synchronized void start() {
        RECORDED.clear();
        recording = true;
    }

    /** Stops recording; the statements since {@link #start}. */
    public static synchronized List<Statement> stop() {
        recording = false;
        return List.copyOf(RECORDED);
    }

    @Override
    public String inspect(String sql) {
        if (recording) {
            synchronized (RecordedStatements.class) {
                RECORDED.add(new Statement(Thread.currentThread().getName(), sql));
            }
        }
        return sql;
    }
}
