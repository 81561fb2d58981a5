package org.ringgames.play.notifications;

import org.ringgames.play.events.ChatLine;
import org.ringgames.play.events.Notified;
import static org.assertj.core.api.Assertions.assertThat;

import java.util.Optional;
import java.util.UUID;
import org.junit.jupiter.api.Test;

/** What the listener fires for each payload the writers NOTIFY (EventRows and ChangeStatements, ChatRows, PlayerTokens). */
class NotificationPayloadTest {

    private static final UUID ID = UUID.fromString("6f1c2a52-8d8e-4f0a-9f7e-2b0c1d3e4f50");

    @Test
    void aGamesChangeNamesItsVersionAndItsPortalIfItHasOne() {
        assertThat(NotificationListener.parse(ID + ":7:acme"))
                .contains(new Notified.GameChanged(ID, 7, Optional.of("acme")));
        assertThat(NotificationListener.parse(ID + ":7")).contains(new Notified.GameChanged(ID, 7, Optional.empty()));
        assertThat(NotificationListener.parse(ID + ":7:a:portal:with:colons"))
                .as("the portal is the rest of the payload").contains(new Notified.GameChanged(ID, 7,
                        Optional.of("a:portal:with:colons")));
    }

    @Test
    void aPlayersFeedAChatLineAndATokenGoneHaveTheirOwnKinds() {
        assertThat(NotificationListener.parse("p:" + ID)).contains(new Notified.PlayerFeed(ID));
        assertThat(NotificationListener.parse("c:" + ID + ":12")).contains(new Notified.ChatLine(ID, 12));
        assertThat(NotificationListener.parse("t:00ff")).contains(new Notified.TokenGone("00ff"));
    }

    @Test
    void aMalformedPayloadIsIgnored() {
        assertThat(NotificationListener.parse("not-a-uuid:1")).isEmpty();
        assertThat(NotificationListener.parse(ID.toString())).isEmpty();
        assertThat(NotificationListener.parse(ID + ":seven")).isEmpty();
        assertThat(NotificationListener.parse("c:" + ID)).isEmpty();
        assertThat(NotificationListener.parse("p:")).isEmpty();
    }
}
