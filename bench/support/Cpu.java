import java.io.IOException;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * CPU seconds (user + system) of this JVM and of other processes, read from /proc as
 * {@code proc_ticks} of bench/support/lib.sh does, so that a load generator can say what the
 * server and the database used in its measured window. The processes come as system properties:
 * {@code -Dcpu.app=PID} (the service), {@code -Dcpu.pg=PID} (the postmaster: its children are
 * summed too), {@code -Dcpu.hz} (ticks a second, {@code getconf CLK_TCK}, 100 unless told).
 * Shared by the load generators (bench/support).
 */
public final class Cpu {

    private Cpu() {
    }

    /** CPU seconds of this JVM. */
    public static double self() {
        return ((com.sun.management.OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean())
                .getProcessCpuTime() / 1e9;
    }

    /** CPU seconds of the process, with its direct children when asked; 0 when pid is null or blank. */
    public static double seconds(String pid, boolean withChildren) {
        return ticks(pid, withChildren) / Double.parseDouble(System.getProperty("cpu.hz", "100"));
    }

    /** This JVM, -Dcpu.app and -Dcpu.pg with its children, in CPU seconds (0 for what is not given). */
    public static double[] sample() {
        return new double[] {self(), seconds(System.getProperty("cpu.app"), false),
                seconds(System.getProperty("cpu.pg"), true)};
    }

    /** The cores each of two {@link #sample()}s' processes used between them: "client x, app y, postgres z". */
    public static String cores(double[] before, double[] after, double seconds) {
        return String.format("client %.2f, app %.2f, postgres %.2f", (after[0] - before[0]) / seconds,
                (after[1] - before[1]) / seconds, (after[2] - before[2]) / seconds);
    }

    /** CPU ticks (user + system) of the process, and of its direct children when asked. */
    public static long ticks(String pid, boolean withChildren) {
        if (pid == null || pid.isBlank()) {
            return 0;
        }
        long sum = 0;
        try (var dirs = Files.list(Path.of("/proc"))) {
            for (var dir : (Iterable<Path>) dirs::iterator) {
                String name = dir.getFileName().toString();
                if (!name.chars().allMatch(Character::isDigit)) {
                    continue;
                }
                try {
                    String stat = Files.readString(dir.resolve("stat"));
                    // fields after the command name "(…)": state ppid … utime(14) stime(15)
                    String[] f = stat.substring(stat.lastIndexOf(')') + 2).split(" ");
                    if (name.equals(pid) || (withChildren && f[1].equals(pid))) {
                        sum += Long.parseLong(f[11]) + Long.parseLong(f[12]);
                    }
                } catch (IOException | RuntimeException gone) {
                    // the process ended meanwhile
                }
            }
        } catch (IOException e) {
            return 0;
        }
        return sum;
    }
}
