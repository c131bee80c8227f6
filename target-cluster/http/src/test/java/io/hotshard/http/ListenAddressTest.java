package io.hotshard.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.api.Test;

final class ListenAddressTest {

    @ParameterizedTest(name = "{0} loopback={1}")
    @CsvSource({"127.0.0.1, true", "127.1.2.3, true", "::1, true", "[::1], true", "localhost, true",
            "0.0.0.0, false", "::, false", "10.1.2.3, false", "192.168.0.1, false", "no-such-host.invalid, false",
            "example.org, false", "LOCALHOST, true"})
    void isLoopback_address_tellsLoopbackApart(String host, boolean loopback) {
        assertThat(ListenAddress.isLoopback(host)).isEqualTo(loopback);
    }

    @Test
    void requireTokenOffLoopback_wildcardWithoutToken_failsInOneLine() {
        assertThatThrownBy(() -> ListenAddress.requireTokenOffLoopback("the router", "0.0.0.0", AdminToken.none()))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the router would listen on 0.0.0.0, which is not a loopback address, without an admin"
                        + " token: give --admin-token-file PATH or set HOTSHARD_ADMIN_TOKEN (or listen on 127.0.0.1)");
    }

    @Test
    void requireTokenOffLoopback_loopbackOrToken_passes() {
        assertThatCode(() -> ListenAddress.requireTokenOffLoopback("x", "127.0.0.1", AdminToken.none()))
                .doesNotThrowAnyException();
        assertThatCode(() -> ListenAddress.requireTokenOffLoopback("x", "0.0.0.0",
                AdminToken.of("a-long-enough-token"))).doesNotThrowAnyException();
    }
}
