/**
 * The edges of a load generator's measured window, for a script to sample there what only it can
 * read (other processes' CPU ticks with proc_ticks of bench/support/lib.sh, the WAL position, statement
 * statistics). Shared by the load generators that take {@code -Dwindow.hook=PROGRAM}; compiled by
 * {@code compile_support} of bench/support/lib.sh onto their class path.
 */
public final class WindowHook {

    private WindowHook() {
    }

    /**
     * Runs {@code -Dwindow.hook} with the phase as its argument (e.g. {@code start}, {@code end}),
     * waits for it, and prints its output on one line after {@code WINDOW phase }; does nothing
     * without the property. A hook that fails stops the run: a window without its samples is no
     * measurement.
     */
    public static void run(String phase) throws Exception {
        String hook = System.getProperty("window.hook");
        if (hook == null || hook.isBlank()) {
            return;
        }
        Process p = new ProcessBuilder(hook, phase).redirectErrorStream(true).start();
        String out = new String(p.getInputStream().readAllBytes(), java.nio.charset.StandardCharsets.UTF_8).trim();
        if (p.waitFor() != 0) {
            throw new IllegalStateException("window hook " + hook + " " + phase + " failed: " + out);
        }
        System.out.println("WINDOW " + phase + " " + out.replace('\n', ' '));
    }
}
