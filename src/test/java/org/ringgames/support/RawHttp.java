package org.ringgames.support;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.Socket;
import java.nio.charset.StandardCharsets;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * HTTP/1.1 over a plain socket, for the requests no well-behaved client library lets a test send:
 * a header with an empty value, a request target with a broken percent-escape. One request per
 * connection ({@code Connection: close}); {@link #send} reads the answer to its end, so it must not
 * be a stream that stays open.
 */
public final class RawHttp {

    /** An answer: its status, its headers (names in lower case) and its body as text. */
    public record Answer(int status, Map<String, String> headers, String body) {

        public String contentType() {
            return headers.get("content-type");
        }
    }

    private RawHttp() {
    }

    /** Sends {@code method target} with exactly these headers (name, value pairs) and body. */
    public static Answer send(int port, String method, String target, List<String[]> headers, String body) {
        try (Socket socket = new Socket("127.0.0.1", port)) {
            write(socket, port, method, target, headers, body);
            return parse(socket.getInputStream().readAllBytes());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    /**
     * Sends the request and leaves the connection open, its answer unread: a client that waits, and
     * hangs up when the test closes the socket.
     */
    public static Socket open(int port, String method, String target, List<String[]> headers, String body) {
        try {
            Socket socket = new Socket("127.0.0.1", port);
            write(socket, port, method, target, headers, body);
            return socket;
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static void write(Socket socket, int port, String method, String target, List<String[]> headers,
                              String body) throws IOException {
        socket.setSoTimeout(10_000);
        byte[] content = body == null ? new byte[0] : body.getBytes(StandardCharsets.UTF_8);
        StringBuilder request = new StringBuilder(method).append(' ').append(target).append(" HTTP/1.1\r\n")
                .append("Host: 127.0.0.1:").append(port).append("\r\nConnection: close\r\n");
        for (String[] header : headers) {
            request.append(header[0]).append(':').append(header[1].isEmpty() ? "" : " " + header[1]).append("\r\n");
        }
        if (body != null) {
            request.append("Content-Length: ").append(content.length).append("\r\n");
        }
        OutputStream out = socket.getOutputStream();
        out.write(request.append("\r\n").toString().getBytes(StandardCharsets.ISO_8859_1));
        out.write(content);
        out.flush();
    }

    private static Answer parse(byte[] raw) {
        int end = indexOf(raw, "\r\n\r\n".getBytes(StandardCharsets.ISO_8859_1), 0);
        if (end < 0) {
            throw new IllegalStateException("no HTTP answer: " + new String(raw, StandardCharsets.UTF_8));
        }
        String[] lines = new String(raw, 0, end, StandardCharsets.ISO_8859_1).split("\r\n");
        int status = Integer.parseInt(lines[0].split(" ")[1]);
        Map<String, String> headers = new LinkedHashMap<>();
        for (int i = 1; i < lines.length; i++) {
            int colon = lines[i].indexOf(':');
            headers.put(lines[i].substring(0, colon).trim().toLowerCase(Locale.ROOT), lines[i].substring(colon + 1).trim());
        }
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        int at = end + 4;
        if ("chunked".equalsIgnoreCase(headers.get("transfer-encoding"))) {
            byte[] crlf = "\r\n".getBytes(StandardCharsets.ISO_8859_1);
            while (at < raw.length) {
                int line = indexOf(raw, crlf, at);
                int size = Integer.parseInt(new String(raw, at, line - at, StandardCharsets.ISO_8859_1).split(";")[0].trim(), 16);
                if (size == 0) {
                    break;
                }
                body.write(raw, line + 2, size);
                at = line + 2 + size + 2;
            }
        } else {
            body.write(raw, at, raw.length - at);
        }
        return new Answer(status, headers, body.toString(StandardCharsets.UTF_8));
    }

    private static int indexOf(byte[] data, byte[] part, int from) {
        for (int i = from; i <= data.length - part.length; i++) {
            int j = 0;
            while (j < part.length && data[i + j] == part[j]) {
                j++;
            }
            if (j == part.length) {
                return i;
            }
        }
        return -1;
    }

    /** The answer as the contract sees an exchange, so the test can hold it to openapi.yaml. */
    public static OpenApiContract.Exchange exchange(String method, String path, String requestContentType,
                                                    String requestBody, Answer answer) {
        return new OpenApiContract.Exchange(method, path, requestContentType, requestBody, answer.status(),
                answer.contentType(), answer.body());
    }
}
