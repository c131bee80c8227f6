package io.hotshard.metrics;

import java.util.List;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.function.LongSupplier;
import java.util.function.Supplier;
import org.HdrHistogram.Histogram;
import org.HdrHistogram.PackedHistogram;

/**
 * A latency recorder written by several threads at a high rate, such as a server's event loops: every thread that
 * records gets a single-writer {@link LatencyRecorder} of its own, so that no two threads write to one cache line,
 * and every read adds the threads' histograms. A {@link LatencyRecorder} shared by the loops costs each value two
 * atomic increments of one phaser counter and atomic increments of one histogram's counts, whose cache lines then
 * move between the cores on every request. Reads are serialised on this object; a thread's recorder stays (with
 * its values) after the thread ends.
 */
public final class PerThreadLatency {

    private final int significantDigits;
    private final LongSupplier clockMillis;
    private final List<LatencyRecorder> recorders = new CopyOnWriteArrayList<>();
    private final ThreadLocal<LatencyRecorder> own;
    private long intervalStartMillis;
    private Percentiles summary = Percentiles.EMPTY;
    private long summarisedCount;

    private PerThreadLatency(Supplier<LatencyRecorder> singleWriter, LongSupplier clockMillis) {
        this.significantDigits = singleWriter.get().significantDigits();
        this.clockMillis = clockMillis;
        this.own = ThreadLocal.withInitial(() -> {
            LatencyRecorder recorder = singleWriter.get();
            recorders.add(recorder);
            return recorder;
        });
        this.intervalStartMillis = clockMillis.getAsLong();
    }

    /** Clients' latencies: {@link LatencyRecorder#SIGNIFICANT_DIGITS}, stamped by the wall clock. */
    public static PerThreadLatency create() {
        return new PerThreadLatency(LatencyRecorder::singleWriter, System::currentTimeMillis);
    }

    /** Clients' latencies, intervals stamped with the given epoch-millisecond clock. */
    public static PerThreadLatency create(LongSupplier clockMillis) {
        return new PerThreadLatency(() -> LatencyRecorder.singleWriter(clockMillis), clockMillis);
    }

    /** A shard's figures: {@link LatencyRecorder#SHARD_SIGNIFICANT_DIGITS}, stamped by the wall clock. */
    public static PerThreadLatency forShard() {
        return new PerThreadLatency(LatencyRecorder::forShardSingleWriter, System::currentTimeMillis);
    }

    /** Records one latency in the calling thread's recorder (see {@link LatencyRecorder#recordMicros(long)}). */
    public void recordMicros(long latencyMicros) {
        own.get().recordMicros(latencyMicros);
    }

    /** Every thread's values since the previous call, in one histogram stamped with the interval's start and end. */
    public synchronized Histogram intervalHistogram() {
        Histogram sum = null;
        for (LatencyRecorder recorder : recorders) {
            sum = added(sum, recorder.intervalHistogram());
        }
        long nowMillis = clockMillis.getAsLong();
        Histogram interval = sum == null ? new PackedHistogram(significantDigits) : sum;
        interval.setStartTimeStamp(intervalStartMillis);
        interval.setEndTimeStamp(nowMillis);
        intervalStartMillis = nowMillis;
        return interval;
    }

    /** Every value recorded since creation, on any thread, in a histogram of its own. */
    public synchronized Histogram cumulativeHistogram() {
        Histogram sum = new Histogram(significantDigits);
        for (LatencyRecorder recorder : recorders) {
            recorder.addCumulativeTo(sum);
        }
        return sum;
    }

    /**
     * Summarises every value recorded since creation, on any thread; the summary is kept until new values arrive, so
     * that reading the figures of idle shards every second costs no histogram copies.
     */
    public synchronized Percentiles cumulativePercentiles() {
        long count = 0;
        for (LatencyRecorder recorder : recorders) {
            count += recorder.cumulativeCount();
        }
        if (count != summarisedCount) {
            Histogram all = cumulativeHistogram();
            summary = Percentiles.of(all);
            summarisedCount = all.getTotalCount();
        }
        return summary;
    }

    /** Counts every value recorded since creation, on any thread, into buckets (see {@link BucketCounts}). */
    public BucketCounts cumulativeBuckets(long[] upperMicros) {
        return BucketCounts.of(cumulativeHistogram(), upperMicros);
    }

    private Histogram added(Histogram sum, Histogram values) {
        if (values.getTotalCount() == 0) {
            return sum;
        }
        Histogram into = sum == null ? new Histogram(significantDigits) : sum;
        into.add(values);
        return into;
    }
}
