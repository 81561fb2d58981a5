package org.ringgames.rules.tournament.swiss;

import java.util.Optional;

/** The tie-break criteria of FIDE C.07 the service offers, with their slugs in the HTTP API. */
public enum Tiebreak {
    /** The sum of the opponents' scores (C.07 7.1, with virtual opponents for unplayed rounds). */
    BUCHHOLZ("buchholz"),
    /** Buchholz without the lowest contribution (C.07 14.1, Cut-1). */
    BUCHHOLZ_CUT1("buchholz-cut1"),
    /** The sum of the scores of the opponents beaten plus half those drawn (C.07 7.2). */
    SONNEBORN_BERGER("sonneborn-berger"),
    /** The points scored among the tied players themselves (C.07 6.1). */
    DIRECT_ENCOUNTER("direct-encounter"),
    /** The number of games won, forfeit wins and byes included as C.07 7.3 says. */
    WINS("wins");

    private final String slug;

    Tiebreak(String slug) {
        this.slug = slug;
    }

    /** The name of the criterion in the HTTP API. */
    public String slug() {
        return slug;
    }

    /** The criterion of this slug, if any. */
    public static Optional<Tiebreak> fromSlug(String slug) {
        for (Tiebreak t : values()) {
            if (t.slug.equals(slug)) {
                return Optional.of(t);
            }
        }
        return Optional.empty();
    }
}
