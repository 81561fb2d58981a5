package org.ringgames.rules.xequeo;

/** The two seats of docs/rules/xequeo.md §2. */
public enum Seat {
    PLACER('P'), RINGER('R');

    private final char letter;

    Seat(char letter) {
        this.letter = letter;
    }

    public char letter() {
        return letter;
    }

    public Seat opponent() {
        return this == PLACER ? RINGER : PLACER;
    }

    public String lowerName() {
        return this == PLACER ? "placer" : "ringer";
    }
}
