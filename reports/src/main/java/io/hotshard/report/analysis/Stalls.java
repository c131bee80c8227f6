package io.hotshard.report.analysis;

import io.hotshard.report.run.HlogSeries;
import io.hotshard.report.run.IntervalHistogram;
import io.hotshard.report.run.RunData;
import io.hotshard.runformat.EventKind;
import io.hotshard.runformat.RunEvent;
import java.util.ArrayList;
import java.util.List;
import org.HdrHistogram.Histogram;

/**
 * Finds stalls in the router's per-second latency ({@code router-single-key.hlog}): seconds whose slowest request
 * waited at least {@link #RATIO} times the run's median p50 and at least {@link #MIN_STALL_MICROS}. A recorder
 * that omits what a stall delays (coordinated omission) would hide exactly these seconds; a queue that is merely
 * full raises the median too, so saturation alone does not count.
 */
public final class Stalls {

    /** How many times the run's median p50 the slowest request of a second must reach. */
    public static final int RATIO = 100;
    /** Shorter waits are never called a stall (timer noise, a minor GC). */
    public static final long MIN_STALL_MICROS = 200_000;

    private Stalls() {
    }

    /** The stalls of a run, in time order; none when the router's latency log is absent or empty. */
    public static List<Stall> detect(RunData run) {
        List<Stall> stalls = new ArrayList<>();
        if (run.routerSingleKey().isEmpty()) {
            return stalls;
        }
        HlogSeries series = run.routerSingleKey().get();
        List<IntervalHistogram> intervals = series.intervals().stream()
                .filter(i -> i.histogram().getTotalCount() > 0).toList();
        if (intervals.isEmpty()) {
            return stalls;
        }
        long threshold = Math.max(MIN_STALL_MICROS, RATIO * medianP50(intervals));
        IntervalHistogram first = null;
        IntervalHistogram last = null;
        for (IntervalHistogram interval : intervals) {
            if (interval.histogram().getMaxValue() >= threshold) {
                first = first == null ? interval : first;
                last = interval;
            } else if (first != null) {
                stalls.add(stall(run, intervals, first, last, threshold));
                first = null;
            }
        }
        if (first != null) {
            stalls.add(stall(run, intervals, first, last, threshold));
        }
        return stalls;
    }

    private static Stall stall(RunData run, List<IntervalHistogram> intervals, IntervalHistogram first,
                               IntervalHistogram last, long threshold) {
        Histogram held = new Histogram(3);
        for (IntervalHistogram interval : intervals) {
            if (interval.startSeconds() >= first.startSeconds() && interval.startSeconds() <= last.startSeconds()) {
                held.add(interval.histogram());
            }
        }
        long count = held.getCountBetweenValues(threshold, held.getMaxValue());
        return new Stall(first.startSeconds(), last.endSeconds(), held.getMaxValue(), count, threshold,
                pausedShard(run, first.startSeconds() - held.getMaxValue() / 1e6 - 1, last.endSeconds()));
    }

    private static String pausedShard(RunData run, double fromSecond, double toSecond) {
        for (RunEvent event : run.manifest().events()) {
            double at = event.atMillis() / 1e3;
            if (event.kind() == EventKind.NODE_PAUSED && at >= fromSecond && at <= toSecond) {
                return event.target();
            }
        }
        return "";
    }

    private static long medianP50(List<IntervalHistogram> intervals) {
        long[] p50s = intervals.stream().mapToLong(i -> i.histogram().getValueAtPercentile(50.0)).sorted().toArray();
        return Math.max(1, p50s[p50s.length / 2]);
    }
}
