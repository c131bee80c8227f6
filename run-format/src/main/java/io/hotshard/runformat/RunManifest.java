package io.hotshard.runformat;

import java.time.Instant;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalLong;

/**
 * The contents of {@code run.json}.
 *
 * @param endedAt empty while the run is still running
 * @param seed empty when the run recorded none
 */
public record RunManifest(int format, RunStatus status, String simulation, Instant startedAt,
                          Optional<Instant> endedAt, OptionalLong seed, Map<String, String> versions,
                          Map<String, String> parameters, ManifestCluster cluster, List<RunEvent> events,
                          Optional<RecordedReconciliation> reconciliation, Optional<GeneratorInfo> generator,
                          Optional<MitigationInfo> mitigation) {

    /** Copies the collections so the record stays immutable. */
    public RunManifest {
        versions = Collections.unmodifiableMap(new LinkedHashMap<>(versions));
        parameters = Collections.unmodifiableMap(new LinkedHashMap<>(parameters));
        events = List.copyOf(events);
    }

    /** The configured shard with this id, or empty. */
    public Optional<ManifestShard> shard(String id) {
        return cluster.shards().stream().filter(s -> s.id().equals(id)).findFirst();
    }
}
