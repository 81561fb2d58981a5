package org.ringgames.web.client;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.ServerSocket;
import java.net.Socket;
import java.net.URI;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;

/**
 * A TCP forwarder between the browser and the service whose connections a test can cut, as a
 * network failure would: {@link #cut()} closes every open connection (an event stream among them)
 * and refuses new ones until {@link #restore()}. The bytes pass unchanged.
 */
final class CuttableProxy implements AutoCloseable {

    private final ServerSocket server;
    private final InetSocketAddress target;
    private final Set<Socket> open = ConcurrentHashMap.newKeySet();
    private volatile boolean refusing;

    CuttableProxy(URI service) {
        try {
            this.server = new ServerSocket(0, 50, InetAddress.getLoopbackAddress());
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        this.target = new InetSocketAddress(service.getHost(), service.getPort());
        Thread acceptor = new Thread(this::accept, "cuttable-proxy");
        acceptor.setDaemon(true);
        acceptor.start();
    }

    /** The address to give the browser in place of the service's. */
    URI base() {
        return URI.create("http://127.0.0.1:" + server.getLocalPort() + "/");
    }

    void cut() {
        refusing = true;
        for (Socket socket : open) {
            closeQuietly(socket);
        }
    }

    void restore() {
        refusing = false;
    }

    private void accept() {
        while (!server.isClosed()) {
            try {
                Socket client = server.accept();
                if (refusing) {
                    client.close();
                    continue;
                }
                Socket upstream = new Socket(target.getAddress(), target.getPort());
                open.add(client);
                open.add(upstream);
                pump(client, upstream);
                pump(upstream, client);
            } catch (IOException e) {
                if (server.isClosed()) {
                    return;
                }
            }
        }
    }

    private void pump(Socket from, Socket to) {
        Thread thread = new Thread(() -> {
            try (InputStream in = from.getInputStream(); OutputStream out = to.getOutputStream()) {
                in.transferTo(out);
            } catch (IOException e) {
                // The other side closed, or the test cut the connection: close both ends.
            } finally {
                closeQuietly(from);
                closeQuietly(to);
                open.remove(from);
                open.remove(to);
            }
        }, "cuttable-proxy-pump");
        thread.setDaemon(true);
        thread.start();
    }

    private static void closeQuietly(Socket socket) {
        try {
            socket.close();
        } catch (IOException e) {
            // Already closed.
        }
    }

    @Override
    public void close() {
        cut();
        try {
            server.close();
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }
}
