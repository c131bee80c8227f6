package io.hotshard.keys.queries;

/**
 * What a query log costs one candidate key under one partitioner and shard count.
 *
 * @param shards                  N
 * @param all                     every understood query: single, multi and scatter shares
 * @param reads                   the same for reads
 * @param writes                  the same for writes (inserts, updates, deletes)
 * @param p99Shards               shards touched per query, 99th percentile
 * @param shardRequestsPerQuery   shard requests per query: the fan-out amplification, and the mean shards touched
 * @param hottestShareOfWork      the hottest shard's share of all shard requests
 * @param writesMovingKey         share of writes that assign a field of the key (each moves a row), NaN without writes
 * @param p99OverOneShard         the query mix's p99 latency over one shard's, with exponential shard latency (the
 *                                seed's 0.99^k: a query over k shards waits for the slowest of k)
 * @param sustainedRate           queries per second before the hottest shard reaches utilisation 0.7, NaN without a
 *                                shard capacity
 * @param p99Micros               the query mix's p99 at that rate (M/M/1 shards at utilisation 0.7), NaN without
 */
public record QueryFigures(int shards, Split all, Split reads, Split writes, int p99Shards,
                           double shardRequestsPerQuery, double hottestShareOfWork, double writesMovingKey,
                           double p99OverOneShard, double sustainedRate, double p99Micros) {

    /** Shards touched per query, mean: each shard a query touches gets one request, so it is the requests per query. */
    public double meanShards() {
        return shardRequestsPerQuery;
    }

    /** Shard requests the hottest shard receives per query: what ranks candidates by the rate they sustain. */
    public double hottestRequestsPerQuery() {
        return shardRequestsPerQuery * hottestShareOfWork;
    }
}
