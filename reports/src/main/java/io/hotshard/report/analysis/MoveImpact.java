package io.hotshard.report.analysis;

import io.hotshard.report.run.HlogSeries;
import io.hotshard.report.run.IntervalHistogram;
import io.hotshard.report.run.RouterSecond;
import java.util.List;
import java.util.Optional;
import org.HdrHistogram.Histogram;

/**
 * What adding a node cost a run's clients, in three windows: before the data moved (from the end of the ramp),
 * while it moved (a migration's start to its end; empty for a plain add, which moves nothing) and after. Each
 * window holds the router's single-key p99 over the window, merged from {@code router-single-key.hlog}, and its
 * 4xx answers from {@code router.csv}. A second or interval belongs to the window in which it ends, so one that
 * straddles the move's start counts as during (or after, for a plain add), never as before.
 *
 * @param startSeconds when the move began, seconds from the run's start
 * @param endSeconds   when it ended; infinite if it never did
 */
public record MoveImpact(double startSeconds, double endSeconds, Window before, Window during, Window after) {

    /**
     * One window of the run.
     *
     * @param requests  single-key requests the router answered in the window (from the histogram)
     * @param p99Micros their 99th percentile, NaN when there were none
     */
    public record Window(double fromSeconds, double toSeconds, long requests, double p99Micros, long responses4xx) {
    }

    /** Validates the order of the bounds. */
    public MoveImpact {
        if (!(startSeconds <= endSeconds)) {
            throw new IllegalArgumentException("a move must end at or after its start but ran from " + startSeconds
                    + " s to " + endSeconds + " s");
        }
    }

    /** The three windows of a run whose load steadied at {@code loadStartSeconds}. */
    public static MoveImpact of(Optional<HlogSeries> latency, List<RouterSecond> router, double loadStartSeconds,
                                double startSeconds, double endSeconds) {
        double from = Math.min(loadStartSeconds, startSeconds);
        return new MoveImpact(startSeconds, endSeconds, window(latency, router, from, startSeconds),
                window(latency, router, startSeconds, endSeconds),
                window(latency, router, endSeconds, Double.POSITIVE_INFINITY));
    }

    private static Window window(Optional<HlogSeries> latency, List<RouterSecond> router, double from, double to) {
        Histogram merged = new Histogram(3);
        for (IntervalHistogram interval : latency.map(HlogSeries::intervals).orElse(List.of())) {
            if (endsWithin(interval.endSeconds(), from, to)) {
                merged.add(interval.histogram());
            }
        }
        long notFound = router.stream().filter(second -> endsWithin(second.second() + 1, from, to))
                .mapToLong(RouterSecond::responses4xx).sum();
        long count = merged.getTotalCount();
        return new Window(from, to, count, count == 0 ? Double.NaN : merged.getValueAtPercentile(99.0), notFound);
    }

    private static boolean endsWithin(double end, double from, double to) {
        return end > from && end <= to;
    }

    /** Seconds the data took to move; 0 for a plain add, infinite if the move never ended. */
    public double durationSeconds() {
        return endSeconds - startSeconds;
    }
}
