package io.hotshard.router.core;

import io.hotshard.ring.Partitioner;
import io.hotshard.ring.analysis.KeyCounts;
import io.hotshard.ring.analysis.KeySequence;
import io.vertx.core.Future;
import io.vertx.core.Vertx;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.concurrent.atomic.AtomicReference;

/**
 * Each ring node's share of the hash space, estimated by placing synthetic keys {@code share-key0..} with the
 * partitioner's load-blind mapping on a worker thread, and cached until the partitioner changes.
 */
public final class HashShares {

    private record Estimate(Partitioner partitioner, Map<String, Double> shares) {
    }

    private final Vertx vertx;
    private final KeySequence keys;
    private final AtomicReference<Estimate> cached = new AtomicReference<>();

    public HashShares(Vertx vertx, int sampleKeys) {
        this.vertx = vertx;
        this.keys = KeySequence.of("share-key", sampleKeys);
    }

    /** The share of each node of {@code partitioner}, in its node order. */
    public Future<Map<String, Double>> of(Partitioner partitioner) {
        Estimate estimate = cached.get();
        if (estimate != null && estimate.partitioner() == partitioner) {
            return Future.succeededFuture(estimate.shares());
        }
        return vertx.executeBlocking(() -> {
            KeyCounts counts = KeyCounts.of(partitioner, keys);
            Map<String, Double> shares = new LinkedHashMap<>();
            partitioner.nodes().forEach(n -> shares.put(n.id(), (double) counts.countOf(n.id()) / keys.count()));
            Map<String, Double> result = Collections.unmodifiableMap(shares);
            cached.set(new Estimate(partitioner, result));
            return result;
        }, false);
    }

    public long sampleKeys() {
        return keys.count();
    }
}
