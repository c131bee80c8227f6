package io.hotshard.report.run;

import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * The contents of one {@code .hlog} file: its intervals and their sum.
 *
 * @param name the file name
 * @param total all intervals added together; shared, so callers must not change it
 */
public record HlogSeries(String name, List<IntervalHistogram> intervals, Histogram total) {

    /** Copies the interval list so the record stays immutable. */
    public HlogSeries {
        intervals = List.copyOf(intervals);
    }

    /** The sum of the intervals that start within [fromSeconds, toSeconds). */
    public Histogram between(double fromSeconds, double toSeconds) {
        Histogram sum = new Histogram(3);
        for (IntervalHistogram interval : intervals) {
            if (interval.startSeconds() >= fromSeconds && interval.startSeconds() < toSeconds) {
                sum.add(interval.histogram());
            }
        }
        return sum;
    }
}
