package io.hotshard.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;

final class BucketCountsTest {

    private static final long[] BOUNDS = {100, 1_000, 10_000};

    @Test
    void of_valuesOnAndBetweenBounds_landInTheirBucket() {
        LatencyRecorder recorder = new LatencyRecorder();
        for (long micros : new long[] {1, 100, 101, 999, 1_000, 5_000, 10_000, 50_000, 3_000_000}) {
            recorder.recordMicros(micros);
        }

        BucketCounts counts = recorder.cumulativeBuckets(BOUNDS);

        assertThat(counts.counts()).containsExactly(2, 3, 2, 2);
        assertThat(counts.count()).isEqualTo(9);
        assertThat(counts.sumMicros()).isCloseTo(3_067_201, org.assertj.core.data.Percentage.withPercentage(0.1));
    }

    @Test
    void cumulativeBuckets_afterIntervalReads_stillCountsEverything() {
        LatencyRecorder recorder = new LatencyRecorder();
        recorder.recordMicros(50);
        recorder.intervalHistogram();
        recorder.recordMicros(500);

        assertThat(recorder.cumulativeBuckets(BOUNDS).counts()).containsExactly(1, 1, 0, 0);
    }

    @Test
    void of_boundsNotIncreasing_failsNamingThem() {
        assertThatThrownBy(() -> BucketCounts.of(LatencyRecorder.newHistogram(), new long[] {10, 10}))
                .hasMessage("upperMicros must increase but was [10, 10]");
    }
}
