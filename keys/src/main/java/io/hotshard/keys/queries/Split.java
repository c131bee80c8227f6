package io.hotshard.keys.queries;

/**
 * How queries spread over shards, as shares of their weight.
 *
 * @param singleShard share that touch one shard
 * @param multiShard  share that touch more than one but not all
 * @param scatter     share that touch every shard (scatter-gather)
 * @param queries     the weight the shares are of
 */
public record Split(double singleShard, double multiShard, double scatter, long queries) {

    /** No queries: every share is NaN. */
    public static final Split NONE = new Split(Double.NaN, Double.NaN, Double.NaN, 0);
}
