package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.router.core.Clocks;
import io.hotshard.router.metrics.RouterMetricsSnapshot;
import io.vertx.core.http.HttpMethod;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.atomic.AtomicBoolean;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * The router's own code throwing while it ends a request: the client still gets an answer (500) and its connection
 * serves what it pipelined behind. A shard cannot make the callback throw (a malformed answer fails in the decoder,
 * before any callback), so the router's monotonic clock, which the data path reads when it records a read's
 * latency on the shard's answer, throws once on cue.
 */
final class CallbackFaultTest {

    private final AtomicBoolean failNextTick = new AtomicBoolean();
    private TestCluster cluster;

    @AfterEach
    void stop() throws Exception {
        cluster.close();
    }

    @Test
    void get_callbackThrowsOnTheShardsAnswer_500AndTheSameConnectionServesTheNextRequest() throws Exception {
        Clocks clocks = new Clocks(System::currentTimeMillis, () -> {
            if (failNextTick.compareAndSet(true, false)) {
                throw new IllegalStateException("the clock failed on cue");
            }
            return System.nanoTime();
        });
        cluster = TestCluster.start(TestCluster.shardConfigs(1, 0), config -> config.withEventLoops(1), clocks);
        int stored = cluster.call(HttpMethod.PUT, "/kv/k", "value").status();
        assertThat(stored).isIn(200, 201, 204);

        failNextTick.set(true);
        RawClient.Answer failed;
        RawClient.Answer next;
        try (RawClient client = new RawClient(cluster.router().port())) {
            client.send("GET /kv/k HTTP/1.1\r\nHost: x\r\n\r\nGET /kv/k HTTP/1.1\r\nHost: x\r\n\r\n");
            failed = client.answer();
            next = client.answer();
        }

        assertThat(failed.status()).isEqualTo(500);
        assertThat(failed.body()).isEqualTo("the router failed on the answer of shard s0:"
                + " java.lang.IllegalStateException: the clock failed on cue");
        assertThat(next.status()).isEqualTo(200);
        assertThat(next.body()).isEqualTo("value");
        assertThat(failNextTick).as("the clock threw").isFalse();
        RouterMetricsSnapshot metrics = cluster.router().metrics();
        assertThat(metrics.kvReceived()).isEqualTo(3);
        Map<Integer, Long> answered = new TreeMap<>(Map.of(500, 1L));
        answered.merge(200, 1L, Long::sum);
        answered.merge(stored, 1L, Long::sum);
        assertThat(metrics.responses()).isEqualTo(answered);
        assertThat(metrics.edges().internalErrors()).isEqualTo(1);
        assertThat(metrics.shards().get("s0").status2xx()).as("the shard did answer").isEqualTo(3);
    }
}
