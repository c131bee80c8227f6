package io.hotshard.cluster;

import io.hotshard.cluster.sample.MetricSources;
import io.hotshard.cluster.sample.RouterSource;
import io.hotshard.cluster.sample.ShardSource;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;

/** The metric sources of an embedded cluster: its router and every shard it ever ran, removed ones included. */
final class ClusterSources implements MetricSources {

    private final RouterSource router;
    private final Map<String, ShardSource> shards = new LinkedHashMap<>();

    ClusterSources(RouterSource router) {
        this.router = router;
    }

    synchronized void add(ShardSource source) {
        shards.put(source.id(), source);
    }

    @Override
    public RouterSource router() {
        return router;
    }

    @Override
    public synchronized Map<String, ShardSource> shards() {
        return Collections.unmodifiableMap(new LinkedHashMap<>(shards));
    }
}
