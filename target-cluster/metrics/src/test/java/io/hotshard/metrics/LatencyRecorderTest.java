package io.hotshard.metrics;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.data.Percentage.withPercentage;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.atomic.AtomicLong;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

final class LatencyRecorderTest {

    @Test
    void intervalHistogram_twoIntervals_eachHoldsOnlyItsOwnValues() {
        AtomicLong clock = new AtomicLong(1_000);
        LatencyRecorder recorder = new LatencyRecorder(clock::get);
        recorder.recordMicros(100);
        recorder.recordMicros(200);
        clock.set(2_000);
        Histogram first = recorder.intervalHistogram();
        recorder.recordMicros(5_000);
        clock.set(3_000);
        Histogram second = recorder.intervalHistogram();

        assertThat(first.getTotalCount()).isEqualTo(2);
        assertThat(first.getStartTimeStamp()).isEqualTo(1_000);
        assertThat(first.getEndTimeStamp()).isEqualTo(2_000);
        assertThat(second.getTotalCount()).isEqualTo(1);
        assertThat(second.getStartTimeStamp()).isEqualTo(2_000);
        assertThat(second.getEndTimeStamp()).isEqualTo(3_000);
        assertThat(second.valuesAreEquivalent(second.getMaxValue(), 5_000)).isTrue();
    }

    @Test
    void cumulativePercentiles_readBetweenIntervals_doesNotStealFromInterval() {
        LatencyRecorder recorder = new LatencyRecorder();
        recorder.recordMicros(10);
        assertThat(recorder.cumulativePercentiles().count()).isEqualTo(1);
        recorder.recordMicros(20);

        assertThat(recorder.intervalHistogram().getTotalCount()).isEqualTo(2);
        assertThat(recorder.cumulativeHistogram().getTotalCount()).isEqualTo(2);
        assertThat(recorder.intervalHistogram().getTotalCount()).isZero();
    }

    @Test
    void reset_afterRecording_forgetsEverything() {
        LatencyRecorder recorder = new LatencyRecorder();
        recorder.recordMicros(10);
        recorder.reset();

        assertThat(recorder.cumulativePercentiles()).isEqualTo(Percentiles.EMPTY);
        assertThat(recorder.intervalHistogram().getTotalCount()).isZero();
    }

    @Test
    void recordMicros_aboveHighestTrackable_saturates() {
        LatencyRecorder recorder = new LatencyRecorder();
        recorder.recordMicros(LatencyRecorder.HIGHEST_TRACKABLE_MICROS * 10);

        Histogram all = recorder.cumulativeHistogram();
        assertThat(all.valuesAreEquivalent(all.getMaxValue(), LatencyRecorder.HIGHEST_TRACKABLE_MICROS)).isTrue();
    }

    @Test
    void recordMicros_negative_failsNamingValue() {
        LatencyRecorder recorder = new LatencyRecorder();
        assertThatThrownBy(() -> recorder.recordMicros(-3))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("latencyMicros must be >= 0 but was -3");
    }

    @Test
    void recordMicros_concurrentWritersWhileReading_losesNothing() throws InterruptedException {
        LatencyRecorder recorder = new LatencyRecorder();
        int writers = 4;
        int perWriter = 50_000;
        List<Thread> threads = new ArrayList<>();
        for (int w = 0; w < writers; w++) {
            Thread thread = new Thread(() -> {
                for (int i = 0; i < perWriter; i++) {
                    recorder.recordMicros(1 + i % 1000);
                }
            });
            threads.add(thread);
            thread.start();
        }
        long intervalTotal = 0;
        for (Thread thread : threads) {
            while (thread.isAlive()) {
                intervalTotal += recorder.intervalHistogram().getTotalCount();
                thread.join(1);
            }
        }
        intervalTotal += recorder.intervalHistogram().getTotalCount();

        assertThat(intervalTotal).isEqualTo((long) writers * perWriter);
        assertThat(recorder.cumulativeHistogram().getTotalCount()).isEqualTo((long) writers * perWriter);
    }

    @Test
    void allocated_beforeAnyValue_holdsNoHistogram() {
        LatencyRecorder recorder = LatencyRecorder.singleWriter();
        recorder.intervalHistogram();
        recorder.cumulativePercentiles();

        assertThat(recorder.allocated()).isFalse();
        recorder.recordMicros(7);
        assertThat(recorder.allocated()).isTrue();
    }

    @Test
    void intervalHistogram_nothingRecorded_isEmptyAndStamped() {
        AtomicLong clock = new AtomicLong(1_000);
        LatencyRecorder recorder = new LatencyRecorder(clock::get);
        clock.set(2_000);

        Histogram interval = recorder.intervalHistogram();

        assertThat(interval.getTotalCount()).isZero();
        assertThat(interval.getStartTimeStamp()).isEqualTo(1_000);
        assertThat(interval.getEndTimeStamp()).isEqualTo(2_000);
        assertThat(recorder.cumulativePercentiles()).isEqualTo(Percentiles.EMPTY);
    }

    @Test
    void singleWriter_intervalsAndCumulative_keepThreeSignificantDigits() {
        LatencyRecorder recorder = LatencyRecorder.singleWriter();
        recorder.recordMicros(1_234_567);
        recorder.recordMicros(3);
        Histogram first = recorder.intervalHistogram();
        recorder.recordMicros(42);
        recorder.cumulativePercentiles();
        recorder.recordMicros(43);

        Histogram second = recorder.intervalHistogram();
        Histogram all = recorder.cumulativeHistogram();

        assertThat(first.getTotalCount()).isEqualTo(2);
        assertThat(first.getMaxValue()).isBetween(1_234_000L, 1_235_000L);
        assertThat(second.getTotalCount()).isEqualTo(2);
        assertThat(second.getMinValue()).isEqualTo(42);
        assertThat(all.getTotalCount()).isEqualTo(4);
        assertThat(all.getNumberOfSignificantValueDigits()).isEqualTo(LatencyRecorder.SIGNIFICANT_DIGITS);
    }

    @Test
    void reset_thenIntervalRead_returnsOnlyLaterValues() {
        LatencyRecorder recorder = LatencyRecorder.singleWriter();
        recorder.recordMicros(10);
        recorder.intervalHistogram();
        recorder.recordMicros(20);
        recorder.reset();
        recorder.recordMicros(30);

        assertThat(recorder.intervalHistogram().getTotalCount()).isEqualTo(1);
        assertThat(recorder.cumulativePercentiles().count()).isEqualTo(1);
    }

    @Test
    void forShard_valuesUpToSeconds_twoDigitsWithinOnePercentInAFractionOfTheStorage() {
        LatencyRecorder shard = LatencyRecorder.forShardSingleWriter();
        LatencyRecorder client = LatencyRecorder.singleWriter();
        for (long micros = 100; micros <= 5_000_000; micros += 997) {
            shard.recordMicros(micros);
            client.recordMicros(micros);
        }
        Histogram kept = shard.cumulativeHistogram();
        Histogram precise = client.cumulativeHistogram();

        assertThat(shard.significantDigits()).isEqualTo(LatencyRecorder.SHARD_SIGNIFICANT_DIGITS).isEqualTo(2);
        assertThat(kept.getNumberOfSignificantValueDigits()).isEqualTo(2);
        for (double percentile : new double[] {50, 90, 99, 99.9}) {
            assertThat((double) kept.getValueAtPercentile(percentile))
                    .isCloseTo(precise.getValueAtPercentile(percentile), withPercentage(1));
        }
        assertThat(kept.getMean()).isCloseTo(precise.getMean(), withPercentage(1));
        assertThat(kept.getEstimatedFootprintInBytes() * 5).isLessThan(precise.getEstimatedFootprintInBytes());
        assertThat(kept.getEstimatedFootprintInBytes()).isLessThan(20_000);
    }

    @Test
    void cumulativePercentiles_noNewValues_sameSummaryWithoutRecounting() {
        LatencyRecorder recorder = LatencyRecorder.forShard();
        recorder.recordMicros(1_000);
        Percentiles first = recorder.cumulativePercentiles();

        assertThat(recorder.cumulativePercentiles()).isSameAs(first);
        recorder.recordMicros(3_000);
        Percentiles second = recorder.cumulativePercentiles();
        assertThat(second).isNotSameAs(first);
        assertThat(second.count()).isEqualTo(2);
        recorder.reset();
        assertThat(recorder.cumulativePercentiles()).isEqualTo(Percentiles.EMPTY);
    }
}
