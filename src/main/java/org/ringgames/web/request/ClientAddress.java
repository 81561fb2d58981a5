package org.ringgames.web.request;

import io.vertx.core.http.HttpServerRequest;

/**
 * The address a request comes from, as the engine's fair share counts callers who present no
 * portal key: the connection's, or behind a proxy the forwarded one (with
 * {@code quarkus.http.proxy.proxy-address-forwarding}). A key or token the service does not check
 * could be made up afresh for every request; the address cannot.
 */
public final class ClientAddress {

    private ClientAddress() {
    }

    public static String of(HttpServerRequest request) {
        return request.remoteAddress() == null ? "unknown" : request.remoteAddress().host();
    }
}
