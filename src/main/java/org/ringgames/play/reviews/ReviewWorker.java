package org.ringgames.play.reviews;

import org.ringgames.play.pool.Caller;
import org.ringgames.play.pool.EngineSettings;
import org.ringgames.play.pool.SearchPool;
import io.quarkus.narayana.jta.QuarkusTransaction;
import io.quarkus.runtime.ShutdownEvent;
import io.quarkus.runtime.StartupEvent;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.enterprise.event.Observes;
import java.time.Clock;
import java.time.Instant;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.UUID;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import org.jboss.logging.Logger;
import org.ringgames.play.core.DatabaseErrors;
import org.ringgames.play.core.GameStatus;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.background.BackgroundLoop;
import org.ringgames.play.background.BackgroundLoop.Next;
import org.ringgames.store.games.GameEntity;
import org.ringgames.store.games.GameRows;
import org.ringgames.store.games.MoveHistoryRows;
import org.ringgames.store.games.ReviewRows;

/**
 * Does the queued reviews: a {@link BackgroundLoop} per replica claims a review (a row of {@code game_review},
 * under a lease, as {@link org.ringgames.play.computer.ComputerSeatWorker} claims turns), searches its positions one at a time on
 * the {@link SearchPool} (purpose review: behind every computer turn and analysis), keeps what it
 * found after each position and extends its lease, and when all are searched writes the plies (and
 * no event of the game: a review is its own record). A replica that dies leaves its lease to lapse;
 * another claims the review and goes on from the last position kept. Every write is fenced by the
 * claim's count, so a replica that only was slow writes nothing once another has claimed.
 */
@ApplicationScoped
public class ReviewWorker {

    private static final Logger LOG = Logger.getLogger(ReviewWorker.class);

    private final ReviewRows reviews;
    private final GameReviews requests;
    private final GameRows games;
    private final MoveHistoryRows moves;
    private final SearchPool pool;
    private final EngineSettings settings;
    /** Names this replica in game_review's lease. */
    private final String replica;
    private final BackgroundLoop loop;

    ReviewWorker(ReviewRows reviews, GameReviews requests, GameRows games, MoveHistoryRows moves,
                 SearchPool pool, EngineSettings settings, Clock clock) {
        this.reviews = reviews;
        this.requests = requests;
        this.games = games;
        this.moves = moves;
        this.pool = pool;
        this.settings = settings;
        this.replica = settings.replicaName().orElse("replica-" + UUID.randomUUID().toString().substring(0, 8));
        this.loop = BackgroundLoop.of("reviews", "Reviews", settings.pollInterval(), settings.pollInterval(), clock,
                this::round);
    }

    void start(@Observes StartupEvent startup) {
        if (settings.reviewsEnabled()) {
            loop.start();
        }
    }

    void stop(@Observes ShutdownEvent shutdown) {
        loop.stop();
    }

    /** A review was asked for on this replica (GameReviews): claim it now rather than at the next poll. */
    void wake() {
        loop.wake();
    }

    /** Claims one queued review while the engine takes searches, and does it: at once again if it did. */
    private Next round() throws InterruptedException {
        Optional<ReviewRows.Claimed> claimed = pool.accepting()
                ? QuarkusTransaction.requiringNew().call(() -> reviews.claim(requests.now(),
                        leaseUntil(GameReviews.MAX_MOVETIME_MS), replica))
                : Optional.empty();
        if (claimed.isEmpty()) {
            return Next.IDLE;
        }
        review(claimed.get());
        return Next.AGAIN;
    }

    /** The game's plan, and what an earlier claim had searched of it. */
    private record Prepared(GameReviewer.Plan plan, List<GameReviewer.Searched> searched) {
    }

    private void review(ReviewRows.Claimed claim) throws InterruptedException {
        UUID gameId = claim.gameId();
        Optional<Prepared> prepared;
        try {
            prepared = QuarkusTransaction.requiringNew().call(() -> prepare(claim));
        } catch (Rejection | IllegalStateException broken) {
            fail(claim, broken.getMessage());
            return;
        }
        if (prepared.isEmpty()) {
            return;
        }
        GameReviewer.Plan plan = prepared.get().plan();
        List<GameReviewer.Searched> searched = new ArrayList<>(prepared.get().searched());
        try {
            while (searched.size() < plan.positions()) {
                if (!loop.running()) {
                    return;
                }
                Optional<GameReviewer.Searched> found = search(claim, plan, searched.size());
                if (found.isEmpty()) {
                    continue;
                }
                searched.add(found.get());
                String progress = requests.write(searched);
                if (!QuarkusTransaction.requiringNew().call(() -> reviews.progress(claim, progress,
                        leaseUntil(claim.movetimeMs())))) {
                    LOG.debugf("Review of %s was claimed again elsewhere; this replica leaves it", gameId);
                    return;
                }
            }
            List<GameReviewer.ReviewedPly> plies = plan.judge(searched);
            String text = requests.write(plies);
            QuarkusTransaction.requiringNew().run(() -> {
                // The game's row first, then the review's, in the order a takeback takes them (it
                // marks the review failed), so that the two never wait on each other. The game row
                // is only locked, never written: a review is its own record (GET …/review), not an
                // event of the game, so the game's version, updatedAt, feed and webhooks stay as they are.
                games.findForUpdate(gameId);
                reviews.done(claim, text, requests.now());
            });
        } catch (Abandoned busy) {
            LOG.debugf("Review of %s given back: the engine's pool is busy", gameId);
            QuarkusTransaction.requiringNew().run(() -> reviews.release(claim, requests.now().plus(settings.pollInterval())));
        } catch (RuntimeException e) {
            if (!loop.running() || DatabaseErrors.unreachable(e)) {
                LOG.infof("Review of %s paused (%s); it is claimed again when its lease lapses", gameId, e.toString());
                return;
            }
            LOG.errorf(e, "Review of %s failed", gameId);
            fail(claim, "the review failed; ask for it again");
        }
    }

    private Optional<Prepared> prepare(ReviewRows.Claimed claim) {
        GameEntity game = games.findByIdOptional(claim.gameId())
                .orElseThrow(() -> new IllegalStateException("the game is gone"));
        if (GameStatus.of(game.status) != GameStatus.FINISHED) {
            throw new IllegalStateException("the game is not over");
        }
        GameReviewer.Plan plan = requests.reviewer(game).plan(game, moves.history(game.id));
        List<GameReviewer.Searched> searched = claim.progress().map(requests::searched).orElse(List.of());
        return Optional.of(new Prepared(plan, searched));
    }

    /**
     * One position on the engine's pool; empty when the pool is full (tried again shortly).
     *
     * @throws Abandoned when the search waited in the pool's queue (behind turns and analyses) past
     *                   the lease: the review is given back, for this replica or another to go on
     */
    private Optional<GameReviewer.Searched> search(ReviewRows.Claimed claim, GameReviewer.Plan plan, int k)
            throws InterruptedException {
        SearchPool.Thinking<GameReviewer.Searched> thinking;
        try {
            thinking = pool.submit(SearchPool.Purpose.REVIEW, Caller.game(claim.gameId()), stop -> plan.search(k, claim.movetimeMs(), stop::get));
        } catch (Rejection full) {
            Thread.sleep(settings.pollInterval().toMillis()); // room in the pool, not an outage: no back-off
            return Optional.empty();
        }
        try {
            return Optional.of(thinking.result().get(settings.lease().toMillis(), TimeUnit.MILLISECONDS));
        } catch (TimeoutException e) {
            thinking.interrupt();
            throw new Abandoned();
        } catch (ExecutionException e) {
            throw new IllegalStateException("a review's search failed", e.getCause());
        } catch (InterruptedException e) {
            thinking.interrupt();
            throw e;
        }
    }

    private void fail(ReviewRows.Claimed claim, String detail) {
        try {
            QuarkusTransaction.requiringNew().run(() -> reviews.failed(claim, detail, requests.now()));
        } catch (RuntimeException e) {
            LOG.warnf("Could not mark the review of %s failed: %s", claim.gameId(), e.toString());
        }
    }

    /** A claim's lease: long enough for the next position's search and a margin. */
    private Instant leaseUntil(int movetimeMs) {
        return requests.now().plus(settings.lease()).plusMillis(movetimeMs);
    }

    /** A review given back: its search waited too long in the pool's queue. */
    private static final class Abandoned extends RuntimeException {
        Abandoned() {
            super(null, null, false, false);
        }
    }
}
