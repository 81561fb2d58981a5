import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Arrays;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The service's HTTP API as the load generators speak it: one HTTP/1.1 client (keep-alive, 10 s to
 * connect), JSON posts with a seat's or a player's token, base URLs from the command line, and the
 * members of a game's answers read by pattern (no JSON library: the programs run on the JDK alone).
 * Shared by the load generators (bench/support, compiled by {@code bench/support/classes.sh}).
 */
public final class Api {

    /** The position after the setups the bots play (south 321123, north 123321). */
    public static final String START = "123321/....../....../....../....../321123 S";
    public static final Pattern ID = Pattern.compile("\"id\":\"([^\"]+)\"");
    public static final Pattern SOUTH = Pattern.compile("\"south\":\\{\"token\":\"([^\"]+)\"");
    public static final Pattern NORTH = Pattern.compile("\"north\":\\{\"token\":\"([^\"]+)\"");
    public static final Pattern PLY = Pattern.compile("\"ply\":(\\d+)");
    public static final Pattern POSITION = Pattern.compile("\"position\":\"([^\"]+)\"");
    public static final Pattern VERSION = Pattern.compile("\"version\":(\\d+)");
    public static final Pattern TOKEN = Pattern.compile("\"token\":\"([^\"]+)\"");
    public static final Pattern STATUS = Pattern.compile("\"status\":\"([^\"]+)\"");
    public static final Pattern MOVE = Pattern.compile("\"move\":\"([^\"]+)\"");
    public static final Pattern WINS = Pattern.compile("\"wins\":(true|false)");
    /** A line of a player's NDJSON stream: its event and the game it is about. */
    public static final Pattern LINE = Pattern.compile("^\\{\"id\":\"[^\"]*\",\"event\":\"([^\"]+)\",\"data\":\\{\"gameId\":\"([^\"]+)\"");

    private Api() {
    }

    /** An HTTP/1.1 client (one connection a request in flight, kept alive), 10 s to connect. */
    public static HttpClient client() {
        return client(Duration.ofSeconds(10));
    }

    public static HttpClient client(Duration connectTimeout) {
        return HttpClient.newBuilder().version(HttpClient.Version.HTTP_1_1).connectTimeout(connectTimeout).build();
    }

    /** A base URL from the command line, without its trailing slashes. */
    public static String base(String arg) {
        return arg.replaceAll("/+$", "");
    }

    /** Base URLs given as one argument, separated by commas. */
    public static String[] bases(String arg) {
        return Arrays.stream(arg.split(",")).map(Api::base).toArray(String[]::new);
    }

    /** POST of a JSON body to base + path with a bearer token (none when null), 30 s to answer. */
    public static HttpResponse<String> post(HttpClient client, String base, String path, String token, String body)
            throws Exception {
        HttpRequest.Builder b = HttpRequest.newBuilder(URI.create(base + path)).timeout(Duration.ofSeconds(30))
                .header("Content-Type", "application/json").POST(HttpRequest.BodyPublishers.ofString(body));
        if (token != null) {
            b.header("Authorization", "Bearer " + token);
        }
        return client.send(b.build(), HttpResponse.BodyHandlers.ofString());
    }

    /** The first group of the pattern's first match in the text, or null. */
    public static String group(Pattern p, String text) {
        Matcher m = p.matcher(text);
        return m.find() ? m.group(1) : null;
    }
}
