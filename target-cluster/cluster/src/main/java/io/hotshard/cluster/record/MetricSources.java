package io.hotshard.cluster.record;

import io.vertx.core.Future;
import java.util.Map;

/**
 * The router and shards a recorder samples. The set of shards may grow during a run (shards added); a shard
 * that left keeps its source so that its last counts stay in the totals.
 */
public interface MetricSources {

    /** The router. */
    RouterSource router();

    /** Every shard known now, by id. */
    Map<String, ShardSource> shards();

    /** Looks for shards that joined since the previous call; called by the recorder every few seconds. */
    default Future<Void> refresh() {
        return Future.succeededFuture();
    }
}
