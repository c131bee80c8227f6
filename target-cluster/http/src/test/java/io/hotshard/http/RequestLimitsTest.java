package io.hotshard.http;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

final class RequestLimitsTest {

    @Test
    void defaults_reachTheServerOptions() {
        RequestLimits limits = RequestLimits.defaults();

        assertThat(limits.serverOptions().getMaxInitialLineLength()).isEqualTo(4_096);
        assertThat(limits.serverOptions().getMaxHeaderSize()).isEqualTo(8_192);
        assertThat(limits.serverOptions().isHttp2ClearTextEnabled()).isFalse();
    }

    @Test
    void constructor_outOfRange_failsNamingTheLimitAndValue() {
        assertThatThrownBy(() -> new RequestLimits(100, 8_192, 10, 32, 1, 1))
                .hasMessage("maxInitialLineBytes must be in [256, 65536] but was 100");
        assertThatThrownBy(() -> RequestLimits.defaults().withMaxKeyBytes(0))
                .hasMessage("maxKeyBytes must be in [1, 8192] but was 0");
        assertThatThrownBy(() -> new RequestLimits(4_096, 8_192, 4_095, 32, 1, 1))
                .hasMessageContaining("room for /kv/");
        assertThatThrownBy(() -> new RequestLimits(4_096, 8_192, 10, 0, 1, 1))
                .hasMessage("maxQueryParams must be in [1, 1024] but was 0");
        assertThatThrownBy(() -> new RequestLimits(4_096, 8_192, 10, 32, 0, 1))
                .hasMessage("maxValueBytes must be in [1, 67108864] but was 0");
    }
}
