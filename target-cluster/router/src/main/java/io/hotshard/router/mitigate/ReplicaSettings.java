package io.hotshard.router.mitigate;

import io.vertx.core.json.JsonArray;
import io.vertx.core.json.JsonObject;
import java.util.Set;

/**
 * Read replicas: listed keys are written to the owner and the next {@code replicas - 1} distinct nodes of the
 * ring, and read from one of them.
 */
public record ReplicaSettings(boolean enabled, Set<String> keys, int replicas) {

    /** Fewest copies of a replicated key. */
    public static final int MIN_REPLICAS = 2;
    /** Most copies of a replicated key. */
    public static final int MAX_REPLICAS = 16;


    private static final Set<String> FIELDS = Set.of("enabled", "keys", "replicas");

    /** Validates every field. */
    public ReplicaSettings {
        keys = Fields.keySet("replicas.keys", keys);
        Fields.requireRange("replicas.replicas", replicas, MIN_REPLICAS, MAX_REPLICAS);
    }

    /** Off, no keys, 3 replicas. */
    public static ReplicaSettings defaults() {
        return new ReplicaSettings(false, Set.of(), 3);
    }

    ReplicaSettings patched(Object patch) {
        Fields in = Fields.of("replicas", patch, FIELDS);
        long newReplicas = in.integer("replicas", replicas);
        Fields.requireRange("replicas.replicas", newReplicas, MIN_REPLICAS, MAX_REPLICAS);
        return new ReplicaSettings(in.bool("enabled", enabled), in.keys("keys", keys), (int) newReplicas);
    }

    JsonObject toJson() {
        return new JsonObject().put("enabled", enabled).put("keys", new JsonArray(keys.stream().toList()))
                .put("replicas", replicas);
    }
}
