package org.ringgames.rules.xequeo.engine;

import java.util.Arrays;

/**
 * The engine's answer: its choice, its belief about the opponent's secret (index 1–7, summing to
 * 1; index 0 unused and 0) and one short sentence saying why.
 */
public record Advice(Choice choice, double[] opponentSecretBelief, String reason) {

    public Advice {
        if (opponentSecretBelief.length != 8) {
            throw new IllegalArgumentException("the belief has indices 0 to 7");
        }
        opponentSecretBelief = opponentSecretBelief.clone();
    }

    @Override
    public double[] opponentSecretBelief() {
        return opponentSecretBelief.clone();
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Advice a && a.choice.equals(choice) && a.reason.equals(reason)
                && Arrays.equals(a.opponentSecretBelief, opponentSecretBelief);
    }

    @Override
    public int hashCode() {
        return choice.hashCode() * 31 + Arrays.hashCode(opponentSecretBelief);
    }

    @Override
    public String toString() {
        return "Advice[" + choice + ", belief " + Arrays.toString(opponentSecretBelief) + ", " + reason + "]";
    }
}
