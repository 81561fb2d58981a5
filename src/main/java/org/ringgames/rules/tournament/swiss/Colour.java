package org.ringgames.rules.tournament.swiss;

/** The two colours of a Swiss pairing. WHITE is the first seat (Gygès {@code south}, Xe Queo {@code placer}). */
public enum Colour {
    WHITE,
    BLACK;

    /** The other colour. */
    public Colour opposite() {
        return this == WHITE ? BLACK : WHITE;
    }

    /** The TRF letter: {@code w} or {@code b}. */
    public char code() {
        return this == WHITE ? 'w' : 'b';
    }
}
