package io.hotshard.router.mitigate;

import io.vertx.core.json.JsonObject;
import java.util.Set;

/**
 * Hot-key detection: the sliding window of the Space-Saving sketches and how many keys are reported.
 *
 * @param windowMillis length of the sliding window
 * @param topK         keys reported, most frequent first
 */
public record DetectionSettings(long windowMillis, int topK) {

    /** Shortest detection window. */
    public static final long MIN_WINDOW_MILLIS = 100;
    /** Longest detection window. */
    public static final long MAX_WINDOW_MILLIS = 3_600_000;
    /** Most hot keys tracked. */
    public static final int MAX_TOP_K = 1_000;


    private static final Set<String> FIELDS = Set.of("windowMillis", "topK");

    /** Validates both fields. */
    public DetectionSettings {
        Fields.requireRange("detection.windowMillis", windowMillis, MIN_WINDOW_MILLIS, MAX_WINDOW_MILLIS);
        Fields.requireRange("detection.topK", topK, 1, MAX_TOP_K);
    }

    /** A 10 s window, top 32 keys. */
    public static DetectionSettings defaults() {
        return new DetectionSettings(10_000, 32);
    }

    DetectionSettings patched(Object patch) {
        Fields in = Fields.of("detection", patch, FIELDS);
        long newTopK = in.integer("topK", topK);
        Fields.requireRange("detection.topK", newTopK, 1, MAX_TOP_K);
        return new DetectionSettings(in.integer("windowMillis", windowMillis), (int) newTopK);
    }

    JsonObject toJson() {
        return new JsonObject().put("windowMillis", windowMillis).put("topK", topK);
    }
}
