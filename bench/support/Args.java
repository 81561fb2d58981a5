/**
 * A program's positional arguments: the required ones first, then optional ones with their
 * defaults. A count out of bounds or a value that is not a number prints the usage and exits 2, as
 * does {@link #refuseIf} for values out of their bounds. Shared by the load generators
 * (bench/support).
 */
public final class Args {

    private final String program;
    private final String usage;
    private final String[] args;

    /** The arguments of program: between min and max of them, or the usage is printed and it exits 2. */
    public Args(String program, String usage, String[] args, int min, int max) {
        this.program = program;
        this.usage = usage;
        this.args = args;
        if (args.length < min || args.length > max) {
            fail(usage);
        }
    }

    /** Argument i, which the bounds make present. */
    public String text(int i) {
        return args[i];
    }

    /** Argument i, or the fallback when there are fewer. */
    public String text(int i, String fallback) {
        return args.length > i ? args[i] : fallback;
    }

    public int integer(int i, int fallback) {
        return (int) number(i, fallback);
    }

    public long number(int i, long fallback) {
        if (args.length <= i) {
            return fallback;
        }
        try {
            return Long.parseLong(args[i]);
        } catch (NumberFormatException e) {
            fail(program + ": not a number: " + args[i] + "\n" + usage);
            return fallback;
        }
    }

    /** Exits 2 with "program: bounds" when an argument is out of its bounds. */
    public void refuseIf(boolean outOfBounds, String bounds) {
        if (outOfBounds) {
            fail(program + ": " + bounds);
        }
    }

    /** Prints the message (a usage, or what is wrong with an argument) and exits 2. */
    public static void fail(String message) {
        System.err.println(message);
        System.exit(2);
    }
}
