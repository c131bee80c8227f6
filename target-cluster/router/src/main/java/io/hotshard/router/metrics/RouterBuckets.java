package io.hotshard.router.metrics;

import io.hotshard.metrics.BucketCounts;
import java.util.Map;

/**
 * The router's latencies since start in Prometheus buckets.
 *
 * @param kv     whole single-key requests
 * @param fanOut whole fan-out requests
 * @param shards requests to each shard, by id
 */
record RouterBuckets(BucketCounts kv, BucketCounts fanOut, Map<String, BucketCounts> shards) {

    /** Copies the map. */
    RouterBuckets {
        shards = Map.copyOf(shards);
    }
}
