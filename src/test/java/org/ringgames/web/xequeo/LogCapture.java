package org.ringgames.web.xequeo;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.logging.Formatter;
import java.util.logging.Handler;
import java.util.logging.Level;
import java.util.logging.LogRecord;
import java.util.logging.Logger;
import java.util.logging.SimpleFormatter;

/**
 * Every log line the service writes while open, from a handler on the root java.util.logging
 * logger (Quarkus logs through the JBoss LogManager, which is the JUL LogManager in tests: see the
 * Surefire configuration). The service's own categories ({@code org.ringgames}) are opened down to
 * DEBUG meanwhile, so a line an operator would see with debug logging on is caught too.
 */
final class LogCapture extends Handler implements AutoCloseable {

    private static final String SERVICE = "org.ringgames";
    private static final Formatter MESSAGE = new SimpleFormatter();

    private final List<String> lines = new CopyOnWriteArrayList<>();
    private final Logger root = Logger.getLogger("");
    private final Logger service = Logger.getLogger(SERVICE);
    private final Level serviceLevel;

    private LogCapture() {
        setLevel(Level.ALL);
        serviceLevel = service.getLevel();
        service.setLevel(Level.FINE);
        root.addHandler(this);
    }

    static LogCapture start() {
        return new LogCapture();
    }

    /** The lines so far: logger, level, formatted message and any exception with its stack trace. */
    List<String> lines() {
        return List.copyOf(lines);
    }

    @Override
    public void publish(LogRecord record) {
        StringBuilder line = new StringBuilder().append(record.getLoggerName()).append(' ').append(record.getLevel())
                .append(' ').append(formatted(record));
        if (record.getParameters() != null && record.getParameters().length > 0) {
            line.append(" | raw: ").append(record.getMessage()).append(' ').append(Arrays.deepToString(record.getParameters()));
        }
        if (record.getThrown() != null) {
            StringWriter trace = new StringWriter();
            record.getThrown().printStackTrace(new PrintWriter(trace));
            line.append('\n').append(trace);
        }
        lines.add(line.toString());
    }

    /** JBoss records may be printf-style; their own getFormattedMessage knows which. */
    private static String formatted(LogRecord record) {
        try {
            return String.valueOf(record.getClass().getMethod("getFormattedMessage").invoke(record));
        } catch (ReflectiveOperationException | RuntimeException e) {
            return MESSAGE.formatMessage(record);
        }
    }

    @Override
    public void flush() {
    }

    @Override
    public void close() {
        root.removeHandler(this);
        service.setLevel(serviceLevel);
    }
}
