package org.ringgames.web.xequeo;

import com.fasterxml.jackson.databind.JsonNode;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.regex.Pattern;
import org.ringgames.rules.xequeo.Seat;

/**
 * Finds what one body shows about secrets that its receiver may not see. Allowed: {@code mySecret}
 * holding the receiver's own secret of that round (never in events, never to a spectator), and
 * {@code rounds[i].secrets} of rounds already over, with the secrets that were chosen. Any other
 * key that contains "secret" is a leak, and so is a {@code rounds} list longer than the rounds over.
 */
final class SecretScan {

    /** A request body with a secret, a record's toString of one, or the state's own key. */
    private static final Pattern LOGGED_SECRET = Pattern.compile("(?i)(\"secret\"\\s*:|secret\\s*=\\s*\\d|mySecret)");

    /** The secret a seat chose for a round, or null. */
    interface Secrets {
        Integer of(int round, Seat seat);
    }

    private final String gameId;
    private final Secrets secrets;
    private int ownSecretsSeen;
    private int roundSecretsSeen;

    SecretScan(String gameId, Secrets secrets) {
        this.gameId = gameId;
        this.secrets = secrets;
    }

    SecretScan(XeQueoTable table) {
        this(table.game.id(), table::secret);
    }

    /** How many {@code mySecret} members showed their owner its secret (to tell a scan that saw nothing). */
    int ownSecretsSeen() {
        return ownSecretsSeen;
    }

    /** How many finished rounds' secrets were seen. */
    int roundSecretsSeen() {
        return roundSecretsSeen;
    }

    /**
     * @param where      what the body was (for the report)
     * @param viewerSeat "placer", "ringer", or null for a spectator
     * @param event      whether the body is an event's data (public: no mySecret, no mySeat)
     * @param finished   how many rounds were over when it was sent
     */
    List<String> leaks(String where, JsonNode body, String viewerSeat, boolean event, int finished) {
        List<String> leaks = new ArrayList<>();
        walk(body, "$", false, where, viewerSeat, event, finished, leaks);
        return leaks;
    }

    static List<String> logLeaks(List<String> lines) {
        return lines.stream().filter(line -> LOGGED_SECRET.matcher(line).find()).map(line -> "log line: " + line).toList();
    }

    private void walk(JsonNode node, String path, boolean foreign, String where, String viewerSeat, boolean event,
            int finished, List<String> leaks) {
        if (node.isArray()) {
            for (int i = 0; i < node.size(); i++) {
                walk(node.get(i), path + "[" + i + "]", foreign, where, viewerSeat, event, finished, leaks);
            }
            return;
        }
        if (!node.isObject()) {
            return;
        }
        boolean isGame = node.has("id") && node.has("game");
        boolean other = foreign || (isGame && !node.get("id").asText().equals(gameId));
        if (isGame && !other && node.has("rounds") && node.get("rounds").size() > finished) {
            leaks.add(where + ": " + path + ".rounds lists " + node.get("rounds").size() + " rounds while " + finished
                    + " are over: " + node.get("rounds"));
        }
        boolean roundEntry = path.matches(".*\\.rounds\\[\\d+]$");
        for (Map.Entry<String, JsonNode> field : (Iterable<Map.Entry<String, JsonNode>>) node::fields) {
            String key = field.getKey();
            JsonNode value = field.getValue();
            String at = path + "." + key;
            if (key.equals("mySeat")) {
                if (event || viewerSeat == null) {
                    leaks.add(where + ": " + at + " = " + value + " shown to " + (event ? "every subscriber" : "a spectator"));
                } else if (!value.asText().equals(viewerSeat)) {
                    leaks.add(where + ": " + at + " = " + value + " shown to the " + viewerSeat);
                }
            }
            if (key.toLowerCase().contains("secret")) {
                if (key.equals("mySecret")) {
                    mySecret(node, value, at, other, where, viewerSeat, event, finished, leaks);
                } else if (key.equals("secrets") && roundEntry) {
                    if (!other) {
                        roundSecrets(node, value, at, path, where, finished, leaks);
                    }
                } else {
                    leaks.add(where + ": key " + at + " = " + value);
                }
            }
            walk(value, at, other, where, viewerSeat, event, finished, leaks);
        }
    }

    private void mySecret(JsonNode state, JsonNode value, String at, boolean other, String where, String viewerSeat,
            boolean event, int finished, List<String> leaks) {
        if (event || viewerSeat == null || other) {
            leaks.add(where + ": " + at + " = " + value + " shown to " + (event ? "every subscriber" : viewerSeat == null
                    ? "a spectator" : "the " + viewerSeat + " of another game"));
            return;
        }
        int round = state.has("round") && state.get("round").isInt() ? state.get("round").asInt() : finished + 1;
        Integer own = secrets.of(round, XeQueoTable.seat(viewerSeat));
        if (own != null && value.isInt() && value.asInt() == own) {
            ownSecretsSeen++;
        } else {
            Integer other1 = secrets.of(round, XeQueoTable.seat(viewerSeat).opponent());
            leaks.add(where + ": " + at + " = " + value + " shown to the " + viewerSeat + ", whose own secret of round "
                    + round + " is " + own + (other1 != null && value.isInt() && value.asInt() == other1
                    ? " (it is the OPPONENT's secret)" : ""));
        }
    }

    private void roundSecrets(JsonNode entry, JsonNode value, String at, String path, String where, int finished,
            List<String> leaks) {
        int index = Integer.parseInt(path.substring(path.lastIndexOf('[') + 1, path.length() - 1));
        int round = entry.has("round") ? entry.get("round").asInt() : index + 1;
        if (round > finished) {
            leaks.add(where + ": " + at + " = " + value + " for round " + round + ", which is not over (" + finished + " are)");
            return;
        }
        for (Seat seat : Seat.values()) {
            Integer chosen = secrets.of(round, seat);
            JsonNode shown = value.get(seat.lowerName());
            if (chosen == null || shown == null || shown.asInt() != chosen) {
                leaks.add(where + ": " + at + " shows " + value + " but round " + round + "'s " + seat.lowerName()
                        + " chose " + chosen);
            }
        }
        roundSecretsSeen++;
        if (value.size() != 2) {
            leaks.add(where + ": " + at + " = " + value + " holds more than the two seats' secrets");
        }
    }
}
