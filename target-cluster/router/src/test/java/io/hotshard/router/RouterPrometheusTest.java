package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.http.AdminToken;
import java.net.http.HttpResponse;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

final class RouterPrometheusTest {

    private static final Pattern BUCKET = Pattern.compile(
            "hotshard_router_latency_seconds_bucket\\{kind=\"kv\",le=\"([^\"]+)\"} (\\S+)");

    private SecuredCluster cluster;

    @AfterEach
    void stop() throws Exception {
        cluster.close();
    }

    @Test
    void scrape_afterTraffic_countsRequestsPerShardAndInTotal() {
        cluster = SecuredCluster.start(AdminToken.none(), List.of("s0", "s1"));
        for (int i = 0; i < 20; i++) {
            cluster.call("PUT", "/kv/k" + i, "v");
            cluster.call("GET", "/kv/k" + i, null);
        }
        cluster.call("GET", "/fanout?q=k", null);

        HttpResponse<String> scrape = cluster.call("GET", "/metrics/prometheus", null);

        assertThat(scrape.statusCode()).isEqualTo(200);
        assertThat(scrape.headers().firstValue("content-type")).hasValueSatisfying(t -> t.startsWith("text/plain"));
        String text = scrape.body();
        assertThat(text).contains("hotshard_router_requests_total{kind=\"kv\"} 40.0",
                "hotshard_router_requests_total{kind=\"fanout\"} 1.0",
                "hotshard_router_responses_total{status=\"201\"} 20.0",
                "hotshard_router_responses_total{status=\"200\"} 21.0",
                "hotshard_router_ring_version 1.0", "hotshard_router_ring_members 2.0",
                "hotshard_router_shard_up{shard=\"s0\"} 1.0", "hotshard_router_shard_in_flight{shard=\"s1\"}",
                "hotshard_router_failures_total{kind=\"timeout\"} 0.0", "hotshard_router_cache_hits_total 0.0",
                "hotshard_router_hedges_total{outcome=\"sent\"} 0.0", "hotshard_router_migration_active 0.0",
                "hotshard_router_latency_seconds_count{kind=\"kv\"} 40",
                "hotshard_router_latency_seconds_count{kind=\"fanout\"} 1",
                "hotshard_router_shard_latency_seconds_bucket{shard=\"s0\",le=\"+Inf\"}",
                "hotshard_router_fanout_legs_total{outcome=\"ok\",shard=\"s0\"} 1.0",
                "hotshard_router_fanout_legs_total{outcome=\"ok\",shard=\"s1\"} 1.0",
                "hotshard_router_fanout_legs_total{outcome=\"failed\",shard=\"s1\"} 0.0");
        assertThat(sentTo(text, "s0") + sentTo(text, "s1")).isEqualTo(42.0);
        assertThat(buckets(text)).isSorted().endsWith(40.0);
    }

    @Test
    void scrape_twice_isCumulative() {
        cluster = SecuredCluster.start(AdminToken.none(), List.of("s0"));
        cluster.call("GET", "/kv/a", null);
        cluster.call("GET", "/metrics/prometheus", null);
        cluster.call("GET", "/kv/b", null);

        String text = cluster.call("GET", "/metrics/prometheus", null).body();

        assertThat(text).contains("hotshard_router_requests_total{kind=\"kv\"} 2.0",
                "hotshard_router_responses_total{status=\"404\"} 2.0",
                "hotshard_router_latency_seconds_count{kind=\"kv\"} 2");
    }

    private static double sentTo(String text, String shard) {
        Matcher matcher = Pattern.compile("hotshard_router_shard_sent_total\\{shard=\"" + shard + "\"} (\\S+)")
                .matcher(text);
        assertThat(matcher.find()).as("sent to " + shard).isTrue();
        return Double.parseDouble(matcher.group(1));
    }

    private static List<Double> buckets(String text) {
        List<Double> counts = new ArrayList<>();
        Matcher matcher = BUCKET.matcher(text);
        while (matcher.find()) {
            counts.add(Double.parseDouble(matcher.group(2)));
        }
        assertThat(counts).hasSize(17);
        return counts;
    }
}
