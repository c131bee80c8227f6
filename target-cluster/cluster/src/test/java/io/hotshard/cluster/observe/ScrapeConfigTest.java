package io.hotshard.cluster.observe;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;

final class ScrapeConfigTest {

    @Test
    void yaml_defaultClusterUrls_isTheExampleInObservability() throws Exception {
        Map<String, String> shards = new LinkedHashMap<>();
        for (int i = 0; i < 4; i++) {
            shards.put("shard-" + i, "http://127.0.0.1:" + (9000 + i));
        }

        String yaml = new ScrapeConfig("http://127.0.0.1:8080", shards, Duration.ofSeconds(5)).yaml();

        assertThat(yaml).isEqualTo(Files.readString(Path.of("..", "..", "observability", "prometheus.yml")));
    }

    @Test
    void yaml_subSecondIntervalAndIpv6_areWrittenAsPrometheusReadsThem() {
        String yaml = new ScrapeConfig("http://[::1]:8080", Map.of(), Duration.ofMillis(500)).yaml();

        assertThat(yaml).contains("scrape_interval: 500ms", "- targets: ['[::1]:8080']")
                .doesNotContain("hotshard-shards");
    }

    @Test
    void constructor_badIntervalOrUrl_failsNamingIt() {
        assertThatThrownBy(() -> new ScrapeConfig("http://127.0.0.1:1", Map.of(), Duration.ofMillis(10)))
                .hasMessage("interval must be in [100ms, 1h] but was PT0.01S");
        assertThatThrownBy(() -> new ScrapeConfig("not a url", Map.of(), Duration.ofSeconds(1)))
                .isInstanceOf(IllegalArgumentException.class);
    }
}
