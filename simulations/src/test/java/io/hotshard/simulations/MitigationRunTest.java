package io.hotshard.simulations;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.hotshard.cluster.ClusterConfig;
import io.hotshard.cluster.EmbeddedCluster;
import io.hotshard.router.mitigate.MitigationKind;
import io.hotshard.storeload.SimProperties;
import io.vertx.core.json.JsonObject;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.time.Duration;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;

final class MitigationRunTest {

    private final HttpClient http = HttpClient.newHttpClient();
    private EmbeddedCluster cluster;

    @BeforeEach
    void start() {
        cluster = EmbeddedCluster.startBlocking(ClusterConfig.defaults(2), Duration.ofSeconds(30));
    }

    @AfterEach
    void stop() {
        cluster.stopBlocking(Duration.ofSeconds(30));
    }

    private int send(String method, String path, String body) throws Exception {
        HttpRequest.Builder request = HttpRequest.newBuilder(URI.create(cluster.routerUrl() + path));
        request = body == null ? request.method(method, HttpRequest.BodyPublishers.noBody())
                : request.method(method, HttpRequest.BodyPublishers.ofString(body));
        return http.send(request.build(), HttpResponse.BodyHandlers.discarding()).statusCode();
    }

    @Test
    void section_cacheRun_countsOnlyTheHitsAfterTheBaseline() throws Exception {
        MitigationPlan plan = MitigationPlan.from(new SimProperties(Map.of("hotshard.mitigation", "cache",
                "hotshard.mitigation.keys", "k", "hotshard.cache.ttl", "60s")), java.util.List.of());
        MitigationRun run = MitigationRun.apply(plan, cluster.routerUrl(), null);
        send("PUT", "/kv/k", "v");
        send("GET", "/kv/k", null);
        send("GET", "/kv/k", null);
        run.baseline();
        for (int i = 0; i < 3; i++) {
            assertThat(send("GET", "/kv/k", null)).isEqualTo(200);
        }

        JsonObject section = run.section();
        assertThat(section.getString("name")).isEqualTo("cache");
        assertThat(section.getJsonObject("settings").getJsonObject("cache").getBoolean("enabled")).isTrue();
        assertThat(section.getJsonObject("cost").getLong("cacheHits")).isEqualTo(3);
        assertThat(section.getJsonObject("cost").getLong("cacheMisses")).isZero();
        assertThat(run.hotKeys().getJsonArray("keys").getJsonObject(0).getString("key")).isEqualTo("k");
    }

    @Test
    void apply_splitWithDedicatedShard_registersItOutsideTheRing() throws Exception {
        String url = cluster.startSpare(io.hotshard.shard.ShardConfig.defaults(MitigationPlan.DEDICATED_SHARD))
                .toCompletionStage().toCompletableFuture().get();
        MitigationPlan plan = MitigationPlan.from(new SimProperties(Map.of("hotshard.mitigation", "split",
                "hotshard.mitigation.keys", "k")), java.util.List.of());

        MitigationRun.apply(plan, cluster.routerUrl(), url);
        send("PUT", "/kv/k", "v");

        assertThat(cluster.router().state().inRing(MitigationPlan.DEDICATED_SHARD)).isFalse();
        assertThat(cluster.router().state().member(MitigationPlan.DEDICATED_SHARD)).isNotNull();
        assertThat(cluster.router().metrics().shards().get(MitigationPlan.DEDICATED_SHARD).sent()).isEqualTo(1);
    }

    @Test
    void apply_rejectedPatch_failsWithTheRoutersMessage() {
        MitigationPlan plan = new MitigationPlan(MitigationKind.CACHE, java.util.List.of("k"),
                new JsonObject().put("cache", new JsonObject().put("ttlMillis", 0)), null, 0);
        assertThatThrownBy(() -> MitigationRun.apply(plan, cluster.routerUrl(), null))
                .hasMessageContaining("answered 400").hasMessageContaining("cache.ttlMillis");
    }

    @Test
    void apply_noMitigation_switchesOffWhatAnEarlierRunLeftOn() throws Exception {
        MitigationRun.apply(MitigationPlan.from(new SimProperties(Map.of("hotshard.mitigation", "replicas",
                "hotshard.mitigation.keys", "k")), java.util.List.of()), cluster.routerUrl(), null);
        assertThat(cluster.router().mitigations().replicas().enabled()).isTrue();

        MitigationRun.apply(MitigationPlan.from(new SimProperties(Map.of()), java.util.List.of()), cluster.routerUrl(),
                null);

        assertThat(cluster.router().mitigations().replicas().enabled()).isFalse();
    }
}
