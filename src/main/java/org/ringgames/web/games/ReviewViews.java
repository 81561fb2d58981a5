package org.ringgames.web.games;

import org.ringgames.web.game.StateBody;
import com.fasterxml.jackson.annotation.JsonInclude;
import jakarta.validation.constraints.Max;
import jakarta.validation.constraints.Min;
import java.time.Instant;
import java.util.List;
import org.eclipse.microprofile.openapi.annotations.media.Schema;
import org.ringgames.play.reviews.GameReviewer;
import org.ringgames.play.reviews.GameReviews;

/** A game's review as the API shows it, the request for one, and the data of its event. */
public final class ReviewViews {

    private ReviewViews() {
    }

    @Schema(name = "ReviewRequest", description = "Every member optional; an empty body or none takes the defaults.")
    public record Request(
            @Min(GameReviews.MIN_MOVETIME_MS) @Max(GameReviews.MAX_MOVETIME_MS)
            @Schema(minimum = "10", maximum = "5000", defaultValue = "300", description = "The engine's time for each "
                    + "position of the game, in milliseconds.") Integer movetimeMs) {
    }

    @Schema(name = "GameReview", requiredProperties = {"gameId", "status", "movetimeMs", "requestedAt", "finishedAt",
            "searched", "positions", "plies", "detail"})
    public record Review(
            String gameId,
            @Schema(enumeration = {"queued", "done", "failed"}, description = "queued until the engine has searched "
                    + "every position; done with the plies; failed with the detail.") String status,
            int movetimeMs,
            Instant requestedAt,
            @Schema(nullable = true) Instant finishedAt,
            @Schema(description = "Positions searched so far.") int searched,
            @Schema(description = "Positions the review searches: every one a move was played in, and the last one "
                    + "unless the board ended the game.") int positions,
            @Schema(description = "Every ply, judged; empty until done.") List<Ply> plies,
            @Schema(nullable = true, description = "Why a failed review failed.") String detail) {

        static Review of(GameReviews.Review r) {
            return new Review(r.gameId().toString(), r.status(), r.movetimeMs(), r.requestedAt(),
                    r.finishedAt().orElse(null), r.searched(), r.positions(), r.plies().stream().map(Ply::of).toList(),
                    r.detail().orElse(null));
        }
    }

    @Schema(name = "ReviewedPly", requiredProperties = {"ply", "seat", "move", "best", "scoreBefore", "scoreAfter",
            "judgement"})
    public record Ply(
            int ply,
            @Schema(enumeration = {"south", "north"}) String seat,
            @Schema(examples = "c1-d4") String move,
            @Schema(description = "The engine's best move in the position the move was played in.",
                    examples = "c1-d4>e2") String best,
            @Schema(description = "The score before the move, with the engine's best play, from the mover's view.")
            ReviewScore scoreBefore,
            @Schema(description = "The score after the move played, from the mover's view.") ReviewScore scoreAfter,
            @Schema(nullable = true, enumeration = {"blunder", "mistake", "inaccuracy"}, description = "blunder: a "
                    + "proven win thrown away, or a proven loss walked into; mistake and inaccuracy: an evaluation "
                    + "drop of at least 200 or 80 centi-pieces; null: none, and always for the engine's best move.")
            String judgement) {

        static Ply of(GameReviewer.ReviewedPly p) {
            return new Ply(p.ply(), p.seat(), p.move(), p.best(), ReviewScore.of(p.scoreBefore()),
                    ReviewScore.of(p.scoreAfter()), p.judgement().orElse(null));
        }
    }

    @Schema(name = "ReviewScore", minProperties = 1, maxProperties = 1, description = "win: n / loss: n — proven, the "
            + "game ends within n plies with best play (win: 0 after the winning move itself); eval: the engine's "
            + "estimate in centi-pieces, positive good for the mover.")
    @JsonInclude(JsonInclude.Include.NON_NULL)
    public record ReviewScore(@Schema(minimum = "0") Integer win, @Schema(minimum = "0") Integer loss, Integer eval) {

        static ReviewScore of(GameReviewer.ReviewScore s) {
            return switch (s.kind()) {
                case "win" -> new ReviewScore(s.value(), null, null);
                case "loss" -> new ReviewScore(null, s.value(), null);
                default -> new ReviewScore(null, null, s.value());
            };
        }
    }

    @Schema(name = "ReviewSummary", requiredProperties = {"status", "movetimeMs", "plies", "blunders", "mistakes",
            "inaccuracies"})
    public record Summary(@Schema(enumeration = {"done"}) String status, int movetimeMs, int plies, int blunders,
                          int mistakes, int inaccuracies) {

        static Summary of(GameReviews.Review r) {
            return new Summary(r.status(), r.movetimeMs(), r.plies().size(), count(r, "blunder"), count(r, "mistake"),
                    count(r, "inaccuracy"));
        }

        private static int count(GameReviews.Review r, String judgement) {
            return (int) r.plies().stream().filter(p -> p.judgement().filter(judgement::equals).isPresent()).count();
        }
    }

    /** Written no more; described for the review events that games reviewed before still hold. */
    @Schema(name = "ReviewReady", description = "The data of a review event, which games reviewed before may still "
            + "hold (no new one is written): how many plies were judged what (GET /api/v1/games/{id}/review has them "
            + "all), and the state after.", requiredProperties = {"review", "state"})
    public record Ready(Summary review, StateBody state) {
    }
}
