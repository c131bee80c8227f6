package io.hotshard.router.mitigate;

import io.vertx.core.json.JsonObject;
import java.util.Set;

/**
 * Bounded-load placement of plain keys over the current ring (Mirrokni, Thorup and Zadimoghaddam 2018).
 *
 * @param epsilon slack: a node takes at most {@code ceil((1 + epsilon) * average)} requests in flight
 */
public record BoundedSettings(boolean enabled, double epsilon) {

    /** Largest slack; the smallest is any value above 0. */
    public static final double MAX_EPSILON = 100;
    private static final Set<String> FIELDS = Set.of("enabled", "epsilon");

    /** Validates the slack. */
    public BoundedSettings {
        if (!(epsilon > 0) || epsilon > MAX_EPSILON) {
            throw new IllegalArgumentException("bounded.epsilon must be in (0, " + (int) MAX_EPSILON + "] but was "
                    + epsilon);
        }
    }

    /** Off, epsilon 0.25. */
    public static BoundedSettings defaults() {
        return new BoundedSettings(false, 0.25);
    }

    BoundedSettings patched(Object patch) {
        Fields in = Fields.of("bounded", patch, FIELDS);
        return new BoundedSettings(in.bool("enabled", enabled), in.number("epsilon", epsilon));
    }

    JsonObject toJson() {
        return new JsonObject().put("enabled", enabled).put("epsilon", epsilon);
    }
}
