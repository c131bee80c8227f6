package io.hotshard.router.membership;

import io.hotshard.router.core.PartitionerSettings;
import io.hotshard.router.core.ShardSpec;
import io.hotshard.router.mitigate.MitigationSettings;
import java.util.List;

/**
 * What a router's membership takes from its configuration: the first ring and mitigations, and the rules its
 * changes follow.
 *
 * @param moveSampleKeys    keys {@code key0..key(n-1)} whose owners are compared before and after each change
 * @param allowRemoteShards whether a node may be added at a non-loopback URL
 * @param removeDownNodes   whether a shard marked down leaves the ring until it is up again
 */
public record MembershipSettings(PartitionerSettings partitioner, List<ShardSpec> shards,
                                 MitigationSettings mitigations, int moveSampleKeys, boolean allowRemoteShards,
                                 boolean removeDownNodes) {

    /** Copies the shard list. */
    public MembershipSettings {
        shards = List.copyOf(shards);
    }
}
