package org.ringgames.web.players;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.players.GameTerms;
import org.ringgames.rules.Parsed;
import org.ringgames.rules.rating.RatingRange;
import org.ringgames.web.game.GameBodies;
import org.ringgames.web.game.GameFormats;
import org.ringgames.web.game.GygesRulesBody;

/** Reads what a challenge or seek body asks for, as a create body's game, rules and clock are read. */
@ApplicationScoped
public class PlayerTerms {

    @Inject
    GameFormats formats;

    GameTerms read(String game, GygesRulesBody rules, GameBodies.ClockBody clock, Boolean rated) {
        GameKind kind = GameFormats.kind(game);
        return new GameTerms(kind, formats.of(kind).rules(rules),
                Optional.ofNullable(clock).map(GameBodies.ClockBody::toSettings), Boolean.TRUE.equals(rated));
    }

    /** A seek's rating range, read strictly ("1400-1800"); 400 with the offending text otherwise. */
    static Optional<RatingRange> ratingRange(String text) {
        if (text == null) {
            return Optional.empty();
        }
        Parsed<RatingRange> parsed = RatingRange.parse(text);
        if (parsed instanceof Parsed.Failed<RatingRange> failed) {
            throw new Rejection(Rejection.Kind.MALFORMED, "ratingRange: " + failed.message(), Map.of("ratingRange", text));
        }
        return Optional.of(((Parsed.Ok<RatingRange>) parsed).value());
    }

    /** An id in a path or a body: a UUID, or the thing is not found (as an unknown one). */
    static UUID id(String text, String what) {
        try {
            return UUID.fromString(text);
        } catch (IllegalArgumentException e) {
            throw new Rejection(Rejection.Kind.NOT_FOUND, "no " + what + " " + text);
        }
    }
}
