package io.hotshard.cluster.sample;

import io.hotshard.recording.EventSink;
import io.hotshard.recording.MeasuredTarget;
import io.hotshard.recording.Measurements;
import io.vertx.core.Future;
import java.nio.file.Path;
import java.util.Map;

/**
 * The router and shards a recorder samples. The set of shards may grow during a run (shards added); a shard
 * that left keeps its source so that its last counts stay in the totals.
 */
public interface MetricSources extends MeasuredTarget {

    /** The router. */
    RouterSource router();

    /** Every shard known now, by id. */
    Map<String, ShardSource> shards();

    /** Looks for shards that joined since the previous call; called by the recorder every few seconds. */
    default Future<Void> refresh() {
        return Future.succeededFuture();
    }

    /** Samples this router and these shards once a second ({@code timeline.csv}, {@code router.csv}, logs). */
    @Override
    default Measurements open(Path directory, long startMillis, EventSink targetEvents) {
        return new Sampler(directory, startMillis, this, targetEvents);
    }
}
