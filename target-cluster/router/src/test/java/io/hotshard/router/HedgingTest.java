package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.router.metrics.ShardCounts;
import io.hotshard.router.mitigate.MitigationCounts;
import io.hotshard.shard.ShardSnapshot;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.TestHttp;
import io.vertx.core.http.HttpMethod;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/** Hedged reads against real shards: counts of requests that reach the shards, winners and cancellations. */
final class HedgingTest {

    private static final int READS = 20;

    private TestCluster cluster;

    @AfterEach
    void stop() throws Exception {
        cluster.close();
    }

    private long arrivalsAt(String shardId) {
        return cluster.idleSnapshots().get(shardId).saturation().arrivals();
    }

    @Test
    void hedgedRead_slowShard_atMostOneExtraRequestPerReadAndLosersCancelled() {
        cluster = TestCluster.start(TestCluster.shardConfigs(2, 60_000), c -> c);
        cluster.mitigate("{\"hedging\":{\"enabled\":true,\"delayMillis\":5}}");
        String owner = cluster.router().state().partitioner().ownerOf("k");
        cluster.call(HttpMethod.PUT, "/kv/k", "v");
        assertThat(cluster.call(HttpMethod.PUT, "/kv/k", "v").status()).as("a write").isEqualTo(200);
        for (int i = 0; i < READS; i++) {
            TestHttp.Answer read = cluster.get("/kv/k");
            assertThat(read.body()).isEqualTo("v");
            assertThat(read.shard()).isEqualTo(owner);
        }
        MitigationCounts counts = cluster.counts();
        long arrivals = arrivalsAt(owner);

        assertThat(counts.hedging().candidates()).as("reads only, never writes").isEqualTo(READS);
        assertThat(counts.hedging().sent()).isPositive().isLessThanOrEqualTo(READS);
        assertThat(arrivals).as("writes, reads and hedges").isEqualTo(2 + READS + counts.hedging().sent());
        assertThat(counts.hedging().cancelled()).as("every hedged read leaves one loser").isEqualTo(counts.hedging().sent());
        ShardCounts routerView = cluster.router().metrics().shards().get(owner);
        assertThat(routerView.sent()).isEqualTo(arrivals);
        assertThat(routerView.cancelled()).isEqualTo(counts.hedging().cancelled());
        assertThat(cluster.router().metrics().responses()).containsOnly(Map.entry(200, READS + 1L),
                Map.entry(201, 1L));
    }

    @Test
    void hedgedRead_firstReplicaStalled_hedgeToOtherReplicaWins() {
        cluster = TestCluster.start(TestCluster.shardConfigs(3, 0), c -> c);
        cluster.mitigate("{\"replicas\":{\"enabled\":true,\"keys\":[\"k\"],\"replicas\":2},"
                + "\"hedging\":{\"enabled\":true,\"delayMillis\":20}}");
        List<String> replicas = cluster.router().state().partitioner().preferenceList("k", 2);
        cluster.call(HttpMethod.PUT, "/kv/k", "v");
        Await.result(cluster.shard(replicas.get(0)).stall(Duration.ofSeconds(20)));
        for (int i = 0; i < 6; i++) {
            TestHttp.Answer read = cluster.get("/kv/k");
            assertThat(read.body()).isEqualTo("v");
            assertThat(read.shard()).as("answered by the healthy replica").isEqualTo(replicas.get(1));
        }
        MitigationCounts counts = cluster.counts();
        Await.result(cluster.shard(replicas.get(0)).stall(Duration.ofMillis(1)));

        assertThat(counts.hedging().won()).as("reads that tried the stalled replica first").isPositive()
                .isEqualTo(counts.hedging().sent());
        assertThat(counts.hedging().cancelled()).isEqualTo(counts.hedging().won());
        assertThat(counts.hedging().candidates()).isEqualTo(6);
        Map<String, ShardSnapshot> shards = cluster.idleSnapshots();
        assertThat(shards.get(replicas.get(0)).saturation().arrivals()).as("the write and the beaten reads")
                .isEqualTo(1 + counts.hedging().won());
    }

    @Test
    void hedgingOff_slowShard_sendsNoSecondRequest() {
        cluster = TestCluster.start(TestCluster.shardConfigs(2, 30_000), c -> c);
        cluster.mitigate("{\"hedging\":{\"enabled\":false,\"delayMillis\":1}}");
        String owner = cluster.router().state().partitioner().ownerOf("k");
        for (int i = 0; i < READS; i++) {
            cluster.get("/kv/k");
        }
        assertThat(arrivalsAt(owner)).isEqualTo(READS);
        assertThat(cluster.counts().hedging().sent()).isZero();
        assertThat(cluster.counts().hedging().candidates()).isZero();
    }

    @Test
    void hedgedFanOut_slowShards_eachLegHedgedOnceAndAnswerComplete() {
        cluster = TestCluster.start(TestCluster.shardConfigs(3, 40_000), c -> c);
        cluster.mitigate("{\"hedging\":{\"enabled\":true,\"delayMillis\":5,\"singleKey\":false}}");
        TestHttp.Answer fanOut = cluster.get("/fanout?q=");
        assertThat(fanOut.status()).isEqualTo(200);
        assertThat(fanOut.json().getInteger("answered")).isEqualTo(3);
        MitigationCounts counts = cluster.counts();
        assertThat(counts.hedging().candidates()).isEqualTo(3);
        assertThat(counts.hedging().sent()).isPositive().isLessThanOrEqualTo(3);
        long arrivals = cluster.idleSnapshots().values().stream().mapToLong(s -> s.saturation().arrivals()).sum();
        assertThat(arrivals).isEqualTo(3 + counts.hedging().sent());
        cluster.get("/kv/k");
        assertThat(cluster.counts().hedging().candidates()).as("single-key hedging off").isEqualTo(3);
    }
}
