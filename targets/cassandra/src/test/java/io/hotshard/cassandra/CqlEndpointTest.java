package io.hotshard.cassandra;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

final class CqlEndpointTest {

    @Test
    void parse_loopbackWithPort_keepsAddressAndPort() {
        assertThat(CqlEndpoint.parse("cassandra://127.0.0.81:19042")).isEqualTo(new CqlEndpoint("127.0.0.81", 19042));
    }

    @Test
    void parse_noPort_takesCassandrasCqlPort() {
        assertThat(CqlEndpoint.parse("cassandra://127.0.0.11")).isEqualTo(new CqlEndpoint("127.0.0.11", 9042));
    }

    @ParameterizedTest
    @ValueSource(strings = {"cassandra://10.0.0.5:9042", "cassandra://example.com:9042", "cassandra://128.0.0.1:9042"})
    void parse_offLoopback_failsNamingTheText(String text) {
        assertThatThrownBy(() -> CqlEndpoint.parse(text)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a cluster must be on loopback (an address in 127.0.0.0/8) but was " + text);
    }

    @ParameterizedTest
    @ValueSource(strings = {"redis://127.0.0.1:7000", "cassandra://127.0.0.1:9042/ks", "cassandra:127.0.0.1"})
    void parse_notAnEndpoint_failsNamingTheForm(String text) {
        assertThatThrownBy(() -> CqlEndpoint.parse(text)).isInstanceOf(IllegalArgumentException.class)
                .hasMessage("a cluster must be cassandra://127.0.0.x:PORT but was " + text);
    }
}
