package org.ringgames.play.players;

import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.games.GamePlay;
import org.ringgames.play.core.PortalNames;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.play.clock.ClockSettings;

/**
 * The game a challenge or a seek asks for: which game, its rules (every option with its value) and
 * its clock, as the create body gives them. The clock is checked here, so a challenge that could
 * never become a game is refused when it is made, not when it is taken. A rated game's terms pair
 * only with rated ones.
 */
public record GameTerms(GameKind kind, Map<String, Object> rules, Optional<ClockSettings> clock, boolean rated) {

    public GameTerms {
        rules = Map.copyOf(rules);
        clock.ifPresent(ClockSettings::toTimeControl);
    }

    /**
     * The text two seeks must share to pair: the portal, the game, the rules and the clock as it
     * counts (so {@code {"initialSeconds": 300}} and {@code {"initialSeconds": 300,
     * "incrementSeconds": 0}} are the same clock).
     */
    public String matchKey(Optional<String> portal) {
        String counted = clock.map(c -> c.toTimeControl().toString()).orElse("untimed");
        return portal.orElse("") + "|" + kind.slug() + "|" + new TreeMap<>(rules) + "|" + counted + (rated ? "|rated" : "");
    }

    /** The clock as stored and shown: the members the create body gave, by their names; null when untimed. */
    public Map<String, Object> storedClock() {
        if (clock.isEmpty()) {
            return null;
        }
        ClockSettings c = clock.get();
        // Integers, as JSON reads them back: with Longs here the row's JSON would never equal what
        // Hibernate read, and every seek and challenge with a clock was written twice (docs/benchmarks.md §14).
        // The constructor checked the bounds, all far below 2^31.
        Map<String, Object> members = new TreeMap<>();
        c.initialSeconds().ifPresent(v -> members.put("initialSeconds", Math.toIntExact(v)));
        c.incrementSeconds().ifPresent(v -> members.put("incrementSeconds", Math.toIntExact(v)));
        c.daysPerMove().ifPresent(v -> members.put("daysPerMove", Math.toIntExact(v)));
        c.setupSeconds().ifPresent(v -> members.put("setupSeconds", Math.toIntExact(v)));
        c.firstMoveSeconds().ifPresent(v -> members.put("firstMoveSeconds", Math.toIntExact(v)));
        return members;
    }

    /** The terms a challenge or seek row stores. */
    public static GameTerms stored(String kind, Map<String, Object> rules, Map<String, Object> clock, boolean rated) {
        Optional<ClockSettings> settings = Optional.ofNullable(clock).map(c -> new ClockSettings(
                number(c, "initialSeconds"), number(c, "incrementSeconds"), number(c, "daysPerMove"),
                number(c, "setupSeconds"), number(c, "firstMoveSeconds")));
        return new GameTerms(GameKind.stored(kind), rules == null ? Map.of() : rules, settings, rated);
    }

    private static Optional<Long> number(Map<String, Object> clock, String member) {
        return Optional.ofNullable((Number) clock.get(member)).map(Number::longValue);
    }

    /** The game to create on these terms, with these seats played by the engine. */
    GamePlay.NewGame newGame(Map<SeatIndex, Integer> computers) {
        return new GamePlay.NewGame(kind, rules, clock, computers, PortalNames.NONE, Optional.empty()).rated(rated);
    }

    /** The rating pool a game on these terms rates in. */
    public org.ringgames.rules.rating.Pool pool() {
        return org.ringgames.play.ratings.Ratings.poolOf(kind.slug(), clock.map(ClockSettings::toTimeControl).orElse(null));
    }

    /** A stored row's kind, as game.kind stores it. */
    String storedKind() {
        return kind.slug();
    }
}
