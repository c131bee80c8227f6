package io.hotshard.simulations;

import io.vertx.core.json.JsonObject;
import java.util.Arrays;

/**
 * How late the load generator starts virtual users against its injection profile, seen through a probe
 * population injected at a fixed rate: probe {@code k} is due {@code k × interval} after the schedule's origin, and
 * its lag is how much later it actually ran. The origin is the earliest one the probes allow (the minimum of
 * {@code arrival(k) - k × interval}), so a late first probe does not hide the lag of the others. A generator short
 * of CPU starts every user late, and a response time measured from the moment the request is sent leaves that
 * wait out (coordinated omission); this measures it.
 */
public final class ScheduleLag {

    private final long intervalNanos;
    private long firstNanos;
    private long[] offsetsNanos = new long[1024];
    private int arrivals;

    /** A probe due every {@code intervalNanos}. */
    public ScheduleLag(long intervalNanos) {
        if (intervalNanos < 1) {
            throw new IllegalArgumentException("the probe interval must be >= 1 ns but was " + intervalNanos);
        }
        this.intervalNanos = intervalNanos;
    }

    /** Records a probe that ran at {@code nowNanos} ({@link System#nanoTime()}). */
    public synchronized void arrived(long nowNanos) {
        if (arrivals == 0) {
            firstNanos = nowNanos;
        }
        if (arrivals == offsetsNanos.length) {
            offsetsNanos = Arrays.copyOf(offsetsNanos, arrivals * 2);
        }
        offsetsNanos[arrivals] = nowNanos - firstNanos - arrivals * intervalNanos;
        arrivals++;
    }

    public synchronized long probes() {
        return arrivals;
    }

    /** The lag at {@code percentile} (0..100, nearest rank) in microseconds; 0 before any probe. */
    public synchronized long percentileMicros(double percentile) {
        if (arrivals == 0) {
            return 0;
        }
        long[] sorted = Arrays.copyOf(offsetsNanos, arrivals);
        Arrays.sort(sorted);
        int rank = (int) Math.ceil(percentile / 100 * arrivals);
        return (sorted[Math.max(0, Math.min(arrivals, rank) - 1)] - sorted[0]) / 1_000;
    }

    /** The mean lag in microseconds, from the same origin as the percentiles; 0 before any probe. */
    public synchronized double meanMicros() {
        return meanBeyondMicros(0);
    }

    /**
     * The mean over the probes of each lag's part beyond {@code thresholdMicros} (see the metrics module's
     * {@code DelayBursts}), in microseconds; 0 before any probe.
     */
    public synchronized double meanBeyondMicros(double thresholdMicros) {
        if (arrivals == 0) {
            return 0;
        }
        long min = Long.MAX_VALUE;
        for (int i = 0; i < arrivals; i++) {
            min = Math.min(min, offsetsNanos[i]);
        }
        double sum = 0;
        for (int i = 0; i < arrivals; i++) {
            sum += Math.max(0, (offsetsNanos[i] - min) / 1_000.0 - thresholdMicros);
        }
        return sum / arrivals;
    }

    /**
     * {@code probes}, {@code intervalMicros}, {@code p50Micros}, {@code p99Micros}, {@code maxMicros},
     * {@code meanMicros}.
     */
    public synchronized JsonObject toJson() {
        return new JsonObject().put("probes", arrivals).put("intervalMicros", intervalNanos / 1_000)
                .put("meanMicros", meanMicros())
                .put("p50Micros", percentileMicros(50)).put("p99Micros", percentileMicros(99))
                .put("maxMicros", percentileMicros(100));
    }
}
