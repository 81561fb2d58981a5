package org.ringgames.play.portals;

import java.net.Inet4Address;
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
        return isPublicV6(address.getAddress());
    }

    /**
     * An IPv6 address (16 bytes) is public when it is global unicast (2000::/3, the only block IANA
     * allocates for it) outside the special-purpose blocks that are not globally reachable, and when
     * every IPv4 address it carries is public. That rules out, by construction, ::/128, ::1, 100::/64
     * (discard), fc00::/7, fe80::/10, fec0::/10, ff00::/8 and whatever IANA has not allocated yet.
     *
     * <p>The forms that carry an IPv4 address are judged by it, wherever it sits: IPv4-mapped
     * ({@code ::ffff:a.b.c.d}), IPv4-compatible ({@code ::a.b.c.d}), IPv4-translated
     * ({@code ::ffff:0:a.b.c.d}), NAT64 ({@code 64:ff9b::a.b.c.d}), 6to4 ({@code 2002:AABB:CCDD::}),
     * Teredo ({@code 2001:0:SSSS:SSSS:…:CCCC:CCCC}: the server's address and the client's, stored
     * inverted) and ISATAP (an interface identifier {@code [02]00:5efe:a.b.c.d} under any prefix).
     * The local-use NAT64 prefix 64:ff9b:1::/48 translates to whatever the operator's network
     * chooses, so it is refused as a whole.
     */
    static boolean isPublicV6(byte[] b) {
        if (allZero(b, 0, 10)) {
            boolean mapped = (b[10] & 0xff) == 0xff && (b[11] & 0xff) == 0xff;
            boolean compatible = b[10] == 0 && b[11] == 0; // :: and ::1 carry 0.0.0.0 and 0.0.0.1
            return (mapped || compatible) && isPublicV4(last4(b));
        }
        if (allZero(b, 0, 8) && (b[8] & 0xff) == 0xff && (b[9] & 0xff) == 0xff && b[10] == 0 && b[11] == 0) {
            return isPublicV4(last4(b)); // ::ffff:0:a.b.c.d, IPv4-translated (RFC 2765)
        }
        if (prefix(b, 0x0064, 0xff9b) && allZero(b, 4, 12)) {
            return isPublicV4(last4(b)); // 64:ff9b::/96, the well-known NAT64 prefix
        }
        if ((b[8] & 0xfc) == 0 && b[9] == 0 && (b[10] & 0xff) == 0x5e && (b[11] & 0xff) == 0xfe
                && !isPublicV4(last4(b))) {
            return false; // ISATAP (RFC 5214) carrying a non-public IPv4 address
        }
        if ((b[0] & 0xe0) != 0x20) {
            return false; // outside 2000::/3: loopback, unspecified, discard, ULA, link-local, multicast, unallocated
        }
        if (prefix(b, 0x2002)) {
            return isPublicV4(new byte[] {b[2], b[3], b[4], b[5]}); // 6to4 (RFC 3056)
        }
        if (prefix(b, 0x2001, 0x0000)) {
            byte[] client = last4(b);
            for (int i = 0; i < 4; i++) {
                client[i] = (byte) ~client[i];
            }
            return isPublicV4(new byte[] {b[4], b[5], b[6], b[7]}) && isPublicV4(client); // Teredo (RFC 4380)
        }
        for (int[] block : SPECIAL_V6) {
            if (inBlock(b, block)) {
                return false;
            }
        }
        return true;
    }

    /**
     * Blocks inside 2000::/3 that the IANA IPv6 Special-Purpose Address Registry marks as not
     * globally reachable (or for documentation), as (eight 16-bit groups, prefix length): the IETF
     * protocol assignments 2001::/23 (benchmarking 2001:2::/48, ORCHID 2001:10::/28, ORCHIDv2
     * 2001:20::/28 among them; Teredo's 2001::/32 is judged above), documentation 2001:db8::/32 and
     * 3fff::/20, and SRv6 SIDs 5f00::/16 (RFC 9602).
     */
    private static final List<int[]> SPECIAL_V6 = List.of(
            new int[] {0x2001, 0, 0, 0, 0, 0, 0, 0, 23},
            new int[] {0x2001, 0x0db8, 0, 0, 0, 0, 0, 0, 32},
            new int[] {0x3fff, 0, 0, 0, 0, 0, 0, 0, 20},
            new int[] {0x5f00, 0, 0, 0, 0, 0, 0, 0, 16});

    private static boolean inBlock(byte[] b, int[] block) {
        int bits = block[8];
        for (int i = 0; i < 16 && bits > 0; i++, bits -= 8) {
            int networkByte = (block[i / 2] >> (i % 2 == 0 ? 8 : 0)) & 0xff;
            int mask = bits >= 8 ? 0xff : (0xff << (8 - bits)) & 0xff;
            if (((b[i] & 0xff) & mask) != (networkByte & mask)) {
                return false;
            }
        }
        return true;
    }

    /** Whether the address starts with these 16-bit groups. */
    private static boolean prefix(byte[] b, int... groups) {
        for (int i = 0; i < groups.length; i++) {
            if ((((b[2 * i] & 0xff) << 8) | (b[2 * i + 1] & 0xff)) != groups[i]) {
                return false;
            }
        }
        return true;
    }

    private static byte[] last4(byte[] b) {
        return new byte[] {b[12], b[13], b[14], b[15]};
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
