package io.hotshard.report.analysis;

import io.hotshard.report.run.RunData;
import io.hotshard.runformat.EventKind;
import io.hotshard.runformat.RunEvent;
import io.hotshard.runformat.ManifestShard;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;

/**
 * Whether a run is one the shards' queueing models describe: a {@link ModelCheck} judges only runs of
 * memory-backed shards with a service law, without chaos, fan-out or rejections; any other run is not judged, and
 * this says why.
 */
final class ModelScope {

    private static final String STORE_PROPERTY = "hotshard.store";
    private static final String MEMORY_STORE = "memory";
    private static final Set<EventKind> CHAOS = Set.of(EventKind.NODE_ADDED, EventKind.NODE_REMOVED,
            EventKind.NODE_KILLED, EventKind.NODE_PAUSED, EventKind.NODE_DOWN, EventKind.CONFIG_CHANGED);

    private ModelScope() {
    }

    /** Why no stationary queue model describes {@code run}; empty when one does. */
    static Optional<String> unmodelled(RunData run, Saturation saturation, List<QueueingRow> queueing) {
        if (queueing.isEmpty()) {
            return Optional.of("no shard with a known law and a timeline");
        }
        for (RunEvent e : run.manifest().events()) {
            if (CHAOS.contains(e.kind())) {
                return Optional.of(String.format(Locale.ROOT, "chaos changed the shards mid-run (%s of %s at %s), "
                        + "so no stationary queue describes them", e.kind().label(), e.target(), e.time()));
            }
        }
        String store = run.manifest().parameters().getOrDefault(STORE_PROPERTY, MEMORY_STORE);
        if (!store.equals(MEMORY_STORE)) {
            return Optional.of("the shards keep their data in a real store (" + STORE_PROPERTY + "=" + store
                    + "), whose time no model describes");
        }
        for (QueueingRow q : queueing) {
            if (run.manifest().shard(q.id()).map(ManifestShard::meanServiceMicros).orElse(0.0) <= 0) {
                return Optional.of(q.id() + " has no service law (latency none): its time is its own work's");
            }
        }
        if (run.routerFanout().map(h -> h.total().getTotalCount()).orElse(0L) > 0) {
            return Optional.of("the run has fan-out queries, whose legs reach every shard at once");
        }
        for (ShardSaturation s : saturation.shards()) {
            if (s.rejections() > ModelCheck.MAX_REJECTED_SHARE * s.arrivals()) {
                return Optional.of(String.format(Locale.ROOT, "%s rejected %d of %d requests: its queue is bounded,"
                        + " the model's is not", s.id(), s.rejections(), s.arrivals()));
            }
        }
        return Optional.empty();
    }
}
