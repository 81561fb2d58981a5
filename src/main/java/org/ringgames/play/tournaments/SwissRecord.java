package org.ringgames.play.tournaments;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.ringgames.play.core.GameKind;
import org.ringgames.play.core.SeatIndex;
import org.ringgames.rules.tournament.swiss.Colour;
import org.ringgames.rules.tournament.swiss.ResultCode;
import org.ringgames.rules.tournament.swiss.RoundEntry;
import org.ringgames.rules.tournament.swiss.SwissPlayer;
import org.ringgames.rules.tournament.swiss.SwissTournament;
import org.ringgames.store.tournaments.TournamentRows;

/**
 * A Swiss tournament's rows as the pure rules read it: every closed round's boards become each
 * player's {@link RoundEntry}; a round a player has no board in (entered later, withdrawn, or
 * absent) is a zero-point bye (Z).
 */
final class SwissRecord {

    private SwissRecord() {
    }

    /**
     * @param closed the rounds whose results are recorded (1..closed)
     */
    static SwissTournament of(TournamentRows.Tournament t, List<TournamentRows.Entrant> entrants,
                              List<TournamentRows.Board> boards, int closed) {
        Map<Integer, Map<Integer, RoundEntry>> byPlayer = new HashMap<>();
        for (TournamentRows.Board b : boards) {
            if (b.round() > closed || b.whiteResult() == null) {
                continue;
            }
            ResultCode white = code(b.whiteResult());
            if (b.black() == null) {
                byPlayer.computeIfAbsent(b.white(), k -> new HashMap<>()).put(b.round(), RoundEntry.bye(white));
                continue;
            }
            byPlayer.computeIfAbsent(b.white(), k -> new HashMap<>())
                    .put(b.round(), RoundEntry.game(b.black(), Colour.WHITE, white));
            byPlayer.computeIfAbsent(b.black(), k -> new HashMap<>())
                    .put(b.round(), RoundEntry.game(b.white(), Colour.BLACK, code(b.blackResult())));
        }
        List<SwissPlayer> players = new ArrayList<>();
        for (TournamentRows.Entrant e : entrants) {
            if (e.number() == null) {
                continue;
            }
            Map<Integer, RoundEntry> own = byPlayer.getOrDefault(e.number(), Map.of());
            List<RoundEntry> rounds = new ArrayList<>(closed);
            for (int r = 1; r <= closed; r++) {
                rounds.add(own.getOrDefault(r, RoundEntry.bye(ResultCode.ZERO_BYE)));
            }
            players.add(new SwissPlayer(e.number(), e.name(), 0, rounds, e.withdrawnAfter() == null));
        }
        return new SwissTournament(t.name(), t.rounds(), players);
    }

    private static ResultCode code(String code) {
        return ResultCode.fromCode(code.charAt(0)).orElseThrow(() -> new IllegalStateException("result " + code));
    }

    /**
     * A finished game's result for white (the first seat) and black, as TRF codes. A game the
     * clock aborted because one seat missed its first move (or setup step) is a forfeit: that seat
     * '-', the other '+'; a game aborted with neither seat to blame (both owed the step, or the
     * portal aborted it) is '-' for both.
     */
    static String[] codes(GameKind kind, TournamentRows.GameResult game) {
        String first = kind.seatName(SeatIndex.FIRST);
        if ("aborted".equals(game.reason())) {
            Optional<String> missed = Optional.ofNullable(game.abortedBy());
            if (missed.isEmpty()) {
                return new String[] {"-", "-"};
            }
            return missed.get().equals(first) ? new String[] {"-", "+"} : new String[] {"+", "-"};
        }
        if (game.winner() == null) {
            return new String[] {"=", "="};
        }
        return game.winner().equals(first) ? new String[] {"1", "0"} : new String[] {"0", "1"};
    }
}
