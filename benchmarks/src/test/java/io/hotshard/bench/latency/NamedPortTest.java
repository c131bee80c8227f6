package io.hotshard.bench.latency;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

final class NamedPortTest {

    @Test
    void parse_nameEqualsPort_readsBoth() {
        assertThat(NamedPort.parse("shard-0=9000")).isEqualTo(new NamedPort("shard-0", 9000));
    }

    @Test
    void parse_noEquals_failsNamingTheText() {
        assertThatThrownBy(() -> NamedPort.parse("shard-0")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("'shard-0'");
    }

    @Test
    void parse_portOutOfRange_failsNamingThePort() {
        assertThatThrownBy(() -> NamedPort.parse("s=70000")).isInstanceOf(IllegalArgumentException.class)
                .hasMessageContaining("70000");
    }
}
