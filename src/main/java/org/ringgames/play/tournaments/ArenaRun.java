package org.ringgames.play.tournaments;

import jakarta.enterprise.context.ApplicationScoped;
import jakarta.inject.Inject;
import java.time.Duration;
import java.time.Instant;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.UUID;
import org.ringgames.play.access.Player;
import org.ringgames.play.access.Players;
import org.ringgames.rules.tournament.arena.ArenaPairing;
import org.ringgames.rules.tournament.arena.ArenaScore;
import org.ringgames.store.tournaments.TournamentRows;

/**
 * An arena (as lichess's) through its life: started for a fixed number of minutes; whoever is
 * free (entered, not withdrawn, in no game of the arena) is paired at once with a free player of
 * near score, in waves the sweep makes (play.tournaments.TournamentSweep, under the tournament's
 * row lock: once); no pairing after the end; finished when the end has passed and its last games
 * are over. Scores are folded from the arena's finished games in the order they were created
 * ({@link ArenaScore}: 2 a win, 1 a draw, double on fire, a berserk win 1 more); an aborted game scores nothing and
 * leaves the streaks as they were.
 */
@ApplicationScoped
class ArenaRun {

    @Inject
    TournamentRows rows;

    @Inject
    TournamentGames roundGames;

    @Inject
    Players players;

    @Inject
    TournamentEvents events;

    /** A player's arena score and last opponent. */
    record Standing(ArenaScore score, Optional<UUID> lastOpponent, boolean playing, int games) {
    }

    /** @param pool the tournament's rating pool: the players are numbered by their ratings in it */
    void start(TournamentRows.Tournament t, String pool, Instant now) {
        rows.number(t.id(), pool);
        rows.startedArena(t.id(), now.plus(Duration.ofMinutes(t.minutes())), now);
    }

    /** The sweep's step: pairs the free players, or finishes the arena after its end. */
    boolean step(TournamentRows.Tournament t, Instant now) {
        boolean over = !now.isBefore(t.endsAt());
        if (over) {
            if (rows.playingAny(t.id()) == 0) {
                rows.finished(t.id(), now);
                events.finished(t);
                return true;
            }
            return false;
        }
        Map<UUID, Standing> standings = standings(t);
        List<TournamentRows.Entrant> entrants = rows.entrants(t.id());
        List<ArenaPairing.Free> free = new ArrayList<>();
        Map<String, TournamentRows.Entrant> byId = new HashMap<>();
        for (TournamentRows.Entrant e : entrants) {
            Standing s = standings.getOrDefault(e.playerId(), new Standing(ArenaScore.NONE, Optional.empty(), false, 0));
            if (e.withdrawnAfter() != null || s.playing() || e.number() == null) {
                continue;
            }
            byId.put(e.playerId().toString(), e);
            free.add(new ArenaPairing.Free(e.playerId().toString(), s.score().points(),
                    s.lastOpponent().map(UUID::toString), e.number()));
        }
        List<ArenaPairing.Pair> pairs = ArenaPairing.pair(free);
        if (pairs.isEmpty()) {
            return false;
        }
        int wave = t.currentRound() + 1;
        List<Player[]> seated = new ArrayList<>();
        for (ArenaPairing.Pair pair : pairs) {
            seated.add(new Player[] {player(t, pair.first()), player(t, pair.second())});
        }
        List<UUID> games = roundGames.create(t, wave, seated, Optional.empty());
        for (int k = 0; k < pairs.size(); k++) {
            rows.board(t.id(), new TournamentRows.Board(wave, k + 1, byId.get(pairs.get(k).first()).number(),
                    byId.get(pairs.get(k).second()).number(), games.get(k), null, null));
        }
        rows.wave(t.id(), wave, now);
        // Events: the standings the finished games made (throttled to one per wave), then the wave.
        if (wave > 1) {
            events.standings(t);
        }
        events.roundStarted(t, wave);
        return true;
    }

    private Player player(TournamentRows.Tournament t, String id) {
        return players.get(UUID.fromString(id), Optional.of(t.portal()));
    }

    /** Every player's score, folded over the arena's games in the order they were made. */
    Map<UUID, Standing> standings(TournamentRows.Tournament t) {
        Map<UUID, List<TournamentRows.ArenaSeat>> byGame = new LinkedHashMap<>();
        for (TournamentRows.ArenaSeat seat : rows.arenaSeats(t.id())) {
            byGame.computeIfAbsent(seat.gameId(), g -> new ArrayList<>()).add(seat);
        }
        Map<UUID, Standing> standings = new HashMap<>();
        for (List<TournamentRows.ArenaSeat> game : byGame.values()) {
            if (game.size() != 2) {
                continue;
            }
            for (int k = 0; k < 2; k++) {
                TournamentRows.ArenaSeat me = game.get(k);
                TournamentRows.ArenaSeat other = game.get(1 - k);
                Standing before = standings.getOrDefault(me.player(),
                        new Standing(ArenaScore.NONE, Optional.empty(), false, 0));
                if (!"finished".equals(me.status())) {
                    standings.put(me.player(), new Standing(before.score(), Optional.of(other.player()), true,
                            before.games()));
                    continue;
                }
                ArenaScore score = before.score();
                if (!"aborted".equals(me.reason())) {
                    ArenaScore.Outcome outcome = me.winner() == null ? ArenaScore.Outcome.DRAW
                            : me.winner().equals(me.seat()) ? ArenaScore.Outcome.WIN : ArenaScore.Outcome.LOSS;
                    score = score.after(outcome, me.berserked());
                }
                standings.put(me.player(), new Standing(score, Optional.of(other.player()), before.playing(),
                        before.games() + 1));
            }
        }
        return standings;
    }
}
