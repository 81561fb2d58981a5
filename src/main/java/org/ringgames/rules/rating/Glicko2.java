package org.ringgames.rules.rating;

import java.util.List;

/**
 * Glickman's Glicko-2 rating system ("Example of the Glicko-2 system", Mark E. Glickman, 2012),
 * step by step as the paper numbers its steps. A rating is a value, a deviation (how uncertain the
 * value is) and a volatility (how erratic the player's results are); a rating period's results
 * move all three, and a period without games only widens the deviation.
 *
 * <p>Internally the paper's Glicko-2 scale: {@code μ = (r − 1500) / 173.7178}, {@code φ = RD /
 * 173.7178}. The system constant τ bounds how fast the volatility may change; the paper suggests
 * 0.3 to 1.2 and uses 0.5 in its example (lichess uses 0.75).
 *
 * <p>Pure: no clock, no storage. Who calls it decides what a rating period is (this service: each
 * rated game is its own, after {@link #idle} for the time since the player's last game).
 */
public final class Glicko2 {

    /** The factor between the Glicko scale and the Glicko-2 scale. */
    public static final double SCALE = 173.7178;
    /** A new player's rating, deviation and volatility (the paper's suggestion). */
    public static final Rating NEW_PLAYER = new Rating(1500, 350, 0.06);
    /** A rating is provisional while its deviation is above this. */
    public static final double PROVISIONAL_DEVIATION = 110;
    /** The convergence tolerance of step 5's iteration, the paper's ε. */
    private static final double EPSILON = 0.000001;

    private final double tau;

    /** @param tau the system constant τ, positive (the paper: 0.3 to 1.2) */
    public Glicko2(double tau) {
        if (!(tau > 0) || Double.isInfinite(tau)) {
            throw new IllegalArgumentException("τ is a positive number, not " + tau);
        }
        this.tau = tau;
    }

    public double tau() {
        return tau;
    }

    /** A player's rating on the Glicko scale: value r, deviation RD, volatility σ. */
    public record Rating(double rating, double deviation, double volatility) {

        public Rating {
            if (!(deviation > 0) || !(volatility > 0) || !Double.isFinite(rating)) {
                throw new IllegalArgumentException("a rating is finite with a positive deviation and volatility: "
                        + rating + " / " + deviation + " / " + volatility);
            }
        }

        /** Whether the rating is still provisional: its deviation above {@link #PROVISIONAL_DEVIATION}. */
        public boolean provisional() {
            return deviation > PROVISIONAL_DEVIATION;
        }

        double mu() {
            return (rating - 1500) / SCALE;
        }

        double phi() {
            return deviation / SCALE;
        }
    }

    /** One game of the period: the opponent's rating before it, and the score (1 win, 0.5 draw, 0 loss). */
    public record Result(Rating opponent, double score) {

        public Result {
            if (score != 0 && score != 0.5 && score != 1) {
                throw new IllegalArgumentException("a score is 0, 0.5 or 1, not " + score);
            }
        }
    }

    /**
     * The deviation after {@code periods} rating periods without a game (step 6 alone, once a
     * period: {@code φ² + periods · σ²}), never wider than a new player's.
     */
    public Rating idle(Rating player, double periods) {
        if (!(periods >= 0) || Double.isInfinite(periods)) {
            throw new IllegalArgumentException("periods is a number ≥ 0, not " + periods);
        }
        if (periods == 0) {
            return player;
        }
        double phi = Math.sqrt(player.phi() * player.phi() + periods * player.volatility() * player.volatility());
        return new Rating(player.rating(), Math.min(phi * SCALE, NEW_PLAYER.deviation()), player.volatility());
    }

    /** The player's rating after a period with these results (none: the deviation widens once). */
    public Rating update(Rating player, List<Result> results) {
        double mu = player.mu();
        double phi = player.phi();
        double sigma = player.volatility();
        if (results.isEmpty()) {
            return idle(player, 1);
        }
        // Step 3: the estimated variance v of the player's rating from the game outcomes alone;
        // step 4: the estimated improvement Δ.
        double inverseV = 0;
        double improvement = 0;
        for (Result result : results) {
            double g = g(result.opponent().phi());
            double e = expected(mu, result.opponent().mu(), g);
            inverseV += g * g * e * (1 - e);
            improvement += g * (result.score() - e);
        }
        double v = 1 / inverseV;
        double delta = v * improvement;
        // Step 5: the new volatility σ', by the Illinois algorithm on f.
        double newSigma = volatility(delta, phi, v, sigma);
        // Step 6: the pre-period deviation φ*; step 7: the new deviation and value.
        double phiStar = Math.sqrt(phi * phi + newSigma * newSigma);
        double newPhi = 1 / Math.sqrt(1 / (phiStar * phiStar) + 1 / v);
        double newMu = mu + newPhi * newPhi * improvement;
        // Step 8: back to the Glicko scale.
        return new Rating(SCALE * newMu + 1500, SCALE * newPhi, newSigma);
    }

    /** The paper's g(φ): how much an opponent's uncertainty discounts the game. */
    static double g(double phi) {
        return 1 / Math.sqrt(1 + 3 * phi * phi / (Math.PI * Math.PI));
    }

    /** The paper's E(μ, μj, φj): the expected score against the opponent. */
    static double expected(double mu, double opponentMu, double g) {
        return 1 / (1 + Math.exp(-g * (mu - opponentMu)));
    }

    /** Step 5: σ' = e^(A/2) where A solves f(x) = 0, bracketed and narrowed as the paper does. */
    private double volatility(double delta, double phi, double v, double sigma) {
        double a = Math.log(sigma * sigma);
        double deltaSquared = delta * delta;
        double phiSquared = phi * phi;
        java.util.function.DoubleUnaryOperator f = x -> {
            double ex = Math.exp(x);
            double d = phiSquared + v + ex;
            return ex * (deltaSquared - phiSquared - v - ex) / (2 * d * d) - (x - a) / (tau * tau);
        };
        double lower = a;
        double upper;
        if (deltaSquared > phiSquared + v) {
            upper = Math.log(deltaSquared - phiSquared - v);
        } else {
            int k = 1;
            while (f.applyAsDouble(a - k * tau) < 0) {
                k++;
            }
            upper = a - k * tau;
        }
        double fLower = f.applyAsDouble(lower);
        double fUpper = f.applyAsDouble(upper);
        while (Math.abs(upper - lower) > EPSILON) {
            double c = lower + (lower - upper) * fLower / (fUpper - fLower);
            double fC = f.applyAsDouble(c);
            if (fC * fUpper <= 0) {
                lower = upper;
                fLower = fUpper;
            } else {
                fLower = fLower / 2;
            }
            upper = c;
            fUpper = fC;
        }
        return Math.exp(lower / 2);
    }
}
