package io.hotshard.router.mitigate;

import io.vertx.core.json.JsonObject;
import java.util.Collections;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;

/**
 * The settings in force and the keys the adaptive controller has mitigated, swapped as one value.
 *
 * @param adaptiveKeys key to the mitigation applied to it, whether or not that mitigation is otherwise enabled
 */
public record MitigationState(MitigationSettings settings, Map<String, MitigationKind> adaptiveKeys) {

    /** Copies the adaptive keys, sorted. */
    public MitigationState {
        Objects.requireNonNull(settings, "settings");
        adaptiveKeys = Collections.unmodifiableMap(new TreeMap<>(adaptiveKeys));
    }

    /** The mitigation the adaptive controller gave {@code key}, or null. */
    public MitigationKind adaptive(String key) {
        return adaptiveKeys.isEmpty() ? null : adaptiveKeys.get(key);
    }

    /** A copy with other settings. */
    public MitigationState withSettings(MitigationSettings newSettings) {
        return new MitigationState(newSettings, adaptiveKeys);
    }

    /** The JSON of {@code GET /admin/mitigations}: the settings plus {@code adaptiveKeys}. */
    public JsonObject toJson() {
        JsonObject keys = new JsonObject();
        adaptiveKeys.forEach((key, kind) -> keys.put(key, kind.label()));
        return settings.toJson().put("adaptiveKeys", keys);
    }
}
