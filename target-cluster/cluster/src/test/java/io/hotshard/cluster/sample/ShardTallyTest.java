package io.hotshard.cluster.sample;

import static org.assertj.core.api.Assertions.assertThat;

import io.hotshard.metrics.LatencyRecorder;
import io.hotshard.metrics.Percentiles;
import io.hotshard.metrics.SaturationSnapshot;
import io.hotshard.shard.ShardIntervals;
import io.hotshard.shard.ShardSample;
import io.hotshard.shard.ShardSnapshot;
import org.HdrHistogram.Histogram;
import org.junit.jupiter.api.Test;

final class ShardTallyTest {

    @Test
    void row_afterBaseline_holdsDifferencesWithErrorsOutOfCompletions() {
        ShardTally tally = new ShardTally("s", counts(100, 90, 5, 10, 0, 1_000, 4_000, 0));

        String row = tally.row(0, sample(160, 140, 8, 14, 2, 3_000, 8_000, 3, 5, 1_000, 2_000, 40_000));

        assertThat(row).isEqualTo("0,s,60,46,3,4,0.5000,3,5,3," + expectedPercentiles(1_000, 2_000, 40_000));
        assertThat(tally.arrivals()).isEqualTo(60);
        assertThat(tally.completed()).isEqualTo(46);
        assertThat(tally.errored()).isEqualTo(4);
        assertThat(tally.rejected()).isEqualTo(3);
        assertThat(tally.dropped()).isEqualTo(2);
    }

    @Test
    void row_countsGoingBackwards_startFromZeroAsARestartedProcess() {
        ShardTally tally = new ShardTally("s", counts(500, 500, 0, 0, 0, 9_000, 9_000, 0));

        tally.row(0, sample(20, 18, 0, 1, 0, 100, 400, 0, 0));

        assertThat(tally.arrivals()).isEqualTo(20);
        assertThat(tally.completed()).isEqualTo(17);
    }

    @Test
    void row_restartAfterRequestsInFlight_countsThemAsDiedInFlight() {
        ShardTally tally = new ShardTally("s", counts(0, 0, 0, 0, 0, 0, 0, 0));
        tally.row(0, sample(530, 500, 5, 10, 2, 100, 400, 0, 0));

        tally.row(1, sample(20, 18, 0, 1, 0, 100, 400, 0, 0));

        assertThat(tally.diedInFlight()).as("530 arrived, 500 served, 5 shed, 2 dropped when it was killed")
                .isEqualTo(23);
        assertThat(tally.arrivals()).isEqualTo(550);
    }

    @Test
    void row_noRestart_countsNothingAsDiedInFlight() {
        ShardTally tally = new ShardTally("s", counts(0, 0, 0, 0, 0, 0, 0, 0));
        tally.row(0, sample(530, 500, 5, 10, 2, 100, 400, 0, 0));

        tally.row(1, sample(560, 560, 5, 10, 2, 100, 400, 0, 0));

        assertThat(tally.diedInFlight()).isZero();
    }

    @Test
    void missingRowAndEmptyInterval_leaveMeasuredCellsEmpty() {
        ShardTally tally = new ShardTally("s", null);

        assertThat(tally.missingRow(7)).isEqualTo("7,s,0,0,0,0,,,,,,,,");
        assertThat(tally.row(8, sample(0, 0, 0, 0, 0, 0, 0, 0, 0))).isEqualTo("8,s,0,0,0,0,0.0000,0,0,0,,,,");
        assertThat(tally.missingRow(7).split(",", -1)).hasSize(ShardTally.HEADER.split(",").length);
    }

    private static String expectedPercentiles(long... values) {
        Histogram histogram = histogram(values);
        return histogram.getValueAtPercentile(50) + "," + histogram.getValueAtPercentile(99) + ","
                + histogram.getValueAtPercentile(99.9) + "," + histogram.getMaxValue();
    }

    private static SaturationSnapshot counts(long arrivals, long completions, long rejections, long errors,
                                             long dropped, long busyMicros, long slotMicros, int queueDepth) {
        return new SaturationSnapshot(arrivals, completions, rejections, errors, dropped, 0, queueDepth, queueDepth,
                queueDepth, busyMicros, slotMicros, 0.0, 0.0);
    }

    private static ShardSample sample(long arrivals, long completions, long rejections, long errors, long dropped,
                                      long busyMicros, long slotMicros, int queueDepth, int windowMax,
                                      long... latencies) {
        SaturationSnapshot s = new SaturationSnapshot(arrivals, completions, rejections, errors, dropped, 0,
                queueDepth, windowMax, windowMax, busyMicros, slotMicros, 0.0, 0.0);
        ShardSnapshot snapshot = new ShardSnapshot("s", 0, true, false, 2, 8, s, Percentiles.EMPTY,
                Percentiles.EMPTY, Percentiles.EMPTY);
        return new ShardSample(snapshot, new ShardIntervals(histogram(), histogram(latencies), histogram(latencies)));
    }

    private static Histogram histogram(long... values) {
        Histogram histogram = LatencyRecorder.newHistogram();
        for (long value : values) {
            histogram.recordValue(value);
        }
        return histogram;
    }
}
