package io.hotshard.metrics;

import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.IntervalHistogramProvider;
import org.HdrHistogram.PackedHistogram;
import org.HdrHistogram.Recorder;
import org.HdrHistogram.SingleWriterRecorder;
import org.HdrHistogram.ValueRecorder;

/**
 * Latency recorder in microseconds over an HdrHistogram {@link Recorder} (Tene, HdrHistogram): any number of
 * threads record wait-free, while readers are serialised on this object. {@link #singleWriter()} makes one over a
 * {@link SingleWriterRecorder} for values recorded by one thread, such as an event loop, with half the storage.
 *
 * <p>Two readers can coexist without stealing each other's samples: every read first drains the recorder's
 * interval into both a pending interval (handed out by {@link #intervalHistogram()}) and a cumulative histogram
 * (read by {@link #cumulativePercentiles()} and {@link #cumulativeHistogram()}).
 *
 * <p>Storage follows use, so that a thousand idle shards cost next to nothing: nothing is allocated before the
 * first value, histograms auto-resize to the largest value seen (precision stays the recorder's), and
 * the pending interval exists only between a drain that found values and the interval read that hands it out.
 *
 * <p>Precision is {@link #SIGNIFICANT_DIGITS} unless the recorder is made with fewer: a shard's own recorders keep
 * {@link #SHARD_SIGNIFICANT_DIGITS}, as each of them holds three histograms sized to the largest value seen.
 */
public final class LatencyRecorder {

    /** Largest value kept exactly; larger values are recorded as this value. */
    public static final long HIGHEST_TRACKABLE_MICROS = TimeUnit.HOURS.toMicros(1);
    /** Significant decimal digits kept by every histogram. */
    public static final int SIGNIFICANT_DIGITS = 3;
    /**
     * Significant decimal digits of the recorders a shard keeps, the router's figures per shard included: values
     * within 1% (the bucket is at most 0.8% wide), in storage about six times smaller than with three digits (16 KB
     * instead of 106 KB a histogram once values reach seconds), so that a thousand shards that serve fit in 1 GiB
     * of heap. Clients' end-to-end latencies keep {@link #SIGNIFICANT_DIGITS}.
     */
    public static final int SHARD_SIGNIFICANT_DIGITS = 2;

    /** The recorder's two faces, one object either way. */
    private record Recording(ValueRecorder values, IntervalHistogramProvider<Histogram> intervals) {
    }

    private final LongSupplier clockMillis;
    private final boolean singleWriter;
    private final int significantDigits;
    private final Object starting = new Object();
    private volatile Recording recording;
    private Histogram recycled;
    /** Values drained since the last interval read; null when there are none. */
    private Histogram pendingInterval;
    /** Every value since creation or the last reset; null when there are none. */
    private Histogram cumulative;
    /** Summary of {@link #cumulative}, kept until new values arrive: idle shards are summarised for nothing. */
    private Percentiles summary;
    /** Until the first interval read, the pending interval is the cumulative histogram and is not kept apart. */
    private boolean intervalRead;
    private long intervalStartMillis;

    /** Creates a recorder whose intervals are stamped with the wall clock. */
    public LatencyRecorder() {
        this(System::currentTimeMillis);
    }

    /** Creates a recorder whose intervals are stamped with the given epoch-millisecond clock. */
    public LatencyRecorder(LongSupplier clockMillis) {
        this(clockMillis, false, SIGNIFICANT_DIGITS);
    }

    private LatencyRecorder(LongSupplier clockMillis, boolean singleWriter, int significantDigits) {
        if (significantDigits < 1 || significantDigits > 5) {
            throw new IllegalArgumentException("significantDigits must be 1..5 but was " + significantDigits);
        }
        this.clockMillis = clockMillis;
        this.singleWriter = singleWriter;
        this.significantDigits = significantDigits;
        this.intervalStartMillis = clockMillis.getAsLong();
    }

    /** A recorder for values recorded by one thread only (an event loop, a timer thread), stamped by the wall clock. */
    public static LatencyRecorder singleWriter() {
        return singleWriter(System::currentTimeMillis);
    }

    /** A recorder for values recorded by one thread only, stamped with the given epoch-millisecond clock. */
    public static LatencyRecorder singleWriter(LongSupplier clockMillis) {
        return new LatencyRecorder(clockMillis, true, SIGNIFICANT_DIGITS);
    }

    /** A recorder of a shard's own figures, any number of writers: {@link #SHARD_SIGNIFICANT_DIGITS}, wall clock. */
    public static LatencyRecorder forShard() {
        return new LatencyRecorder(System::currentTimeMillis, false, SHARD_SIGNIFICANT_DIGITS);
    }

    /** A recorder of a shard's own figures written by one thread: {@link #SHARD_SIGNIFICANT_DIGITS}, wall clock. */
    public static LatencyRecorder forShardSingleWriter() {
        return new LatencyRecorder(System::currentTimeMillis, true, SHARD_SIGNIFICANT_DIGITS);
    }

    /** Significant decimal digits this recorder's histograms keep. */
    public int significantDigits() {
        return significantDigits;
    }

    /** Returns an empty histogram with hotshard's precision, whose range grows with the values it is given. */
    public static Histogram newHistogram() {
        return new Histogram(SIGNIFICANT_DIGITS);
    }

    /** Records one latency; values above {@link #HIGHEST_TRACKABLE_MICROS} saturate rather than fail. */
    public void recordMicros(long latencyMicros) {
        if (latencyMicros < 0) {
            throw new IllegalArgumentException("latencyMicros must be >= 0 but was " + latencyMicros);
        }
        Recording current = recording;
        (current != null ? current : start()).values().recordValue(Math.min(latencyMicros, HIGHEST_TRACKABLE_MICROS));
    }

    /** True once a value has been recorded, i.e. once the recorder holds histograms. */
    public boolean allocated() {
        return recording != null;
    }

    /** Returns the values recorded since the previous call, stamped with the interval's start and end. */
    public synchronized Histogram intervalHistogram() {
        drain();
        long nowMillis = clockMillis.getAsLong();
        Histogram interval;
        if (!intervalRead) {
            interval = cumulative == null ? empty() : cumulative.copy();
            intervalRead = true;
        } else {
            interval = pendingInterval == null ? empty() : pendingInterval;
            pendingInterval = null;
        }
        interval.setStartTimeStamp(intervalStartMillis);
        interval.setEndTimeStamp(nowMillis);
        intervalStartMillis = nowMillis;
        return interval;
    }

    /** Returns a copy of every value recorded since creation or the last {@link #reset()}. */
    public synchronized Histogram cumulativeHistogram() {
        drain();
        return cumulative == null ? new Histogram(significantDigits) : cumulative.copy();
    }

    /** Adds every value recorded since creation or the last {@link #reset()} to {@code into}, without a copy. */
    synchronized void addCumulativeTo(Histogram into) {
        drain();
        if (cumulative != null) {
            into.add(cumulative);
        }
    }

    /** How many values were recorded since creation or the last {@link #reset()}. */
    synchronized long cumulativeCount() {
        drain();
        return cumulative == null ? 0 : cumulative.getTotalCount();
    }

    /** Summarises every value recorded since creation or the last {@link #reset()} without copying. */
    public synchronized Percentiles cumulativePercentiles() {
        drain();
        if (summary == null) {
            summary = cumulative == null ? Percentiles.EMPTY : Percentiles.of(cumulative);
        }
        return summary;
    }

    /** Counts every value recorded since creation into buckets (see {@link BucketCounts}) without copying. */
    public synchronized BucketCounts cumulativeBuckets(long[] upperMicros) {
        drain();
        return BucketCounts.of(cumulative == null ? empty() : cumulative, upperMicros);
    }

    /** Forgets all values, pending and cumulative. */
    public synchronized void reset() {
        drain();
        pendingInterval = null;
        cumulative = null;
        summary = null;
        intervalStartMillis = clockMillis.getAsLong();
    }

    private Recording start() {
        synchronized (starting) {
            if (recording == null) {
                if (singleWriter) {
                    SingleWriterRecorder recorder = new SingleWriterRecorder(significantDigits);
                    recording = new Recording(recorder, recorder);
                } else {
                    Recorder recorder = new Recorder(significantDigits);
                    recording = new Recording(recorder, recorder);
                }
            }
            return recording;
        }
    }

    private void drain() {
        Recording current = recording;
        if (current == null) {
            return;
        }
        // The recycled histogram is only ever one this recorder handed out, as Recorder requires.
        recycled = current.intervals().getIntervalHistogram(recycled);
        if (recycled.getTotalCount() == 0) {
            return;
        }
        cumulative = addTo(cumulative, recycled);
        summary = null;
        if (intervalRead) {
            pendingInterval = addTo(pendingInterval, recycled);
        }
    }

    private Histogram addTo(Histogram target, Histogram values) {
        Histogram into = target == null ? new Histogram(significantDigits) : target;
        into.add(values);
        return into;
    }

    /** An empty interval as a packed histogram: a few hundred bytes where a plain one takes 16 KB. */
    private Histogram empty() {
        return new PackedHistogram(significantDigits);
    }
}
