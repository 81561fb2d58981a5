package org.ringgames.play.access;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Locale;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.ringgames.play.core.Rejection;
import org.ringgames.support.Hashes;

class AdminKeyTest {

    @Test
    void aValueThatIsNotASha256InHexFailsTheStartWithoutShowingIt() {
        for (String value : new String[] {"the-admin-key-itself", Hashes.sha256("k").substring(1),
                Hashes.sha256("k") + "  -"}) {
            assertThatThrownBy(() -> new AdminKey(Optional.of(value)))
                    .isInstanceOf(IllegalArgumentException.class)
                    .hasMessageContaining("RINGGAMES_ADMIN_KEY").hasMessageContaining("64 hex digits")
                    .hasMessageNotContaining(value);
        }
    }

    @Test
    void theHashInEitherCaseAdmitsTheKeyAndRefusesEveryOther() {
        AdminKey admin = new AdminKey(Optional.of(" " + Hashes.sha256("k").toUpperCase(Locale.ROOT) + "\n"));
        assertThat(admin.configured()).isTrue();
        assertThatCode(() -> admin.authorize(Optional.of("k"))).doesNotThrowAnyException();
        for (Optional<String> wrong : List.of(Optional.<String>empty(), Optional.of("K"),
                Optional.of(Hashes.sha256("k")))) {
            assertThatThrownBy(() -> admin.authorize(wrong)).isInstanceOfSatisfying(Rejection.class,
                    r -> assertThat(r.kind()).isEqualTo(Rejection.Kind.UNAUTHORIZED));
        }
    }

    @Test
    void unsetOrBlankTurnsTheAdminApiOff() {
        assertThat(new AdminKey(Optional.empty()).configured()).isFalse();
        assertThat(new AdminKey(Optional.of("  ")).configured()).isFalse();
        assertThatThrownBy(() -> new AdminKey(Optional.empty()).authorize(Optional.of("k")))
                .isInstanceOf(Rejection.class);
    }
}
