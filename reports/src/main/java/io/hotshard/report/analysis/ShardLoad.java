package io.hotshard.report.analysis;

/**
 * One shard's part of the load.
 *
 * @param requests requests that arrived at the shard (accepted or rejected)
 * @param share requests / all shards' requests
 * @param fairShare 1 / number of shards
 */
public record ShardLoad(String id, long requests, double share, double fairShare) {

    /** The share relative to the fair share: 1 is fair, 2 is twice its part. */
    public double ratioToFair() {
        return share / fairShare;
    }
}
