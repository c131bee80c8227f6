package io.hotshard.shard;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.metrics.LatencyRecorder;
import io.vertx.core.Context;
import io.vertx.core.Vertx;
import io.vertx.core.VertxOptions;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** Both kinds of deadline timer: the event loop's own (native transport) and the timer thread's (NIO). */
final class DeadlineTimerTest {

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void at_tasksAddedOutOfOrder_runOnTheContextInDueOrderNeverEarly(boolean nativeTransport) throws Exception {
        Vertx vertx = Vertx.vertx(new VertxOptions().setEventLoopPoolSize(1)
                .setPreferNativeTransport(nativeTransport));
        try {
            assertThat(vertx.isNativeTransportEnabled()).isEqualTo(nativeTransport);
            Context context = vertx.getOrCreateContext();
            List<Integer> order = Collections.synchronizedList(new ArrayList<>());
            List<Long> earliness = Collections.synchronizedList(new ArrayList<>());
            List<Boolean> onContext = Collections.synchronizedList(new ArrayList<>());
            CountDownLatch done = new CountDownLatch(5);
            LatencyRecorder lateness = new LatencyRecorder();
            DeadlineTimer timer = DeadlineTimer.on(context, "test-timer", lateness);
            long base = System.nanoTime() + 20_000_000;
            int[] offsetsMillis = {40, 10, 30, 0, 20};
            for (int offset : offsetsMillis) {
                long due = base + offset * 1_000_000L;
                timer.at(due, () -> {
                    earliness.add(due - System.nanoTime());
                    onContext.add(Vertx.currentContext() == context);
                    order.add(offset);
                    done.countDown();
                });
            }
            assertThat(done.await(10, TimeUnit.SECONDS)).isTrue();
            timer.close();

            assertThat(order).containsExactly(0, 10, 20, 30, 40);
            assertThat(earliness).allSatisfy(early -> assertThat(early).isLessThanOrEqualTo(0L));
            assertThat(onContext).containsOnly(true);
            assertThat(lateness.cumulativeHistogram().getTotalCount()).isEqualTo(5);
        } finally {
            vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        }
    }

    @ParameterizedTest
    @ValueSource(booleans = {true, false})
    void at_afterClose_neverRuns(boolean nativeTransport) throws Exception {
        Vertx vertx = Vertx.vertx(new VertxOptions().setEventLoopPoolSize(1)
                .setPreferNativeTransport(nativeTransport));
        try {
            Context context = vertx.getOrCreateContext();
            CountDownLatch ran = new CountDownLatch(1);
            DeadlineTimer timer = DeadlineTimer.on(context, "test-timer", new LatencyRecorder());
            timer.at(System.nanoTime() + 50_000_000, ran::countDown);
            timer.close();
            assertThat(ran.await(300, TimeUnit.MILLISECONDS)).isFalse();
        } finally {
            vertx.close().toCompletionStage().toCompletableFuture().get(10, TimeUnit.SECONDS);
        }
    }
}
