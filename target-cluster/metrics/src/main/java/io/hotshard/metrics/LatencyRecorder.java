package io.hotshard.metrics;

import java.util.concurrent.TimeUnit;
import java.util.function.LongSupplier;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.PackedHistogram;
import org.HdrHistogram.SingleWriterRecorder;

/**
 * Latency recorder in microseconds over an HdrHistogram {@link SingleWriterRecorder} (Tene, HdrHistogram) with packed
 * storage: readers are serialised on this object and never stop a writer. Any number of threads may record, one at
 * a time behind a lock; {@link #singleWriter()} makes one for values recorded by one thread only, such as an event
 * loop, which takes no lock. (HdrHistogram 2.2.2's packed multi-writer {@code Recorder} hung with four writers in
 * this class's test, so writers take turns instead.)
 *
 * <p>Two readers can coexist without stealing each other's samples: every read first drains the recorder's
 * interval into both a pending interval (handed out by {@link #intervalHistogram()}) and a cumulative histogram
 * (read by {@link #cumulativePercentiles()} and {@link #cumulativeHistogram()}).
 *
 * <p>Storage follows use, so that a thousand shards cost little even after latencies of seconds: nothing is
 * allocated before the first value; every histogram kept is packed ({@link PackedHistogram}: storage in proportion
 * to the buckets that hold values, where a plain one takes 8 bytes for every bucket up to the largest value, about
 * 90 KB once values reach a second); the recorder keeps one recording histogram, whose drained interval becomes
 * the pending interval rather than being recycled; and the pending interval exists only between a drain that found
 * values and the interval read that hands it out. Precision stays {@link #SIGNIFICANT_DIGITS} throughout.
 */
public final class LatencyRecorder {

    /** Largest value kept exactly; larger values are recorded as this value. */
    public static final long HIGHEST_TRACKABLE_MICROS = TimeUnit.HOURS.toMicros(1);
    /** Significant decimal digits kept by every histogram. */
    public static final int SIGNIFICANT_DIGITS = 3;
    private static final boolean PACKED = true;

    private final LongSupplier clockMillis;
    private final boolean singleWriter;
    private final Object writing = new Object();
    private volatile SingleWriterRecorder recording;
    /** Values drained since the last interval read; null when there are none. */
    private Histogram pendingInterval;
    /** Every value since creation or the last reset; null when there are none. */
    private Histogram cumulative;
    /** The cumulative histogram's summary, kept until a drain adds values: idle recorders are read for nothing. */
    private Percentiles summary = Percentiles.EMPTY;
    private boolean summaryStale;
    /** Until the first interval read, the pending interval is the cumulative histogram and is not kept apart. */
    private boolean intervalRead;
    private long intervalStartMillis;

    /** Creates a recorder whose intervals are stamped with the wall clock. */
    public LatencyRecorder() {
        this(System::currentTimeMillis);
    }

    /** Creates a recorder whose intervals are stamped with the given epoch-millisecond clock. */
    public LatencyRecorder(LongSupplier clockMillis) {
        this(clockMillis, false);
    }

    private LatencyRecorder(LongSupplier clockMillis, boolean singleWriter) {
        this.clockMillis = clockMillis;
        this.singleWriter = singleWriter;
        this.intervalStartMillis = clockMillis.getAsLong();
    }

    /** A recorder for values recorded by one thread only (an event loop, a timer thread), stamped by the wall clock. */
    public static LatencyRecorder singleWriter() {
        return singleWriter(System::currentTimeMillis);
    }

    /** A recorder for values recorded by one thread only, stamped with the given epoch-millisecond clock. */
    public static LatencyRecorder singleWriter(LongSupplier clockMillis) {
        return new LatencyRecorder(clockMillis, true);
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
        long value = Math.min(latencyMicros, HIGHEST_TRACKABLE_MICROS);
        SingleWriterRecorder current = recording;
        if (singleWriter && current != null) {
            current.recordValue(value);
            return;
        }
        synchronized (writing) {
            if (recording == null) {
                recording = new SingleWriterRecorder(SIGNIFICANT_DIGITS, PACKED);
            }
            recording.recordValue(value);
        }
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

    /** Returns a plain copy of every value recorded since creation or the last {@link #reset()}. */
    public synchronized Histogram cumulativeHistogram() {
        drain();
        return cumulative == null ? newHistogram() : plain(cumulative);
    }

    /** Summarises every value recorded since creation or the last {@link #reset()} without copying. */
    public synchronized Percentiles cumulativePercentiles() {
        drain();
        if (summaryStale) {
            summary = Percentiles.of(cumulative);
            summaryStale = false;
        }
        return summary;
    }

    /** Counts every value recorded since creation into buckets (see {@link BucketCounts}) without copying. */
    public synchronized BucketCounts cumulativeBuckets(long[] upperMicros) {
        drain();
        return BucketCounts.of(cumulative == null ? empty() : cumulative, upperMicros);
    }

    /** Estimated bytes of the histograms kept between reads (cumulative and pending), the recording one aside. */
    public synchronized long keptFootprintBytes() {
        return footprint(cumulative) + (pendingInterval == cumulative ? 0 : footprint(pendingInterval));
    }

    /** Forgets all values, pending and cumulative. */
    public synchronized void reset() {
        drain();
        pendingInterval = null;
        cumulative = null;
        summary = Percentiles.EMPTY;
        summaryStale = false;
        intervalStartMillis = clockMillis.getAsLong();
    }

    private void drain() {
        SingleWriterRecorder current = recording;
        if (current == null) {
            return;
        }
        // Not recycled: the recorder starts a new packed histogram of a few hundred bytes, and the one drained is
        // handed on as the pending interval, so no second recording histogram is kept.
        Histogram values = current.getIntervalHistogram();
        if (values.getTotalCount() == 0) {
            return;
        }
        cumulative = addTo(cumulative, values);
        summaryStale = true;
        if (intervalRead) {
            pendingInterval = pendingInterval == null ? values : addTo(pendingInterval, values);
        }
    }

    private static Histogram addTo(Histogram target, Histogram values) {
        Histogram into = target == null ? new PackedHistogram(SIGNIFICANT_DIGITS) : target;
        into.add(values);
        return into;
    }

    private static long footprint(Histogram histogram) {
        return histogram == null ? 0 : histogram.getEstimatedFootprintInBytes();
    }

    private static Histogram plain(Histogram packed) {
        Histogram copy = new Histogram(packed);
        copy.add(packed);
        return copy;
    }

    /** An empty interval as a packed histogram: a few hundred bytes where a plain one takes 16 KB. */
    private static Histogram empty() {
        return new PackedHistogram(SIGNIFICANT_DIGITS);
    }
}
