package io.hotshard.report.analysis;

import io.hotshard.report.run.HlogSeries;
import io.hotshard.report.run.IntervalHistogram;
import io.hotshard.report.run.Series;
import java.util.ArrayList;
import java.util.List;

/** p50, p90, p99, p99.9 and max per interval of an {@code .hlog} file, as chart series (microseconds). */
public final class LatencyOverTime {

    private static final String[] NAMES = {"p50", "p90", "p99", "p99.9", "max"};

    private LatencyOverTime() {
    }

    /** One series per percentile, x in seconds from the run's start; empty intervals are left out. */
    public static List<Series> of(HlogSeries log) {
        List<IntervalHistogram> intervals = log.intervals().stream()
                .filter(i -> i.histogram().getTotalCount() > 0).toList();
        double[] x = new double[intervals.size()];
        double[][] y = new double[NAMES.length][intervals.size()];
        for (int i = 0; i < intervals.size(); i++) {
            LatencyStats stats = LatencyStats.of(intervals.get(i).histogram());
            x[i] = intervals.get(i).startSeconds();
            y[0][i] = stats.p50Micros();
            y[1][i] = stats.p90Micros();
            y[2][i] = stats.p99Micros();
            y[3][i] = stats.p999Micros();
            y[4][i] = stats.maxMicros();
        }
        List<Series> series = new ArrayList<>();
        for (int s = 0; s < NAMES.length; s++) {
            series.add(new Series(NAMES[s], x, y[s]));
        }
        return series;
    }
}
