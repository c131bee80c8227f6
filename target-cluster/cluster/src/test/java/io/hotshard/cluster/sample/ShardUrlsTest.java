package io.hotshard.cluster.sample;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Map;
import org.junit.jupiter.api.Test;

final class ShardUrlsTest {

    @Test
    void parseShardUrls_idEqualsUrlPairs_keepTheirOrder() {
        assertThat(HttpMetricSources.parseShardUrls("b=http://127.0.0.1:2, a=http://127.0.0.1:1"))
                .containsExactly(Map.entry("b", "http://127.0.0.1:2"), Map.entry("a", "http://127.0.0.1:1"));
        assertThat(HttpMetricSources.parseShardUrls(" ")).isEmpty();
    }

    @Test
    void parseShardUrls_badEntries_failNamingThem() {
        assertThatThrownBy(() -> HttpMetricSources.parseShardUrls("http://127.0.0.1:1"))
                .hasMessageContaining("but an entry was 'http://127.0.0.1:1'");
        assertThatThrownBy(() -> HttpMetricSources.parseShardUrls("a=x,a=y"))
                .hasMessage("shard id a appears twice in 'a=x,a=y'");
    }
}
