package org.ringgames.play.core;

/** A game's phase. */
public enum GameStatus {
    SETUP, PLAYING, FINISHED;

    /** As the API and the database spell it. */
    public String slug() {
        return name().toLowerCase(java.util.Locale.ROOT);
    }

    public static GameStatus of(String slug) {
        return valueOf(slug.toUpperCase(java.util.Locale.ROOT));
    }
}
