package io.hotshard.shard;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.metrics.LatencyRecorder;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

final class PreciseTimerTest {

    @Test
    void at_tasksAddedOutOfOrder_fireInDueOrderAndNeverEarly() throws Exception {
        List<Integer> order = Collections.synchronizedList(new ArrayList<>());
        List<Long> earliness = Collections.synchronizedList(new ArrayList<>());
        CountDownLatch done = new CountDownLatch(5);
        LatencyRecorder lateness = new LatencyRecorder();
        try (PreciseTimer timer = new PreciseTimer("test-timer", Runnable::run, lateness)) {
            long base = System.nanoTime() + 20_000_000;
            int[] offsetsMillis = {40, 10, 30, 0, 20};
            for (int offset : offsetsMillis) {
                long due = base + offset * 1_000_000L;
                timer.at(due, () -> {
                    earliness.add(due - System.nanoTime());
                    order.add(offset);
                    done.countDown();
                });
            }
            assertThat(done.await(10, TimeUnit.SECONDS)).isTrue();
        }

        assertThat(order).containsExactly(0, 10, 20, 30, 40);
        assertThat(earliness).allSatisfy(early -> assertThat(early).isLessThanOrEqualTo(0L));
        assertThat(lateness.cumulativeHistogram().getTotalCount()).isEqualTo(5);
    }

    @Test
    void at_deadlineAlreadyPast_firesAtOnce() throws Exception {
        CountDownLatch done = new CountDownLatch(1);
        try (PreciseTimer timer = new PreciseTimer("test-timer", Runnable::run, new LatencyRecorder())) {
            timer.at(System.nanoTime() - 1_000_000, done::countDown);
            assertThat(done.await(10, TimeUnit.SECONDS)).isTrue();
        }
    }
}
