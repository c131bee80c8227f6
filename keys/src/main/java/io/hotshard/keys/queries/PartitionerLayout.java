package io.hotshard.keys.queries;

import io.hotshard.ring.Node;
import io.hotshard.ring.Partitioner;
import io.hotshard.ring.RangePartitioner;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A ring-module partitioner over nodes {@code shard-0..shard-(N-1)} as a {@link ShardLayout}: shard s is the node
 * {@code shard-s}, whatever order the partitioner keeps its nodes in.
 */
public final class PartitionerLayout implements ShardLayout {

    private final Partitioner partitioner;
    private final int shards;
    private final Map<String, Integer> index = new HashMap<>();

    /** The layout of {@code partitioner}, whose nodes must be {@code shard-0..shard-(N-1)}. */
    public PartitionerLayout(Partitioner partitioner) {
        this.partitioner = partitioner;
        List<String> ids = partitioner.nodes().stream().map(Node::id).toList();
        this.shards = ids.size();
        for (int s = 0; s < shards; s++) {
            if (!ids.contains("shard-" + s)) {
                throw new IllegalArgumentException("a layout needs nodes shard-0..shard-" + (shards - 1) + " but has "
                        + ids);
            }
            index.put("shard-" + s, s);
        }
    }

    @Override
    public int shards() {
        return shards;
    }

    @Override
    public int shardOf(String key) {
        return index.get(partitioner.ownerOf(key));
    }

    @Override
    public boolean ordered() {
        return partitioner instanceof RangePartitioner;
    }

    @Override
    public int[] span(String lower, String upper) {
        int first = lower == null ? 0 : shardOf(lower);
        int last = upper == null ? shards - 1 : shardOf(upper);
        return new int[] {Math.min(first, last), Math.max(first, last)};
    }
}
