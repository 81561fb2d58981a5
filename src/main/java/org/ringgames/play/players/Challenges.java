package org.ringgames.play.players;

import org.ringgames.play.access.Player;
import org.ringgames.play.access.Players;
import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import jakarta.transaction.Transactional;
import java.time.Duration;
import java.time.Instant;
import java.time.temporal.ChronoUnit;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.UUID;
import org.eclipse.microprofile.config.inject.ConfigProperty;
import org.ringgames.play.games.GamePlay;
import org.ringgames.play.core.Rejection;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.store.players.ChallengeEntity;
import org.ringgames.store.players.ChallengeRows;
import org.ringgames.store.events.PlayerFeedRows;

/**
 * Challenges: a player offers a game to another player, or to anyone. Taking one is an
 * {@code UPDATE} of an open, row-locked challenge in the transaction that creates the game, so of
 * many racing takers exactly one gets it; the others find it closed. Its events go to the
 * players' streams in the same transaction.
 */
@ApplicationScoped
public class Challenges {

    public static final String RANDOM = "random";
    public static final Expiry EXPIRY = new Expiry(Duration.ofSeconds(10), Duration.ofMinutes(10), Duration.ofDays(7));

    static final String OPEN = "open";
    static final String ACCEPTED = "accepted";
    static final String DECLINED = "declined";
    static final String CANCELED = "canceled";
    static final String EXPIRED = "expired";

    @Inject
    ChallengeRows challenges;

    @Inject
    Players players;

    @Inject
    Pairing pairing;

    @Inject
    PlayerFeedRows feed;

    @Inject
    StreamPresence presence;

    /** So that no one player fills the lobby: its open challenges at a time. */
    @ConfigProperty(name = "ringgames.lobby.max-open-challenges", defaultValue = "10")
    int maxOpenChallenges;

    /** What a taker gets: the game, and its seat in it. */
    public record Accepted(UUID gameId, SeatIndex seat, String seatName) {
    }

    /**
     * @param to   the challenged player; empty: an open challenge
     * @param seat the challenger's seat name, or {@link #RANDOM}
     * @param expiresInSeconds the request's; null for the default
     */
    @Transactional
    public Challenge create(Player from, Optional<UUID> to, GameTerms terms, String seat, Integer expiresInSeconds) {
        Duration expiresIn = EXPIRY.of(expiresInSeconds);
        if (!RANDOM.equals(seat) && terms.kind().seat(seat).isEmpty()) {
            throw new Rejection(Rejection.Kind.MALFORMED, "seat: " + terms.kind().slug() + " has the seats "
                    + terms.kind().seatName(SeatIndex.FIRST) + " and " + terms.kind().seatName(SeatIndex.SECOND)
                    + ", or random; not '" + seat + "'", Map.of("seat", seat));
        }
        Optional<Player> challenged = to.map(id -> players.get(id, from.portal()));
        if (challenged.isPresent() && challenged.get().id().equals(from.id())) {
            throw new Rejection(Rejection.Kind.OWN_CHALLENGE, "a player may not challenge itself");
        }
        challenges.lockChallenger(from.id());
        Instant now = now();
        if (challenges.countOpenOf(from.id(), from.portal(), now, now.minus(EXPIRY.max())) >= maxOpenChallenges) {
            throw new Rejection(Rejection.Kind.LIMIT_REACHED, "a player may have up to " + maxOpenChallenges
                    + " open challenges at a time; cancel one, or wait until one is taken, declined or lapses",
                    Map.of("limit", maxOpenChallenges));
        }
        ChallengeEntity row = new ChallengeEntity();
        row.id = UUID.randomUUID();
        row.portal = from.portal().orElse(null);
        row.fromPlayer = from.id();
        row.toPlayer = to.orElse(null);
        row.kind = terms.storedKind();
        row.rules = terms.rules();
        row.clock = terms.storedClock();
        row.rated = terms.rated();
        row.seat = seat;
        row.status = OPEN;
        row.createdAt = now;
        row.expiresAt = now.plus(expiresIn);
        challenges.persist(row);
        List<UUID> told = new java.util.ArrayList<>(challenged.map(c -> List.of(c.id(), from.id()))
                .orElse(List.of(from.id())));
        if (challenged.isEmpty()) {
            // An open challenge: every player of the portal whose stream asked (?challenges=open) hears it.
            presence.listeningForOpenChallenges(from.portal()).stream().filter(p -> !told.contains(p)).forEach(told::add);
        }
        feed.appendChallenge(told, "challenge", row.id, now);
        return view(row, Map.of(from.id(), from), now, challenged);
    }

    /** A challenge of this portal (empty: open mode's); 404 for another portal's. */
    @Transactional
    public Challenge get(UUID id, Optional<String> portal) {
        ChallengeEntity row = challenges.findByIdOptional(id).filter(c -> inPortal(c, portal))
                .orElseThrow(() -> notFound(id));
        return view(row);
    }

    /** The portal's open challenges, newest first. */
    @Transactional
    public List<Challenge> open(Optional<String> portal, int limit) {
        Instant now = now();
        List<ChallengeEntity> rows = challenges.open(portal, now, now.minus(EXPIRY.max()), limit);
        Map<UUID, Player> named = players.byId(playerIds(rows));
        return rows.stream().map(r -> view(r, named, now, Optional.ofNullable(r.toPlayer).map(named::get))).toList();
    }

    /** Takes a challenge: exactly one taker of many; the others find it closed. */
    @Transactional
    public Accepted accept(UUID id, Player taker, GamePlay.StateRenderer render) {
        ChallengeEntity row = locked(id, taker);
        if (row.fromPlayer.equals(taker.id())) {
            throw new Rejection(Rejection.Kind.OWN_CHALLENGE, "a player may not accept its own challenge");
        }
        if (row.toPlayer != null && !row.toPlayer.equals(taker.id())) {
            throw new Rejection(Rejection.Kind.NOT_YOUR_CHALLENGE, "challenge " + id + " was sent to another player");
        }
        Instant now = now();
        requireOpen(row, now);
        Player challenger = players.get(row.fromPlayer, taker.portal());
        GameTerms terms = terms(row);
        Optional<SeatIndex> challengerSeat = RANDOM.equals(row.seat) ? Optional.empty() : terms.kind().seat(row.seat);
        Pairing.Paired paired = pairing.players(terms, challenger, challengerSeat, taker, render);
        row.status = ACCEPTED;
        row.gameId = paired.game().state().id();
        SeatIndex seat = paired.firstSeat().other();
        return new Accepted(row.gameId, seat, terms.kind().seatName(seat));
    }

    /** The challenged player declines, for a reason; the challenger hears {@code challengeDeclined}, which carries it. */
    @Transactional
    public Challenge decline(UUID id, Player player, DeclineReason reason) {
        ChallengeEntity row = locked(id, player);
        if (!player.id().equals(row.toPlayer)) {
            throw new Rejection(Rejection.Kind.NOT_YOUR_CHALLENGE, row.toPlayer == null
                    ? "an open challenge is sent to no one, so no one declines it (its challenger may cancel it)"
                    : "only the challenged player declines a challenge");
        }
        row.declineReason = reason.text();
        return close(row, DECLINED, "challengeDeclined", row.fromPlayer);
    }

    /** The challenger withdraws it; the challenged player hears {@code challengeCanceled}. */
    @Transactional
    public Challenge cancel(UUID id, Player player) {
        ChallengeEntity row = locked(id, player);
        if (!player.id().equals(row.fromPlayer)) {
            throw new Rejection(Rejection.Kind.NOT_YOUR_CHALLENGE, "only the challenger cancels a challenge");
        }
        return close(row, CANCELED, "challengeCanceled", row.toPlayer);
    }

    private Challenge close(ChallengeEntity row, String status, String event, UUID told) {
        Instant now = now();
        requireOpen(row, now);
        row.status = status;
        if (told != null) {
            feed.appendChallenge(List.of(told), event, row.id, now);
        }
        return view(row);
    }

    private ChallengeEntity locked(UUID id, Player player) {
        return challenges.findForUpdate(id).filter(c -> inPortal(c, player.portal())).orElseThrow(() -> notFound(id));
    }

    private static void requireOpen(ChallengeEntity row, Instant now) {
        String status = status(row, now);
        if (!OPEN.equals(status)) {
            Map<String, Object> members = new HashMap<>();
            members.put("challengeStatus", status);
            if (row.gameId != null) {
                members.put("gameId", row.gameId.toString());
            }
            throw new Rejection(Rejection.Kind.CHALLENGE_CLOSED, "challenge " + row.id + " is " + status
                    + (EXPIRED.equals(status) ? " (it lapsed at " + row.expiresAt + ")" : ""), members);
        }
    }

    /** Challenge views for the rows a player stream names, by id (a challenge of the stream's player). */
    Map<UUID, Challenge> byId(Set<UUID> ids) {
        Map<UUID, Challenge> found = new HashMap<>();
        if (ids.isEmpty()) {
            return found;
        }
        List<ChallengeEntity> rows = challenges.list("id in ?1", ids);
        Map<UUID, Player> named = players.byId(playerIds(rows));
        Instant now = now();
        rows.forEach(r -> found.put(r.id, view(r, named, now, Optional.ofNullable(r.toPlayer).map(named::get))));
        return found;
    }

    private static Set<UUID> playerIds(List<ChallengeEntity> rows) {
        Set<UUID> ids = new HashSet<>();
        rows.forEach(r -> {
            ids.add(r.fromPlayer);
            if (r.toPlayer != null) {
                ids.add(r.toPlayer);
            }
        });
        return ids;
    }

    private Challenge view(ChallengeEntity row) {
        Map<UUID, Player> named = players.byId(playerIds(List.of(row)));
        return view(row, named, now(), Optional.ofNullable(row.toPlayer).map(named::get));
    }

    private static Challenge view(ChallengeEntity row, Map<UUID, Player> named, Instant now, Optional<Player> to) {
        return new Challenge(row.id, status(row, now), named.get(row.fromPlayer), to, terms(row), row.seat,
                Optional.ofNullable(row.gameId), row.expiresAt, row.createdAt, DeclineReason.stored(row.declineReason));
    }

    private static GameTerms terms(ChallengeEntity row) {
        return GameTerms.stored(row.kind, row.rules, row.clock, row.rated);
    }

    static String status(ChallengeEntity row, Instant now) {
        return OPEN.equals(row.status) && !row.expiresAt.isAfter(now) ? EXPIRED : row.status;
    }

    private static boolean inPortal(ChallengeEntity row, Optional<String> portal) {
        return portal.equals(Optional.ofNullable(row.portal));
    }

    private static Instant now() {
        return Instant.now().truncatedTo(ChronoUnit.MICROS);
    }

    static Rejection notFound(UUID id) {
        return new Rejection(Rejection.Kind.NOT_FOUND, "no challenge " + id);
    }
}
