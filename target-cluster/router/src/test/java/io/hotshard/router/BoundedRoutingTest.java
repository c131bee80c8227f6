package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.ring.PartitionerKind;
import io.hotshard.router.core.PartitionerSettings;
import io.hotshard.shard.ShardSnapshot;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.TestHttp;
import io.vertx.core.Future;
import java.time.Duration;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Consistent hashing with bounded loads fed by the router's live in-flight counts. Every request below is
 * placed while all earlier ones are still in flight (the shards are stalled until all are placed), so the
 * placements see loads that only grow; the router's single event loop makes each placement exact, hence the documented
 * bound is exceeded by 0: no shard ever holds more than ceil((1 + epsilon) * total / n).
 */
final class BoundedRoutingTest {

    private static final int REQUESTS = 40;
    private static final int SHARDS = 4;
    private static final double EPSILON = 0.25;

    private TestCluster cluster;

    @AfterEach
    void stop() throws Exception {
        cluster.close();
    }

    @Test
    void bounded_concurrentHotKey_noShardExceedsCeilOnePlusEpsilonTimesAverage() {
        cluster = TestCluster.start(TestCluster.shardConfigs(SHARDS, 0),
                c -> c.withPartitioner(PartitionerSettings.of(PartitionerKind.BOUNDED).withEpsilon(EPSILON)));
        Map<String, Long> peak = sendHotKeyAndReadPeak();
        long bound = (long) Math.ceil((1 + EPSILON) * REQUESTS / SHARDS);

        assertThat(peak.values().stream().mapToLong(Long::longValue).sum()).isEqualTo(REQUESTS);
        assertThat(peak.values()).as("in flight per shard, bound %d", bound).allMatch(n -> n <= bound);
        assertThat(peak).as("the hot key spills onto several shards").hasSizeGreaterThanOrEqualTo(4);
        Map<String, ShardSnapshot> shards = cluster.idleSnapshots();
        shards.forEach((id, s) -> assertThat(s.saturation().arrivals()).as("arrivals at %s", id)
                .isLessThanOrEqualTo(bound));
        assertThat(cluster.router().inFlight().values()).allMatch(n -> n == 0);
    }

    @Test
    void ring_concurrentHotKey_allInFlightOnTheOwner() {
        cluster = TestCluster.start(TestCluster.shardConfigs(SHARDS, 0), c -> c);
        Map<String, Long> peak = sendHotKeyAndReadPeak();
        String owner = cluster.router().state().partitioner().ownerOf("hot");

        assertThat(peak).containsEntry(owner, (long) REQUESTS);
        assertThat(peak.entrySet()).filteredOn(e -> !e.getKey().equals(owner)).allMatch(e -> e.getValue() == 0);
    }

    /** Sends the hot-key requests to stalled shards and returns the in-flight counts once all are in flight. */
    private Map<String, Long> sendHotKeyAndReadPeak() {
        stallShards(Duration.ofSeconds(20));
        List<Future<TestHttp.Answer>> answers = IntStream.range(0, REQUESTS)
                .mapToObj(i -> cluster.http().get(cluster.router().port(), "/kv/hot")).toList();
        Await.until("all requests are in flight", () -> cluster.router().inFlight().values().stream()
                .mapToLong(Long::longValue).sum() == REQUESTS);
        Map<String, Long> peak = cluster.router().inFlight();
        // A later stall replaces the end of an earlier one, so a 1 ms stall ends this one now.
        stallShards(Duration.ofMillis(1));
        Await.result(Future.all(answers));
        assertThat(answers).allMatch(a -> a.result().status() == 404);
        return peak;
    }

    private void stallShards(Duration duration) {
        for (int i = 0; i < SHARDS; i++) {
            Await.result(cluster.shard("s" + i).stall(duration));
        }
    }
}
