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
public record ClusterConfig(String partitioner, Map<String, String> settings, List<ShardConfig> shards) {

    /** Copies the collections so the record stays immutable. */
    public ClusterConfig {
        settings = Collections.unmodifiableMap(new LinkedHashMap<>(settings));
        shards = List.copyOf(shards);
    }
}
