package io.hotshard.metrics;

import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.Recorder;

/**
 * Latency recorder in microseconds over an HdrHistogram {@link Recorder} (Tene, HdrHistogram): any number of
 * threads record wait-free, while readers are serialised on this object.
 *
 * <p>Two readers can coexist without stealing each other's samples: every read first drains the recorder's
 * interval into both a pending interval (handed out by {@link #intervalHistogram()}) and a cumulative histogram
 * (read by {@link #cumulativePercentiles()} and {@link #cumulativeHistogram()}).
 */
public final class LatencyRecorder {

    /** Largest value kept exactly; larger values are recorded as this value. */
    public static final long HIGHEST_TRACKABLE_MICROS = TimeUnit.HOURS.toMicros(1);
    /** Significant decimal digits kept by every histogram. */
    public static final int SIGNIFICANT_DIGITS = 3;

    private final Recorder recorder = new Recorder(1, HIGHEST_TRACKABLE_MICROS, SIGNIFICANT_DIGITS);
    private final LongSupplier clockMillis;
    private final Histogram pendingInterval = newHistogram();
    private final Histogram cumulative = newHistogram();
    private Histogram recycled;
    private long intervalStartMillis;

    /** Creates a recorder whose intervals are stamped with the wall clock. */
    public LatencyRecorder() {
        this(System::currentTimeMillis);
    }

    /** Creates a recorder whose intervals are stamped with the given epoch-millisecond clock. */
    public LatencyRecorder(LongSupplier clockMillis) {
        this.clockMillis = clockMillis;
        this.intervalStartMillis = clockMillis.getAsLong();
    }

    /** Returns an empty histogram with the range and precision used throughout hotshard. */
    public static Histogram newHistogram() {
        return new Histogram(1, HIGHEST_TRACKABLE_MICROS, SIGNIFICANT_DIGITS);
    }

    /** Records one latency; values above {@link #HIGHEST_TRACKABLE_MICROS} saturate rather than fail. */
    public void recordMicros(long latencyMicros) {
        if (latencyMicros < 0) {
            throw new IllegalArgumentException("latencyMicros must be >= 0 but was " + latencyMicros);
        }
        recorder.recordValue(Math.min(latencyMicros, HIGHEST_TRACKABLE_MICROS));
    }

    /** Returns the values recorded since the previous call, stamped with the interval's start and end. */
    public synchronized Histogram intervalHistogram() {
        drain();
        long nowMillis = clockMillis.getAsLong();
        Histogram interval = pendingInterval.copy();
        interval.setStartTimeStamp(intervalStartMillis);
        interval.setEndTimeStamp(nowMillis);
        pendingInterval.reset();
        intervalStartMillis = nowMillis;
        return interval;
    }

    /** Returns a copy of every value recorded since creation or the last {@link #reset()}. */
    public synchronized Histogram cumulativeHistogram() {
        drain();
        return cumulative.copy();
    }

    /** Summarises every value recorded since creation or the last {@link #reset()} without copying. */
    public synchronized Percentiles cumulativePercentiles() {
        drain();
        return Percentiles.of(cumulative);
    }

    /** Counts every value recorded since creation into buckets (see {@link BucketCounts}) without copying. */
    public synchronized BucketCounts cumulativeBuckets(long[] upperMicros) {
        drain();
        return BucketCounts.of(cumulative, upperMicros);
    }

    /** Forgets all values, pending and cumulative. */
    public synchronized void reset() {
        drain();
        pendingInterval.reset();
        cumulative.reset();
        intervalStartMillis = clockMillis.getAsLong();
    }

    private void drain() {
        // The recycled histogram is only ever one this recorder handed out, as Recorder requires.
        recycled = recorder.getIntervalHistogram(recycled);
        pendingInterval.add(recycled);
        cumulative.add(recycled);
    }
}
