package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.shard.ShardConfig;
import io.hotshard.testkit.TestHttp;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonObject;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Pinned keys go to their shard, here a dedicated member that the partitioner never chooses. */
final class SplitRoutingTest {

    private TestCluster cluster;

    @AfterEach
    void stop() throws Exception {
        cluster.close();
    }

    private void addDedicated() {
        cluster.startShard(ShardConfig.defaults("d0"));
        TestHttp.Answer added = cluster.call(HttpMethod.POST, "/admin/nodes",
                new JsonObject().put("id", "d0").put("url", cluster.shardUrl("d0")).put("inRing", false).encode());
        assertThat(added.status()).isEqualTo(200);
        assertThat(added.json().getInteger("moved")).isZero();
    }

    @Test
    void pinnedKey_dedicatedShardOutsideRing_everyMethodLandsThere() {
        cluster = TestCluster.start(TestCluster.shardConfigs(3, 0), c -> c);
        addDedicated();
        JsonObject ring = cluster.get("/admin/ring").json();
        assertThat(ring.getJsonArray("ring")).containsExactly("s0", "s1", "s2");
        assertThat(ring.getJsonArray("nodes").stream().map(JsonObject.class::cast)
                .filter(n -> n.getString("id").equals("d0")).findFirst().orElseThrow().getBoolean("inRing"))
                .isFalse();
        assertThat(cluster.mitigate("{\"split\":{\"enabled\":true,\"pins\":{\"hot\":\"d0\"}}}").status())
                .isEqualTo(200);

        assertThat(cluster.call(HttpMethod.PUT, "/kv/hot", "v").shard()).isEqualTo("d0");
        TestHttp.Answer read = cluster.get("/kv/hot");
        assertThat(read.shard()).isEqualTo("d0");
        assertThat(read.body()).isEqualTo("v");
        assertThat(cluster.call(HttpMethod.DELETE, "/kv/hot", null).shard()).isEqualTo("d0");
        assertThat(IntStream.range(0, 50).mapToObj(i -> cluster.get("/kv/other" + i).shard()))
                .as("unpinned keys never reach the dedicated shard").doesNotContain("d0");
        assertThat(cluster.counts().splitPinned()).isEqualTo(3);
    }

    @Test
    void split_disabled_pinnedKeyBackToItsRingOwner() {
        cluster = TestCluster.start(TestCluster.shardConfigs(3, 0), c -> c);
        addDedicated();
        cluster.mitigate("{\"split\":{\"enabled\":true,\"pins\":{\"hot\":\"d0\"}}}");
        cluster.mitigate("{\"split\":{\"enabled\":false}}");
        assertThat(cluster.get("/kv/hot").shard())
                .isEqualTo(cluster.router().state().partitioner().ownerOf("hot"));
        assertThat(cluster.counts().splitPinned()).isZero();
    }

    @Test
    void pin_unknownShard_refusedWith400AndNothingChanged() {
        cluster = TestCluster.start(TestCluster.shardConfigs(2, 0), c -> c);
        TestHttp.Answer refused = cluster.mitigate("{\"split\":{\"enabled\":true,\"pins\":{\"hot\":\"nope\"}}}");
        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.json().getString("error"))
                .isEqualTo("split.pins['hot'] must name a known shard but was 'nope'; shards are [s0, s1]");
        assertThat(cluster.router().mitigations().split().enabled()).isFalse();
    }

    @Test
    void addNode_inRingNotBoolean_refusedWith400() {
        cluster = TestCluster.start(TestCluster.shardConfigs(2, 0), c -> c);
        TestHttp.Answer refused = cluster.call(HttpMethod.POST, "/admin/nodes",
                "{\"id\":\"d0\",\"url\":\"http://127.0.0.1:1\",\"inRing\":\"no\"}");
        assertThat(refused.status()).isEqualTo(400);
        assertThat(refused.json().getString("error")).isEqualTo("inRing must be true or false but was no");
    }
}
