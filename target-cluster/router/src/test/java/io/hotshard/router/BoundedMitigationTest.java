package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.ring.Partitioner;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.TestHttp;
import io.vertx.core.Future;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Bounded-load placement as a mitigation over the ring partitioner: every request is placed while the earlier ones
 * are still in flight (the shards are stalled), one at a time, so each placement sees exact loads.
 */
final class BoundedMitigationTest {

    private static final int SHARDS = 4;
    private static final double EPSILON = 0.25;

    private TestCluster cluster;

    @AfterEach
    void stop() throws Exception {
        cluster.close();
    }

    @Test
    void bounded_hotKey_noShardExceedsCeilOnePlusEpsilonTimesAverageAndSpillsAreCounted() {
        cluster = TestCluster.start(TestCluster.shardConfigs(SHARDS, 0), c -> c);
        cluster.mitigate("{\"bounded\":{\"enabled\":true,\"epsilon\":" + EPSILON + "}}");
        List<String> keys = new ArrayList<>();
        for (int i = 0; i < 40; i++) {
            keys.add("hot");
        }
        List<Map<String, Long>> seen = placeOneByOne(keys);

        for (int placed = 1; placed <= seen.size(); placed++) {
            long bound = (long) Math.ceil((1 + EPSILON) * placed / SHARDS);
            assertThat(seen.get(placed - 1).values()).as("after %d placements, bound %d", placed, bound)
                    .allMatch(n -> n <= bound);
        }
        String owner = cluster.router().state().partitioner().ownerOf("hot");
        long onOwner = seen.get(seen.size() - 1).getOrDefault(owner, 0L);
        assertThat(cluster.counts().boundedDiverted()).isEqualTo(40 - onOwner).isPositive();
    }

    @Test
    void bounded_evenKeys_nothingDiverted() {
        cluster = TestCluster.start(TestCluster.shardConfigs(SHARDS, 0), c -> c);
        cluster.mitigate("{\"bounded\":{\"enabled\":true,\"epsilon\":" + EPSILON + "}}");
        Partitioner ring = cluster.router().state().partitioner();
        List<List<String>> perShard = new ArrayList<>();
        for (int s = 0; s < SHARDS; s++) {
            perShard.add(KvRoutingTest.keysOwnedBy(ring, "s" + s, 10));
        }
        List<String> interleaved = new ArrayList<>();
        for (int i = 0; i < 10; i++) {
            for (List<String> keys : perShard) {
                interleaved.add(keys.get(i));
            }
        }
        List<Map<String, Long>> seen = placeOneByOne(interleaved);

        assertThat(seen.get(seen.size() - 1)).containsOnly(Map.entry("s0", 10L), Map.entry("s1", 10L),
                Map.entry("s2", 10L), Map.entry("s3", 10L));
        assertThat(cluster.counts().boundedDiverted()).isZero();
    }

    /** Sends the GETs one at a time to stalled shards, returning the in-flight counts after each placement. */
    private List<Map<String, Long>> placeOneByOne(List<String> keys) {
        stallShards(Duration.ofSeconds(20));
        List<Future<TestHttp.Answer>> answers = new ArrayList<>();
        List<Map<String, Long>> seen = new ArrayList<>();
        for (String key : keys) {
            answers.add(cluster.http().get(cluster.router().port(), "/kv/" + key));
            int expected = answers.size();
            Await.until(expected + " requests in flight", () -> cluster.router().inFlight().values().stream()
                    .mapToLong(Long::longValue).sum() == expected);
            seen.add(cluster.router().inFlight());
        }
        stallShards(Duration.ofMillis(1));
        Await.result(Future.all(answers));
        return seen;
    }

    private void stallShards(Duration duration) {
        for (int i = 0; i < SHARDS; i++) {
            Await.result(cluster.shard("s" + i).stall(duration));
        }
    }
}
