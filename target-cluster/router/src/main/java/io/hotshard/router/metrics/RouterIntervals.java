package io.hotshard.router.metrics;

import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;
import org.HdrHistogram.Histogram;

/**
 * Latencies recorded since the previous call, in microseconds, one histogram per {@code .hlog} metric; each
 * carries its interval's start and end timestamps.
 *
 * @param kv     whole single-key requests as the router answered them
 * @param fanOut whole fan-out requests
 * @param shards requests to each shard, by id
 */
public record RouterIntervals(Histogram kv, Histogram fanOut, Map<String, Histogram> shards) {

    /** Copies the map, sorted. */
    public RouterIntervals {
        shards = Collections.unmodifiableMap(new TreeMap<>(shards));
    }
}
