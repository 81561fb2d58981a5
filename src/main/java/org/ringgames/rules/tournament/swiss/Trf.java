package org.ringgames.rules.tournament.swiss;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Optional;

/**
 * The FIDE Tournament Report File (TRF-2026 / TRF(x), as bbpPairings reads and writes it):
 * {@code 012} tournament name, {@code XXR} planned rounds, {@code XXC white1} (the first player's
 * colour in round 1), and one {@code 001} line per player in fixed columns: pairing number in
 * columns 5-8, name 15-47, rating 49-52, points 81-84, rank 86-89, then per round, from column 92,
 * ten characters {@code "oooo c r  "}: opponent (0000 for none), colour ({@code w}, {@code b} or
 * {@code -}) and result code ({@link ResultCode#code()}).
 *
 * <p>A player who is not to be paired in the next round has an entry in the column of that round
 * (a bye: {@code 0000 - Z}, {@code H} or {@code F}); on reading, such an entry beyond the last round
 * that someone was paired in makes the player unavailable, as bbpPairings reads it. A blank round
 * column before the last is read as a zero-point bye.
 */
public final class Trf {

    private static final int ROUNDS_COLUMN = 91;

    private Trf() {
    }

    /** The TRF text of {@code t} (lines end in {@code \n}). */
    public static String write(SwissTournament t) {
        StringBuilder out = new StringBuilder();
        out.append("012 ").append(oneLine(t.name())).append('\n');
        out.append("XXR ").append(t.plannedRounds()).append('\n');
        out.append("XXC white1\n");
        int played = t.roundsPlayed();
        List<Standing> ranks = Standings.of(t, List.of());
        int[] rankOf = new int[t.players().size() + 1];
        for (Standing s : ranks) {
            rankOf[s.number()] = s.rank();
        }
        for (SwissPlayer p : t.players()) {
            StringBuilder line = new StringBuilder("001 ");
            line.append(pad(Integer.toString(p.number()), 4, true));
            line.append("      ");
            line.append(pad(oneLine(p.name()), 33, false));
            line.append(' ');
            line.append(pad(p.rating() > 0 ? Integer.toString(p.rating()) : "", 4, true));
            line.append(" ".repeat(28));
            line.append(pad(String.format(Locale.ROOT, "%.1f", p.points()), 4, true));
            line.append(' ').append(pad(Integer.toString(rankOf[p.number()]), 4, true));
            for (int r = 0; r < played; r++) {
                line.append("  ");
                line.append(r < p.rounds().size() ? entry(p.rounds().get(r)) : "0000 - Z");
            }
            if (!p.available()) {
                line.append("  0000 - Z");
            }
            out.append(line).append('\n');
        }
        return out.toString();
    }

    private static String entry(RoundEntry e) {
        String opponent = e.opponent() == 0 ? "0000" : pad(Integer.toString(e.opponent()), 4, true);
        char colour = e.colour().map(Colour::code).orElse('-');
        return opponent + ' ' + colour + ' ' + e.result().code();
    }

    private static String oneLine(String s) {
        return s.replaceAll("[\\r\\n]+", " ");
    }

    private static String pad(String s, int width, boolean right) {
        if (s.length() >= width) {
            return s.substring(0, width);
        }
        String spaces = " ".repeat(width - s.length());
        return right ? spaces + s : s + spaces;
    }

    /**
     * The tournament of a TRF text (lines may end in CR, LF or CRLF). Players are renumbered by
     * nothing: their numbers must be 1..n.
     *
     * @throws IllegalArgumentException when the text is not a TRF this reader understands
     */
    public static SwissTournament read(String text) {
        String name = "";
        int planned = 0;
        List<String> playerLines = new ArrayList<>();
        for (String line : text.split("\r\n|\r|\n")) {
            if (line.startsWith("012 ")) {
                name = line.substring(4).trim();
            } else if (line.startsWith("XXR ") || line.startsWith("142 ")) {
                try {
                    planned = Integer.parseInt(line.substring(4).trim());
                } catch (NumberFormatException e) {
                    throw new IllegalArgumentException("a number of rounds, not " + line);
                }
            } else if (line.startsWith("001 ")) {
                playerLines.add(line);
            }
        }
        List<List<RoundEntry>> rounds = new ArrayList<>();
        List<int[]> headers = new ArrayList<>();
        List<String> names = new ArrayList<>();
        int played = 0;
        for (String line : playerLines) {
            if (line.length() < 84) {
                throw new IllegalArgumentException("a 001 line is at least 84 characters: " + line);
            }
            int number = parseInt(line.substring(4, 8), line);
            String rating = line.substring(48, 52).trim();
            names.add(line.substring(14, Math.min(47, line.length())).trim());
            headers.add(new int[] {number, rating.isEmpty() ? 0 : parseInt(rating, line)});
            List<RoundEntry> entries = new ArrayList<>();
            for (int start = ROUNDS_COLUMN; start < line.length(); start += 10) {
                String cell = line.substring(start, Math.min(start + 8, line.length()));
                entries.add(cell.isBlank() ? null : cell(cell, line));
            }
            while (!entries.isEmpty() && entries.get(entries.size() - 1) == null) {
                entries.remove(entries.size() - 1);
            }
            for (int r = 0; r < entries.size(); r++) {
                RoundEntry e = entries.get(r);
                if (e != null && (e.opponent() != 0 || e.result() == ResultCode.PAIRING_BYE)) {
                    played = Math.max(played, r + 1);
                }
            }
            rounds.add(entries);
        }
        List<SwissPlayer> players = new ArrayList<>();
        for (int i = 0; i < playerLines.size(); i++) {
            List<RoundEntry> entries = rounds.get(i);
            boolean available = entries.size() <= played;
            List<RoundEntry> kept = new ArrayList<>();
            for (int r = 0; r < played; r++) {
                RoundEntry e = r < entries.size() ? entries.get(r) : null;
                kept.add(e == null ? RoundEntry.bye(ResultCode.ZERO_BYE) : e);
            }
            players.add(new SwissPlayer(headers.get(i)[0], names.get(i), headers.get(i)[1], kept, available));
        }
        players.sort((a, b) -> Integer.compare(a.number(), b.number()));
        return new SwissTournament(name, Math.max(planned, Math.max(played + 1, 1)), players);
    }

    private static RoundEntry cell(String cell, String line) {
        String padded = (cell + "        ").substring(0, 8);
        String opponentText = padded.substring(0, 4).trim();
        int opponent = opponentText.isEmpty() ? 0 : parseInt(opponentText, line);
        char c = padded.charAt(5);
        char r = Character.toUpperCase(padded.charAt(7));
        Optional<ResultCode> result = r == ' ' ? Optional.of(ResultCode.ZERO_BYE) : ResultCode.fromCode(r);
        if (result.isEmpty()) {
            throw new IllegalArgumentException("an unknown result '" + r + "' in " + line);
        }
        Optional<Colour> colour = c == 'w' ? Optional.of(Colour.WHITE)
                : c == 'b' ? Optional.of(Colour.BLACK) : Optional.empty();
        ResultCode code = result.get();
        if (opponent == 0) {
            if (code == ResultCode.FORFEIT_WIN) {
                code = ResultCode.PAIRING_BYE;
            } else if (code == ResultCode.FORFEIT_LOSS || code == ResultCode.LOSS) {
                code = ResultCode.ZERO_BYE;
            } else if (code == ResultCode.DRAW) {
                code = ResultCode.HALF_BYE;
            } else if (code == ResultCode.WIN) {
                code = ResultCode.FULL_BYE;
            }
            return RoundEntry.bye(code);
        }
        if (code.bye()) {
            throw new IllegalArgumentException("a bye with an opponent in " + line);
        }
        if (colour.isEmpty() && code.played()) {
            throw new IllegalArgumentException("a played game needs a colour in " + line);
        }
        return new RoundEntry(opponent, colour, code);
    }

    private static int parseInt(String s, String line) {
        try {
            return Integer.parseInt(s.trim());
        } catch (NumberFormatException e) {
            throw new IllegalArgumentException("a number, not '" + s + "', in " + line);
        }
    }
}
