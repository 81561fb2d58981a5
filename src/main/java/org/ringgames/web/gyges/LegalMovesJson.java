package org.ringgames.web.gyges;

import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import org.ringgames.rules.gyges.LegalMove;
import org.ringgames.rules.gyges.Move;
import org.ringgames.rules.gyges.Position;
import org.ringgames.rules.gyges.PositionText;
import org.ringgames.rules.gyges.Square;

/**
 * Writes a {@link LegalMovesView} as JSON bytes directly. A legal-move list is the service's
 * largest and most frequent answer (224 moves and 21 KB from the starting position, up to ~1,100
 * moves), and generic JSON writing took two thirds of its time while move generation took 1%
 * (docs/benchmarks.md). Everything written here is ASCII from fixed tables — square names, move
 * text, position text — so no escaping is needed. {@code LegalMovesJsonTest} checks that the
 * output equals Jackson's rendering of the same view.
 */
final class LegalMovesJson {

    private static final byte[][] NAMES = new byte[Square.S + 1][];
    private static final byte[][] QUOTED = new byte[Square.S + 1][];

    static {
        for (int sq = 0; sq <= Square.S; sq++) {
            NAMES[sq] = Square.name(sq).getBytes(StandardCharsets.US_ASCII);
            QUOTED[sq] = ("\"" + Square.name(sq) + "\"").getBytes(StandardCharsets.US_ASCII);
        }
    }

    private byte[] buffer;
    private int length;

    private LegalMovesJson(int capacity) {
        buffer = new byte[capacity];
    }

    /**
     * @param ply   the game's ply, or null for a stateless query (then left out)
     * @param from  only moves from this square, or {@link Square#NONE}
     * @param paths whether to write witness paths
     */
    static byte[] write(Integer ply, Position position, List<LegalMove> moves, int from, boolean paths) {
        int count = 0;
        for (LegalMove legal : moves) {
            if (from == Square.NONE || legal.move().from() == from) {
                count++;
            }
        }
        LegalMovesJson json = new LegalMovesJson(200 + count * (paths ? 128 : 80));
        json.ascii("{");
        if (ply != null) {
            json.ascii("\"ply\":").ascii(Integer.toString(ply)).ascii(",");
        }
        json.ascii("\"toMove\":\"").ascii(position.toMove().lowerName())
                .ascii("\",\"position\":\"").ascii(PositionText.format(position))
                .ascii("\",\"count\":").ascii(Integer.toString(count)).ascii(",\"moves\":[");
        boolean first = true;
        for (LegalMove legal : moves) {
            if (from != Square.NONE && legal.move().from() != from) {
                continue;
            }
            if (!first) {
                json.ascii(",");
            }
            first = false;
            json.move(legal, paths);
        }
        return json.ascii("]}").bytes();
    }

    private void move(LegalMove legal, boolean paths) {
        Move move = legal.move();
        if (move.isPass()) {
            ascii("{\"move\":\"pass\",\"from\":null,\"to\":null,\"replace\":null,\"wins\":false");
            ascii(paths ? ",\"path\":[]}" : "}");
            return;
        }
        ascii("{\"move\":\"").raw(NAMES[move.from()]).ascii("-").raw(NAMES[move.to()]);
        if (move.isReplace()) {
            ascii(">").raw(NAMES[move.target()]);
        }
        ascii("\",\"from\":").raw(QUOTED[move.from()]).ascii(",\"to\":").raw(QUOTED[move.to()]).ascii(",\"replace\":");
        if (move.isReplace()) {
            raw(QUOTED[move.target()]);
        } else {
            ascii("null");
        }
        ascii(move.isWin() ? ",\"wins\":true" : ",\"wins\":false");
        if (paths) {
            ascii(",\"path\":[");
            List<Integer> path = legal.path();
            for (int i = 0; i < path.size(); i++) {
                if (i > 0) {
                    ascii(",");
                }
                raw(QUOTED[path.get(i)]);
            }
            ascii("]");
        }
        ascii("}");
    }

    private LegalMovesJson raw(byte[] bytes) {
        ensure(bytes.length);
        System.arraycopy(bytes, 0, buffer, length, bytes.length);
        length += bytes.length;
        return this;
    }

    /** Appends text known to be ASCII. */
    private LegalMovesJson ascii(String text) {
        int n = text.length();
        ensure(n);
        for (int i = 0; i < n; i++) {
            buffer[length++] = (byte) text.charAt(i);
        }
        return this;
    }

    private void ensure(int more) {
        if (length + more > buffer.length) {
            buffer = Arrays.copyOf(buffer, Math.max(buffer.length * 2, length + more));
        }
    }

    private byte[] bytes() {
        return Arrays.copyOf(buffer, length);
    }
}
