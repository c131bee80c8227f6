package io.hotshard.runformat;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The cluster a run drove.
 *
 * @param partitioner the partitioner's name
 * @param settings the partitioner's other scalar settings (hash, vnodes, epsilon, ...), as text
 */
public record ManifestCluster(String partitioner, Map<String, String> settings, List<ManifestShard> shards) {

    /** Copies the collections so the record stays immutable. */
    public ManifestCluster {
        settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
        shards = List.copyOf(shards);
    }
}
