package io.hotshard.router.mitigate;

import java.util.HashMap;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import java.util.function.Function;
import java.util.function.LongSupplier;
import org.HdrHistogram.Histogram;

/**
 * Recent read latency per shard and the hedging delay derived from it: a percentile over a sliding window of two
 * HdrHistogram halves (the current half and the one before, each {@value #HALF_MILLIS} ms; two significant digits;
 * each sized to the largest value it has seen, and the merge of the two exists only once a delay was asked for),
 * rounded to the nearest millisecond and at least 1 ms, or
 * {@value #FALLBACK_MILLIS} ms while the window holds fewer than {@value #MIN_SAMPLES} samples. A computed delay is
 * reused for {@value #REUSE_MILLIS} ms, so the percentile is not recomputed on every read. Confined to one
 * event loop: each of the router's loops learns the delays from the reads it sent.
 */
public final class HedgeDelays {

    /** Length of one half of the sliding window. */
    static final long HALF_MILLIS = 5_000;
    /** Samples needed before the percentile is trusted. */
    static final int MIN_SAMPLES = 20;
    /** Delay used before enough samples were seen. */
    static final long FALLBACK_MILLIS = 10;
    /** How long a computed delay is reused. */
    static final long REUSE_MILLIS = 100;
    private static final long HALF_NANOS = TimeUnit.MILLISECONDS.toNanos(HALF_MILLIS);
    private static final long HIGHEST_MICROS = TimeUnit.MINUTES.toMicros(10);

    private final LongSupplier nanos;
    private final Map<String, Window> windows = new HashMap<>();
    /** Made once: a lambda that captured the read's time would be allocated on every read. */
    private final Function<String, Window> newWindow;

    /** Empty windows timed by {@code nanos} (e.g. System::nanoTime). */
    public HedgeDelays(LongSupplier nanos) {
        this.nanos = nanos;
        this.newWindow = id -> new Window(nanos.getAsLong());
    }

    /** Records the latency of one answered read of {@code shardId}. */
    public void record(String shardId, long latencyMicros) {
        windows.computeIfAbsent(shardId, newWindow).record(nanos.getAsLong(), latencyMicros);
    }

    /** The hedging delay for a read of {@code shardId}: its recent {@code percentile}, in whole milliseconds. */
    public long delayMillis(String shardId, double percentile) {
        Window window = windows.get(shardId);
        return window == null ? FALLBACK_MILLIS : window.delayMillis(nanos.getAsLong(), percentile);
    }

    private static final class Window {
        private Histogram current = newHistogram();
        private Histogram previous = newHistogram();
        private Histogram merged;
        private long halfStartNanos;
        private long computedAtNanos;
        private double computedPercentile = Double.NaN;
        private long computedMillis;

        Window(long now) {
            halfStartNanos = now;
        }

        void record(long now, long micros) {
            rotate(now);
            current.recordValue(Math.min(Math.max(micros, 1), HIGHEST_MICROS));
        }

        long delayMillis(long now, double percentile) {
            rotate(now);
            boolean stale = now - computedAtNanos >= TimeUnit.MILLISECONDS.toNanos(REUSE_MILLIS);
            if (percentile != computedPercentile || stale) {
                if (merged == null) {
                    merged = newHistogram();
                }
                merged.reset();
                merged.add(previous);
                merged.add(current);
                computedMillis = merged.getTotalCount() < MIN_SAMPLES ? FALLBACK_MILLIS
                        : Math.max(1, (merged.getValueAtPercentile(percentile) + 500) / 1_000);
                computedAtNanos = now;
                computedPercentile = percentile;
            }
            return computedMillis;
        }

        /**
         * Every read calls this; the turn of a half (once per half under load) is a call, not inlined into the
         * read's path by the JIT (too large for a call site this rarely taken), so that the branch of an idle spell,
         * first taken when reads resume, makes the JIT compile {@link #turn} again rather than the whole path of a
         * shard's answer that it would be inlined into.
         */
        private void rotate(long now) {
            if (now - halfStartNanos >= HALF_NANOS) {
                turn(now);
            }
        }

        private void turn(long now) {
            Histogram emptied = previous;
            emptied.reset();
            previous = current;
            current = emptied;
            if (now - halfStartNanos >= 2 * HALF_NANOS) {
                // Idle for two halves or more: the half before this one saw nothing either.
                previous.reset();
                halfStartNanos = now;
            } else {
                halfStartNanos += HALF_NANOS;
            }
        }

        private static Histogram newHistogram() {
            return new Histogram(2);
        }
    }
}
