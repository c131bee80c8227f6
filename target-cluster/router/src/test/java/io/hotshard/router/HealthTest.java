package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.tuple;

import io.hotshard.ring.Partitioner;
import io.hotshard.ring.PartitionerConfig;
import io.hotshard.router.core.DownOn;
import io.hotshard.router.core.ShardSpec;
import io.hotshard.router.membership.MembershipEvent;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.TestHttp;
import io.vertx.core.http.HttpMethod;
import io.vertx.core.json.JsonArray;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

final class HealthTest {

    private static final Partitioner THREE = PartitionerConfig.defaults("s0", "s1", "s2").create();
    private static final Partitioner WITHOUT_S1 = PartitionerConfig.defaults("s0", "s2").create();

    private TestCluster cluster;

    @AfterEach
    void stop() throws Exception {
        cluster.close();
    }

    @Test
    void health_removeDownNodesTrue_keysMoveToOthersAndReturnWhenUp() {
        cluster = TestCluster.start(TestCluster.shardConfigs(3, 0), c -> c.withHealth(50, 100, DownOn.REFUSED, true));
        String key = KvRoutingTest.keysOwnedBy(THREE, "s1", 1).get(0);
        assertThat(cluster.call(HttpMethod.PUT, "/kv/" + key, "v").shard()).isEqualTo("s1");

        Await.result(cluster.shard("s1").down());
        Await.until("s1 is down and out of the ring", () -> !cluster.router().state().member("s1").up()
                && !cluster.router().state().inRing("s1"));
        TestHttp.Answer whileDown = cluster.call(HttpMethod.PUT, "/kv/" + key, "w");
        assertThat(whileDown.status()).isEqualTo(201);
        assertThat(whileDown.shard()).isEqualTo(WITHOUT_S1.ownerOf(key));

        Await.result(cluster.shard("s1").up());
        Await.until("s1 is up and back in the ring", () -> cluster.router().state().member("s1").up()
                && cluster.router().state().inRing("s1"));
        TestHttp.Answer back = cluster.get("/kv/" + key);
        assertThat(back.shard()).isEqualTo("s1");
        assertThat(back.body()).as("the shard kept its store while down").isEqualTo("v");

        assertThat(cluster.router().events()).extracting(MembershipEvent::type, MembershipEvent::nodeId)
                .containsExactly(tuple(MembershipEvent.Type.MARKED_DOWN, "s1"),
                        tuple(MembershipEvent.Type.EVICTED, "s1"),
                        tuple(MembershipEvent.Type.MARKED_UP, "s1"), tuple(MembershipEvent.Type.READMITTED, "s1"));
        JsonArray events = cluster.get("/admin/events?since=2").json().getJsonArray("events");
        assertThat(events).hasSize(2);
        assertThat(events.getJsonObject(0).getString("type")).isEqualTo("marked-up");
        assertThat(events.getJsonObject(1).getString("detail")).startsWith("moved ");
    }

    @Test
    void health_removeDownNodesFalse_failsFast503UntilUpAgain() {
        cluster = TestCluster.start(TestCluster.shardConfigs(3, 0), c -> c.withHealth(50, 100, DownOn.REFUSED, false));
        String key = KvRoutingTest.keysOwnedBy(THREE, "s1", 1).get(0);
        String other = KvRoutingTest.keysOwnedBy(THREE, "s2", 1).get(0);

        Await.result(cluster.shard("s1").down());
        Await.until("s1 is marked down", () -> !cluster.router().state().member("s1").up());
        assertThat(cluster.router().state().inRing("s1")).isTrue();
        TestHttp.Answer failed = cluster.get("/kv/" + key);
        assertThat(failed.status()).isEqualTo(503);
        assertThat(failed.body()).isEqualTo("shard s1 is down\n");
        assertThat(cluster.get("/kv/" + other).status()).isEqualTo(404);

        Await.result(cluster.shard("s1").up());
        Await.until("s1 is marked up", () -> cluster.router().state().member("s1").up());
        assertThat(cluster.get("/kv/" + key).status()).isEqualTo(404);
        assertThat(cluster.router().events()).extracting(MembershipEvent::type)
                .containsExactly(MembershipEvent.Type.MARKED_DOWN, MembershipEvent.Type.MARKED_UP);
    }

    @Test
    void health_downOnTimeout_marksUnresponsiveShardDown() {
        List<String> detail = new ArrayList<>();
        cluster = startWithBlackHole(DownOn.TIMEOUT);
        Await.until("the unresponsive shard is marked down", () -> !cluster.router().state().member("bh").up());
        cluster.router().events().stream().filter(e -> e.nodeId().equals("bh"))
                .forEach(e -> detail.add(e.detail()));
        assertThat(detail).containsExactly("health check: shard bh did not answer within 100 ms");
    }

    @Test
    void health_downOnRefused_keepsUnresponsiveShardUp() {
        AtomicInteger probes = new AtomicInteger();
        cluster = startWithBlackHole(DownOn.REFUSED, probes);
        // One probe is outstanding at a time, each timing out after 100 ms: the sixth means five timed out.
        Await.until("six probes at the unresponsive shard", () -> probes.get() >= 6);
        assertThat(cluster.router().state().member("bh").up()).isTrue();
        assertThat(cluster.router().events()).filteredOn(e -> e.nodeId().equals("bh")).isEmpty();
    }

    @Test
    void passive_downOnTimeoutWithProbesOff_proxiedTimeoutMarksShardDown() {
        cluster = TestCluster.start(TestCluster.shardConfigs(3, 0),
                c -> c.withClient(800, 8).withHealth(0, 100, DownOn.TIMEOUT, true));
        String key = KvRoutingTest.keysOwnedBy(THREE, "s1", 1).get(0);
        Await.result(cluster.shard("s1").stall(Duration.ofSeconds(2)));

        assertThat(cluster.get("/kv/" + key).status()).isEqualTo(504);
        Await.until("s1 is evicted", () -> !cluster.router().state().inRing("s1"));
        TestHttp.Answer moved = cluster.get("/kv/" + key);
        assertThat(moved.status()).as("%s %s", moved.shard(), moved.body()).isEqualTo(404);
        assertThat(moved.shard()).isEqualTo(WITHOUT_S1.ownerOf(key));
        assertThat(cluster.router().events().get(0).detail())
                .isEqualTo("shard s1 did not answer within 800 ms (proxied request)");
    }

    private static TestCluster startWithBlackHole(DownOn downOn) {
        return startWithBlackHole(downOn, new AtomicInteger());
    }

    private static TestCluster startWithBlackHole(DownOn downOn, AtomicInteger probes) {
        return TestCluster.start(TestCluster.shardConfigs(2, 0), (cluster, config) -> {
            List<ShardSpec> shards = new ArrayList<>(config.shards());
            shards.add(ShardSpec.of("bh", "http://127.0.0.1:" + cluster.startBlackHole(probes)));
            return config.withShards(shards).withHealth(50, 100, downOn, false);
        });
    }
}
