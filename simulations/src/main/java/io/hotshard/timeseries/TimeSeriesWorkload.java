package io.hotshard.timeseries;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import org.apache.commons.rng.UniformRandomProvider;

/**
 * The stream of operations: writes of the next event (so keys increase as the run goes) and, with probability
 * {@code readProportion}, reads of a recent window, one of the {@code recentWindows} up to the newest event's.
 * A window read asks the router for every prefix of the window ({@code route=owners}: only the shards that may hold
 * it) and counts the keys without listing them. Synchronised: every virtual user draws from one workload.
 */
public final class TimeSeriesWorkload {

    private final TimeSeriesKeys keys;
    private final UniformRandomProvider random;
    private final double readProportion;
    private final int recentWindows;
    private long written;

    /** Draws from {@code random}; fails naming a bad proportion or window count. */
    public TimeSeriesWorkload(TimeSeriesKeys keys, UniformRandomProvider random, double readProportion,
                              int recentWindows) {
        if (!(readProportion >= 0 && readProportion <= 1)) {
            throw new IllegalArgumentException("readProportion must be in [0, 1] but was " + readProportion);
        }
        if (recentWindows < 1) {
            throw new IllegalArgumentException("recentWindows must be >= 1 but was " + recentWindows);
        }
        this.keys = keys;
        this.random = random;
        this.readProportion = readProportion;
        this.recentWindows = recentWindows;
    }

    /** The next operation. */
    public synchronized TimeSeriesOperation next() {
        if (random.nextDouble() < readProportion) {
            return new TimeSeriesOperation(false, null, null, query(recentWindow()));
        }
        long n = written++;
        return new TimeSeriesOperation(true, keys.writeKey(n), "v" + n, null);
    }

    public synchronized long written() {
        return written;
    }

    private long recentWindow() {
        EventTimeline timeline = keys.timeline();
        long newest = timeline.windowOf(timeline.timestampOf(Math.max(0, written - 1)));
        long back = random.nextInt(recentWindows);
        return Math.max(timeline.windowOf(timeline.originMicros()), newest - back);
    }

    /** The router's query string for a read of {@code window}. */
    public String query(long window) {
        StringBuilder q = new StringBuilder();
        for (String prefix : keys.windowPrefixes(window)) {
            q.append("q=").append(URLEncoder.encode(prefix, StandardCharsets.UTF_8)).append('&');
        }
        return q.append("route=owners&limit=0").toString();
    }
}
