package org.ringgames.web.players;

import jakarta.validation.Valid;
import jakarta.validation.constraints.NotNull;
import java.time.Instant;
import java.util.List;
import java.util.Map;
import org.eclipse.microprofile.openapi.annotations.enums.SchemaType;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.ringgames.play.players.Challenge;
import org.ringgames.play.players.DeclineReason;
import org.ringgames.play.players.GameTerms;
import org.ringgames.play.access.Player;
import org.ringgames.play.players.Seek;
import org.ringgames.play.ratings.Ratings;
import org.ringgames.rules.rating.RatingRange;
import org.ringgames.web.game.GameBodies;
import org.ringgames.web.game.GameViews;
import org.ringgames.web.game.GygesRulesBody;

/** The request and response bodies of players, challenges and seeks. */
public final class PlayerViews {

    private PlayerViews() {
    }

    @Schema(name = "CreatePlayer", requiredProperties = "name")
    public record CreatePlayer(@NotNull @Schema(minLength = 1, maxLength = 40, examples = "my-bot",
            description = "1 to 40 characters, no control characters; need not be unique.") String name,
                               @Schema(defaultValue = "false", description = "Whether a program plays it: shown in its "
                                       + "views, and GET /api/v1/bots/online lists the bots with a stream open. Never "
                                       + "changes.") Boolean bot) {
    }

    @Schema(name = "PlayerCreated", requiredProperties = {"id", "name", "token", "createdAt", "bot"})
    public record CreatedPlayer(String id, String name,
                                @Schema(description = "The player's token, shown only here: send it as "
                                        + "'Authorization: Bearer <token>'. It acts for every seat the player holds.",
                                        examples = "rgp_3q2-7wE9yV0bQn8kLzR1mT4uX6cA5dF0gH2jK8sP1oI") String token,
                                Instant createdAt,
                                @Schema(description = "Whether a program plays it.") boolean bot) {
    }

    @Schema(name = "NewPlayerToken", requiredProperties = "token")
    public record NewToken(@Schema(description = "The player's new own token, shown only here; the one the request "
            + "carried no longer works.", examples = "rgp_8Hk2-QwZ0pL5vN3xR7tY1uI9oE4aS6dF2gJ0kL3mB5c") String token) {
    }

    @Schema(name = "CreatePlayerToken", requiredProperties = "scopes")
    public record CreateToken(
            @NotNull @Schema(description = "What the token may do: [\"read\"] reads and streams; [\"play\"] (or "
                    + "[\"play\", \"read\"]) also every write a player token may do (seat actions, seeks, challenges), "
                    + "but managing tokens.", examples = "[\"play\"]", minItems = 1, maxItems = 2)
            List<String> scopes,
            @Schema(minLength = 1, maxLength = 40, examples = "my-bot on the lab machine",
                    description = "The player's name for it, shown when listed; left out: none.") String label) {
    }

    @Schema(name = "PlayerToken", requiredProperties = {"id", "scopes", "label", "createdAt"})
    public record BotTokenView(
            @Schema(format = "uuid") String id,
            @Schema(description = "What the token may do.", examples = "[\"play\", \"read\"]")
            List<String> scopes,
            @Schema(nullable = true) String label,
            Instant createdAt) {

        static BotTokenView of(org.ringgames.play.access.PlayerTokens.BotToken t) {
            return new BotTokenView(t.id().toString(), t.scope().shown(), t.label().orElse(null), t.createdAt());
        }
    }

    @Schema(name = "PlayerTokenCreated", requiredProperties = {"id", "token", "scopes", "label", "createdAt"})
    public record CreatedToken(
            @Schema(format = "uuid", description = "Revoke it with DELETE /api/v1/players/me/tokens/{id}.") String id,
            @Schema(description = "The token, shown only here: send it as 'Authorization: Bearer <token>'.",
                    examples = "rgp_Zx3c-Vb7nM1qW5eR9tY2uI6oP0aS4dF8gH3jK7lL1mN") String token,
            @Schema(examples = "[\"play\", \"read\"]") List<String> scopes,
            @Schema(nullable = true) String label,
            Instant createdAt) {
    }

    @Schema(name = "PlayerTokenList", requiredProperties = "tokens")
    public record TokenPage(@Schema(description = "The tokens the player made for its bots, oldest first.")
                            List<BotTokenView> tokens) {
    }

    @Schema(name = "Player", requiredProperties = {"id", "name", "createdAt", "ratings", "bot"})
    public record PlayerView(String id, String name, Instant createdAt,
                             @Schema(description = "The player's rating in each pool where it has played a rated "
                                     + "game, under the pool's name (<game>-<speed>, docs/ratings.md); {} before any.",
                                     additionalProperties = RatingView.class,
                                     examples = "{\"gyges-blitz\": {\"rating\": 1662.31, \"deviation\": 290.32, "
                                             + "\"volatility\": 0.06, \"games\": 1, \"provisional\": true}}")
                             Map<String, RatingView> ratings,
                             @Schema(description = "Whether a program plays it (said when it was created).") boolean bot) {

        static PlayerView of(Player p, Map<String, Ratings.Standing> ratings) {
            Map<String, RatingView> shown = new java.util.TreeMap<>();
            ratings.forEach((pool, r) -> shown.put(pool, RatingView.of(r)));
            return new PlayerView(p.id().toString(), p.name(), p.createdAt(), shown, p.bot());
        }
    }

    @Schema(name = "OnlineBot", requiredProperties = {"id", "name", "createdAt"})
    public record OnlineBot(@Schema(format = "uuid") String id, String name, Instant createdAt) {

        static OnlineBot of(Player p) {
            return new OnlineBot(p.id().toString(), p.name(), p.createdAt());
        }
    }

    @Schema(name = "OnlineBotList", requiredProperties = "bots")
    public record OnlineBots(@Schema(description = "The bots with a stream open now, on any replica, by name; at "
            + "most 500.") List<OnlineBot> bots) {
    }

    @Schema(name = "Rating", description = "Glicko-2 (Glickman 2012) on the Glicko scale, as of the player's last "
            + "rated game in the pool.", requiredProperties = {"rating", "deviation", "volatility", "games", "provisional"})
    public record RatingView(@Schema(examples = "1662.31") double rating,
                             @Schema(examples = "290.32", description = "RD: how uncertain the rating is.") double deviation,
                             @Schema(examples = "0.06") double volatility,
                             @Schema(description = "Rated games played in the pool.", examples = "1") int games,
                             @Schema(description = "Whether the deviation is above 110.") boolean provisional) {

        public static RatingView of(Ratings.Standing r) {
            return new RatingView(r.rating(), r.deviation(), r.volatility(), r.games(), r.provisional());
        }
    }

    @Schema(name = "CreateChallenge", requiredProperties = "game")
    public record CreateChallenge(
            @Schema(nullable = true, format = "uuid", description = "The challenged player's id; null or left out: an "
                    + "open challenge, which any player may take.") String to,
            @NotNull @Schema(enumeration = {"gyges", "xequeo"}, examples = "gyges") String game,
            @Valid @Schema(description = "Gygès rule options (defaults filled in); Xe Queo has none.") GygesRulesBody rules,
            @Valid @Schema(description = "The game's clock; left out: untimed.") GameBodies.ClockBody clock,
            @Schema(enumeration = {"south", "north", "placer", "ringer", "random"}, defaultValue = "random",
                    description = "The challenger's seat: one of the game's seats, or random.") String seat,
            @Schema(minimum = "10", maximum = "604800", defaultValue = "600",
                    description = "The challenge lapses this many seconds after it is made.") Integer expiresInSeconds,
            @Schema(defaultValue = "false", description = "A rated game: its end moves both players' ratings in the "
                    + "game's pool (docs/ratings.md).") Boolean rated) {
    }

    @Schema(name = "Challenge", requiredProperties = {"id", "status", "from", "to", "game", "rules", "clock", "seat",
            "gameId", "url", "expiresAt", "createdAt", "declineReason", "rated"})
    public record ChallengeView(
            String id,
            @Schema(enumeration = {"open", "accepted", "declined", "canceled", "expired"},
                    description = "expired: it lapsed while open.") String status,
            GameViews.PlayerRef from,
            @Schema(nullable = true, description = "null for an open challenge.") GameViews.PlayerRef to,
            @Schema(enumeration = {"gyges", "xequeo"}) String game,
            @Schema(type = SchemaType.OBJECT, description = "Every rule option with its value ({} for Xe Queo).")
            Map<String, Object> rules,
            @Schema(nullable = true, implementation = GameBodies.ClockBody.class, description = "null: untimed.")
            Map<String, Object> clock,
            @Schema(enumeration = {"south", "north", "placer", "ringer", "random"},
                    description = "The challenger's seat.") String seat,
            @Schema(nullable = true, format = "uuid", description = "The game, once accepted.") String gameId,
            @Schema(description = "The page of the browser client that takes the challenge.",
                    examples = "/play/challenge/7c1e0d2a-3b4f-4a5e-8d6c-9f0a1b2c3d4e") String url,
            Instant expiresAt,
            Instant createdAt,
            @Schema(nullable = true, enumeration = {"generic", "later", "tooFast", "tooSlow", "timeControl", "rated",
                    "casual", "standard", "variant", "noBot", "onlyBot"},
                    description = "Why the challenged player declined it; null unless declined.") String declineReason,
            @Schema(description = "Whether the game it makes is rated.") boolean rated) {

        static ChallengeView of(Challenge c) {
            return new ChallengeView(c.id().toString(), c.status(), ref(c.from()), c.to().map(PlayerViews::ref).orElse(null),
                    c.terms().kind().slug(), c.terms().rules(), PlayerViews.clock(c.terms()), c.seat(),
                    c.gameId().map(Object::toString).orElse(null), "/play/challenge/" + c.id(), c.expiresAt(),
                    c.createdAt(), c.declineReason().map(DeclineReason::text).orElse(null), c.terms().rated());
        }
    }

    @Schema(name = "DeclineChallenge", description = "An optional body: no body, or {}, declines for the generic reason.")
    public record DeclineChallenge(
            @Schema(enumeration = {"generic", "later", "tooFast", "tooSlow", "timeControl", "rated", "casual",
                    "standard", "variant", "noBot", "onlyBot"}, defaultValue = "generic",
                    description = "Why, as lichess has it: tooFast/tooSlow/timeControl the clock, rated/casual the "
                            + "kind of game, standard/variant the rules, noBot/onlyBot who may challenge, later: not now.")
            String reason) {
    }

    @Schema(name = "ChallengeList", requiredProperties = "challenges")
    public record ChallengePage(@Schema(description = "Open challenges, newest first.") List<ChallengeView> challenges) {
    }

    @Schema(name = "ChallengeAccepted", requiredProperties = {"gameId", "seat"})
    public record Accepted(@Schema(format = "uuid") String gameId,
                           @Schema(enumeration = {"south", "north", "placer", "ringer"},
                                   description = "The taker's seat; its player token plays it.") String seat) {
    }

    @Schema(name = "Opponent", requiredProperties = "engine",
            description = "Play the service's engine at a level: the seek pairs at once.")
    public record Opponent(@Valid @NotNull GameBodies.EngineBody engine) {
    }

    @Schema(name = "CreateSeek", requiredProperties = "game")
    public record CreateSeek(
            @NotNull @Schema(enumeration = {"gyges", "xequeo"}, examples = "gyges") String game,
            @Valid @Schema(description = "Gygès rule options (defaults filled in); Xe Queo has none.") GygesRulesBody rules,
            @Valid @Schema(description = "The game's clock; left out: untimed.") GameBodies.ClockBody clock,
            @Valid @Schema(nullable = true, description = "Left out: another player, whose seek has the same game, "
                    + "rules and clock.") Opponent opponent,
            @Schema(minimum = "10", maximum = "3600", defaultValue = "60",
                    description = "A waiting seek lapses this many seconds after it is made.") Integer expiresInSeconds,
            @Schema(defaultValue = "false", description = "A rated game: it pairs only with rated seeks, and its end "
                    + "moves the players' ratings in the game's pool; against the engine, only yours, against the "
                    + "level's fixed rating (docs/ratings.md).") Boolean rated,
            @Schema(pattern = "^[0-9]{1,4}-[0-9]{1,4}$", examples = "1400-1800", description = "The opponent's "
                    + "ratings in the game's pool this seek accepts, both ends included (a player new to the pool "
                    + "counts as 1500); the other seek must accept yours as well. Left out: any.") String ratingRange) {
    }

    @Schema(name = "Seek", requiredProperties = {"id", "status", "player", "game", "rules", "clock", "opponent", "gameId",
            "seat", "expiresAt", "createdAt", "rated", "ratingRange"})
    public record SeekView(
            String id,
            @Schema(enumeration = {"waiting", "paired", "withdrawn", "expired"},
                    description = "expired: it lapsed while waiting.") String status,
            GameViews.PlayerRef player,
            @Schema(enumeration = {"gyges", "xequeo"}) String game,
            @Schema(type = SchemaType.OBJECT, description = "Every rule option with its value ({} for Xe Queo).")
            Map<String, Object> rules,
            @Schema(nullable = true, implementation = GameBodies.ClockBody.class, description = "null: untimed.")
            Map<String, Object> clock,
            @Schema(nullable = true, description = "null: another player.") Opponent opponent,
            @Schema(nullable = true, format = "uuid", description = "The game, once paired.") String gameId,
            @Schema(nullable = true, enumeration = {"south", "north", "placer", "ringer"},
                    description = "The seeker's seat, once paired.") String seat,
            Instant expiresAt,
            Instant createdAt,
            @Schema(description = "Whether the game it makes is rated.") boolean rated,
            @Schema(nullable = true, examples = "1400-1800", description = "The opponent's ratings it accepts; null: any.")
            String ratingRange) {

        static SeekView of(Seek s) {
            return new SeekView(s.id().toString(), s.status(), ref(s.player()), s.terms().kind().slug(), s.terms().rules(),
                    PlayerViews.clock(s.terms()), s.engineLevel().map(l -> new Opponent(new GameBodies.EngineBody(l))).orElse(null),
                    s.gameId().map(Object::toString).orElse(null), s.seat().orElse(null), s.expiresAt(), s.createdAt(),
                    s.terms().rated(), s.ratingRange().map(RatingRange::text).orElse(null));
        }
    }

    @Schema(name = "SeekList", requiredProperties = "seeks")
    public record SeekPage(@Schema(description = "Waiting seeks, oldest first.") List<SeekView> seeks) {
    }

    static GameViews.PlayerRef ref(Player p) {
        return new GameViews.PlayerRef(p.id().toString(), p.name());
    }

    /** The clock as the body gave it: only the members it gave; null when untimed. */
    static Map<String, Object> clock(GameTerms terms) {
        return terms.storedClock();
    }
}
