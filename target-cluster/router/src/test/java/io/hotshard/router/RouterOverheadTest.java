package io.hotshard.router;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.metrics.Percentiles;
import io.hotshard.testkit.Await;
import io.hotshard.testkit.TestHttp;
import io.vertx.core.Future;
import io.vertx.core.http.HttpMethod;
import java.util.List;
import java.util.Locale;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;

/**
 * Measures what the router adds: the same open-loop rate against a 0-latency shard, straight and through the
 * router, in alternating one-second segments so that both paths see the same background load of a shared
 * machine. Only sanity is asserted (no timed assertions); the figures are printed.
 */
final class RouterOverheadTest {

    private static final int RATE_PER_SECOND = 500;
    private static final int SEGMENTS = 5;
    private static final int KEYS = 100;

    private TestCluster cluster;

    @AfterEach
    void stop() throws Exception {
        cluster.close();
    }

    @Test
    void overhead_500PerSecondFiveSecondsEach_bothPathsAnswerEveryRequest() {
        cluster = TestCluster.start(TestCluster.shardConfigs(1, 0), c -> c);
        List<TestHttp.Answer> puts = Await.result(Future.all(IntStream.range(0, KEYS).mapToObj(i -> cluster.http()
                .send(HttpMethod.PUT, cluster.router().port(), "/kv/k" + i, "value-" + i)).toList())).list();
        assertThat(puts).extracting(TestHttp.Answer::status).containsOnly(201);
        int routerPort = cluster.router().port();
        int shardPort = cluster.shardPort("s0");
        // JIT warm-up and connection set-up of both paths before anything is measured.
        Await.result(probe(routerPort, 1).run());
        Await.result(probe(shardPort, 1).run());

        OverheadProbe.Result direct = OverheadProbe.Result.empty();
        OverheadProbe.Result routed = OverheadProbe.Result.empty();
        for (int segment = 0; segment < SEGMENTS; segment++) {
            direct = direct.plus(Await.result(probe(shardPort, 1).run()));
            routed = routed.plus(Await.result(probe(routerPort, 1).run()));
        }

        System.out.println(line("direct to shard", direct));
        System.out.println(line("through router ", routed));
        for (OverheadProbe.Result result : List.of(direct, routed)) {
            int expected = RATE_PER_SECOND * SEGMENTS;
            assertThat(result.sent()).isEqualTo(expected);
            assertThat(result.failures()).isZero();
            assertThat(result.statuses()).containsOnlyKeys(200).containsEntry(200, expected);
            assertThat(result.sendPercentiles().p50Micros()).isPositive();
        }
    }

    private OverheadProbe probe(int port, double seconds) {
        return new OverheadProbe(cluster.vertx(), cluster.http(), port, i -> "/kv/k" + (i % KEYS), RATE_PER_SECOND,
                seconds);
    }

    private static String line(String label, OverheadProbe.Result r) {
        Percentiles send = r.sendPercentiles();
        Percentiles intended = r.intendedPercentiles();
        return String.format(Locale.ROOT, "router overhead probe, %s at %d req/s for %d s: from send p50=%d us"
                        + " p90=%d us p99=%d us max=%d us; from intended p50=%d us p99=%d us", label, RATE_PER_SECOND,
                SEGMENTS, send.p50Micros(), send.p90Micros(), send.p99Micros(), send.maxMicros(),
                intended.p50Micros(), intended.p99Micros());
    }
}
