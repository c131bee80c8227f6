package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.router.core.Clocks;
import io.hotshard.router.mitigate.MitigationCounts;
import io.hotshard.router.mitigate.MitigationSettings;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.TestHttp;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonObject;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** The mitigations' admin API, hot-key report, metrics and adaptive rounds through a real router. */
final class MitigationAdminTest {

    private final AtomicLong millis = new AtomicLong(1_000_000);
    private TestCluster cluster;

    @AfterEach
    void stop() throws Exception {
        cluster.close();
    }

    private void start() {
        cluster = TestCluster.start(TestCluster.shardConfigs(3, 0), c -> c,
                new Clocks(millis::get, System::nanoTime));
    }

    @Test
    void getMitigations_fresh_defaultsWithNoAdaptiveKeys() {
        start();
        JsonObject json = cluster.get("/admin/mitigations").json();
        assertThat(json.fieldNames()).containsExactlyInAnyOrder("cache", "salting", "split", "replicas", "bounded",
                "hedging", "detection", "adaptive", "adaptiveKeys", "adaptiveLog");
        assertThat(json.getJsonObject("adaptiveKeys")).isEmpty();
        assertThat(json.getJsonArray("adaptiveLog")).isEmpty();
        json.remove("adaptiveKeys");
        json.remove("adaptiveLog");
        assertThat(json).isEqualTo(MitigationSettings.defaults().toJson());
    }

    @Test
    void postMitigations_patch_answersFullJsonAndAppliesIt() {
        start();
        TestHttp.Answer answer = cluster.mitigate("{\"cache\":{\"enabled\":true,\"ttlMillis\":250},"
                + "\"detection\":{\"topK\":5}}");
        assertThat(answer.status()).isEqualTo(200);
        assertThat(answer.json().getJsonObject("cache").getLong("ttlMillis")).isEqualTo(250);
        assertThat(answer.json().getJsonObject("salting").getInteger("salts")).isEqualTo(4);
        assertThat(cluster.router().mitigations().cache().enabled()).isTrue();
        assertThat(cluster.get("/admin/hotkeys").json().getInteger("topK")).isEqualTo(5);
        assertThat(cluster.get("/admin/mitigations").json()).isEqualTo(answer.json());
    }

    @Test
    void postMitigations_oneBadBlock_400AndNothingApplied() {
        start();
        JsonObject before = cluster.get("/admin/mitigations").json();
        TestHttp.Answer refused = cluster.mitigate("{\"cache\":{\"enabled\":true},\"salting\":{\"salts\":99}}");
        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.json()).isEqualTo(new JsonObject().put("error",
                "salting.salts must be in [2, 64] but was 99"));
        assertThat(cluster.get("/admin/mitigations").json()).isEqualTo(before);
        assertThat(cluster.mitigate("{not json").status()).isEqualTo(400);
        assertThat(Await.failure(cluster.router().configureMitigations(new JsonObject().put("split", 1))))
                .hasMessage("split must be a JSON object but was 1");
    }

    @Test
    void hotKeys_skewedRequests_listedMostFrequentFirstWithRates() {
        start();
        for (int i = 0; i < 30; i++) {
            cluster.get("/kv/hot");
        }
        for (int i = 0; i < 5; i++) {
            cluster.get("/kv/warm");
        }
        cluster.get("/kv/cold");
        JsonObject hot = cluster.get("/admin/hotkeys").json();

        assertThat(hot.getLong("windowMillis")).isEqualTo(10_000);
        assertThat(hot.getJsonArray("keys").getJsonObject(0)).isEqualTo(new JsonObject().put("key", "hot")
                .put("count", 30).put("errorBound", 0).put("ratePerSecond", 3.0));
        assertThat(hot.getJsonArray("keys").getJsonObject(1).getString("key")).isEqualTo("warm");
        assertThat(Await.result(cluster.router().hotKeys())).isEqualTo(cluster.get("/admin/hotkeys").json());
    }

    @Test
    void adaptiveRound_hotKeyThenCooled_appliedThenRemovedWithLogAndCounters() {
        start();
        cluster.mitigate("{\"adaptive\":{\"enabled\":true,\"mitigation\":\"replicas\",\"hotPerSecond\":2,"
                + "\"coolPerSecond\":1},\"replicas\":{\"replicas\":2}}");
        cluster.call(HttpMethod.PUT, "/kv/hot", "v");
        for (int i = 0; i < 25; i++) {
            cluster.get("/kv/hot");
        }
        Await.result(cluster.router().adaptiveRound());
        assertThat(cluster.get("/admin/mitigations").json().getJsonObject("adaptiveKeys"))
                .isEqualTo(new JsonObject().put("hot", "replicas"));
        long replicaReadsBefore = cluster.counts().replicas().reads();
        cluster.get("/kv/hot");
        assertThat(cluster.counts().replicas().reads()).as("replicated though replicas are off")
                .isEqualTo(replicaReadsBefore + 1);

        millis.addAndGet(11_000);
        Await.result(cluster.router().adaptiveRound());
        assertThat(cluster.router().mitigationState().adaptiveKeys()).isEmpty();
        MitigationCounts counts = cluster.counts();
        assertThat(counts.adaptive().applied()).isEqualTo(1);
        assertThat(counts.adaptive().removed()).isEqualTo(1);
        assertThat(cluster.get("/admin/mitigations").json().getJsonArray("adaptiveLog").stream()
                .map(JsonObject.class::cast).map(e -> e.getString("detail")))
                .containsExactly("key 'hot' at 2.6/s: replicas applied", "key 'hot' at 0.0/s: replicas removed");
        assertThat(cluster.router().events()).as("membership events only").isEmpty();
    }

    @Test
    void metrics_json_carriesMitigationCountersInGroups() {
        start();
        JsonObject mitigations = cluster.get("/admin/metrics").json().getJsonObject("mitigations");
        assertThat(mitigations.fieldNames()).containsExactlyInAnyOrder("cache", "salting", "split", "replicas",
                "bounded", "hedging", "adaptive");
        assertThat(mitigations.getJsonObject("cache").fieldNames()).containsExactlyInAnyOrder("hits", "misses",
                "fills", "invalidations", "racyFillsSkipped", "entries", "hitAgeP99Micros");
        assertThat(mitigations.getJsonObject("hedging").fieldNames()).containsExactlyInAnyOrder("candidates",
                "sent", "won", "cancelled");
        assertThat(MitigationCounts.fromJson(mitigations)).isEqualTo(cluster.counts());
    }
}
