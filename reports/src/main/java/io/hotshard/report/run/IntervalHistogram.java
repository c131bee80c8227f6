package io.hotshard.report.run;

import org.HdrHistogram.Histogram;

/**
 * One interval of an {@code .hlog} file, placed on the run's time line.
 *
 * @param startSeconds interval start, seconds from the run's start
 * @param histogram the interval's values in microseconds; shared, so callers must not change it
 */
public record IntervalHistogram(double startSeconds, double endSeconds, Histogram histogram) {
}
