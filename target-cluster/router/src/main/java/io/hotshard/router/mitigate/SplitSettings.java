package io.hotshard.router.mitigate;

import io.vertx.core.json.JsonObject;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * Key splitting: listed keys are pinned to a shard of their own, above the partitioner.
 *
 * @param pins key to shard id; the shard must be a member, in the ring or not
 */
public record SplitSettings(boolean enabled, Map<String, String> pins) {

    private static final Set<String> FIELDS = Set.of("enabled", "pins");

    /** Validates the pins. */
    public SplitSettings {
        if (pins == null) {
            throw new IllegalArgumentException("split.pins must be an object of key to shard id but was null");
        }
        Fields.keySet("split.pins", pins.keySet());
        pins = Collections.unmodifiableMap(new LinkedHashMap<>(pins));
    }

    /** Off, no pins. */
    public static SplitSettings defaults() {
        return new SplitSettings(false, Map.of());
    }

    SplitSettings patched(Object patch) {
        Fields in = Fields.of("split", patch, FIELDS);
        return new SplitSettings(in.bool("enabled", enabled), in.pins("pins", pins));
    }

    JsonObject toJson() {
        JsonObject json = new JsonObject();
        pins.forEach(json::put);
        return new JsonObject().put("enabled", enabled).put("pins", json);
    }
}
