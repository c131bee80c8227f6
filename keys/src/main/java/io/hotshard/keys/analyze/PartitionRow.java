package io.hotshard.keys.analyze;

import java.util.List;

/**
 * How one candidate's requests spread over {@code shards} nodes of one partitioner.
 *
 * @param partitioner  the partitioner's name
 * @param shards       N, nodes {@code shard-0..shard-(N-1)}
 * @param hottestShare the hottest shard's share of the requests
 * @param maxOverMean  the hottest shard's requests over the mean per shard
 * @param floorShare   the single hottest key's share: no N brings the hottest shard below it
 * @param movedToNext  share of the distinct keys that change shard when {@code shard-N} joins
 * @param shardShares  each shard's share of the requests, shard-0 first (a live ring's nodes in {@code nodeNames}'s
 *                     order)
 * @param nodeNames    the nodes' names when they are a live ring's addresses, else empty ({@code shard-0..})
 * @param replicas     the nodes each request of a key loads: a live ring's replication factor, else 1
 */
public record PartitionRow(String partitioner, int shards, double hottestShare, double maxOverMean,
                           double floorShare, double movedToNext, List<Double> shardShares, List<String> nodeNames,
                           int replicas) {

    /** Copies the lists. */
    public PartitionRow {
        shardShares = List.copyOf(shardShares);
        nodeNames = List.copyOf(nodeNames);
    }
}
