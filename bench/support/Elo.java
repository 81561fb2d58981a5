import java.util.Locale;

/** The Elo difference a score (0–1) stands for, as the match and ladder programs print it (bench/support). */
public final class Elo {

    private Elo() {
    }

    /** −400 log10(1/score − 1), signed and rounded; ±inf at 0 and 1. */
    public static String of(double score) {
        if (score <= 0) {
            return "-inf";
        }
        if (score >= 1) {
            return "+inf";
        }
        return String.format(Locale.ROOT, "%+.0f", -400 * Math.log10(1 / score - 1));
    }
}
