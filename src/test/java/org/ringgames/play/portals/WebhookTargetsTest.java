package org.ringgames.play.portals;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.net.InetAddress;
import java.net.URI;
import java.net.UnknownHostException;
import java.util.Map;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.junit.jupiter.api.Test;

class WebhookTargetsTest {

    private static InetAddress ip(String text) {
        try {
            return InetAddress.getByName(text);
        } catch (UnknownHostException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A resolver that answers from a table, as DNS would (literal addresses resolve to themselves). */
    private static WebhookTargets.Resolver table(Map<String, String> names) {
        return host -> {
            String address = names.get(host);
            if (address != null) {
                return new InetAddress[] {ip(address)};
            }
            if (host.matches("[0-9.]+") || host.contains(":")) {
                return new InetAddress[] {ip(host)};
            }
            throw new UnknownHostException(host);
        };
    }

    @ParameterizedTest
    @ValueSource(strings = {"127.0.0.1", "127.8.9.10", "10.1.2.3", "172.16.0.1", "172.31.255.255", "192.168.1.1",
            "169.254.169.254", "100.64.0.1", "0.0.0.0", "224.0.0.1", "255.255.255.255", "192.0.2.10", "198.18.0.1",
            "::1", "::", "fe80::1", "fc00::1", "fd00:ec2::254", "::ffff:127.0.0.1", "::ffff:10.0.0.1",
            "64:ff9b::a00:1", "2002:a00:1::", "2001:db8::1", "ff02::1"})
    void noLoopbackPrivateLinkLocalOrReservedAddressIsPublic(String address) {
        assertThat(WebhookTargets.isPublic(ip(address))).as(address).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"64:ff9b:1::a00:1", "64:ff9b:1::808:808", "100::1", "100::", "2001::5efe:7f00:1",
            "2606:4700::200:5efe:a00:1", "2606:4700::5efe:c0a8:101", "::ffff:0:7f00:1", "::a00:1",
            "2001:0:808:808::f5ff:fffe", "2001:0:a00:1::f7f7:f7f7", "2001:2::1", "2001:10::1", "2001:20::1",
            "2001:100::1", "2001:db8:ffff::1", "3fff::1", "5f00::1", "fec0::1", "fe80::5efe:808:808", "::2",
            "4000::1", "::ffff:169.254.169.254", "2002:a9fe:a9fe::1", "64:ff9b::a9fe:a9fe"})
    void anIpv6AddressThatEmbedsANonPublicIpv4OrSitsInASpecialBlockIsNotPublic(String address) {
        assertThat(WebhookTargets.isPublic(ip(address))).as(address).isFalse();
    }

    @ParameterizedTest
    @ValueSource(strings = {"2001:0:808:808::f7f7:f7f7", "64:ff9b::808:808", "2606:4700::5efe:808:808",
            "2a00:1450:4001:82b::200e", "2001:4860:4860::8888"})
    void anIpv6AddressThatEmbedsOnlyPublicIpv4AddressesIsPublic(String address) {
        assertThat(WebhookTargets.isPublic(ip(address))).as(address).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"93.184.216.34", "8.8.8.8", "1.1.1.1", "172.32.0.1", "100.128.0.1", "2606:4700::1111",
            "::ffff:8.8.8.8", "2002:808:808::"})
    void publicAddressesArePublic(String address) {
        assertThat(WebhookTargets.isPublic(ip(address))).as(address).isTrue();
    }

    @ParameterizedTest
    @ValueSource(strings = {"http://portal.example/hook", "ftp://portal.example/hook", "portal.example/hook",
            "https://user:secret@portal.example/hook", "https:///hook", "https://portal.example/hook#part", "not a url"})
    void onlyAnHttpsUrlWithAHostAndNothingElseMayBeAWebhook(String url) {
        WebhookTargets targets = new WebhookTargets(false, table(Map.of("portal.example", "93.184.216.34")));
        assertThatThrownBy(() -> targets.parse(url)).isInstanceOf(WebhookTargets.Refused.class);
    }

    @Test
    void aNameIsJudgedByEveryAddressItResolvesTo() throws Exception {
        WebhookTargets targets = new WebhookTargets(false, host -> new InetAddress[] {ip("93.184.216.34"), ip("10.0.0.5")});
        assertThatThrownBy(() -> targets.resolve(targets.parse("https://mixed.example/hook")))
                .isInstanceOf(WebhookTargets.Refused.class).hasMessageContaining("10.0.0.5");
    }

    @Test
    void theAttemptConnectsToTheAddressItChecked() throws Exception {
        WebhookTargets targets = new WebhookTargets(false, table(Map.of("portal.example", "93.184.216.34")));
        WebhookTargets.Target target = targets.resolve(targets.parse("https://portal.example:8443/hooks/a?b=c"));
        assertThat(target.address()).isEqualTo(ip("93.184.216.34"));
        assertThat(target.host()).isEqualTo("portal.example");
        assertThat(target.port()).isEqualTo(8443);
        assertThat(target.pathAndQuery()).isEqualTo("/hooks/a?b=c");
        assertThat(target.https()).isTrue();
    }

    @Test
    void aNameThatResolvesToAPrivateAddressAtDeliveryIsRefusedThen() throws Exception {
        // Registered while it resolved to a public address; rebound to the metadata address since.
        Map<String, String> dns = new java.util.HashMap<>(Map.of("rebind.example", "93.184.216.34"));
        WebhookTargets targets = new WebhookTargets(false, table(dns));
        URI url = targets.parse("https://rebind.example/hook");
        targets.resolve(url);
        dns.put("rebind.example", "169.254.169.254");
        assertThatThrownBy(() -> targets.resolve(url)).isInstanceOf(WebhookTargets.Refused.class)
                .hasMessageContaining("169.254.169.254");
    }

    @Test
    void aNameThatDoesNotResolveIsRefused() throws Exception {
        WebhookTargets targets = new WebhookTargets(false, table(Map.of()));
        assertThatThrownBy(() -> targets.resolve(targets.parse("https://nowhere.example/hook")))
                .isInstanceOf(WebhookTargets.Refused.class).hasMessageContaining("does not resolve");
    }

    @Test
    void privateTargetsAllowedLetHttpAndLoopbackThrough() throws Exception {
        WebhookTargets targets = new WebhookTargets(true, table(Map.of()));
        assertThat(targets.resolve(targets.parse("http://127.0.0.1:9999/hook")).address()).isEqualTo(ip("127.0.0.1"));
    }
}
