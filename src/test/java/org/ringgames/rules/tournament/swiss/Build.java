package org.ringgames.rules.tournament.swiss;

import java.util.ArrayList;
import java.util.List;

/**
 * Small tournaments for tests, round by round: {@code game(1, 4, "1")} is player 1 with white
 * against player 4, white wins ("1"), draws ("="), loses ("0"), or wins/loses by forfeit ("+", "-").
 */
final class Build {

    private final int players;
    private final int planned;
    private final List<List<RoundEntry>> rounds = new ArrayList<>();
    private final boolean[] absent;

    Build(int players, int planned) {
        this.players = players;
        this.planned = planned;
        this.absent = new boolean[players + 1];
        for (int i = 0; i < players; i++) {
            rounds.add(new ArrayList<>());
        }
    }

    Build game(int white, int black, String result) {
        ResultCode w;
        ResultCode b;
        switch (result) {
            case "1" -> { w = ResultCode.WIN; b = ResultCode.LOSS; }
            case "0" -> { w = ResultCode.LOSS; b = ResultCode.WIN; }
            case "=" -> { w = ResultCode.DRAW; b = ResultCode.DRAW; }
            case "+" -> { w = ResultCode.FORFEIT_WIN; b = ResultCode.FORFEIT_LOSS; }
            case "-" -> { w = ResultCode.FORFEIT_LOSS; b = ResultCode.FORFEIT_WIN; }
            default -> throw new IllegalArgumentException(result);
        }
        rounds.get(white - 1).add(RoundEntry.game(black, Colour.WHITE, w));
        rounds.get(black - 1).add(RoundEntry.game(white, Colour.BLACK, b));
        return this;
    }

    Build bye(int player, ResultCode kind) {
        rounds.get(player - 1).add(RoundEntry.bye(kind));
        return this;
    }

    /** Player {@code p} is not to be paired in the next round. */
    Build absent(int p) {
        absent[p] = true;
        return this;
    }

    SwissTournament build() {
        List<SwissPlayer> ps = new ArrayList<>();
        for (int i = 1; i <= players; i++) {
            ps.add(new SwissPlayer(i, "Player " + i, 2000 - i, rounds.get(i - 1), !absent[i]));
        }
        return new SwissTournament("test", planned, ps);
    }

    static List<Pairing> boards(int... whiteBlack) {
        List<Pairing> out = new ArrayList<>();
        for (int i = 0; i < whiteBlack.length; i += 2) {
            out.add(new Pairing(whiteBlack[i], whiteBlack[i + 1]));
        }
        return out;
    }
}
