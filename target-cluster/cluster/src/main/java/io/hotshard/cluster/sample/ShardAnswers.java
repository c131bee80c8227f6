package io.hotshard.cluster.sample;

import io.hotshard.router.metrics.ShardCounts;

/**
 * Answers the router received from one shard, split where the shard's own counts split them: a 5xx is a request
 * the shard shed (503) or failed on purpose (500), anything else one it served.
 *
 * @param served answers with a status below 500
 * @param failed answers with a 5xx status
 */
record ShardAnswers(long served, long failed) {

    static final ShardAnswers NONE = new ShardAnswers(0, 0);

    /** The answers counted between two cumulative samples; from zero when {@code before} is null. */
    static ShardAnswers between(ShardCounts before, ShardCounts now) {
        long served = now.status2xx() + now.status3xx() + now.status4xx();
        long failed = now.status5xx();
        if (before != null) {
            served -= before.status2xx() + before.status3xx() + before.status4xx();
            failed -= before.status5xx();
        }
        return new ShardAnswers(served, failed);
    }

    ShardAnswers plus(ShardAnswers other) {
        return new ShardAnswers(served + other.served, failed + other.failed);
    }
}
