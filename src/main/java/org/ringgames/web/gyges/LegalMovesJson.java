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

    static {
        for (int sq = 0; sq <= Square.S; sq++) {
            NAMES[sq] = Square.name(sq).getBytes(StandardCharsets.US_ASCII);
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
        json.ascii("{\"game\":\"gyges\",");
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

    private static final byte[] MOVE = bytesOf("{\"move\":\"");
    private static final byte[] FROM = bytesOf("\",\"from\":\"");
    private static final byte[] TO = bytesOf("\",\"to\":\"");
    private static final byte[] REPLACE = bytesOf("\",\"replace\":\"");
    private static final byte[] NO_REPLACE = bytesOf("\",\"replace\":null");
    private static final byte[] WINS = bytesOf(",\"wins\":true");
    private static final byte[] NO_WIN = bytesOf(",\"wins\":false");
    private static final byte[] PATH = bytesOf(",\"path\":[");
    private static final byte[] PASS = bytesOf("{\"move\":\"pass\",\"from\":null,\"to\":null,\"replace\":null,\"wins\":false");

    /**
     * One move object. Its size is bounded (≤ 96 bytes besides at most 6 bytes a path square), so
     * room is made once and the bytes are stored without further checks: this loop writes most of
     * the answer.
     */
    private void move(LegalMove legal, boolean paths) {
        Move move = legal.move();
        List<Integer> path = legal.path();
        ensure(128 + 6 * path.size());
        if (move.isPass()) {
            put(PASS);
            put(paths ? EMPTY_PATH : CLOSE);
            return;
        }
        put(MOVE);
        square(move.from());
        buffer[length++] = '-';
        square(move.to());
        if (move.isReplace()) {
            buffer[length++] = '>';
            square(move.target());
        }
        put(FROM);
        square(move.from());
        put(TO);
        square(move.to());
        if (move.isReplace()) {
            put(REPLACE);
            square(move.target());
            buffer[length++] = '"';
        } else {
            put(NO_REPLACE);
        }
        put(move.isWin() ? WINS : NO_WIN);
        if (paths) {
            put(PATH);
            for (int i = 0, n = path.size(); i < n; i++) {
                if (i > 0) {
                    buffer[length++] = ',';
                }
                buffer[length++] = '"';
                square(path.get(i));
                buffer[length++] = '"';
            }
            buffer[length++] = ']';
        }
        buffer[length++] = '}';
    }

    private static final byte[] EMPTY_PATH = bytesOf(",\"path\":[]}");
    private static final byte[] CLOSE = bytesOf("}");

    /** A square's name: two bytes (c1), or one for a goal (N, S). Room is made by the caller. */
    private void square(int square) {
        byte[] name = NAMES[square];
        buffer[length++] = name[0];
        if (name.length == 2) {
            buffer[length++] = name[1];
        }
    }

    private void put(byte[] bytes) {
        System.arraycopy(bytes, 0, buffer, length, bytes.length);
        length += bytes.length;
    }

    private static byte[] bytesOf(String text) {
        return text.getBytes(StandardCharsets.US_ASCII);
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
