package org.ringgames.play.portals;

import java.net.Inet4Address;
import java.net.Inet6Address;
import java.net.InetAddress;
import java.net.URI;
import java.net.URISyntaxException;
import java.net.UnknownHostException;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * Where a webhook may send (a guard against server-side request forgery): an {@code https} URL
 * whose host resolves only to public addresses — never loopback, private, link-local (the cloud
 * metadata address 169.254.169.254 among them), shared, multicast or reserved ones, nor an IPv6
 * address that embeds one. Checked at registration and again on the resolved address of every
 * attempt, which then connects to the very address checked, so a name that later resolves
 * elsewhere (DNS rebinding) is refused too. Unless the operator allows private targets (dev mode,
 * tests), which also allows plain {@code http}.
 */
public final class WebhookTargets {

    static final int MAX_URL_LENGTH = 2048;

    /** Resolves a host name to its addresses (the system resolver; tests give their own). */
    @FunctionalInterface
    public interface Resolver {
        InetAddress[] resolve(String host) throws UnknownHostException;
    }

    /** A URL refused as a webhook target, with the reason in the API's words. */
    public static final class Refused extends Exception {
        public Refused(String reason) {
            super(reason, null, false, false);
        }
    }

    /** Where one attempt goes: the URL and the address checked for it. */
    public record Target(URI url, boolean https, String host, int port, String pathAndQuery, InetAddress address) {
    }

    private final boolean allowPrivate;
    private final Resolver resolver;

    public WebhookTargets(boolean allowPrivate, Resolver resolver) {
        this.allowPrivate = allowPrivate;
        this.resolver = resolver;
    }

    /** Checks a URL's form; throws {@link Refused} naming what is wrong. */
    public URI parse(String text) throws Refused {
        if (text.length() > MAX_URL_LENGTH) {
            throw new Refused("the URL is longer than " + MAX_URL_LENGTH + " characters");
        }
        URI url;
        try {
            url = new URI(text);
        } catch (URISyntaxException e) {
            throw new Refused("'" + text + "' is not a URL: " + e.getReason());
        }
        String scheme = url.getScheme() == null ? "" : url.getScheme().toLowerCase(Locale.ROOT);
        if (!scheme.equals("https") && !(allowPrivate && scheme.equals("http"))) {
            throw new Refused("a webhook URL must be https" + (allowPrivate ? " or http" : "") + ", not '" + text + "'");
        }
        if (url.getRawUserInfo() != null) {
            throw new Refused("a webhook URL may not carry credentials (user:password@)");
        }
        if (url.getHost() == null || url.getHost().isEmpty()) {
            throw new Refused("the URL '" + text + "' names no host");
        }
        if (url.getRawFragment() != null) {
            throw new Refused("a webhook URL has no fragment (#…)");
        }
        return url;
    }

    /**
     * Resolves a URL's host and checks every address it has; the target connects to the first.
     * Throws {@link Refused} when the host does not resolve or any address is not public (unless
     * private targets are allowed).
     */
    public Target resolve(URI url) throws Refused {
        String host = url.getHost();
        String bare = host.startsWith("[") && host.endsWith("]") ? host.substring(1, host.length() - 1) : host;
        InetAddress[] addresses;
        try {
            addresses = resolver.resolve(bare);
        } catch (UnknownHostException e) {
            throw new Refused("the host '" + bare + "' does not resolve");
        }
        if (addresses.length == 0) {
            throw new Refused("the host '" + bare + "' does not resolve");
        }
        if (!allowPrivate) {
            for (InetAddress address : addresses) {
                if (!isPublic(address)) {
                    throw new Refused("the host '" + bare + "' resolves to " + address.getHostAddress()
                            + ", a loopback, private, link-local or reserved address; webhooks reach only public ones");
                }
            }
        }
        boolean https = "https".equalsIgnoreCase(url.getScheme());
        int port = url.getPort() >= 0 ? url.getPort() : (https ? 443 : 80);
        String path = (url.getRawPath() == null || url.getRawPath().isEmpty() ? "/" : url.getRawPath())
                + (url.getRawQuery() == null ? "" : "?" + url.getRawQuery());
        return new Target(url, https, bare, port, path, addresses[0]);
    }

    /** IPv4 ranges that are not public (RFC 6890 and friends), as (network, prefix length). */
    private static final List<Map.Entry<Integer, Integer>> RESERVED_V4 = List.of(
            v4("0.0.0.0", 8), v4("10.0.0.0", 8), v4("100.64.0.0", 10), v4("127.0.0.0", 8), v4("169.254.0.0", 16),
            v4("172.16.0.0", 12), v4("192.0.0.0", 24), v4("192.0.2.0", 24), v4("192.88.99.0", 24),
            v4("192.168.0.0", 16), v4("198.18.0.0", 15), v4("198.51.100.0", 24), v4("203.0.113.0", 24),
            v4("224.0.0.0", 4), v4("240.0.0.0", 4));

    /** Whether an address is a public unicast one a webhook may reach. */
    public static boolean isPublic(InetAddress address) {
        if (address instanceof Inet4Address v4) {
            return isPublicV4(v4.getAddress());
        }
        byte[] b = address.getAddress();
        if (address.isAnyLocalAddress() || address.isLoopbackAddress() || address.isLinkLocalAddress()
                || address.isSiteLocalAddress() || address.isMulticastAddress()) {
            return false;
        }
        int first = b[0] & 0xff;
        if ((first & 0xfe) == 0xfc) {
            return false; // fc00::/7, unique local (AWS's metadata fd00:ec2::254 among them)
        }
        if (first == 0x20 && (b[1] & 0xff) == 0x01 && b[2] == 0x0d && (b[3] & 0xff) == 0xb8) {
            return false; // 2001:db8::/32, documentation
        }
        // Addresses that carry an IPv4 address: mapped (::ffff:a.b.c.d), compatible (::a.b.c.d),
        // NAT64 (64:ff9b::/96) and 6to4 (2002:a.b.c.d::/48) are judged by the address they carry.
        boolean zeros80 = allZero(b, 0, 10);
        if (zeros80 && (((b[10] & 0xff) == 0xff && (b[11] & 0xff) == 0xff) || (b[10] == 0 && b[11] == 0))) {
            return isPublicV4(new byte[] {b[12], b[13], b[14], b[15]});
        }
        if (b[0] == 0 && b[1] == 0x64 && (b[2] & 0xff) == 0xff && (b[3] & 0xff) == 0x9b && allZero(b, 4, 12)) {
            return isPublicV4(new byte[] {b[12], b[13], b[14], b[15]});
        }
        if (first == 0x20 && b[1] == 0x02) {
            return isPublicV4(new byte[] {b[2], b[3], b[4], b[5]});
        }
        return address instanceof Inet6Address;
    }

    private static boolean isPublicV4(byte[] b) {
        int value = ((b[0] & 0xff) << 24) | ((b[1] & 0xff) << 16) | ((b[2] & 0xff) << 8) | (b[3] & 0xff);
        for (Map.Entry<Integer, Integer> range : RESERVED_V4) {
            int mask = range.getValue() == 0 ? 0 : -1 << (32 - range.getValue());
            if ((value & mask) == (range.getKey() & mask)) {
                return false;
            }
        }
        return true;
    }

    private static boolean allZero(byte[] b, int from, int to) {
        for (int i = from; i < to; i++) {
            if (b[i] != 0) {
                return false;
            }
        }
        return true;
    }

    private static Map.Entry<Integer, Integer> v4(String network, int prefix) {
        String[] parts = network.split("\\.");
        int value = 0;
        for (String part : parts) {
            value = (value << 8) | Integer.parseInt(part);
        }
        return Map.entry(value, prefix);
    }
}
