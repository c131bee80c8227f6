package io.hotshard.shard;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import io.hotshard.metrics.SaturationSnapshot;
import io.hotshard.testkit.OpenLoad;
import io.hotshard.testkit.TestHttp;
import io.hotshard.testkit.WatchedVertx;
import io.vertx.junit5.Timeout;
import io.vertx.junit5.VertxExtension;
import io.vertx.junit5.VertxTestContext;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.extension.ExtendWith;

/**
 * Capacity of a c = 4, S = 10 ms shard is c / S = 400 req/s. Offered more, it must serve about that and shed
 * the rest; offered half, it must shed nothing and be as busy as the utilisation law says for what it served. Bounds are generous: timers overshoot
 * and the machine is shared.
 */
@ExtendWith(VertxExtension.class)
@Timeout(value = 20, timeUnit = TimeUnit.SECONDS)
final class ShardFidelityTest {

    private static final double SECONDS = 3.0;
    // Deep enough that a scheduling hiccup of the shared machine at half load does not overflow it.
    private static final int QUEUE = 64;

    private WatchedVertx watched;
    private ShardServer shard;
    private TestHttp http;
    private int port;

    @BeforeEach
    void startShard(VertxTestContext test) {
        watched = ShardWarmUp.watched();
        ShardConfig config = ShardConfig.defaults("fidelity").withCapacity(4, QUEUE)
                .withLatency(new FixedLatency(10_000));
        shard = new ShardServer(watched.vertx(), config);
        http = new TestHttp(watched.vertx(), 128);
        shard.start().onComplete(test.succeeding(bound -> {
            port = bound;
            test.completeNow();
        }));
    }

    @AfterEach
    void stopShard() throws Exception {
        shard.stop().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        assertThat(watched.close()).as("blocked-thread warnings").isEmpty();
    }

    @Test
    void offered600PerSecond_servesCapacityAndShedsTheRest(VertxTestContext test) {
        run(600, test, (served, snapshot, outcome) -> {
            SaturationSnapshot s = snapshot.saturation();
            assertThat(served).isBetween(300.0, 450.0);
            assertThat(s.rejections()).isPositive();
            assertThat(s.utilisationWindow()).isGreaterThanOrEqualTo(0.85);
            assertThat(s.windowMaxQueueDepth()).isEqualTo(QUEUE);
            assertThat(outcome.statuses().keySet()).containsOnly(404, 503);
        });
    }

    @Test
    void offered200PerSecond_busyAsThroughputTimesServiceAndShedsNothing(VertxTestContext test) {
        run(200, test, (served, snapshot, outcome) -> {
            SaturationSnapshot s = snapshot.saturation();
            // Utilisation law U = X * E[S] / c with the measured mean service time: a stall of the shared machine
            // stretches every timer that is running, and the busy time must grow with it, no more and no less.
            double lawUtilisation = served * snapshot.service().meanMicros() / 1e6 / 4;
            assertThat(served).isBetween(150.0, 250.0);
            assertThat(s.rejections()).isZero();
            assertThat(snapshot.service().p50Micros()).isBetween(10_000L, 11_000L);
            assertThat(s.utilisationWindow()).isCloseTo(lawUtilisation, within(0.08)).isLessThan(0.8);
            assertThat(outcome.statuses().keySet()).containsOnly(404);
        });
    }

    private interface Check {
        void verify(double servedPerSecond, ShardSnapshot atEndOfSending, OpenLoad.Outcome outcome);
    }

    private void run(int offeredPerSecond, VertxTestContext test, Check check) {
        OpenLoad load = new OpenLoad(watched.vertx(), http, "http://127.0.0.1:" + port, offeredPerSecond, SECONDS,
                i -> OpenLoad.Request.get("/kv/k" + i));
        shard.resetWindow()
                .compose(reset -> load.start())
                .compose(elapsed -> shard.snapshot().map(snapshot -> new Object[] {elapsed, snapshot}))
                .compose(atEnd -> load.answered().compose(outcome -> shard.snapshot()
                        .map(last -> new Object[] {atEnd[0], atEnd[1], outcome, last})))
                .onComplete(test.succeeding(result -> test.verify(() -> {
                    double elapsed = (Double) result[0];
                    ShardSnapshot snapshot = (ShardSnapshot) result[1];
                    OpenLoad.Outcome outcome = (OpenLoad.Outcome) result[2];
                    SaturationSnapshot last = ((ShardSnapshot) result[3]).saturation();
                    SaturationSnapshot s = snapshot.saturation();
                    double served = s.completions() / elapsed;
                    System.out.printf(Locale.ROOT, "fidelity offered=%d req/s over %.2f s: served=%.1f req/s,"
                                    + " completions=%d, rejections=%d, utilisationWindow=%.3f, maxQueue=%d,"
                                    + " queueWait p99=%d us, service p50=%d us mean=%.0f us, total p50=%d us p99=%d us,"
                                    + " client statuses=%s failures=%d%n",
                            offeredPerSecond, elapsed, served, s.completions(), s.rejections(), s.utilisationWindow(),
                            s.windowMaxQueueDepth(), snapshot.queueWait().p99Micros(), snapshot.service().p50Micros(),
                            snapshot.service().meanMicros(),
                            snapshot.total().p50Micros(), snapshot.total().p99Micros(), outcome.statuses(),
                            outcome.failures());
                    assertThat(outcome.failures()).isZero();
                    assertThat(outcome.statuses().getOrDefault(404, 0)).isEqualTo((int) last.completions());
                    assertThat(outcome.statuses().getOrDefault(503, 0)).isEqualTo((int) last.rejections());
                    assertThat(last.arrivals()).isEqualTo(outcome.sent());
                    check.verify(served, snapshot, outcome);
                    test.completeNow();
                })));
    }
}
