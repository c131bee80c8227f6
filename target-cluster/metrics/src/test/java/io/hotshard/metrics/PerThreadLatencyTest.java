package io.hotshard.metrics;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.concurrent.atomic.AtomicLong;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

final class PerThreadLatencyTest {

    @Test
    void cumulativeHistogram_valuesFromThreeThreads_holdsEveryValueOnce() throws InterruptedException {
        PerThreadLatency latency = PerThreadLatency.create();
        Thread[] writers = new Thread[2];
        for (int t = 0; t < writers.length; t++) {
            long value = 1_000L * (t + 1);
            writers[t] = new Thread(() -> {
                for (int i = 0; i < 10_000; i++) {
                    latency.recordMicros(value);
                }
            });
            writers[t].start();
        }
        latency.recordMicros(5);
        for (Thread writer : writers) {
            writer.join();
        }

        Histogram all = latency.cumulativeHistogram();
        assertThat(all.getTotalCount()).isEqualTo(20_001);
        assertThat(all.getCountAtValue(1_000)).isEqualTo(10_000);
        assertThat(all.getCountAtValue(2_000)).isEqualTo(10_000);
        assertThat(all.getCountAtValue(5)).isEqualTo(1);
        assertThat(latency.cumulativePercentiles().count()).isEqualTo(20_001);
        assertThat(latency.cumulativePercentiles().p99Micros()).isEqualTo(all.getValueAtPercentile(99));
    }

    @Test
    void intervalHistogram_threadThatStartsAfterARead_appearsInTheNextIntervalOnly() throws InterruptedException {
        AtomicLong clock = new AtomicLong(1_000);
        PerThreadLatency latency = PerThreadLatency.create(clock::get);
        latency.recordMicros(100);
        clock.set(2_000);
        Histogram first = latency.intervalHistogram();
        Thread late = new Thread(() -> latency.recordMicros(300));
        late.start();
        late.join();
        latency.recordMicros(200);
        clock.set(3_000);
        Histogram second = latency.intervalHistogram();
        Histogram third = latency.intervalHistogram();

        assertThat(first.getTotalCount()).isEqualTo(1);
        assertThat(first.getStartTimeStamp()).isEqualTo(1_000);
        assertThat(first.getEndTimeStamp()).isEqualTo(2_000);
        assertThat(second.getTotalCount()).isEqualTo(2);
        assertThat(second.getCountAtValue(300)).isEqualTo(1);
        assertThat(second.getCountAtValue(200)).isEqualTo(1);
        assertThat(second.getStartTimeStamp()).isEqualTo(2_000);
        assertThat(third.getTotalCount()).isZero();
        assertThat(latency.cumulativeHistogram().getTotalCount()).isEqualTo(3);
    }

    @Test
    void forShard_keepsTheShardsPrecision() {
        PerThreadLatency latency = PerThreadLatency.forShard();
        latency.recordMicros(12_345);

        assertThat(latency.cumulativeHistogram().getNumberOfSignificantValueDigits())
                .isEqualTo(LatencyRecorder.SHARD_SIGNIFICANT_DIGITS);
        assertThat(latency.cumulativeBuckets(new long[] {10_000, 20_000}).count()).isEqualTo(1);
    }
}
