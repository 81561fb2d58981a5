package org.ringgames.play.ratings;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.nio.charset.StandardCharsets;
import java.util.Base64;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.core.Rejection;
import org.ringgames.rules.rating.Pool;
import org.ringgames.store.players.RatingRows;

/**
 * A pool's leaderboard: the players of one portal who have played a rated game in the pool, by
 * rating, highest first, then by player id; provisional players are listed, flagged
 * (docs/ratings.md). Keyset-paged: a page's cursor is its last entry's exact rating and id, so a
 * page never repeats or skips an entry that did not move meanwhile.
 */
@ApplicationScoped
public class Leaderboard {

    public static final int PAGE = 50;

    @Inject
    RatingRows ratings;

    /** A page, and the cursor of the next one (empty: the last page). */
    public record Page(Pool pool, List<Ratings.Standing> entries, Optional<String> next) {
    }

    /** The pool a name names; 404 for a name that is not one of a known game's pools. */
    public static Pool pool(String name) {
        Optional<Pool> pool = Pool.parse(name);
        if (pool.isEmpty() || GameKind.of(pool.get().game()).isEmpty()) {
            throw new Rejection(Rejection.Kind.NOT_FOUND, "no rating pool '" + name
                    + "': a pool is <game>-<speed>, e.g. gyges-blitz (speeds: bullet, blitz, rapid, classical, correspondence)");
        }
        return pool.get();
    }

    @Transactional
    public Page page(Pool pool, Optional<String> portal, Optional<String> cursor) {
        Optional<Key> after = cursor.map(Leaderboard::read);
        List<RatingRows.Row> rows = ratings.board(pool.name(), portal, after.map(Key::rating),
                after.map(Key::player), PAGE + 1);
        List<Ratings.Standing> entries = rows.stream().limit(PAGE).map(Ratings.Standing::of).toList();
        Optional<String> next = rows.size() > PAGE
                ? Optional.of(write(entries.get(PAGE - 1).rating(), entries.get(PAGE - 1).playerId())) : Optional.empty();
        return new Page(pool, entries, next);
    }

    private record Key(double rating, UUID player) {
    }

    private static String write(double rating, UUID player) {
        return Base64.getUrlEncoder().withoutPadding()
                .encodeToString((Double.toString(rating) + "_" + player).getBytes(StandardCharsets.UTF_8));
    }

    private static Key read(String cursor) {
        try {
            String text = new String(Base64.getUrlDecoder().decode(cursor), StandardCharsets.UTF_8);
            int at = text.indexOf('_');
            double rating = Double.parseDouble(text.substring(0, at));
            if (!Double.isFinite(rating)) {
                throw new IllegalArgumentException("not a finite rating");
            }
            return new Key(rating, UUID.fromString(text.substring(at + 1)));
        } catch (IllegalArgumentException | IndexOutOfBoundsException e) {
            throw new Rejection(Rejection.Kind.MALFORMED, "cursor: '" + cursor + "' is not a cursor this leaderboard "
                    + "gave (pass the next member of a page as it is)", Map.of("cursor", cursor));
        }
    }
}
